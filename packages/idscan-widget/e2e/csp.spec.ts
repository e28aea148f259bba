import { expect, test, type Page } from '@playwright/test';
import type * as Idscan from '../dist/index.js';
import { identityFixtures, selfieBytes } from '@repo/playwright-config/journey';
import { scanSessionForNewApplicant } from './support/applicant';
import { openWidgetPage } from './support/widgetPage';

// docs/security.md#content-security-policy: the widget works under a strict CSP, without 'unsafe-inline' or 'unsafe-eval'.
const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'";
// What the README asks of hosts for the whole journey: the photo preview is a blob: image, the frame checks a
// worker script of the package.
const DOCUMENTED_CSP = `${STRICT_CSP}; img-src 'self' blob:; worker-src 'self'`;

type Window = typeof globalThis & { cspViolations?: string[]; outcome?: unknown; idscan: typeof Idscan };

/** Collects CSP violations (the DOM event and Chromium's console report) and page errors from the first script on. */
async function watchPage(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const win = globalThis as Window;
      (win.cspViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [...problems, ...(await page.evaluate(() => (globalThis as Window).cspViolations ?? []))];
}

test('mount() renders the widget under a CSP without unsafe-inline or unsafe-eval, with no violation', async ({ page, baseURL }) => {
  const problems = await watchPage(page);
  await openWidgetPage(page, { csp: STRICT_CSP });
  await page.evaluate((backendUrl) => {
    (globalThis as Window).idscan.mount('#widget', { backendUrl, token: 'csp-test-token-0000', journeyId: 'csp-journey', locale: 'pl' });
  }, `${baseURL}/idscanenterprisesvc`);

  const root = page.locator('#widget .idscan');
  await expect(root).toHaveAttribute('data-screen', 'upload');
  await expect(root).toHaveAttribute('lang', 'pl');
  await expect(page.locator('#widget input[type=file]')).toBeAttached();
  await expect(page.getByRole('region').first()).toBeVisible();
  // The stylesheet applies (a file, so the CSP allows it) and nothing styles elements inline.
  expect(await root.evaluate((element) => getComputedStyle(element).getPropertyValue('--_idscan-color-primary').trim())).not.toBe('');
  expect(await page.locator('#widget [style]').count()).toBe(0);
  expect(await problems()).toEqual([]);
});

test('a whole journey by file upload runs under the documented CSP against the real scan backend', async ({ page, request }) => {
  const session = await scanSessionForNewApplicant(request);
  const problems = await watchPage(page);
  await openWidgetPage(page, { csp: DOCUMENTED_CSP });
  await page.evaluate((scan) => {
    const win = globalThis as Window;
    win.idscan.mount('#widget', {
      backendUrl: scan.backendUrl,
      token: scan.gbgToken,
      journeyId: scan.journeyId,
      steps: ['IDENTITY:FRONT', 'SELFIE'],
      onComplete: (outcome) => {
        win.outcome = outcome;
      },
    });
  }, session);
  await expect(page.locator('#widget .idscan')).toHaveAttribute('data-screen', 'upload');

  // A sharp, document-sized JPEG drawn in the page (the user's own photo, in effect).
  // A generated passport (a real portrait, an OCR-B machine-readable zone) and its holder's selfie: the scan
  // backend reads the zone and compares the faces (issue 15) — a canvas of typed text would not pass any more.
  const { passport } = await identityFixtures();
  await page.locator('#widget input[type=file]').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: passport.photo });
  await expect(page.locator('#widget .idscan')).toHaveAttribute('data-screen', 'preview');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.locator('#widget .idscan')).toHaveAttribute('data-screen', 'upload', { timeout: 60_000 });
  await page.locator('#widget input[type=file]').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: selfieBytes('holder') });
  await expect(page.locator('#widget .idscan')).toHaveAttribute('data-screen', 'preview');
  await page.getByRole('button', { name: 'Upload photo' }).click();

  await expect(page.locator('#widget .idscan')).toHaveAttribute('data-screen', 'results', { timeout: 60_000 });
  const outcome = await page.evaluate(() => (globalThis as Window).outcome);
  expect(outcome).toMatchObject({
    journeyId: session.journeyId,
    result: {
      HighLevelResult: 'Passed',
      ProcessedDocuments: [
        expect.objectContaining({ DocumentSide: 'Front', DocumentType: 'Passport', IsValidated: true }),
        expect.objectContaining({ DocumentType: 'Selfie', IsValidated: true }),
      ],
    },
  });
  expect(await problems()).toEqual([]);
});
