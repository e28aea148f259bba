import { expect, test, type Locator, type Page } from '@playwright/test';
import { STRONG_PASSWORD, uniqueEmail } from '@repo/playwright-config/onboarding';

/**
 * Issue 8 / WCAG 2.1.1 (Keyboard), 2.4.3 (Focus Order), and issue 18's careless applicant: the whole Polish
 * onboarding, from /onboarding/ to the client-zone POST, with the keyboard alone — Tab and Shift+Tab to reach a
 * control, Enter and Space to press it, arrows and typing to choose and fill. No click and no fill: every control
 * is reached by Tab first, and each press goes to the element that has focus. The applicant is careless: leaves
 * fields empty and finds out why Next waits from the list next to it ("Aby przejść dalej:", whose entries lead to
 * the fields), mistypes the birth year, the PESEL and the postal code and corrects them after reading the message. Along the way:
 * focus lands on the heading of each new step (docs/architecture.md#accessibility) and on the error summary after a failed submit.
 */

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not among the next `max` stops. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 12 } = {}) {
  await expect(target).toBeVisible();
  const visited: string[] = [];
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    visited.push(
      await page.evaluate(() => {
        const element = document.activeElement;
        return `${element?.tagName.toLowerCase()} "${(element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim().slice(0, 30)}"`;
      }),
    );
  }
  throw new Error(`Expected to reach ${target.toString()} within ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}; focus went to: ${visited.join(' → ')}`);
}

/** Tab to a text field, then type into it as a keyboard user does. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** The heading of a step that just opened has focus, so a screen reader announces where the applicant is. */
async function expectStepHeadingFocused(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeFocused();
}

/**
 * The product's list-box select and country combobox (APG): with the control focused, open or filter it, move
 * with the arrows until the wanted option is the active one, and take it with Enter.
 */
async function chooseWithArrows(page: Page, combobox: Locator, option: string | RegExp, { typed }: { typed?: string } = {}) {
  await tabTo(page, combobox);
  if (typed) await page.keyboard.type(typed);
  else await page.keyboard.press('Enter');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const wanted = await page.getByRole('option', { name: option, exact: typeof option === 'string' }).getAttribute('id');
  for (let presses = 0; presses < 80 && (await combobox.getAttribute('aria-activedescendant')) !== wanted; presses++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(combobox).toHaveAttribute('aria-activedescendant', wanted!);
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
}

/** A native <select>: arrows change its value while it is closed (Chromium on Linux and Windows). */
async function selectWithArrows(page: Page, select: Locator, value: string) {
  await tabTo(page, select);
  for (let presses = 0; presses < 13 && (await select.inputValue()) !== value; presses++) await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

async function dateWithKeyboard(page: Page, group: Locator, day: string, month: string, year: string) {
  await typeInto(page, group.getByRole('textbox', { name: 'Dzień' }), day);
  await selectWithArrows(page, group.getByRole('combobox', { name: 'Miesiąc' }), month);
  await typeInto(page, group.getByRole('textbox', { name: 'Rok' }), year);
}

/** Tab to the step's Next and press Enter; focus must then land on the next step's heading. */
async function nextStep(page: Page, heading: string) {
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Dalej', exact: true }));
  await page.keyboard.press('Enter');
  await expectStepHeadingFocused(page, heading);
}

/** A "Tak/Nie" question: Tab enters the group on its first radio, the arrows move to and check "Nie". */
async function answerNo(page: Page, question: string) {
  const group = page.getByRole('main').getByRole('group', { name: question });
  await tabTo(page, group.getByRole('radio').first());
  const no = group.getByRole('radio', { name: 'Nie', exact: true });
  for (let presses = 0; presses < 3 && !(await no.isChecked()); presses++) await page.keyboard.press('ArrowDown');
  await expect(no).toBeChecked();
  await expect(no).toBeFocused();
}

/**
 * Ticks, with Space, every unticked box the page shows, each reached by Tab. "Download all documents" is left: it is
 * optional and opens a new tab.
 */
async function tickEveryBox(page: Page, scope: Locator) {
  const unticked = await scope.getByRole('checkbox', { checked: false }).evaluateAll((boxes) => boxes.map((box) => box.id));
  for (const id of unticked) {
    if (id.endsWith('-download-all')) continue;
    const checkbox = scope.locator(`[id="${id}"]`);
    await tabTo(page, checkbox);
    await page.keyboard.press('Space');
    await expect(checkbox).toBeChecked();
  }
}

/** The list of what still stops Next (issue 18), right before it. */
function reasons(page: Page) {
  return page.getByRole('main').locator('.onb-missing');
}

/** The list reads exactly these reasons, in the order of the fields. */
async function expectReasons(page: Page, expected: string[]) {
  await expect(reasons(page).getByText('Aby przejść dalej:', { exact: true })).toBeVisible();
  await expect(reasons(page).getByRole('listitem')).toHaveText(expected);
}

/** Enter in a field of an incomplete form does not do nothing: focus moves to the list of reasons. */
async function enterShowsReasons(page: Page) {
  await page.keyboard.press('Enter');
  await expect(reasons(page)).toBeFocused();
}

/** Tab to a reason's link and press Enter: focus moves to the field it names. */
async function followReason(page: Page, reason: string, field: Locator) {
  await tabTo(page, reasons(page).getByRole('button', { name: reason, exact: true }));
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
}

test('a careless applicant with the keyboard alone: Polish UI, upload later, to the client-zone POST', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a keyboard-only run is a desktop journey; the phone project covers touch');
  test.setTimeout(180_000);
  const main = page.getByRole('main');
  const email = uniqueEmail('pl-keyboard');
  // A number of its own per run, so the per-number send cap of earlier runs never gets in the way.
  const phone = `501${String(Date.now()).slice(-6)}`;

  await page.goto('/onboarding/');
  await expect(page.getByRole('heading', { level: 1, name: 'Otwórz rachunek inwestycyjny' })).toBeVisible();

  // The cookie banner first, as a keyboard user meets it; then the skip link straight to the form.
  await tabTo(page, page.getByRole('button', { name: 'Tylko niezbędne pliki cookie', exact: true }), { max: 20 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Pliki cookie w tym formularzu' })).toHaveCount(0);
  await tabTo(page, page.getByRole('link', { name: 'Przejdź do treści' }), { backwards: true, max: 20 });
  await page.keyboard.press('Enter');
  await tabTo(page, main.getByRole('button', { name: 'Rozpocznij', exact: true }));
  await page.keyboard.press('Enter');

  // docs/spec/flow/states.md#entry-flow entry flow 1: do you live in Poland? Next waits, and the list before it says why; its entry leads to the
  // question, answered with Space.
  await expectStepHeadingFocused(page, 'Gdzie mieszkasz?');
  await expect(main.getByRole('button', { name: 'Dalej', exact: true })).toBeDisabled();
  await expectReasons(page, ['Czy Twoim krajem zamieszkania jest Polska? Odpowiedz tak lub nie.']);
  const yes = main.getByRole('radio', { name: 'Tak', exact: true });
  await followReason(page, 'Czy Twoim krajem zamieszkania jest Polska? Odpowiedz tak lub nie.', yes);
  await page.keyboard.press('Space');
  await expect(yes).toBeChecked();
  await nextStep(page, 'Załóż konto');

  // Registration (docs/spec/flow/states.md#entry-flow entry flow 4–5): the confirm button hands focus to the field it reveals.
  await typeInto(page, main.getByLabel('Adres e-mail', { exact: true }), email);
  await tabTo(page, main.getByRole('button', { name: 'Potwierdź adres e-mail', exact: true }));
  await page.keyboard.press('Enter');
  const repeat = main.getByLabel('Powtórz adres e-mail', { exact: true });
  await expect(repeat).toBeFocused();
  await page.keyboard.type(email);
  // Enter before the password: Next waits, and focus goes to what it waits for; the first entry leads to the password.
  await enterShowsReasons(page);
  await expectReasons(page, ['Hasło: Wpisz hasło.', 'Akceptuję regulamin i politykę prywatności: Zaakceptuj regulamin, aby przejść dalej.']);
  const password = main.getByLabel('Hasło', { exact: true });
  await followReason(page, 'Hasło: Wpisz hasło.', password);
  await page.keyboard.type(STRONG_PASSWORD);
  const terms = main.getByRole('checkbox', { name: 'Akceptuję regulamin i politykę prywatności.' });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await nextStep(page, 'Potwierdź numer telefonu');

  // desktopSms: the number, sent with Enter from inside the field.
  await typeInto(page, main.getByRole('textbox', { name: 'Numer', exact: true }), phone);
  await page.keyboard.press('Enter');
  await expectStepHeadingFocused(page, 'Wpisz kod z SMS-a');
  const response = await fetch(`${baseURL}/realform/dev/outbox?to=${encodeURIComponent(`+48${phone}`)}&kind=sms`);
  const { message } = (await response.json()) as { message?: { code?: string | null } };
  const smsCode = message?.code;
  if (!smsCode) throw new Error(`Expected an SMS code for +48${phone} in the development outbox; got ${JSON.stringify(message)}.`);

  // A failed submit: a wrong code. Focus goes to the error summary; its link leads back to the field.
  const wrongCode = smsCode.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
  const codeField = main.getByLabel('Kod z SMS-a', { exact: true });
  await typeInto(page, codeField, wrongCode);
  await page.keyboard.press('Enter');
  const summary = main.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Wystąpił problem' }) });
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(codeField).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(smsCode);
  // docs/spec/flow/states.md#submit-engine: after an error the screen stays locked for a moment (a submit then only unlocks); wait as a user would.
  await expect(page.locator('.onb-app')).not.toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Enter');

  // docs/spec/flow/screens.md#datauploadchoice dataUploadChoice 1: the document later, the data now.
  await expectStepHeadingFocused(page, 'W jaki sposób chcesz potwierdzić tożsamość?');
  await tabTo(page, main.getByRole('button', { name: 'Prześlij później', exact: true }));
  await page.keyboard.press('Enter');

  // personalDataConfirm: the last name left empty (the field says nothing until it is left or sent), the PESEL
  // mistyped (one digit off: its check digit fails, said under the field once it is left).
  await expectStepHeadingFocused(page, 'Twoje dane osobowe');
  await typeInto(page, main.getByRole('textbox', { name: 'Imię', exact: true }), 'Anna');
  const lastName = main.getByRole('textbox', { name: 'Nazwisko', exact: true });
  // A birth year of 2010 is caught on the field as soon as it is left (issue 18 item 2), and corrected.
  const birthDate = main.getByRole('group', { name: 'Data urodzenia' });
  await dateWithKeyboard(page, birthDate, '27', '5', '2010');
  await page.keyboard.press('Tab');
  const underage = 'Aby otworzyć rachunek, musisz mieć ukończone 18 lat. Sprawdź rok w dacie urodzenia.';
  await expect(birthDate).toHaveAccessibleDescription(new RegExp(underage.replace(/\./g, '\\.')));
  await expect(reasons(page).getByRole('listitem').first()).toHaveText(`Nazwisko: Podaj nazwisko.`);
  await expect(reasons(page).getByRole('listitem').nth(1)).toHaveText(`Data urodzenia: ${underage}`);
  const birthYear = birthDate.getByRole('textbox', { name: 'Rok' });
  await tabTo(page, birthYear, { backwards: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1990');
  await expect(birthDate).not.toHaveAccessibleDescription(new RegExp(underage.replace(/\./g, '\\.')));
  await chooseWithArrows(page, main.getByRole('combobox', { name: 'Rodzaj dokumentu', exact: true }), 'Dowód osobisty');
  await typeInto(page, main.getByRole('textbox', { name: 'Numer dokumentu', exact: true }), 'ABC123456');
  await dateWithKeyboard(page, main.getByRole('group', { name: 'Data ważności dokumentu' }), '31', '1', '2031');
  await chooseWithArrows(page, main.getByRole('combobox', { name: 'Obywatelstwo', exact: true }), 'Polska', { typed: 'Pols' });
  const pesel = main.getByRole('textbox', { name: 'Numer PESEL', exact: true });
  await typeInto(page, pesel, '90052712344');
  await chooseWithArrows(page, main.getByRole('combobox', { name: 'Kraj urodzenia', exact: true }), 'Polska', { typed: 'Pols' });
  await expect(pesel).toHaveAccessibleDescription(/To nie jest prawidłowy numer PESEL\. Sprawdź go i spróbuj ponownie\./);
  await expect(main.getByRole('button', { name: 'Dalej', exact: true })).toBeDisabled();
  await expectReasons(page, ['Nazwisko: Podaj nazwisko.', 'Numer PESEL: To nie jest prawidłowy numer PESEL. Sprawdź go i spróbuj ponownie.']);
  await followReason(page, 'Nazwisko: Podaj nazwisko.', lastName);
  await page.keyboard.type('Nowak');
  // Enter in the form while the PESEL is still wrong: focus goes to what is left to fix, not nowhere.
  await enterShowsReasons(page);
  await expectReasons(page, ['Numer PESEL: To nie jest prawidłowy numer PESEL. Sprawdź go i spróbuj ponownie.']);
  await followReason(page, 'Numer PESEL: To nie jest prawidłowy numer PESEL. Sprawdź go i spróbuj ponownie.', pesel);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('90052712343');
  await expect(reasons(page).getByRole('listitem')).toHaveCount(0);
  await nextStep(page, 'Twój adres');

  // addressDetails: a postal code one digit short, said under the field when it is left (focus stays where the
  // applicant put it, issue 18 item 4), then completed; the building number left empty and found through the list.
  const postalCode = main.getByRole('textbox', { name: 'Kod pocztowy', exact: true });
  await typeInto(page, postalCode, '00-90');
  const town = main.getByLabel('Miejscowość', { exact: true });
  await page.keyboard.press('Tab');
  await expect(town).toBeFocused();
  await expect(postalCode).toHaveAccessibleDescription(/Podaj polski kod pocztowy w formacie 00-000\./);
  await tabTo(page, postalCode, { backwards: true });
  await page.keyboard.press('End');
  await page.keyboard.type('2');
  await expect(postalCode).toHaveValue('00-902');
  // docs/spec/flow/validation.md: the complete code looks up its town; the only one fills the town field (nothing to type, but reachable).
  await expect(town).toHaveValue('Warszawa');
  await tabTo(page, town);
  await expect(postalCode).not.toHaveAccessibleDescription(/Podaj polski kod pocztowy/);
  await typeInto(page, main.getByLabel('Ulica', { exact: true }), 'Wiejska');
  const buildingNumber = main.getByRole('textbox', { name: 'Numer budynku', exact: true });
  await tabTo(page, buildingNumber);
  await typeInto(page, main.getByRole('textbox', { name: 'Miejsce urodzenia', exact: true }), 'Kraków');
  await enterShowsReasons(page);
  await expectReasons(page, ['Numer budynku: Podaj numer budynku.']);
  await page.keyboard.press('Tab');
  await expect(reasons(page).getByRole('button', { name: 'Numer budynku: Podaj numer budynku.', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(buildingNumber).toBeFocused();
  await page.keyboard.type('4');
  await nextStep(page, 'Twoja rezydencja podatkowa');

  // taxOfficeDetails.
  // A long list: the applicant types the start of the name (type-ahead, spaces included), then arrows down to it.
  // Typed without the "ą": Playwright's US layout cannot press it, and the type-ahead ignores diacritics anyway.
  await chooseWithArrows(page, main.getByRole('combobox', { name: 'Urząd skarbowy', exact: true }), 'Urząd Skarbowy Warszawa-Mokotów', {
    typed: 'Urzad Skarbowy Warszawa',
  });
  await nextStep(page, 'Wybierz walutę rachunku');

  // currencyChoice.
  await chooseWithArrows(page, main.getByRole('combobox', { name: 'Waluta rachunku', exact: true }), 'PLN – polski złoty');
  await nextStep(page, 'Oświadczenia i dokumenty');

  // declarationAcceptance: radio groups by arrows, the document list opened by Enter, each box ticked by Space.
  await answerNo(page, 'Czy jesteś podatnikiem w USA?');
  await answerNo(page, 'Czy jesteś osobą zajmującą eksponowane stanowisko polityczne?');
  const nonProfessional = main.getByRole('radio', { name: 'Jestem nieprofesjonalnym użytkownikiem informacji giełdowych', exact: true });
  await tabTo(page, nonProfessional);
  await page.keyboard.press('Space');
  await expect(nonProfessional).toBeChecked();
  // The documents shown, then the rest behind their disclosure (the next Tab leads into them), then the consents.
  await tickEveryBox(page, main.getByRole('group', { name: 'Akceptuję te dokumenty i potwierdzam zapoznanie się z nimi' }));
  await tabTo(page, main.getByRole('button', { name: 'Pokaż wszystkie dokumenty', exact: true }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('button', { name: 'Pokaż mniej dokumentów', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await tickEveryBox(page, main);
  await nextStep(page, 'Twoja sytuacja finansowa');

  // riskAssessment.
  await chooseWithArrows(page, main.getByRole('combobox', { name: 'Status zawodowy', exact: true }), 'Osoba zatrudniona');
  await chooseWithArrows(page, main.getByRole('combobox', { name: 'Branża, w której pracujesz', exact: true }), 'Inżynieria, IT i nowe technologie');
  await chooseWithArrows(page, main.getByRole('combobox', { name: 'Stanowisko', exact: true }), 'Starszy specjalista');
  await chooseWithArrows(page, main.getByRole('combobox', { name: 'Główne źródło pieniędzy, które zainwestujesz', exact: true }), 'Wynagrodzenie z pracy');
  await chooseWithArrows(page, main.getByRole('combobox', { name: 'Roczny dochód', exact: true }), 'Od 130 000 zł do kwoty poniżej 250 000 zł rocznie');
  await chooseWithArrows(page, main.getByRole('combobox', { name: 'Oszczędności i inwestycje', exact: true }), 'Od 40 000 zł do kwoty poniżej 70 000 zł');
  await nextStep(page, 'Sprawdź swoje odpowiedzi');

  // summaryAndPaymentChoice (docs/spec/flow/calls.md#call-table): the answers, then on without paying (the deposit can wait for the client zone).
  // The page's clock from here on, so the hand-over's 17 s wait (docs/spec/flow/states.md#client-zone-login) can be moved past instead of waited.
  await page.clock.install();
  await tabTo(page, main.getByRole('button', { name: 'Przejdź dalej bez płacenia', exact: true }), { max: 24 });
  await page.keyboard.press('Enter');
  await expectStepHeadingFocused(page, 'Otwieramy Twój rachunek');

  // docs/spec/flow/states.md#client-zone-login: the automatic login form posts itself 17 s after the hand-over; nothing to press.
  await expect(page).toHaveURL(/\/onboarding\/client-zone-login$/);
  const posted = page.waitForRequest((request) => request.url() === `${baseURL}/api/autoLogin`, { timeout: 30_000 });
  await page.clock.fastForward('00:18');
  const autoLogin = await posted;
  expect(autoLogin.method()).toBe('POST');
  await expect(page.getByRole('heading', { level: 1, name: 'Twój rachunek jest otwarty' })).toBeVisible();
});
