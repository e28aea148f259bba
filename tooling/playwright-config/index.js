// @ts-check
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`, the same Chromium without the desktop browser
 * around it, which is what Playwright itself runs headless); never `playwright install` (no browser downloads on these
 * machines). On this 2-core machine it costs a quarter less CPU than the full `chromium` in headless mode, and the
 * e2e suites are CPU-bound (issue 13). `CHROMIUM_PATH` picks another build.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Without the background-networking flags Chromium tries Google's hosts at every start, and this machine's
 * closed network refuses them.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * When Playwright records a trace: on a test's retry only (CI retries a failed test once), never on its first run.
 * Recording one for every run and keeping it on failure ('retain-on-failure') streams a screenshot of every frame
 * (a screencast) the whole time: the Polish brand's whole-flow journey took 96 s with it and 59 s without, its
 * processes 81 s of CPU against 44 s — on two shared cores that is most of the brands' e2e phase. A test that fails
 * twice keeps the trace of its second run (and each failure its screenshot); `--trace on` records one locally.
 * @type {'on-first-retry'}
 */
export const traceMode = 'on-first-retry';

/**
 * A TCP port that is free on 127.0.0.1 right now, found synchronously (a Playwright config is evaluated
 * synchronously): a short-lived Node process binds port 0, prints what the kernel gave it and lets it go. The
 * kernel hands out ephemeral ports in turn, so the port is not given to anyone else in the moment before the
 * server takes it.
 * @returns {number}
 */
export function freePortSync() {
  const script = "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  const port = Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  if (!Number.isInteger(port) || port <= 0) throw new Error(`Could not find a free port on 127.0.0.1 (got "${port}")`);
  return port;
}

/**
 * A value chosen once per Playwright run: the runner evaluates the config first and its workers evaluate it again,
 * inheriting the runner's environment, so the first evaluation stores the value there for the others.
 * @param {string} name
 * @param {() => string} choose
 */
function oncePerRun(name, choose) {
  process.env[name] ??= choose();
  return /** @type {string} */ (process.env[name]);
}

/**
 * The e2e preset: desktop and phone projects on Debian's Chromium, and the real server (both brands, the API,
 * an embedded database in a fresh temporary directory) started by Playwright for the run, on a free port (no two
 * suites, and no process left over from an interrupted run, can collide on a fixed one).
 *
 * On CI the run is shaped for two shared cores: one worker (the server, Chromium and the runner already share
 * them), one retry, and deadlines generous enough for a busy machine — a deadline is a safety net that names what
 * it waited for, never the thing a test checks.
 * @param {{ serverCommand: string, testDir?: string, testIgnore?: string[], env?: Record<string, string> }} options
 *   testIgnore: specs another suite runs (e.g. the QR hand-off journey, which `pnpm test:cluster` runs through the balancer)
 */
export function defineE2EConfig({ serverCommand, testDir = 'e2e', testIgnore = [], env = {} }) {
  const port = Number(oncePerRun('ONBOARDING_E2E_PORT', () => String(freePortSync())));
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = oncePerRun('ONBOARDING_E2E_DATA_DIR', () => mkdtempSync(join(tmpdir(), 'onboarding-e2e-')));
  const ci = !!process.env.CI;
  return defineConfig({
    testDir,
    testIgnore,
    fullyParallel: false,
    workers: 1,
    forbidOnly: ci,
    retries: ci ? 1 : 0,
    timeout: ci ? 120_000 : 60_000,
    expect: { timeout: ci ? 20_000 : 10_000 },
    reporter: [['list']],
    outputDir: 'test-results',
    use: {
      baseURL,
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      actionTimeout: ci ? 30_000 : 15_000,
      navigationTimeout: ci ? 60_000 : 30_000,
      trace: traceMode,
      screenshot: 'only-on-failure',
    },
    projects: [
      { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
      { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined } },
    ],
    webServer: {
      // `exec`: Playwright runs the command through a shell, and without it the shell stays between the runner and the
      // server — EXIT_WITH_PARENT would watch the shell, which outlives a runner killed with SIGKILL (webServer.test.js).
      command: `exec ${serverCommand}`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // EXIT_WITH_PARENT: the server ends itself when the runner that started it is gone (a killed run leaves no
      // server behind holding a port or a data directory).
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', EXIT_WITH_PARENT: '1', ...env },
    },
  });
}
