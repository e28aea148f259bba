import { expect, test } from '@playwright/test';
import { journeyOf } from '@repo/playwright-config/journey';

/** A date of birth that makes the applicant 16 today: under 18 (docs/spec/flow/states.md#step-order), said on the field (issue 18). */
function sixteenYearsAgo(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 16);
  return date.toISOString().slice(0, 10);
}

// Issue 7: the identity outcomes other journeys do not meet, in English (on the computer): a PDF scan that a
// person must review (uploadFailed), "Try again" while the scan service cannot be reached (docs/spec/flow/errors.md#scanning: no scan token
// after 4 tries, 3 s apart: uploadException), then a date of birth under 18: since issue 18 a typed date never ends
// the application — the field says why and Next waits (the one denial left, a verified document of a minor, is
// asked first: test/denial.test.ts and the flow's PersonalDataAge test). axe on every screen.
test('identity outcomes: a PDF scan fails verification, the photo capture is unavailable, and a date of birth under 18 is refused on the field', async ({ page }, testInfo) => {
  // On the computer only (CI time, issue 13): the phone's width of uploadFailed and uploadException has no e2e axe
  // check now — issue 22 (the flow's screens in Storybook, axe on every story) is where it comes back.
  test.skip(testInfo.project.name !== 'desktop', 'CI time: the phone width of these screens is left to issue 22 (Storybook)');
  test.setTimeout(180_000);
  // The page's clock: the 3 s between the scan-token tries below are moved on, not waited out.
  await page.clock.install();
  const journey = journeyOf(page, { locale: 'en' });
  await journey.open();
  await journey.residence({ country: 'IT' });
  await journey.register();
  await journey.confirmPhone();
  await journey.chooseUploadMethod('digital');
  await journey.chooseDevice('thisDevice');
  await journey.chooseDocument('passport');
  await journey.howToTakePicture();
  await journey.uploadFiles({ front: 'pdf' });

  // The scan service is out of reach: every get-idscan-token call fails at the network.
  await page.route('**/realform/document/get-idscan-token', (route) => route.abort('connectionfailed'));
  await journey.tryUploadAgain();
  const unavailable = journey.heading('The photo capture is not available right now');
  await expect
    .poll(
      async () => {
        if (await unavailable.isVisible()) return true;
        await page.clock.fastForward(3_000);
        return unavailable.isVisible();
      },
      { message: 'uploadException after the fourth failed try for a scan token', intervals: [250], timeout: 60_000 },
    )
    .toBe(true);
  await journey.screen('The photo capture is not available right now');
  await page.unroute('**/realform/document/get-idscan-token');
  await journey.button('Next', { within: journey.main }).click();
  await journey.personalDataScreen();
  if (await journey.heading('Check your personal details').isVisible()) await journey.button('Correct the details', { within: journey.main }).click();
  const birthDate = journey.main.getByRole('group', journey.named('Date of birth'));
  await journey.fillDate(birthDate, sixteenYearsAgo());
  await journey.main.getByRole('textbox', journey.named('Document number')).focus();
  const text = journey.t('You must be at least 18 years old to open an account. Check the year of your date of birth.', { pkg: 'realform-api' });
  const underage = typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : text;
  await expect(birthDate).toHaveAccessibleDescription(underage);
  // Next waits, and the list next to it names the date of birth with the same reason.
  await expect(journey.button('Next', { within: journey.main })).toBeDisabled();
  await expect(journey.main.getByRole('button', { name: underage })).toBeVisible();
  await journey.axeAsShown();
});
