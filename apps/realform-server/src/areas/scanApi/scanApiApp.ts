import { scanJourneySteps } from '@onboarding/realform-api';
import { type Context, Hono } from 'hono';
import type { AppDeps, CallDeps } from '../../http/AppDeps';
import type { AppEnv } from '../../http/AppEnv';
import { isAnswer } from '../../fastPaths/answer';
import { readJsonBody } from '../../http/readJsonBody';
import { API_KEY, route } from '../../http/routeAccess';
import type { DocumentAreaStores } from '../documents/documentAreaStores';
import { linkOrigin } from '../documents/handoffLink';
import { isJourneyId } from '../documents/journeyStore';
import { discardBody } from '../documents/receiveUpload';
import { journeyVerdict } from '../documents/verifier/journeyVerdict';
import { apiJourneyStore } from './apiJourneyStore';
import type { ApiKey } from './apiKeyStore';
import { apiKeyStore } from './apiKeyStore';
import { SCAN_BACKEND_V1_PATH } from '../documents/scanBackendRoutes';
import { registerScanCors } from './scanCors';
import { checkWebhookUrl } from './webhookUrl';

/** What the scan API reads: the call pipeline, the links' origin, the identity checks' analysers, the upload limits. */
export type ScanApiDeps = CallDeps & Pick<AppDeps, 'publicOrigin' | 'production' | 'identity' | 'uploadLimits' | 'storageDir' | 'documentStorage'>;

/** A session request is a document type, a reference and a URL: nothing near this size. */
const SESSION_BODY_MAX_BYTES = 4096;
/** The team's reference: printable, at most this long (no control characters; no personal data, see the README). */
export const REFERENCE_MAX_LENGTH = 128;
const REFERENCE = /^[^\p{C}]{1,128}$/u;

/** The API's document types and the flow's codes for them (docs/spec/flow/entities.md#document-type: 1 passport, 2 ID card). */
export const API_DOCUMENT_TYPES: Readonly<Record<string, string>> = Object.freeze({ passport: '1', idCard: '2' });

type ApiErrorStatus = 400 | 401 | 404 | 413 | 429;

/**
 * An error of the server-to-server API: `{ ErrorCode, Message, Field? }`. The message is for the team's developers
 * (English, never shown to an applicant), unlike the widget calls' translated messages.
 */
function apiError(c: Context<AppEnv>, status: ApiErrorStatus, code: string, message: string, field?: string): Response {
  return c.json({ ErrorCode: code, Message: message, ...(field ? { Field: field } : {}) }, status, status === 401 ? { 'WWW-Authenticate': 'Bearer realm="idscan"' } : {});
}

/**
 * The scan API for other teams (issue 19 item 1, README "Scan API for other teams"): with an API key, open a scan
 * session for the widget (POST v1/sessions) and read its result server to server (GET v1/journeys/{id}); plus CORS
 * for the widget's own calls from the key's origins (scanCors). Mounted before the scan backend (the documents area's
 * scanBackendApp), so the CORS check runs first.
 */
export function scanApiApp(deps: ScanApiDeps, stores: DocumentAreaStores): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const keys = apiKeyStore(deps.db);
  const journeys = apiJourneyStore(deps.db);
  registerScanCors(app, deps, { keys, journeys });

  async function authenticate(c: Context<AppEnv>): Promise<ApiKey | Response> {
    const header = c.req.header('authorization')?.trim() ?? '';
    const presented = /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '') : '';
    const key = presented ? await keys.byKey(presented, deps.now()) : null;
    if (key) return key;
    discardBody(c);
    return apiError(c, 401, 'UNAUTHORIZED', 'Send a live API key as Authorization: Bearer idsk_… (see api-key create).');
  }

  /**
   * POST /idscanenterprisesvc/v1/sessions, JSON `{ documentType: 'passport' | 'idCard', reference?, webhookUrl? }`:
   * a scan journey of the key and its token for the widget. 201 `{ token, journeyId, backendUrl, expiresAt,
   * captureSteps, reference }`.
   */
  route(app, 'POST', `${SCAN_BACKEND_V1_PATH}/sessions`, API_KEY, async (c) => {
    const key = await authenticate(c);
    if (isAnswer(key)) return key;
    const body = await readJsonBody(c.req.raw, { maxBytes: SESSION_BODY_MAX_BYTES });
    if (!body.ok) {
      if (body.problem === 'tooLarge') return apiError(c, 413, 'TOO_LARGE', `The body must be at most ${SESSION_BODY_MAX_BYTES} bytes.`);
      return apiError(c, 400, 'BAD_REQUEST', 'The body must be a JSON object (Content-Type: application/json).', 'body');
    }
    const input = body.value;
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return apiError(c, 400, 'BAD_REQUEST', 'The body must be a JSON object.', 'body');
    const { documentType, reference, webhookUrl } = input as Record<string, unknown>;
    const documentCode = typeof documentType === 'string' && Object.hasOwn(API_DOCUMENT_TYPES, documentType) ? API_DOCUMENT_TYPES[documentType]! : null;
    if (!documentCode) return apiError(c, 400, 'BAD_REQUEST', `documentType must be one of ${Object.keys(API_DOCUMENT_TYPES).join(', ')}.`, 'documentType');
    if (reference !== undefined && reference !== null && (typeof reference !== 'string' || !REFERENCE.test(reference))) {
      return apiError(c, 400, 'BAD_REQUEST', `reference must be text of 1 to ${REFERENCE_MAX_LENGTH} printable characters.`, 'reference');
    }
    let hookUrl = key.defaultWebhookUrl;
    if (webhookUrl !== undefined && webhookUrl !== null) {
      const checked = checkWebhookUrl(webhookUrl, { production: deps.production ?? false });
      if (!checked.ok) return apiError(c, 400, 'BAD_REQUEST', checked.reason, 'webhookUrl');
      hookUrl = checked.url;
    }
    const steps = scanJourneySteps(documentCode);
    const opened = await journeys.open({ apiKeyId: key.id, documentType: documentCode, steps, reference: (reference as string | null | undefined) ?? null, webhookUrl: hookUrl }, deps.now());
    if (!opened) return apiError(c, 429, 'TOO_MANY_REQUESTS', 'This key opened too many sessions in the last hour. Try again later.');
    deps.logger.info('scan session opened', { requestId: c.get('requestId'), key: key.name });
    return c.json(
      {
        token: opened.token,
        journeyId: opened.journeyId,
        backendUrl: `${linkOrigin(deps, c.req.url)}${SCAN_BACKEND_V1_PATH}`,
        expiresAt: opened.expiresAt.toISOString(),
        captureSteps: steps,
        reference: (reference as string | null | undefined) ?? null,
      },
      201,
    );
  });

  /**
   * GET /idscanenterprisesvc/v1/journeys/{journeyId}: the result of one of the key's journeys, as journey/get answers
   * the widget, with `Reference`, `State`, `CreatedAt` and `EndedAt`. Another key's journey is unknown (404).
   */
  route(app, 'GET', `${SCAN_BACKEND_V1_PATH}/journeys/:journeyId`, API_KEY, async (c) => {
    const key = await authenticate(c);
    if (isAnswer(key)) return key;
    const journeyId = c.req.param('journeyId') ?? '';
    const notFound = () => apiError(c, 404, 'NOT_FOUND', 'No journey of this key has that id.');
    if (!isJourneyId(journeyId)) return notFound();
    const info = await journeys.ofKey(journeyId, key.id);
    const journey = info ? await stores.journeys.get(journeyId) : null;
    if (!info || !journey) return notFound();
    const captures = await stores.journeys.latestCaptures(journey.id);
    const verdict = journeyVerdict({ ended: journey.state === 'ended', captures, documentType: journey.documentType, steps: journey.steps, faces: deps.identity, now: journey.createdAt });
    return c.json({
      JourneyId: journey.id,
      Reference: info.reference,
      State: journey.state,
      CreatedAt: info.createdAt.toISOString(),
      EndedAt: info.endedAt?.toISOString() ?? null,
      ...verdict,
      ...(journey.outcome ?? {}),
      ...(journey.cancelReason ? { Cancelled: true, CancelReason: journey.cancelReason } : {}),
      HighLevelResult: journey.state === 'ended' ? (journey.highLevelResult ?? verdict.HighLevelResult) : 'Undefined',
    });
  });
  return app;
}
