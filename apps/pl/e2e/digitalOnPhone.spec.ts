import { test } from '@playwright/test';
import { fakeCameraLaunchOptions, journeyOf, useIdentityCamera } from '@repo/playwright-config/journey';

// The phone's camera films a generated ID card (Chromium's fake device), permission granted.
test.use({ launchOptions: fakeCameraLaunchOptions(), permissions: ['camera'] });

// Issue 7: the whole onboarding on a phone in Ukrainian (/ua/onboarding/), the document photographed on this
// device: the mobile variants (newAccount_M, desktopDocumentUpload_M) with the widget's auto-capture of the ID
// card's front and back, to uploadSucceeded, then every data step and the client-zone POST; axe on every screen.
test('digital on this phone: a Ukrainian applicant photographs the ID card with the phone camera and lands in the client zone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the computer runs the hand-off and upload-later journeys');
  test.setTimeout(240_000);
  // The cameras film a generated ID card (front, then back) and its holder's face (issue 15).
  await useIdentityCamera(page, { document: 'idCard', selfie: 'holder' });
  const journey = journeyOf(page, { locale: 'ua' });
  await journey.open();
  // docs/spec/flow/states.md#entry-flow entry flow 3: living in Ukraine, the applicant is asked for an EU address (yes).
  await journey.residence();
  await journey.register();
  await journey.confirmPhone();
  await journey.chooseUploadMethod('digital');
  await journey.chooseDevice('thisDevice');
  await journey.chooseDocument('idCard');
  await journey.howToTakePicture();
  await journey.captureWithCamera();
  await journey.continueAfterUpload();
  // The camera is done: from here the page's clock is Playwright's, moved past the client zone's 17 s at the end
  // (the wait itself: the flow's ClientZoneScreen test, on a fake clock).
  await page.clock.install();
  // Issue 18's careless applicant on a phone: empty fields, the birth year and the postal code mistyped, each said on
  // the field and in the list next to Next, then corrected.
  await journey.dataStepsToClientZone({ personal: { citizenship: 'UA' }, fastForward: true, careless: true });
});
