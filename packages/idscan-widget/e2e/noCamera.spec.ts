import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@repo/playwright-config';
import { mountOnCamera } from './support/mountOnCamera';
import type { WidgetWindow } from './support/widgetGlobal';

// Chromium's fake capture with no device at all: the widget's own hardware check (enumerateDevices) finds no camera,
// whatever the machine running the test has.
test.use({
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--use-fake-device-for-media-stream=device-count=0'] },
});

test('without a camera, the no-camera notice offers one way to cancel the journey, and it works', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same screen on every viewport: run on the computer only (CI time)');
  const root = await mountOnCamera(page, baseURL);
  await expect(root).toHaveAttribute('data-screen', 'noCamera');
  await expect(root.getByRole('heading', { name: 'No camera found' })).toBeVisible();
  await expect(root.getByRole('button', { name: 'Upload a file instead' })).toBeVisible();
  const cancel = root.getByRole('button', { name: 'Cancel journey' });
  await expect(cancel).toHaveCount(1);
  await cancel.click();
  await expect(root).toHaveAttribute('data-screen', 'ended');
  expect(await page.evaluate(() => (globalThis as WidgetWindow).events)).toEqual(['userExit']);
});
