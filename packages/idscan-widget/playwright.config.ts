import { defineE2EConfig } from '@repo/playwright-config';

// The widget against the real scan backend: realform-server (built by the repo's build) on a free port of its own, with
// the development outbox so a test can read the SMS code that gets its applicant to the upload step.
export default defineE2EConfig({
  serverCommand: 'node ../../apps/realform-server/dist/main.js',
  // The applicant helper solves the server's real bot-check challenge (e2e/support/botCheck.ts), at a low complexity.
  env: { DEV_ENDPOINTS: '1', ALTCHA_MAX_NUMBER: '100' },
});
