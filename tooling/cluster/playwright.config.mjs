// @ts-check
// `pnpm test:cluster` (testCluster.mjs): the brand app's e2e journey with the QR hand-off (apps/pl/e2e/mobileHandoff.spec.ts:
// the computer and a phone, two browser contexts) against the cluster that testCluster.mjs started — nginx round robin
// in front of two instances — instead of the server the apps' own config starts (no `webServer`). The balancer's URL
// comes in CLUSTER_BASE_URL. Everything else is the apps' preset: Debian's Chromium, its flags, the CI deadlines.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath, traceMode } from '../playwright-config/index.js';

// @playwright/test as the preset and the specs resolve it (one copy: Playwright refuses a second one).
const { defineConfig, devices } = createRequire(new URL('../playwright-config/package.json', import.meta.url))('@playwright/test');

const baseURL = process.env.CLUSTER_BASE_URL;
if (!baseURL) throw new Error('CLUSTER_BASE_URL is not set: run this through `pnpm test:cluster` (tooling/cluster/testCluster.mjs).');
const ci = !!process.env.CI;

export default defineConfig({
  testDir: fileURLToPath(new URL('../../apps/pl/e2e', import.meta.url)),
  testMatch: ['mobileHandoff.spec.ts'],
  fullyParallel: false,
  workers: 1,
  forbidOnly: ci,
  retries: 0,
  timeout: ci ? 240_000 : 180_000,
  expect: { timeout: ci ? 20_000 : 10_000 },
  reporter: [['list']],
  outputDir: fileURLToPath(new URL('../../apps/pl/test-results/cluster', import.meta.url)),
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    actionTimeout: ci ? 30_000 : 15_000,
    navigationTimeout: ci ? 60_000 : 30_000,
    trace: traceMode,
    screenshot: 'only-on-failure',
  },
  // The hand-off starts on a computer; the spec opens the phone as a second context itself.
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
