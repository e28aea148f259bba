import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@repo/playwright-config';
import type { WidgetWindow } from './support/widgetGlobal';
import { openWidgetPage } from './support/widgetPage';
import { blankY4m, fakeCameraFile } from './support/y4m';

// A camera that delivers black frames: every pixel zero once decoded (docs/spec/flow/validation.md#blank-camera-feed blank feed).
const blankVideo = fakeCameraFile('blank-640x360', () => blankY4m());

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${blankVideo}`],
  },
});

// When the check runs (every second, docs/spec/flow/validation.md) is proven with fake timers in openCamera.test.ts; here real Chromium
// decodes a real black feed, and what counts is that the feed is reported blank, however busy the machine is.
test('a camera that delivers only black frames is reported as a blank feed (docs/spec/flow/validation.md#blank-camera-feed)', async ({ page }) => {
  await openWidgetPage(page);
  const outcome = await page.evaluate(async () => {
    const { idscan } = globalThis as WidgetWindow;
    const camera = await idscan.openCamera();
    await new Promise<void>((resolve) => camera.on('blankFeed', () => resolve()));
    const frame = camera.grabFrame();
    const check = frame ? idscan.checkFrame(frame) : null;
    camera.stop();
    return { blank: check?.blank, warnings: check?.warnings };
  });
  expect(outcome).toMatchObject({ blank: true, warnings: [] });
});
