import { expect, test } from '@playwright/test';
import { journeyOf, uniquePhone } from '@repo/playwright-config/journey';

// The session token as the flow keeps it (docs/spec/flow/entities.md#local-storage-and-cookies "Local storage: the session token").
const TOKEN_KEY = 'realform.token';

// Issue 7, docs/spec/flow/errors.md#global-error: a session token the server no longer accepts sends the applicant to restart, where logging in
// continues the application at its stored step. Both viewports: the expired session on the phone, the invalid one on
// the computer (the screens are the same for both causes; CI time is tight).
for (const cause of ['expired', 'invalid'] as const) {
  test(`restart on an ${cause} session: the applicant lands on the restart screen, logs in and is back on the same step`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== (cause === 'expired' ? 'phone' : 'desktop'), 'each cause runs on one viewport');
    const journey = journeyOf(page, { locale: 'pl' });
    await journey.open();
    await journey.residence();
    const email = await journey.register();
    if (cause === 'expired') {
      // The development endpoint ends the session now, as 30 idle minutes would (DEV_ENDPOINTS=1 only).
      const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
      const expired = await page.request.post('/realform/dev/expire-session', { data: { token } });
      expect(expired.status(), 'POST /realform/dev/expire-session (apps/realform-server/src/areas/session/expireSessionRoute.ts, registered with DEV_ENDPOINTS=1)').toBe(200);
    } else {
      await page.evaluate((key) => localStorage.setItem(key, 'a-token-no-server-ever-issued'), TOKEN_KEY);
    }
    // The next call meets the dead session: the server answers restart.
    const phone = uniquePhone('PL');
    await page.getByRole('main').getByRole('textbox', journey.named('Number')).fill(phone.number);
    await journey.button('Send the code', { within: journey.main }).click();
    await expect(page).toHaveURL(/\/onboarding\/login$/);
    await journey.screen('Your session has ended');
    await journey.label('E-mail address', { within: journey.main }).fill(email);
    await journey.label('Password', { within: journey.main }).fill('Tr4ding!Account');
    await journey.button('Log in', { within: journey.main }).click();
    await expect(page).toHaveURL(/\/onboarding\/confirm-phone$/);
    await journey.screen('Confirm your phone number');
  });
}
