import { defineE2EConfig } from '@repo/playwright-config';

// The real server (both brands, the API, a fresh embedded database) on a free port of its own, so the two brands' suites
// can run side by side. DEV_ENDPOINTS=1 opens the development outbox (the SMS and e-mail codes a journey types)
// and the development session expiry; never set in production. The journeys solve the real bot-check challenge
// (ALTCHA) at a tenth of the default complexity (ALTCHA_MAX_NUMBER, server README "Bot check"), and a code may be
// sent again after 3 s instead of 30 (CODE_RESEND_COOLDOWN_SECONDS: the SMS → e-mail fallback waits no half minute).
//
// The QR hand-off journey (e2e/mobileHandoff.spec.ts) is run by `pnpm test:cluster` — the same spec, the computer and the
// phone each going through nginx to two instances on PostgreSQL — and not again here (CI time; the embedded server's
// hand-off is the international brand's journeys' and the API suite's): `pnpm test:cluster` to run it.
export default defineE2EConfig({ serverCommand: 'node ../realform-server/dist/main.js', testIgnore: ['**/mobileHandoff.spec.ts'], env: { DEV_ENDPOINTS: '1', ALTCHA_MAX_NUMBER: '500', CODE_RESEND_COOLDOWN_SECONDS: '3' } });
