import { isLocale } from '@onboarding/dictionaries';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ScanApiDeps } from './scanApiApp';
import type { AppEnv } from '../../http/AppEnv';
import { NO_SESSION, route } from '../../http/routeAccess';
import { discardBody } from '../documents/receiveUpload';
import { uploadGuards } from '../documents/uploadLimits';
import { SCAN_BACKEND_PATH, SCAN_BACKEND_V1_PATH } from '../documents/scanBackendRoutes';
import type { ApiJourneyStore } from './apiJourneyStore';
import type { ApiKeyStore } from './apiKeyStore';

/** The calls the widget makes from the browser (packages/idscan-widget src/core/scanBackend.ts), under both bases. */
export const WIDGET_CALLS = ['/journey/upload', '/journey/end', '/journey/cancel', '/journey/get'] as const;

/** Every path a browser on another origin may call: the widget's calls, on the versioned path and the old one. */
export const CORS_PATHS: readonly string[] = [SCAN_BACKEND_PATH, SCAN_BACKEND_V1_PATH].flatMap((base) => WIDGET_CALLS.map((call) => `${base}${call}`));

/** How long a browser may reuse a preflight's answer (Chromium caps it at 2 hours). */
export const CORS_MAX_AGE_SECONDS = 600;
const ALLOW_METHODS = 'GET, POST, OPTIONS';
// What the widget sends: the scan token, JSON (cancel) or multipart (upload), Accept.
const ALLOW_HEADERS = 'Authorization, Content-Type, Accept';

/** The scan token of a widget call, as the scan backend reads it (see scanBackendRoutes' `bearer`). */
function scanToken(c: Context<AppEnv>): string | null {
  const header = c.req.header('authorization')?.trim() ?? '';
  const token = /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '') : header;
  return /^[\w-]{16,256}$/.test(token) ? token : null;
}

/**
 * CORS for the widget's calls (issue 19 item 2, README "Scan API for other teams"): a browser on another origin gets
 * `Access-Control-Allow-Origin` only when that origin is listed by the API key whose journey the scan token opens
 * (by any live key when the token is unknown, so the widget can read its 401). A call with a key journey's token from
 * an origin that key does not list is refused (403 ORIGIN_NOT_ALLOWED) before its body is read. The flow's own
 * journeys and same-origin calls are answered as before, without CORS headers. No credentials: the token is a header.
 */
export function registerScanCors(app: Hono<AppEnv>, deps: ScanApiDeps, { keys, journeys }: { keys: ApiKeyStore; journeys: ApiJourneyStore }): void {
  const ownOrigin = (c: Context<AppEnv>) => deps.publicOrigin?.replace(/\/+$/, '') ?? new URL(c.req.url).origin;

  const actual: MiddlewareHandler<AppEnv> = async (c, next) => {
    const origin = c.req.header('origin');
    if (c.req.method === 'OPTIONS' || !origin || origin === ownOrigin(c)) return next();
    c.header('Vary', 'Origin');
    const token = scanToken(c);
    const languageCode = c.req.query('languageCode');
    const translate = () => deps.translator.forLocale(isLocale(languageCode) ? languageCode : 'en');
    // The look-up waits its turn with the uploads' admissions (uploadLimits' boundedQueue): a flood of cross-origin
    // calls has no more database look-ups in flight than a flood of same-origin ones; a full line sheds load.
    const found = token ? await uploadGuards(deps).admissions(() => journeys.ownerOfToken(token, deps.now()).then((owner) => ({ owner }))) : { owner: null };
    if (!found) {
      discardBody(c);
      return c.json({ ErrorCode: 'SERVER_BUSY', Message: (await translate())('rate.limited', { minutes: 1 }) }, 503);
    }
    const { owner } = found;
    if (owner?.kind === 'apiKey') {
      const listed = owner.origins.includes(origin);
      if (listed) c.header('Access-Control-Allow-Origin', origin);
      if (owner.revoked || !listed) {
        const t = await translate();
        discardBody(c);
        deps.logger.info('scan call refused', { requestId: c.get('requestId'), problem: owner.revoked ? 'key revoked' : 'origin not listed' });
        return owner.revoked
          ? c.json({ ErrorCode: 'UNAUTHORIZED', Message: t('scan.unauthorized') }, 401)
          : c.json({ ErrorCode: 'ORIGIN_NOT_ALLOWED', Message: t('scan.unauthorized') }, 403);
      }
    } else if (owner === null && (await keys.originListed(origin))) {
      c.header('Access-Control-Allow-Origin', origin);
    }
    return next();
  };

  for (const path of CORS_PATHS) {
    app.use(path, actual);
    // A preflight carries no token: the origin must be listed by some live key; the actual call is checked again.
    route(app, 'OPTIONS', path, NO_SESSION, async (c) => {
      const origin = c.req.header('origin');
      const headers: Record<string, string> = { Vary: 'Origin' };
      if (origin && origin !== 'null' && (await keys.originListed(origin))) {
        Object.assign(headers, {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': ALLOW_METHODS,
          'Access-Control-Allow-Headers': ALLOW_HEADERS,
          'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
        });
      }
      return c.body(null, 204, headers);
    });
  }
}
