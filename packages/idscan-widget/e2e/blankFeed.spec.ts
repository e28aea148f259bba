import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@repo/playwright-config';
import type { WidgetWindow } from './support/widgetGlobal';
import { openWidgetPage } from './support/widgetPage';
import { blankY4m, fakeCameraFile } from './support/y4m';

// A camera that delivers black frames: every pixel zero once decoded (S0 §5 blank feed).
const blankVideo = fakeCameraFile('blank-640x360', () => blankY4m());

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${blankVideo}`],
  },
});

test('a camera that delivers only black frames is reported as a blank feed within the one-second check (S0 §5)', async ({ page }) => {
  await openWidgetPage(page);
  const outcome = await page.evaluate(async () => {
    const { idscan } = globalThis as WidgetWindow;
    const camera = await idscan.openCamera();
    const started = performance.now();
    await new Promise<void>((resolve) => camera.on('blankFeed', () => resolve()));
    const afterMs = performance.now() - started;
    const frame = camera.grabFrame();
    const check = frame ? idscan.checkFrame(frame) : null;
    camera.stop();
    return { afterMs, blank: check?.blank, warnings: check?.warnings };
  });
  expect(outcome).toMatchObject({ blank: true, warnings: [] });
  expect(outcome.afterMs).toBeLessThan(3000);
});
