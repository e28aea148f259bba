import { devices, test } from '@playwright/test';
import { journeyOf } from '@repo/playwright-config/journey';

// Issue 7, in English (/eu-en/onboarding/): the phone code falls back to the e-mail code after a second SMS; the
// applicant picks "upload from your phone" on the computer (issue 18: a phone is not offered a hand-off to a phone), so
// the computer shows the QR hand-off page and, once this phone opened the decoded link, waits for it; the phone skips
// the photo (skip-hybrid-upload), and the computer goes on to the personal data (the data steps to the client zone are
// every other journey's). axe on every screen of both devices.
test('e-mail code fallback, QR hand-off to a phone that skips the photo, the computer goes on to the personal data', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the computer runs the other hand-off journeys');
  test.setTimeout(240_000);
  const computerContext = await browser.newContext({ ...devices['Desktop Chrome'], baseURL: testInfo.project.use.baseURL });
  try {
    const computerPage = await computerContext.newPage();
    await computerPage.clock.install();
    const journey = journeyOf(computerPage, { locale: 'en' });
    await journey.open();
    await journey.residence({ country: 'IE' });
    await journey.register();
    await journey.confirmByEmailInstead();
    await journey.chooseUploadMethod('mobile');
    const url = await journey.handOffByQrCode();

    const phone = journeyOf(page, { locale: 'en' });
    await phone.openHandoffLink(url);
    await journey.waitForPhone();
    await phone.chooseDocument('passport');
    await phone.howToTakePicture();
    await phone.skipPhotoOnPhone();
    // docs/spec/flow/states.md#waiting-for-the-picture: without a journey, skipHybridUpload 1 takes the waiting page to the personal data.
    await journey.personalDataScreen();
  } finally {
    await computerContext.close();
  }
});
