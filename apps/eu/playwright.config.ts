import { defineE2EConfig } from '@repo/playwright-config';

// The real server (both brands, the API, a fresh embedded database) on its own port, so the two brands' suites
// can run side by side.
export default defineE2EConfig({ port: 4302, serverCommand: 'node ../realform-server/dist/main.js' });
