import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@repo/playwright-config';
import { AUTO_CAPTURE_STEADY_FRAMES } from '../src/capture/constants';
import { syntheticDocumentGrey } from '../src/capture/fixtures/syntheticDocument';
import { selfieBytes, useIdentityCamera } from '@repo/playwright-config/journey';
import { scanSessionForNewApplicant } from './support/applicant';
import type { WidgetWindow } from './support/widgetGlobal';
import { openWidgetPage } from './support/widgetPage';
import { fakeCameraFile } from './support/y4m';

// The camera films a generated passport lying on the guide — sharp, no glare, filling the frame, with a real portrait
// and an OCR-B machine-readable zone (useIdentityCamera; Chromium's fake device is asked first, for the permission).
const documentVideo = fakeCameraFile('document-1280x720', () => syntheticDocumentGrey({ width: 1280, height: 720 }));

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${documentVideo}`],
  },
});

test('the camera opens, auto capture takes the card by itself, and the real scan backend passes the journey', async ({ page, request }) => {
  const session = await scanSessionForNewApplicant(request);
  await useIdentityCamera(page, { document: 'passport' });
  await openWidgetPage(page);
  const selfie = [...selfieBytes('holder')];

  const outcome = await page.evaluate(async ({ backendUrl, gbgToken, journeyId, selfie }) => {
    const { idscan } = globalThis as WidgetWindow;
    const camera = await idscan.openCamera();
    const checker = idscan.createFrameChecker();
    const auto = idscan.createAutoCapture({ source: camera, checker });
    const warningsSeen = new Set<string>();
    auto.on('state', (state) => state.warnings.forEach((warning) => warningsSeen.add(warning)));
    // Counted, not timed: how many good frames in a row preceded the still, and whether the fallback to manual
    // capture (offered after 15 s) came first — a busy machine slows the frames, it must not change the outcome.
    let steadyBeforeCapture = 0;
    let manualOfferedFirst = false;
    auto.on('state', (state) => (steadyBeforeCapture = Math.max(steadyBeforeCapture, state.steadyCount)));
    auto.on('manualCaptureOffered', () => (manualOfferedFirst = true));
    const { blob, auto: byItself } = await new Promise<{ blob: Blob; auto: boolean }>((resolve) => auto.on('capture', resolve));
    const runsOn = checker.runsOn;
    const videoSize = camera.videoSize;
    auto.dispose();
    checker.dispose();
    camera.stop();

    const authorization = { Authorization: `Bearer ${gbgToken}` };
    const form = new FormData();
    form.append('side', 'IDENTITY:FRONT');
    form.append('image', blob, 'front.jpg');
    const upload = await (await fetch(`${backendUrl}/journey/upload`, { method: 'POST', headers: authorization, body: form })).json();
    // The journey's selfie (issue 15: the server compares it with the passport's portrait).
    const selfieForm = new FormData();
    selfieForm.append('side', 'SELFIE');
    selfieForm.append('image', new Blob([new Uint8Array(selfie)], { type: 'image/jpeg' }), 'selfie.jpg');
    const selfieUpload = await (await fetch(`${backendUrl}/journey/upload`, { method: 'POST', headers: authorization, body: selfieForm })).json();
    await fetch(`${backendUrl}/journey/end`, { method: 'POST', headers: authorization });
    const result = await (await fetch(`${backendUrl}/journey/get?journeyId=${encodeURIComponent(journeyId)}`, { headers: authorization })).json();
    return { byItself, steadyBeforeCapture, manualOfferedFirst, runsOn, videoSize, type: blob.type, upload, selfieUpload, result, warningsSeen: [...warningsSeen] };
  }, { ...session, selfie });

  expect(outcome).toMatchObject({ byItself: true, runsOn: 'worker', type: 'image/jpeg', videoSize: { width: 1280, height: 720 } });
  // Taken by itself after the steady run of good frames (docs/spec/widget/constants.md), not after the manual-capture fallback.
  expect(outcome.steadyBeforeCapture).toBeGreaterThanOrEqual(AUTO_CAPTURE_STEADY_FRAMES);
  expect(outcome.manualOfferedFirst).toBe(false);
  expect(outcome.upload).toMatchObject({
    Side: 'IDENTITY:FRONT',
    CurrentResult: 'Passed',
    Checks: { resolution: 'passed', blank: 'passed', sharpness: 'passed', mrz: 'passed', expiry: 'passed', face: 'passed' },
  });
  expect(outcome.selfieUpload).toMatchObject({ Side: 'SELFIE', CurrentResult: 'Passed' });
  expect(outcome.result).toMatchObject({
    JourneyId: session.journeyId,
    HighLevelResult: 'Passed',
    ProcessedDocuments: [
      expect.objectContaining({ IsValidated: true, HighLevelResult: 'Passed', DocumentType: 'Passport', DocumentSide: 'Front' }),
      expect.objectContaining({ IsValidated: true, DocumentType: 'Selfie' }),
    ],
  });
});
