import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath, freePortSync, traceMode } from '@repo/playwright-config';
import { EXAMPLES, type ExampleKey } from './e2e/examples';

// The three examples, each on an origin of its own (a port of its own), against the scan backend on another: the
// real realform-server (built by the repository's build) with a fresh embedded database. Each example gets an API key
// made with the server's CLI (its origin allowed, its /api/webhook the key's webhook) before the server starts
// (PGlite allows one process), then its server is built and started as a team would run it.

/** Chosen once per run: the runner evaluates this file first and its worker inherits the environment. */
function once(name: string, choose: () => string): string {
  process.env[name] ??= choose();
  return process.env[name];
}

const repo = fileURLToPath(new URL('../../', import.meta.url));
const scanPort = Number(once('EXAMPLES_SCAN_PORT', () => String(freePortSync())));
const scanOrigin = `http://127.0.0.1:${scanPort}`;
const dataDir = once('EXAMPLES_DATA_DIR', () => mkdtempSync(join(tmpdir(), 'examples-e2e-')));
const ports = JSON.parse(once('EXAMPLES_PORTS', () => JSON.stringify(Object.fromEntries(Object.keys(EXAMPLES).map((key) => [key, freePortSync()]))))) as Record<ExampleKey, number>;
const originOf = (key: ExampleKey) => `http://127.0.0.1:${ports[key]}`;

/** `api-key create` as an operator runs it: the key and the webhook secret are printed once. */
function createKey(key: ExampleKey): { apiKey: string; webhookSecret: string } {
  const out = execFileSync(
    process.execPath,
    [join(repo, 'apps/realform-server/dist/apiKeyMain.js'), 'create', '--name', key, '--origin', originOf(key), '--webhook', `${originOf(key)}/api/webhook`],
    { env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' }, encoding: 'utf8' },
  );
  const apiKey = /API key:\s+(\S+)/.exec(out)?.[1];
  const webhookSecret = /Webhook secret:\s+(\S+)/.exec(out)?.[1];
  if (!apiKey || !webhookSecret) throw new Error(`api-key create printed no key:\n${out}`);
  return { apiKey, webhookSecret };
}
const keys = JSON.parse(once('EXAMPLES_KEYS', () => JSON.stringify(Object.fromEntries(Object.keys(EXAMPLES).map((key) => [key, createKey(key as ExampleKey)]))))) as Record<
  ExampleKey,
  { apiKey: string; webhookSecret: string }
>;
process.env.EXAMPLES_SCAN_ORIGIN = scanOrigin;

const ci = !!process.env.CI;
/** Each server's command runs under withParent.mjs, which ends it once this runner (which starts the servers) is gone. */
const withParent = `node ${JSON.stringify(join(repo, 'examples/e2e/withParent.mjs'))}`;
const exampleEnv = (key: ExampleKey) => ({
  PORT: String(ports[key]),
  HOST: '127.0.0.1',
  IDSCAN_API_URL: scanOrigin,
  IDSCAN_API_KEY: keys[key].apiKey,
  IDSCAN_WEBHOOK_SECRET: keys[key].webhookSecret,
  NEXT_TELEMETRY_DISABLED: '1',
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  timeout: ci ? 240_000 : 120_000,
  expect: { timeout: ci ? 20_000 : 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    actionTimeout: ci ? 30_000 : 15_000,
    navigationTimeout: ci ? 60_000 : 30_000,
    trace: traceMode,
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      name: 'scan server',
      command: withParent,
      cwd: repo,
      url: `${scanOrigin}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // EXIT_WITH_PARENT alone watches the `sh -c` that Playwright starts a command with, and that shell outlives a
      // runner killed with SIGKILL: withParent.mjs watches the runner itself and ends the command's process group.
      env: {
        PORT: String(scanPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        EXIT_WITH_PARENT: '1',
        DEV_ENDPOINTS: '1',
        EXAMPLE_COMMAND: 'node apps/realform-server/dist/main.js',
        EXAMPLES_RUNNER_PID: String(process.pid),
      },
    },
    ...(Object.keys(EXAMPLES) as ExampleKey[]).map((key) => ({
      name: key,
      command: withParent,
      cwd: join(repo, 'examples', EXAMPLES[key].dir),
      url: `${originOf(key)}/`,
      reuseExistingServer: false,
      // next build on two busy cores
      timeout: 300_000,
      // A failed build says why (next build prints its errors on stdout).
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
      env: { ...exampleEnv(key), EXAMPLE_COMMAND: EXAMPLES[key].command, EXAMPLES_RUNNER_PID: String(process.pid) },
    })),
  ],
});
