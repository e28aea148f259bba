import { expect, test } from '@playwright/test';
import { journeyOf } from '@repo/playwright-config/journey';
import { STRONG_PASSWORD } from '@repo/playwright-config/onboarding';

// Issue 17 "Proof": the same application open in two tabs that submit in turn, then resumed on a second browser
// after the first stopped in the middle of a step. Every submit lands on a page that works (the step, or the
// server's current step with its short explanation), and what each tab entered stays there. One journey registers;
// the second browser logs in (faster than registering again). Back, Forward and reload at every step are the
// whole-flow journey's (wholeFlow.spec.ts, `navigation`).
test('two tabs submit in turn and a second browser resumes mid-step: each lands on a working step with its answers', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same on every viewport: run on the computer only');
  test.setTimeout(180_000);
  const first = journeyOf(page, { locale: 'pl' });
  await first.open();
  await first.residence();
  const email = await first.register();
  await first.confirmPhone();

  // A second tab of the same browser at the same address: the session is the browser's, each tab keeps its answers.
  const other = journeyOf(await page.context().newPage(), { locale: 'pl' });
  await other.page.goto(page.url());
  await other.screen('How do you want to confirm your identity?');
  await first.chooseUploadMethod('manual');
  // The second tab sends a step the server has moved past: it is taken where the application is, and told why.
  await other.button('Upload later', { within: other.main }).click();
  await other.personalDataScreen();
  await expect(other.page.getByRole('alert')).toContainText(other.t('This step is not available now. We have taken you back to where your application is.', { pkg: 'realform-api' }));

  // Data steps in turn: a tab a step behind sends its own answers again and goes on to where the application is.
  await first.personalData();
  await other.personalData({ firstName: 'Joanna' });
  await other.address({ street: 'Marszałkowska' });
  await first.address();

  // The first browser stops in the middle of the tax step (an office chosen, not sent); the applicant goes on with
  // another browser, which logs in and is on that step.
  const office = first.main.getByRole('combobox', first.named('Tax office'));
  await first.choose(office, /Warszawa-Mokotów/);
  const secondBrowser = await browser.newContext();
  const resumed = journeyOf(await secondBrowser.newPage(), { locale: 'pl' });
  await resumed.page.goto(`${resumed.base}login`);
  await resumed.label('E-mail address', { within: resumed.main }).fill(email);
  await resumed.label('Password', { within: resumed.main }).fill(STRONG_PASSWORD);
  await resumed.button('Log in', { within: resumed.main }).click();
  await resumed.screen('Your tax residence');
  await resumed.taxResidence();

  // Back in the first browser, the office still chosen, its tax step sent at last: on to where the second browser got.
  await expect(office).toHaveValue(/Warszawa-Mokotów/);
  await first.button('Next', { within: first.main }).click();
  await first.screen('Choose the currency of your account');
  await secondBrowser.close();
});
