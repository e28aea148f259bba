import { test } from '@playwright/test';
import { journeyOf } from '@repo/playwright-config/journey';

/** A date of birth that makes the applicant 16 today: under 18, the server denies the account (DESIGN §4). */
function sixteenYearsAgo(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 16);
  return date.toISOString().slice(0, 10);
}

// Issue 7: the identity outcomes other journeys do not meet, at both viewports, in English: a PDF scan that a
// person must review (uploadFailed), "Try again" while the scan service cannot be reached (S0 §8: no scan token
// after 4 tries, 3 s apart: uploadException), then the denied path (S0 §2 onboardingDenied: the server denies an
// applicant under 18). axe on every screen.
test('identity outcomes: a PDF scan fails verification, the photo capture is unavailable, and an applicant under 18 is denied', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const journey = journeyOf(page, { locale: 'en' });
  await journey.open();
  await journey.residence({ country: 'IT' });
  await journey.register();
  await journey.confirmPhone();
  await journey.chooseUploadMethod('digital');
  await journey.chooseDevice('thisDevice');
  await journey.chooseDocument('passport');
  await journey.howToTakePicture();
  if (testInfo.project.name === 'phone') await journey.switchToFiles();
  await journey.uploadFiles({ front: 'pdf' });

  // The scan service is out of reach: every get-idscan-token call fails at the network.
  await page.route('**/realform/document/get-idscan-token', (route) => route.abort('connectionfailed'));
  await journey.tryUploadAgain();
  await journey.screen('The photo capture is not available right now', { timeout: 60_000 });
  await page.unroute('**/realform/document/get-idscan-token');
  await journey.button('Next', { within: journey.main }).click();
  await journey.personalDataScreen();
  await journey.personalData({ citizenship: 'IT', dateOfBirth: sixteenYearsAgo(), next: 'onboardingDenied' });
});
