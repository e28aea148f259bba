import { expect, test } from '@playwright/test';
import { answerResidence, expectNoAxeViolations, logIn, register, uniqueEmail, type FlowTexts } from '@repo/playwright-config/onboarding';

// The international brand speaks English at /eu-en/onboarding/; English asks for the country directly (docs/spec/flow/states.md#entry-flow).
const texts: FlowTexts = {
  start: 'Start',
  country: { label: 'Country of residence', typed: 'Ger', option: 'Germany' },
  continue: 'Next',
  email: 'E-mail address',
  confirmEmailButton: 'Confirm e-mail address',
  repeatEmail: 'Repeat your e-mail address',
  password: 'Password',
  terms: 'I accept the terms of service and the privacy policy.',
  next: 'Next',
  confirmPhoneHeading: 'Confirm your phone number',
  loginLink: 'Log in',
  loginEmail: 'E-mail address',
  loginPassword: 'Password',
  loginButton: 'Log in',
};

test('the entry screen is in English, breaks no CSP rule, and axe finds no violation', async ({ page }) => {
  // The server's CSP forbids inline scripts and styles; a violation shows up as a console error.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/eu-en/onboarding/');
  await expect(page).toHaveTitle(/Open a trading account/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: texts.start, exact: true }).click();
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('a German resident on the English page is offered the German page, declines, and registers', async ({ page }) => {
  const email = uniqueEmail('eu');
  await page.goto('/eu-en/onboarding/');
  await answerResidence(page, texts);
  await expect(page.getByRole('group', { name: /continue in German/ })).toBeVisible();
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await register(page, texts, email);
  await expect(page).toHaveURL(/\/eu-en\/onboarding\/confirm-phone$/);
  // Issue 17: the prefix of the country of residence (Germany), not the page language's (+44).
  await expect(page.getByRole('combobox', { name: /Country code/ }).locator('option:checked')).toHaveText(/\+49/);
});

test('a returning applicant logs in and lands on the stored step', async ({ page, browser }) => {
  const email = uniqueEmail('eu-returning');
  await page.goto('/eu-en/onboarding/');
  await answerResidence(page, { ...texts, country: { label: 'Country of residence', typed: 'Ire', option: 'Ireland' } });
  await register(page, texts, email);

  const other = await browser.newContext();
  const second = await other.newPage();
  // The login screen's code arrives after the click, as it does when the browser was never idle before it (the app
  // fetches it then): the registration screen, whose fields have the same names, stays until it is there.
  await second.route('**/NewLoginScreen-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await second.goto('/eu-en/onboarding/');
  await answerResidence(second, { ...texts, country: { label: 'Country of residence', typed: 'Ire', option: 'Ireland' } });
  await logIn(second, texts, email);
  await expect(second).toHaveURL(/\/eu-en\/onboarding\/confirm-phone$/);
  await other.close();
});

test('a deep link reloads into the app rather than a 404', async ({ page }) => {
  const response = await page.goto('/eu-fr/onboarding/login');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
