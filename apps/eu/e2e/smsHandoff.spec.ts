import { devices, expect, test } from '@playwright/test';
import { journeyOf } from '@repo/playwright-config/journey';

// Issue 7: the SMS variant of the phone hand-off, in German (/eu-de/onboarding/). The computer asks for the phone
// by text message (number, code from the outbox); the link the phone receives (read from the outbox) is opened in
// a second context, a Pixel 7, which sends a photo of the passport from its files and goes back to the computer;
// the computer, polling, continues to the client zone. axe on every screen of both devices.
test('mobile hand-off by text message: the phone sends the passport photo from its files, the computer continues to the client zone', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the hand-off starts on a computer; the phone is the second context');
  test.setTimeout(240_000);
  await page.clock.install();
  const computer = journeyOf(page, { locale: 'de' });
  await computer.open();
  await computer.residence();
  await computer.register();
  await computer.confirmPhone();
  await computer.chooseUploadMethod('digital');
  // docs/spec/flow/screens.md#mobiledesktopchoice mobileDesktopChoice: the phone is the recommended device; it leads to the hand-off page too.
  await computer.chooseDevice('phone');
  const url = await computer.handOffBySms();
  expect(new URL(url).searchParams.get('mobile')).toBe('true');

  const phoneContext = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const phone = journeyOf(await phoneContext.newPage(), { locale: 'de' });
    await phone.openHandoffLink(url);
    await computer.waitForPhone();
    await phone.chooseDocument('passport');
    await phone.howToTakePicture();
    await phone.switchToFiles();
    await phone.uploadFiles({ front: 'jpeg', next: 'mobileReturnToDesktop' });
    await computer.phoneDone('uploadSucceeded');
  } finally {
    await phoneContext.close();
  }
  await computer.continueAfterUpload();
  // Issue 18's careless applicant on the international brand: empty fields, the birth year and the postal code
  // mistyped, each said on the field and in the list next to Next, then corrected.
  await computer.dataStepsToClientZone({ fastForward: true, careless: true });
});
