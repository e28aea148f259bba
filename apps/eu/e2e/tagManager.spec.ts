import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 16 part 6 (docs/spec/flow/calls.md#third-party-services): a brand with a tag-manager container loads it only after consent, and the page's CSP lets
 * exactly that container in. The suite's server ships brand settings without a tag manager, so this file starts its
 * own: a realform server whose EU brand settings name a container served by a local stand-in of gtm.js (no network
 * beyond localhost). The stand-in does what matters of the real one: it runs, and records the container id it was
 * asked for and the data layer it found. One project is enough: nothing here depends on the viewport.
 */

const CONTAINER_ID = 'GTM-E2ETEST';
const SERVER_MAIN = join(dirname(fileURLToPath(import.meta.url)), '../../realform-server/dist/main.js');
/** The server's start (an embedded database in a fresh directory) on a busy two-core machine; a safety net only. */
const SERVER_START_DEADLINE_MS = 120_000;

/** A stand-in of Google's gtm.js: records that it ran, with which id, and the data layer as it found it. */
const CONTAINER_SCRIPT = `(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id');
  var seen = (window.dataLayer || []).map(function (entry) {
    return Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.prototype.slice.call(entry) : entry;
  });
  window.__container = { id: id, dataLayer: JSON.parse(JSON.stringify(seen)) };
  window.dataLayer.push({ event: 'stand_in_container_ran' });
})();`;

type ContainerRun = { id: string; dataLayer: unknown[] };

let containerServer: Server;
let containerOrigin: string;
const containerRequests: string[] = [];
let realform: ChildProcess | undefined;
let realformUrl: string;
let workDir: string;

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Waits for the server's health answer; fails with the server's own output when it exits or the deadline passes. */
async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + SERVER_START_DEADLINE_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The realform server exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    if (Date.now() > deadline) throw new Error(`The realform server did not answer ${url}/healthz in time:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.beforeAll(async () => {
  if (test.info().project.name !== 'desktop') return;
  containerServer = createServer((request, response) => {
    containerRequests.push(request.url ?? '');
    if (request.url?.startsWith('/gtm.js')) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(CONTAINER_SCRIPT);
    } else {
      response.writeHead(404).end();
    }
  });
  containerOrigin = `http://127.0.0.1:${await listen(containerServer)}`;

  workDir = mkdtempSync(join(tmpdir(), 'onboarding-e2e-tag-manager-'));
  const settingsFile = join(workDir, 'eu-settings.json');
  writeFileSync(settingsFile, JSON.stringify({ tagManager: { containerId: CONTAINER_ID, scriptUrl: `${containerOrigin}/gtm.js` } }));

  const port = await freePort();
  realformUrl = `http://127.0.0.1:${port}`;
  let output = '';
  realform = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(workDir, 'data'),
      NODE_ENV: 'test',
      EXIT_WITH_PARENT: '1',
      BRAND_SETTINGS_EU: settingsFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  realform.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  realform.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  await waitForHealth(realformUrl, realform, () => output.slice(-4000));
});

test.afterAll(async () => {
  const server = realform;
  realform = undefined;
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => (containerServer?.listening ? containerServer.close(resolve) : resolve(undefined)));
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Records CSP violations from the first script on, and console errors. */
async function watchPolicy(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return {
    consoleErrors,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}

const containerScripts = (page: Page) => page.locator(`script[src^="${containerOrigin}/"]`);

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'one project is enough: nothing here depends on the viewport');
  containerRequests.length = 0;
});

test('the container loads only after the applicant allows analytics, runs under the CSP and sees the data layer', async ({ page }) => {
  const policy = await watchPolicy(page);
  const pageResponse = await page.goto(`${realformUrl}/eu-en/onboarding/`);
  // The configured origin is added to the page's script policy, and nothing that would let inline script in.
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(pageResponse?.headers()['content-security-policy'] ?? '')?.[1]?.split(' ');
  expect(scriptSrc).toContain(containerOrigin);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const banner = page.getByRole('region', { name: 'Cookies on this form' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();

  // Before consent: no script element, no request to the container's origin, no data layer.
  await expect(containerScripts(page)).toHaveCount(0);
  expect(containerRequests).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();

  // Analytics only, through the banner's own controls.
  await banner.getByRole('button', { name: 'Choose cookies' }).click();
  await banner.getByRole('checkbox', { name: 'Analytics cookies' }).check();
  await banner.getByRole('button', { name: 'Save my choice' }).click();

  await expect.poll(() => page.evaluate(() => (window as unknown as { __container?: ContainerRun }).__container)).toBeDefined();
  const run = (await page.evaluate(() => (window as unknown as { __container: ContainerRun }).__container))!;
  expect(run.id).toBe(CONTAINER_ID);
  // Consent Mode first (analytics granted, ads denied), then what the flow pushed, with the container's start entry.
  expect(run.dataLayer[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })]);
  expect(run.dataLayer).toContainEqual(expect.objectContaining({ event: 'onboarding_consent', analytics: true, marketing: false }));
  expect(run.dataLayer).toContainEqual(expect.objectContaining({ event: 'onboarding_step', stepName: 'newAccount', brand: 'eu', locale: 'en' }));
  expect(run.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js', 'gtm.start': expect.any(Number) }));

  // Once: one element, one request, also after the flow moves on.
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('combobox').first()).toBeVisible();
  await expect(containerScripts(page)).toHaveCount(1);
  expect(containerRequests).toEqual([`/gtm.js?id=${CONTAINER_ID}`]);

  expect(await policy.violations()).toEqual([]);
  expect(policy.consoleErrors).toEqual([]);
});

test('refusing optional cookies loads nothing, also on the next page load', async ({ page }) => {
  const policy = await watchPolicy(page);
  await page.goto(`${realformUrl}/eu-en/onboarding/`);
  await page.getByRole('region', { name: 'Cookies on this form' }).getByRole('button', { name: 'Only necessary cookies' }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('combobox').first()).toBeVisible();
  // The next page load remembers the refusal: no banner, and still nothing. (Loading the same address again is a
  // reload to Chromium: the entry stays on its phase, the residence question — packages/flow useHistoryPhase.)
  await page.goto(`${realformUrl}/eu-en/onboarding/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Where do you live?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies on this form' })).toHaveCount(0);

  await expect(containerScripts(page)).toHaveCount(0);
  expect(containerRequests).toEqual([]);
  expect(await policy.violations()).toEqual([]);
});
