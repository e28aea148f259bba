import { expect, test } from '@playwright/test';
import { fakeCameraLaunchOptions, identityFixtures, journeyOf, useIdentityCamera } from '@repo/playwright-config/journey';

test.use({ launchOptions: fakeCameraLaunchOptions(), permissions: ['camera'] });

// Issue 15: the server's own identity checks, through the whole flow with a camera. The rear camera films a
// generated passport (a real public-domain portrait, an OCR-B machine-readable zone), the front camera a real
// face; the server reads the zone from the photo, compares the faces and owns the verdict.
test.describe('identity verified by the server', () => {
  // One viewport is enough for the verdict; the phone journeys (pl) take the camera too.
  test.skip(({ isMobile }) => isMobile, 'the computer runs the verdict journeys');

  test('the passport and its holder’s selfie pass, and the personal data is prefilled from the machine-readable zone', async ({ page }) => {
    test.setTimeout(240_000);
    const { passport } = await identityFixtures();
    await useIdentityCamera(page, { document: 'passport', selfie: 'holder' });
    const journey = journeyOf(page, { locale: 'en' });
    await journey.open();
    await journey.residence({ country: 'IT' });
    await journey.register();
    await journey.confirmPhone();
    await journey.chooseUploadMethod('digital');
    await journey.chooseDevice('thisDevice');
    await journey.chooseDocument('passport');
    await journey.howToTakePicture();
    await journey.captureWithCamera({ next: 'uploadSucceeded' });
    await journey.continueAfterUpload();
    await journey.personalDataScreen();
    // What the server read from the photo, for the applicant to check (S0 §3 prefill).
    await expect(journey.heading('Check your personal details')).toBeVisible();
    await expect(journey.main).toContainText(passport.holder.documentNumber);
    await expect(journey.main).toContainText(new RegExp(passport.holder.surname, 'i'));
    await journey.axeAsShown();
  });

  test('another person’s selfie is not accepted: uploadFailed says the selfie does not match the document', async ({ page }) => {
    test.setTimeout(240_000);
    await useIdentityCamera(page, { document: 'passport', selfie: 'other' });
    const journey = journeyOf(page, { locale: 'en' });
    await journey.open();
    await journey.residence({ country: 'IT' });
    await journey.register();
    await journey.confirmPhone();
    await journey.chooseUploadMethod('digital');
    await journey.chooseDevice('thisDevice');
    await journey.chooseDocument('passport');
    await journey.howToTakePicture();
    await journey.captureWithCamera({ next: 'uploadFailed' });
    await expect(journey.main).toContainText(journey.t('Your selfie does not match the photo in your document. Try again, or continue and send it later.'));
    await journey.axeAsShown();
  });
});
