import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@repo/playwright-config';
import { useIdentityCamera } from '@repo/playwright-config/journey';
import { syntheticDocumentGrey } from '../src/capture/fixtures/syntheticDocument';
import { scanSessionForNewApplicant } from './support/applicant';
import type { WidgetWindow } from './support/widgetGlobal';
import { openWidgetPage } from './support/widgetPage';
import { fakeCameraFile } from './support/y4m';

// The whole widget, mounted from dist/ as a host would, with a camera that films a generated passport (a real
// portrait, an OCR-B machine-readable zone) on the rear camera and its holder's face on the front one
// (useIdentityCamera; Chromium's fake device is asked first, for the permission). The real scan backend judges both.
const documentVideo = fakeCameraFile('document-1280x720', () => syntheticDocumentGrey({ width: 1280, height: 720 }));

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${documentVideo}`],
  },
});

test('mounted widget: camera, instructions, auto capture, the selfie, upload and the real journey result, in English', async ({ page, request }) => {
  test.setTimeout(180_000);
  const session = await scanSessionForNewApplicant(request);
  await useIdentityCamera(page, { document: 'passport', selfie: 'holder' });
  await openWidgetPage(page);
  await page.evaluate((scan) => {
    const win = globalThis as WidgetWindow;
    const widget = win.idscan.mount('#widget', {
      backendUrl: scan.backendUrl,
      token: scan.gbgToken,
      journeyId: scan.journeyId,
      steps: ['IDENTITY:FRONT', 'SELFIE'],
      inputProvider: 'CAMERA',
      captureMode: 'auto',
      locale: 'en',
      onComplete: (outcome) => {
        win.outcome = outcome;
      },
    });
    win.events = [];
    for (const type of ['start', 'displayStep', 'transferStarted', 'transferComplete', 'transferFailed', 'progress', 'end'] as const) {
      widget.on(type, () => win.events!.push(type));
    }
  }, session);

  const root = page.locator('#widget .idscan');
  await expect(root).toHaveAttribute('data-screen', 'gateway');
  await page.getByRole('button', { name: 'Enable camera' }).click();
  await expect(root).toHaveAttribute('data-screen', 'instructions');
  await page.getByRole('button', { name: "Let's take the picture" }).click();
  await expect(root).toHaveAttribute('data-screen', 'camera');
  // The viewfinder shows the live stream (the screen's own <video>).
  await expect.poll(() => page.locator('#widget video').evaluate((video: HTMLVideoElement) => video.videoWidth)).toBe(1280);

  // No click: auto capture fires on its own and the capture goes to the scan backend; then the selfie's camera (the
  // instructions come before the first capture only), taken by hand.
  await expect(page.getByRole('region', { name: 'Selfie' })).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => page.locator('#widget video').evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Take photo' }).click();
  await expect(root).toHaveAttribute('data-screen', 'preview');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(root).toHaveAttribute('data-screen', 'results', { timeout: 60_000 });
  const outcome = await page.evaluate(() => (globalThis as WidgetWindow).outcome);
  expect(outcome).toMatchObject({
    journeyId: session.journeyId,
    result: {
      HighLevelResult: 'Passed',
      ProcessedDocuments: [
        expect.objectContaining({ DocumentSide: 'Front', IsValidated: true, DocumentType: 'Passport', ExtractedFields: expect.objectContaining({ LastName: 'NOWAK' }) }),
        expect.objectContaining({ DocumentType: 'Selfie', IsValidated: true }),
      ],
    },
  });
  const events = await page.evaluate(() => (globalThis as WidgetWindow).events);
  expect(events).toEqual(expect.arrayContaining(['start', 'transferStarted', 'transferComplete', 'end']));
  expect(events!.indexOf('transferStarted')).toBeLessThan(events!.indexOf('transferComplete'));
});
