import { test } from '@playwright/test';
import { journeyOf } from '@repo/playwright-config/journey';

// Issue 7: the whole international onboarding in English (/eu-en/onboarding/) on a computer, the ID card sent as
// files through the upload's file input: first a PDF scan (the server cannot judge its picture, a person must:
// uploadFailed), then "Try again" with real photos, a JPEG front and a PNG back, to uploadSucceeded; then every
// data step, the summary with every stand-in payment gateway (cancelled, then the card paid) and the client-zone
// POST. axe on every screen, and a reload in the middle of every step that must lose nothing already entered or
// submitted (the back side stays the back side).
test('manual upload: an applicant in Great Britain sends the ID card as files, retries after a PDF, and lands in the client zone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the phone viewport runs its own journeys');
  test.setTimeout(240_000);
  await page.clock.install();
  const journey = journeyOf(page, { locale: 'en', navigation: true });
  await journey.open();
  await journey.residence({ country: 'GB' });
  await journey.register();
  await journey.confirmPhone();
  await journey.chooseUploadMethod('digital');
  await journey.chooseDevice('thisDevice');
  await journey.chooseDocument('idCard');
  await journey.howToTakePicture();
  await journey.uploadFiles({ front: 'pdf', back: 'png' });
  await journey.tryUploadAgain();
  await journey.uploadFiles({ front: 'jpeg', back: 'png' });
  await journey.continueAfterUpload();
  // Issue 17 (docs/spec/flow/calls.md#payment-callbacks payment callbacks): on the summary each stand-in gateway is tried and cancelled — back on the
  // summary each time, told the payment failed — then the card is paid, which leads on to account-open.
  await journey.dataStepsToClientZone({
    fastForward: true,
    payments: [
      { gateway: 'Online bank transfer', result: 'failed' },
      { gateway: 'Online bank transfer (second provider)', result: 'failed' },
      { gateway: 'Payment card', result: 'failed' },
      { gateway: 'Payment card', result: 'paid' },
    ],
  });
});
