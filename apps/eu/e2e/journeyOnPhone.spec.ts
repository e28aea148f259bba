import { devices, test } from '@playwright/test';
import { journeyOf } from '@repo/playwright-config/journey';

// Issue 7, on a phone in English (/eu-en/onboarding/): the phone code falls back to the e-mail code after a second
// SMS; the applicant picks "upload from your phone" anyway, so this phone shows the QR hand-off page and, once a
// second phone opened the decoded link, waits for it; the second phone skips the photo (skip-hybrid-upload), and
// the first goes on to every data step and the client-zone POST. axe on every screen of both phones.
test('on a phone: e-mail code fallback, QR hand-off to a second phone that skips the photo, every data step to the client zone', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the computer runs the other hand-off journeys');
  test.setTimeout(240_000);
  await page.clock.install();
  const journey = journeyOf(page, { locale: 'en' });
  await journey.open();
  await journey.residence({ country: 'IE' });
  await journey.register();
  await journey.confirmByEmailInstead();
  await journey.chooseUploadMethod('mobile');
  const url = await journey.handOffByQrCode();

  const secondContext = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const second = journeyOf(await secondContext.newPage(), { locale: 'en' });
    await second.openHandoffLink(url);
    await journey.waitForPhone();
    await second.chooseDocument('passport');
    await second.howToTakePicture();
    await second.skipPhotoOnPhone();
  } finally {
    await secondContext.close();
  }
  // S0 §4: without a journey, skipHybridUpload 1 takes the waiting page to the personal data.
  await journey.personalDataScreen();
  await journey.dataStepsToClientZone({ personal: { citizenship: 'IE' }, fastForward: true });
});
