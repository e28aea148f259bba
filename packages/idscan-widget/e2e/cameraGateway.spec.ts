import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@repo/playwright-config';
import { mountOnCamera } from './support/mountOnCamera';

// Chromium's fake camera (its own test pattern), allowed for the page: what is counted is when the widget asks for it.
test.use({
  permissions: ['camera'],
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] },
});

test('the camera gateway says when the browser asks for the camera, and it asks exactly then: after the instructions', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same screens on every viewport: run on the computer only (CI time)');
  // Counts the calls that make a browser ask for the camera (getUserMedia: the prompt, when not yet allowed).
  await page.addInitScript(() => {
    const media = navigator.mediaDevices;
    const getUserMedia = media.getUserMedia.bind(media);
    Object.assign(globalThis, { cameraRequests: 0 });
    media.getUserMedia = (constraints) => {
      (globalThis as unknown as { cameraRequests: number }).cameraRequests += 1;
      return getUserMedia(constraints);
    };
  });
  const cameraRequests = () => page.evaluate(() => (globalThis as unknown as { cameraRequests: number }).cameraRequests);
  const root = await mountOnCamera(page, baseURL);
  await expect(root).toHaveAttribute('data-screen', 'gateway');
  await expect(root.getByText('After a short guide to taking a good photo, your browser may ask for permission to use the camera: choose Allow.', { exact: false })).toBeVisible();
  await expect(root.getByRole('button', { name: 'Cancel journey' })).toHaveCount(1);

  await root.getByRole('button', { name: 'Enable camera' }).click();
  await expect(root).toHaveAttribute('data-screen', 'instructions');
  expect(await cameraRequests()).toBe(0);

  await root.getByRole('button', { name: "Let's take the picture" }).click();
  await expect(root).toHaveAttribute('data-screen', 'camera');
  await expect.poll(cameraRequests).toBeGreaterThan(0);
});
