import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '@repo/playwright-config/onboarding';
import { scanSessionForNewApplicant } from './support/applicant';
import type { WidgetWindow } from './support/widgetGlobal';
import { openWidgetPage } from './support/widgetPage';

// The real scan backend refuses a photo too small to read (its quality checks). After the last attempt the person
// holding the phone must learn that this side could not be verified — the heading takes focus and a screen reader
// says why and what comes next — and move on from the keyboard, before the widget shows the next step.
test('after the last refused photo of the front, the widget says so and goes on to the selfie only when the user continues', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same screens on every viewport: run on the computer only (CI time)');
  const session = await scanSessionForNewApplicant(request);
  await openWidgetPage(page);
  await page.evaluate((scan) => {
    const win = globalThis as WidgetWindow;
    const widget = win.idscan.mount('#widget', {
      backendUrl: scan.backendUrl,
      token: scan.gbgToken,
      journeyId: scan.journeyId,
      steps: ['IDENTITY:FRONT', 'SELFIE'],
      maxAttempts: 2,
      locale: 'en',
    });
    win.events = [];
    widget.on('displayStep', ({ flowState, currentResult }) => win.events!.push(`displayStep ${flowState} ${currentResult}`));
    widget.on('progress', ({ action }) => win.events!.push(`progress ${action}`));
  }, session);
  const events = () => page.evaluate(() => (globalThis as WidgetWindow).events);

  // A PNG the browser draws, far below the server's minimum size for a document photo.
  const small = Buffer.from(
    await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 120;
      canvas.height = 80;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#ddd';
      context.fillRect(0, 0, 120, 80);
      context.fillStyle = '#222';
      context.fillRect(10, 10, 40, 50);
      context.fillText('ID CARD', 60, 30);
      return canvas.toDataURL('image/png').split(',')[1]!;
    }),
    'base64',
  );
  const root = page.locator('#widget .idscan');
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await expect(root).toHaveAttribute('data-screen', 'upload');
    await root.getByLabel('Choose file').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: small });
    await root.getByRole('button', { name: 'Upload photo' }).click();
    if (attempt === 1) await expect(root.getByRole('alert')).toContainText('You have 1 attempt left.');
  }

  const heading = root.getByRole('heading', { name: 'We could not verify the front of your document' });
  await expect(heading).toBeFocused();
  // The attempts, the server's own reason (in the request's language) and what comes next, said with the heading.
  await expect(heading).toHaveAccessibleDescription(/^The photo was not accepted after 2 attempts\. \S.* Select Continue to go on to your selfie\.$/);
  await expect(root.getByRole('button', { name: 'Cancel journey' })).toHaveCount(1);
  // The host heard both bad uploads; the journey has not moved on.
  expect(await events()).toEqual(['displayStep IDENTITY:FRONT Undefined', 'displayStep IDENTITY:FRONT Failed', 'displayStep IDENTITY:FRONT Failed']);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Tab');
  await expect(root.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(root.getByRole('heading', { name: 'Upload a photo of your face' })).toBeFocused();
  expect((await events())?.slice(3)).toEqual(['progress SELFIE', 'displayStep SELFIE Undefined']);
});
