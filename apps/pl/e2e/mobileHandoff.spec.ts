import { devices, expect, test } from '@playwright/test';
import { fakeCameraLaunchOptions, journeyOf, useIdentityCamera } from '@repo/playwright-config/journey';

// Both contexts come from one browser whose fake camera films a generated ID card (the phone uses it).
test.use({ launchOptions: fakeCameraLaunchOptions() });

// Issue 7: the phone hand-off between two devices. The computer shows the QR code; its URL is decoded from the
// QR image and opened in a second browser context, a Pixel 7 with a camera, which confirms the link, photographs
// the ID card (front and back, by auto-capture) and goes back to the computer; the computer, polling, continues.
test('mobile hand-off by QR code: the phone photographs the ID card, the computer continues to the client zone', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the hand-off starts on a computer; the phone is the second context');
  test.setTimeout(240_000);
  // The computer's clock is moved past the client zone's 17 s at the end (the wait itself: the flow's ClientZoneScreen test, on a fake clock).
  await page.clock.install();
  const computer = journeyOf(page, { locale: 'pl' });
  await computer.open();
  await computer.residence();
  await computer.register();
  await computer.confirmPhone();
  await computer.chooseUploadMethod('mobile');
  const url = await computer.handOffByQrCode();
  expect(new URL(url).searchParams.get('qrCode')).toBe('true');

  const phoneContext = await browser.newContext({ ...devices['Pixel 7'], permissions: ['camera'] });
  try {
    const phonePage = await phoneContext.newPage();
    // The phone's cameras film a generated ID card (front, then back) and its holder's face (issue 15).
    await useIdentityCamera(phonePage, { document: 'idCard', selfie: 'holder' });
    const phone = journeyOf(phonePage, { locale: 'pl' });
    await phone.openHandoffLink(url);
    // docs/spec/flow/states.md#hand-off-page-polling: the computer polls the scan every 4 s and then waits for the photo.
    await computer.waitForPhone();
    await phone.chooseDocument('idCard');
    await phone.howToTakePicture();
    await phone.captureWithCamera({ next: 'mobileReturnToDesktop' });
    // docs/spec/flow/states.md#waiting-for-the-picture: the waiting computer polls every 5 s, reads the journey's result and shows it.
    await computer.phoneDone('uploadSucceeded');
  } finally {
    await phoneContext.close();
  }
  await computer.continueAfterUpload();
  await computer.dataStepsToClientZone({ fastForward: true });
});
