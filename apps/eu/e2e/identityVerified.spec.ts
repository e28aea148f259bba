import { expect, test } from '@playwright/test';
import { fakeCameraLaunchOptions, identityFixtures, journeyOf, useIdentityCamera } from '@repo/playwright-config/journey';

test.use({ launchOptions: fakeCameraLaunchOptions(), permissions: ['camera'] });

// Issue 15: the server's own identity checks, through the whole flow with a camera. The rear camera films a
// generated passport (a real public-domain portrait, an OCR-B machine-readable zone), the front camera a real
// face; the server reads the zone from the photo, compares the faces and owns the verdict. One applicant meets both
// verdicts (CI time: one registration instead of two): another person's selfie first, then their own.
test('another person’s selfie is not accepted; after “Try again” the holder’s own selfie passes and the personal data is prefilled from the machine-readable zone', async ({ page }, testInfo) => {
  // One viewport is enough for the verdict; the phone journeys (pl) take the camera too.
  test.skip(testInfo.project.name !== 'desktop', 'the computer runs the verdict journey');
  test.setTimeout(240_000);
  const { passport } = await identityFixtures();
  // The front camera films another person for the first selfie, the passport's holder for the next.
  await useIdentityCamera(page, { document: 'passport', selfie: ['other', 'holder'] });
  const journey = journeyOf(page, { locale: 'en' });
  await journey.open();
  await journey.residence({ country: 'IT' });
  await journey.register();
  await journey.confirmPhone();
  await journey.chooseUploadMethod('digital');
  await journey.chooseDevice('thisDevice');
  await journey.chooseDocument('passport');
  await journey.howToTakePicture();

  // uploadFailed says why: the selfie does not match the document's portrait.
  await journey.captureWithCamera({ next: 'uploadFailed' });
  await expect(journey.main).toContainText(journey.t('Your selfie does not match the photo in your document. Try again, or continue and send it later.'));
  await journey.axeAsShown();

  // Try again: a new scan journey, the passport and the holder's own selfie pass.
  await journey.tryUploadAgain();
  await journey.captureWithCamera({ next: 'uploadSucceeded' });
  await journey.continueAfterUpload();
  await journey.personalDataScreen();
  // What the server read from the photo, for the applicant to check (docs/spec/flow/entities.md prefill).
  await expect(journey.heading('Check your personal details')).toBeVisible();
  await expect(journey.main).toContainText(passport.holder.documentNumber);
  await expect(journey.main).toContainText(new RegExp(passport.holder.surname, 'i'));
  await journey.axeAsShown();
});
