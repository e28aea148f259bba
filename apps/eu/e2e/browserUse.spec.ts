import { expect, test } from '@playwright/test';
import { journeyOf } from '@repo/playwright-config/journey';
import { STRONG_PASSWORD } from '@repo/playwright-config/onboarding';

// Issue 17 "Proof": the same application open in two tabs that submit in turn, then resumed on a second browser
// after the first stopped in the middle of a step. Every submit lands on a page that works (the step, or the
// server's current step with its short explanation), and what each tab entered stays there. One journey registers;
// the second browser logs in (faster than registering again). The identity document was left for later: the
// account opens, the client zone says the document is missing, and the applicant logs in again and sends it (issue 17
// defect 6, on the international brand; the Polish brand's whole flow does the same). Back, Forward and reload at
// every step are the whole-flow journeys' (`navigation`: pl wholeFlow.spec.ts, eu manualUpload.spec.ts).
test('two tabs submit in turn and a second browser resumes mid-step, each on a working step with its answers; the document left for later is sent after the account is open', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same on every viewport: run on the computer only');
  test.setTimeout(240_000);
  // The page's clock, for the 17 s before the client-zone login (moved on, not waited out).
  await page.clock.install();
  const first = journeyOf(page, { locale: 'en' });
  await first.open();
  await first.residence({ country: 'GB' });
  const email = await first.register();
  await first.confirmPhone();

  // A second tab of the same browser at the same address: the session is the browser's, each tab keeps its answers.
  const other = journeyOf(await page.context().newPage(), { locale: 'en' });
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
  await other.address({ street: 'Chausseestraße' });
  await first.address();

  // The first browser stops in the middle of the tax step (the number typed, not sent); the applicant goes on with
  // another browser, which logs in and is on that step.
  const tin = first.main.getByRole('textbox', first.named('Tax identification number (TIN)'));
  await tin.fill('AB123456C');
  const secondBrowser = await browser.newContext();
  const resumed = journeyOf(await secondBrowser.newPage(), { locale: 'en' });
  await resumed.page.goto(`${resumed.base}login`);
  await resumed.label('E-mail address', { within: resumed.main }).fill(email);
  await resumed.label('Password', { within: resumed.main }).fill(STRONG_PASSWORD);
  await resumed.button('Log in', { within: resumed.main }).click();
  await resumed.screen('Your tax residence');
  await resumed.taxResidence({ tin: 'AB123456C' });

  // Back in the first browser, the number still there, its tax step sent at last: on to where the second browser got.
  await expect(tin).toHaveValue('AB123456C');
  await first.button('Next', { within: first.main }).click();
  await first.screen('Choose the currency of your account');
  await secondBrowser.close();

  // On to the client zone without the document; then logged in again, the applicant sends it.
  await first.currency();
  await first.declarations();
  await first.riskAssessment();
  await first.paymentSummary();
  await first.clientZone({ fastForward: true });
  await first.logInAgainToUpload();
  await first.chooseUploadMethod('digital');
  await first.chooseDevice('thisDevice');
  await first.chooseDocument('passport');
  await first.howToTakePicture();
  // The server's identity checks of the photo run on the same two shared cores as the browser: up to a minute.
  await first.uploadFiles({ timeout: 60_000 });
  await first.documentsReceived();
});
