import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@repo/playwright-config';
import { documentGuide } from '../src/capture/checks/documentGuide';
import { syntheticDocumentGrey } from '../src/capture/fixtures/syntheticDocument';
import type { WidgetWindow } from './support/widgetGlobal';
import { openWidgetPage } from './support/widgetPage';
import { fakeCameraFile } from './support/y4m';

// The card held far from the camera: half the guide's size. Auto capture must warn and wait, not fire.
const guide = documentGuide(1280, 720);
const farVideo = fakeCameraFile('far-document-1280x720', () =>
  syntheticDocumentGrey({
    width: 1280,
    height: 720,
    document: { x: guide.x + guide.width / 4, y: guide.y + guide.height / 4, width: guide.width / 2, height: guide.height / 2 },
  }),
);

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${farVideo}`],
  },
});

test('a card too far away shows the low-resolution warning and is never captured automatically; manual capture still works', async ({ page }) => {
  await openWidgetPage(page);
  const outcome = await page.evaluate(async () => {
    const { idscan } = globalThis as WidgetWindow;
    const camera = await idscan.openCamera();
    const auto = idscan.createAutoCapture({ source: camera, timeoutMs: 1500 });
    let captured = false;
    auto.on('capture', ({ auto: byItself }) => {
      if (byItself) captured = true;
    });
    await new Promise<void>((resolve) => auto.on('timeout', () => resolve()));
    const { warnings, timedOut, status } = auto.getState();
    auto.setMode('manual');
    const manualState = auto.getState();
    const photo = await auto.captureNow();
    auto.dispose();
    camera.stop();
    return { captured, warnings, timedOut, status, manualWarnings: manualState.warnings, manualStatus: manualState.status, photoBytes: photo.size };
  });
  expect(outcome).toMatchObject({ captured: false, warnings: ['LOW_RESOLUTION'], timedOut: true, status: 'checking', manualWarnings: [], manualStatus: 'waiting' });
  expect(outcome.photoBytes).toBeGreaterThan(10_000);
});
