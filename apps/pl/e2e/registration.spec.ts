import { expect, test, type Locator } from '@playwright/test';
import { answerResidence, expectNoAxeViolations, logIn, register, uniqueEmail } from '@repo/playwright-config/onboarding';
import { texts } from './texts';

test('the entry screen is in Polish, breaks no CSP rule, and axe finds no violation', async ({ page }) => {
  // The server's CSP forbids inline scripts and styles; a violation shows up as a console error.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/onboarding/');
  await expect(page).toHaveTitle(/Otwórz rachunek/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: texts.start, exact: true }).click();
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

// Issue 18 item 8: on a 390 × 844 phone the cookie banner and the risk warning hid half of the Start button on first
// load. Every point of the button must be the button's own (nothing drawn over it, inside the window); the banner's
// buttons, reached with the keyboard, are never hidden under the sticky risk warning (WCAG 2.4.11).
test('on a 390 × 844 phone, the Start button is fully visible on first load beside the cookie banner and the risk warning', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone layout: the phone project only');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/onboarding/');
  await expect(page.getByRole('region', { name: 'Pliki cookie w tym formularzu' })).toBeAttached();
  const start = page.getByRole('button', { name: texts.start, exact: true });
  await expect(start).toBeVisible();
  expect(await hiddenPoints(start), 'points of the Start button hidden on first load').toEqual([]);

  await start.focus();
  const necessaryOnly = page.getByRole('button', { name: 'Tylko niezbędne pliki cookie', exact: true });
  for (let presses = 0; presses < 10 && !(await necessaryOnly.evaluate((button) => button === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(necessaryOnly).toBeFocused();
  expect(await hiddenPoints(necessaryOnly), 'points of the focused cookie button hidden').toEqual([]);
});

/** The points of a control (its corners, 2 px in, and its centre) where something else is drawn, or outside the window. */
function hiddenPoints(control: Locator): Promise<string[]> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inset = 2;
    const points = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
    ] as const;
    return points
      .filter(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return !hit || !(hit === element || element.contains(hit));
      })
      .map(([x, y]) => `(${Math.round(x)}, ${Math.round(y)}) is ${document.elementFromPoint(x, y)?.className || 'outside the window'}`);
  });
}

test('a new applicant registers and lands on the confirm-phone step, which survives a reload', async ({ page }) => {
  const email = uniqueEmail('pl');
  await page.goto('/onboarding/?utm_source=e2e&from=partner');
  await answerResidence(page, texts);
  await register(page, texts, email);
  await expect(page).toHaveURL(/\/onboarding\/confirm-phone$/);
  await expect(page.getByRole('combobox', { name: /Numer kierunkowy/ }).locator('option:checked')).toHaveText(/\+48/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: texts.confirmPhoneHeading })).toBeVisible();
});

test('a returning applicant logs in and lands on the stored step', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the same on every viewport: run on the computer only');
  const email = uniqueEmail('pl-returning');
  await page.goto('/onboarding/');
  await answerResidence(page, texts);
  await register(page, texts, email);
  // docs/spec/flow/entities.md#local-storage-and-cookies's returning-visitor flag (issue 17): back on the entry page, this browser is offered "Log in" before "Start",
  // and no intro video.
  await page.goto('/onboarding/');
  const main = page.getByRole('main');
  const logInFirst = main.getByRole('link', { name: texts.loginLink, exact: true });
  await expect(logInFirst).toBeVisible();
  await expect(main.locator('video')).toHaveCount(0);
  await logInFirst.click();
  await expect(page).toHaveURL(/\/onboarding\/login$/);

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/onboarding/');
  await answerResidence(second, texts);
  await logIn(second, texts, email);
  await expect(second).toHaveURL(/\/onboarding\/confirm-phone$/);
  await expect(second.getByRole('heading', { level: 1, name: texts.confirmPhoneHeading })).toBeVisible();
  await other.close();
});

test('a wrong password gets a translated error and the e-mail stays filled', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the same on every viewport: run on the computer only');
  const email = uniqueEmail('pl-wrong');
  await page.goto('/onboarding/');
  await answerResidence(page, texts);
  await register(page, texts, email);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/onboarding/login');
  await page.getByLabel(texts.loginEmail, { exact: true }).fill(email);
  await page.getByLabel(texts.loginPassword, { exact: true }).fill('Wrong!Passw0rd');
  await page.getByRole('button', { name: texts.loginButton, exact: true }).click();
  await expect(page.getByRole('alert').first()).toContainText(/e-mail|hasło/i);
  await expect(page.getByLabel(texts.loginEmail, { exact: true })).toHaveValue(email);
});

test('a page without a session sends the applicant to restart', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the same on every viewport: run on the computer only');
  await page.goto('/onboarding/confirm-phone');
  await expect(page).toHaveURL(/\/onboarding\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Twoja sesja wygasła' })).toBeVisible();
});

test('the Lithuanian locale on the Polish host redirects to the international Lithuanian page', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the same on every viewport: run on the computer only');
  await page.goto('/lt/onboarding/');
  await expect(page).toHaveURL(/\/eu-lt\/onboarding\/$/);
});
