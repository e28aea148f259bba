import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import type { WidgetWindow } from './support/widgetGlobal';
import { openWidgetPage } from './support/widgetPage';

const workerFile = fileURLToPath(new URL('../dist/frameWorker.js', import.meta.url));

// Another team serves the widget from an origin of its own (a CDN, the script-tag build's own URL): browsers start a
// worker only from the page's origin, and the frame checks ran on the host page's main thread. With CORS on the file,
// the checker starts it from a same-origin blob: module that imports it.

/** The same server under another name is another origin: the "CDN" the widget's files come from, with CORS. */
async function serveFromCdn(page: Page, baseURL: string): Promise<string> {
  const cdn = new URL(baseURL);
  cdn.hostname = cdn.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  await page.route(`${cdn.origin}/cdn/frameWorker.js`, (route) =>
    route.fulfill({ headers: { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' }, body: readFileSync(workerFile) }),
  );
  return `${cdn.origin}/cdn/frameWorker.js`;
}

/** Checks frames until the checker runs them in its worker (at most `frames`); answers where the last ran and its verdict. */
function checkFrames(page: Page, workerUrl: string, frames: number) {
  return page.evaluate(async ({ workerUrl, frames }) => {
    const { idscan } = globalThis as WidgetWindow;
    const checker = idscan.createFrameChecker({ workerUrl });
    // Until the worker reports ready the checks run on the main thread: look again once a frame has been checked.
    const frame = () => ({ width: 64, height: 48, data: new Uint8ClampedArray(64 * 48 * 4) });
    let runsOn = checker.runsOn;
    for (let tries = 0; runsOn !== 'worker' && tries < frames; tries++) {
      await checker.check(frame());
      await new Promise((resolve) => setTimeout(resolve, 50));
      runsOn = checker.runsOn;
    }
    const result = await checker.check(frame());
    checker.dispose();
    return { runsOn, blank: result.blank };
  }, { workerUrl, frames });
}

test('the frame checks run in the worker when frameWorker.js comes from another origin that allows CORS', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'no device difference: run on the computer only (CI time)');
  const workerUrl = await serveFromCdn(page, baseURL!);
  await openWidgetPage(page);

  const outcome = await checkFrames(page, workerUrl, 600);

  expect(outcome.runsOn).toBe('worker');
  // Checked there: an all-black frame is blank.
  expect(outcome.blank).toBe(true);
});

test('under a CSP without worker-src blob: the checks run on the main thread, with no error on the page', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'no device difference: run on the computer only (CI time)');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const workerUrl = await serveFromCdn(page, baseURL!);
  await openWidgetPage(page, { csp: "default-src 'self'; script-src 'self'; style-src 'self'; worker-src 'self'" });

  // The worker failed at once (the blob: refused): twenty frames, all checked, none in a worker.
  const outcome = await checkFrames(page, workerUrl, 20);

  expect(outcome).toEqual({ runsOn: 'main', blank: true });
  expect(errors).toEqual([]);
});

test("under the README's CSP for a cross-origin file (worker-src blob: and the file's origin) the checks run in the worker", async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'no device difference: run on the computer only (CI time)');
  const workerUrl = await serveFromCdn(page, baseURL!);
  const cdnOrigin = new URL(workerUrl).origin;
  // The blob: module's import of the file is checked against worker-src as well: blob: alone is not enough.
  await openWidgetPage(page, { csp: `default-src 'self'; script-src 'self'; style-src 'self'; worker-src 'self' blob: ${cdnOrigin}` });

  const outcome = await checkFrames(page, workerUrl, 600);

  expect(outcome).toEqual({ runsOn: 'worker', blank: true });
});
