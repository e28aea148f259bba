import type { Locale } from '@onboarding/dictionaries';
import { isLocale } from '@onboarding/dictionaries';
import { SCAN_UPLOAD_MAX_BYTES } from '@onboarding/realform-api';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Context, type Handler, Hono } from 'hono';
import { clientIp } from '../../http/clientIp';
import { readJsonBody } from '../../http/readJsonBody';
import { requestLimits } from '../../security/rateLimits';
import type { DocumentsDeps } from './documentsApp';
import type { AppEnv } from '../../http/AppEnv';
import { isAnswer } from '../../fastPaths/answer';
import type { Translate } from '../../i18n/translator';
import type { DocumentAreaStores } from './documentAreaStores';
import { translate } from './documentRoute';
import { endJourney } from './journeyOutcome';
import type { CaptureSide, Journey } from './journeyStore';
import { CAPTURE_SIDES } from './journeyStore';
import { drain } from './readMultipart';
import { declaredLength, discardBody, isMultipart, receiveUpload } from './receiveUpload';
import { storedUsage, uploadGuards, uploadsPerIpWindow } from './uploadLimits';
import { UPLOAD_MESSAGES } from './uploadRoutes';
import { journeyVerdict } from './verifier/journeyVerdict';
import { MRZ_TEXT_MAX_LENGTH } from './verifier/readMrz';
import type { Refusal } from './verifier/verifyImage';
import type { LivenessAction } from './verifier/captureAnalysis';
import { LIVENESS_ACTIONS } from './verifier/captureAnalysis';
import { precheckCapture, verifyCapture } from '../../jobs/verification';
import { SCAN_TOKEN, route } from '../../http/routeAccess';
import { localeFromAcceptLanguage } from '../../i18n/acceptLanguage';

/** Where the scan backend lives on this server; get-idscan-token answers `{origin}` plus this as backendUrl. */
export const SCAN_BACKEND_PATH = '/idscanenterprisesvc';
/**
 * The versioned scan backend (issue 19): what the scan API hands other teams as backendUrl. Every call below answers
 * on both bases; the unversioned paths stay for the flow and the widgets already out there.
 */
export const SCAN_BACKEND_V1_PATH = `${SCAN_BACKEND_PATH}/v1`;

/** The cancel call's JSON body is a reason and nothing else. */
const CANCEL_BODY_MAX_BYTES = 1024;

/** Room for the multipart framing and the text fields around a capture of up to SCAN_UPLOAD_MAX_BYTES. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

type ErrorStatus = 400 | 401 | 404 | 409 | 413 | 415 | 429 | 503;

/** The answer's language: `?languageCode=`, else the first product locale in Accept-Language, else English. */
function localeOf(c: Context<AppEnv>): Locale {
  const asked = c.req.query('languageCode');
  if (isLocale(asked)) return asked;
  return localeFromAcceptLanguage(c.req.header('accept-language')) ?? 'en';
}

function scanError(c: Context<AppEnv>, status: ErrorStatus, code: string, message: string): Response {
  return c.json({ ErrorCode: code, Message: message }, status);
}

/** A refusal that does not read the rest of the body (see discardBody). */
function refuse(c: Context<AppEnv>, status: ErrorStatus, code: string, message: string): Response {
  discardBody(c);
  return scanError(c, status, code, message);
}

/** The scan token: `Authorization: Bearer {gbgToken}`, or the bare token (docs/spec/flow/calls.md#call-table "Authorization header carrying the scan token"). */
function bearer(c: Context<AppEnv>): string | null {
  const header = c.req.header('authorization')?.trim() ?? '';
  const token = /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '') : header;
  return /^[\w-]{16,256}$/.test(token) ? token : null;
}

/**
 * The scanning service the widget talks to (docs/spec/widget/calls.md "backend URL"), served by this server: captures per flow
 * step, the journey's end, and its result (docs/spec/flow/calls.md#call-table GET journey/get). Every request carries the journey's scan
 * token; every refusal is `{ ErrorCode, Message }` (see the server README, "Scan backend").
 */
export function scanBackendApp(deps: DocumentsDeps, stores: DocumentAreaStores): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  /** A widget call on the old path and the versioned one, with the scan token as its caller. */
  const scanCall = (method: 'GET' | 'POST', call: string, handler: Handler<AppEnv>) => {
    for (const base of [SCAN_BACKEND_PATH, SCAN_BACKEND_V1_PATH]) route(app, method, `${base}${call}`, SCAN_TOKEN, handler);
  };

  async function authorize(c: Context<AppEnv>, t: Translate): Promise<Journey | Response> {
    const token = bearer(c);
    const journey = token ? await stores.journeys.byToken(token, deps.now()) : null;
    if (!journey) return refuse(c, 401, 'UNAUTHORIZED', t('scan.unauthorized'));
    return journey;
  }

  // docs/spec/widget/states.md#ended-journey: "A request sent after the journey has ended is refused."
  const ended = (c: Context<AppEnv>, t: Translate) => refuse(c, 409, 'JOURNEY_ENDED', t('journey.ended'));

  /**
   * POST {backendUrl}/journey/upload, multipart: `image` (JPG or PNG under 7.5 MB, docs/spec/widget/validation.md#uploaded-files), `side`
   * (IDENTITY:FRONT, IDENTITY:BACK, SELFIE, ADDRESS, COVID) and optional `mrz` (the zone's text). Answers the
   * capture's own result and checks.
   */
  scanCall('POST', '/journey/upload', async (c) => {
    const locale = localeOf(c);
    c.set('locale', locale);
    const t = await deps.translator.forLocale(locale);
    // Per client IP before anything else: an anonymous flood is counted too (issue 14 finding 2).
    const perIp = uploadsPerIpWindow(deps).take(clientIp(c, deps.trustProxy), requestLimits(deps).limits.uploadsPerIp, deps.now());
    if (!perIp.allowed) return refuse(c, 429, 'TOO_MANY_REQUESTS', t('rate.limited', { minutes: Math.max(1, Math.ceil(perIp.retryAfterSeconds / 60)) }));
    // The token look-up waits its turn with the other uploads' admissions (see boundedQueue); a full line sheds load.
    if (uploadGuards(deps).admissions.full()) return refuse(c, 503, 'SERVER_BUSY', t('rate.limited', { minutes: 1 }));
    const journey = (await uploadGuards(deps).admissions(() => authorize(c, t))) ?? refuse(c, 503, 'SERVER_BUSY', t('rate.limited', { minutes: 1 }));
    if (isAnswer(journey)) return journey;
    if (journey.state === 'ended') return ended(c, t);

    const declared = declaredLength(c);
    if (declared !== null && declared > SCAN_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) return refuse(c, 413, 'FILE_TOO_BIG', t('scan.file.tooBig'));
    if (!isMultipart(c)) return refuse(c, 400, 'BAD_REQUEST', t('scan.badRequest'));
    const now = deps.now();
    const guards = uploadGuards(deps);
    const { limiter, limits } = requestLimits(deps);
    // Captures per journey and stored bytes per application (issue 14 finding 3), then the application's upload rate.
    // A journey of another team's API key has no application: its own captures are counted (issue 19).
    const usage = await storedUsage(deps.db, journey.applicationId, journey.id);
    if (usage.journeyCaptures >= guards.limits.capturesPerJourney || usage.bytes >= guards.limits.storedBytesPerApplication) {
      deps.logger.info('capture refused', { requestId: c.get('requestId'), problem: 'stored captures' });
      return refuse(c, 429, 'TOO_MANY_REQUESTS', t('rate.limited', { minutes: 60 }));
    }
    const perApplication = await limiter.consume([{ bucket: 'upload.application', subject: journey.applicationId ?? journey.id, limit: limits.uploadsPerApplication }], now);
    if (!perApplication.allowed) {
      return refuse(c, 429, 'TOO_MANY_REQUESTS', t('rate.limited', { minutes: Math.max(1, Math.ceil(perApplication.retryAfterSeconds / 60)) }));
    }
    const reserved = Math.min(declared ?? SCAN_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, SCAN_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES);
    if (!guards.budget.tryTake(reserved)) {
      deps.logger.warn('capture refused', { requestId: c.get('requestId'), problem: 'bytes in flight' });
      return refuse(c, 503, 'SERVER_BUSY', t('rate.limited', { minutes: 1 }));
    }
    let stored: string | undefined;
    const received = await receiveUpload(c, {
      fileField: 'image',
      maxFileBytes: SCAN_UPLOAD_MAX_BYTES,
      tempDir: join(deps.storageDir, 'incoming'),
      atFile: async () => ({ ok: true, value: true }),
    });
    try {
      if (received.kind === 'tooLarge') return refuse(c, 413, 'FILE_TOO_BIG', t('scan.file.tooBig'));
      if (received.kind !== 'file') return refuse(c, 400, 'BAD_REQUEST', t('scan.badRequest'));
      const { fields, file } = received;
      const side = fields.side;
      const mrz = fields.mrz;
      // A liveness frame says which head movement it was taken for (docs/spec/widget/states.md#liveness liveness actions).
      const action = side === 'LIVENESS' ? (fields.action ?? 'STRAIGHT') : null;
      if (
        side === undefined ||
        !(CAPTURE_SIDES as readonly string[]).includes(side) ||
        file.size === 0 ||
        (mrz !== undefined && mrz.length > MRZ_TEXT_MAX_LENGTH) ||
        (action !== null && !(LIVENESS_ACTIONS as readonly string[]).includes(action))
      ) {
        return scanError(c, 400, 'BAD_REQUEST', t('scan.badRequest'));
      }

      // The zone's text a client may send is not trusted: the MRZ is read from the photo (checkCapture). Type and size
      // by content here; the decode and the identity checks run on a verification worker (README "Verification workers").
      const refused = (refusal: Refusal) => {
        deps.logger.info('capture refused', { requestId: c.get('requestId'), problem: refusal });
        if (refusal === 'type') return scanError(c, 415, 'INCORRECT_FORMAT', t('scan.file.format'));
        if (refusal === 'tooBig') return scanError(c, 413, 'FILE_TOO_BIG', t('scan.file.tooBig'));
        if (refusal === 'tooManyPixels') return scanError(c, 413, 'TOO_MANY_PIXELS', translate(t, UPLOAD_MESSAGES.tooManyPixels));
        // docs/spec/widget/errors.md "Bad request (status 400); not a valid image".
        return scanError(c, 400, 'INVALID_IMAGE', t('upload.image.damaged'));
      };
      const precheck = precheckCapture(file, 'scan');
      if (!precheck.ok) return refused(precheck.refusal);
      const verified = await verifyCapture(deps, stores.files, { file, format: precheck.format, endpoint: 'scan', side, action: action as LivenessAction | null, now });
      if (verified.kind === 'refused') return refused(verified.refusal);
      if (verified.kind === 'busy') {
        deps.logger.warn('capture refused', { requestId: c.get('requestId'), problem: 'verification not finished' });
        c.header('Retry-After', '10');
        return scanError(c, 503, 'SERVER_BUSY', t('rate.limited', { minutes: 1 }));
      }
      const { storageName, checked } = verified;
      stored = storageName;
      const capture = await stores.journeys.addCapture(
        journey.id,
        {
          side: side as CaptureSide,
          storageName,
          format: verified.format,
          sizeBytes: file.size,
          width: verified.width,
          height: verified.height,
          mrz: typeof mrz === 'string' && mrz.trim() !== '' ? mrz : null,
          checks: checked.checks,
          result: checked.result,
          analysis: checked.analysis,
          action: action as LivenessAction | null,
        },
        now,
      );
      deps.logger.info('capture stored', { requestId: c.get('requestId'), side, result: checked.result, problem: checked.problem, ...verified.metrics });
      return c.json({
        JourneyId: journey.id,
        CaptureId: capture.id,
        Side: side,
        ...(action ? { Action: action } : {}),
        CurrentResult: checked.result,
        Checks: checked.checks,
        ...(checked.problem ? { Problem: checked.problem, Message: translate(t, UPLOAD_MESSAGES[checked.problem]) } : {}),
      });
    } finally {
      guards.budget.give(reserved);
      if (received.kind === 'file' && !stored) await rm(received.file.path, { force: true }).catch(() => undefined);
    }
  });

  /** POST {backendUrl}/journey/end: the widget's end of the journey; answers the result like journey/get. */
  scanCall('POST', '/journey/end', async (c) => {
    const t = await deps.translator.forLocale(localeOf(c));
    const journey = await authorize(c, t);
    if (isAnswer(journey)) return journey;
    if (journey.state === 'ended') return ended(c, t);
    await drain(c.req.raw.body);
    const { verdict } = await endJourney(stores, journey, deps.now());
    // An API key's journey: its team's webhook goes out now rather than at the next poll (webhookDelivery).
    if (journey.apiKeyId) deps.webhooks?.kick();
    return c.json({ JourneyId: journey.id, ...verdict });
  });

  /**
   * POST {backendUrl}/journey/cancel, JSON `{ reason: 'userCancelled' | 'termsDeclined' }`: the user left the widget or
   * declined its terms (docs/spec/widget/states.md#high-level-results results Aborted, TCCDISAGREE). The journey ends with that result; later captures are
   * refused like after any end.
   */
  scanCall('POST', '/journey/cancel', async (c) => {
    const t = await deps.translator.forLocale(localeOf(c));
    const journey = await authorize(c, t);
    if (isAnswer(journey)) return journey;
    if (journey.state === 'ended') return ended(c, t);
    const body = await readJsonBody(c.req.raw, { maxBytes: CANCEL_BODY_MAX_BYTES });
    const reason = body.ok && body.value && typeof body.value === 'object' ? (body.value as { reason?: unknown }).reason : undefined;
    if (reason !== 'userCancelled' && reason !== 'termsDeclined') return scanError(c, 400, 'BAD_REQUEST', t('scan.badRequest'));
    const result = await stores.journeys.end(journey.id, reason === 'termsDeclined' ? 'TCCDISAGREE' : 'Aborted', deps.now(), { cancelReason: reason });
    deps.logger.info('journey cancelled', { requestId: c.get('requestId'), reason });
    if (journey.apiKeyId) deps.webhooks?.kick();
    return c.json({ JourneyId: journey.id, HighLevelResult: result, ProcessedDocuments: [], Cancelled: true });
  });

  /**
   * GET {backendUrl}/journey/get?journeyId= (docs/spec/flow/calls.md#call-table): HighLevelResult and ProcessedDocuments. The token must be
   * this journey's; `Undefined` until the journey has ended.
   */
  scanCall('GET', '/journey/get', async (c) => {
    const t = await deps.translator.forLocale(localeOf(c));
    const journey = await authorize(c, t);
    if (isAnswer(journey)) return journey;
    const journeyId = c.req.query('journeyId');
    if (!journeyId) return scanError(c, 400, 'BAD_REQUEST', t('scan.badRequest'));
    // docs/spec/widget/overview.md#roles-and-authorization: "account not authorized for the resource" — a token of another journey reads nothing.
    if (journeyId !== journey.id) return scanError(c, 401, 'UNAUTHORIZED', t('scan.unauthorized'));
    const captures = await stores.journeys.latestCaptures(journey.id);
    const verdict = journeyVerdict({ ended: journey.state === 'ended', captures, documentType: journey.documentType, steps: journey.steps, faces: deps.identity, now: journey.createdAt });
    return c.json({
      JourneyId: journey.id,
      ...verdict,
      // An ended journey answers what it ended with (its checks as judged then); a cancelled one says so.
      ...(journey.outcome ?? {}),
      ...(journey.cancelReason ? { Cancelled: true, CancelReason: journey.cancelReason } : {}),
      HighLevelResult: journey.state === 'ended' ? (journey.highLevelResult ?? verdict.HighLevelResult) : 'Undefined',
    });
  });
  return app;
}
