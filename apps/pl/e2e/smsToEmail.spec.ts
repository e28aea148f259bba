import { test } from '@playwright/test';
import { journeyOf } from '@repo/playwright-config/journey';

// Issue 7, docs/spec/flow/screens.md#desktopsms desktopSms: after 2 or more SMS sends the e-mail code is offered; the applicant confirms with the
// code from the e-mail (six boxes, confirmEmail) and goes on to the identity choice. axe on every screen.
test('SMS → e-mail fallback: after a second SMS the applicant confirms with the e-mail code instead', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the phone viewport meets the fallback in the eu journeyOnPhone.spec.ts');
  // The second send waits out the server's resend cool-down (3 s on the e2e server, CODE_RESEND_COOLDOWN_SECONDS).
  test.setTimeout(240_000);
  const journey = journeyOf(page, { locale: 'pl', reloads: true });
  await journey.open();
  await journey.residence();
  await journey.register();
  await journey.confirmByEmailInstead();
});
