// @ts-check
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium; never `playwright install` (no browser downloads on these machines). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
 * The e2e preset: desktop and phone projects on Debian's Chromium, and the real server (both brands, the API,
 * an embedded database in a fresh temporary directory) started by Playwright for the run.
 * @param {{ port: number, serverCommand: string, testDir?: string, env?: Record<string, string> }} options
 */
export function defineE2EConfig({ port, serverCommand, testDir = 'e2e', env = {} }) {
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-e2e-'));
  return defineConfig({
    testDir,
    fullyParallel: false,
    workers: 1,
    forbidOnly: !!process.env.CI,
    retries: process.env.CI ? 1 : 0,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [['list']],
    outputDir: 'test-results',
    use: {
      baseURL,
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      trace: 'retain-on-failure',
      screenshot: 'only-on-failure',
    },
    projects: [
      { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
      { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined } },
    ],
    webServer: {
      command: serverCommand,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
    },
  });
}
