import { defineE2EConfig } from '@repo/playwright-config';

// The widget against the real scan backend: realform-server (built by the repo's build) on its own port, with
// the development outbox so a test can read the SMS code that gets its applicant to the upload step.
export default defineE2EConfig({
  port: 4310,
  serverCommand: 'node ../../apps/realform-server/dist/main.js',
  env: { DEV_ENDPOINTS: '1' },
});
