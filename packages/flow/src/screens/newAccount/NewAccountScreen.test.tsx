import { axeViolations } from '@repo/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserHistory } from '@tanstack/react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeClient, renderFlow } from '../../test/renderFlow';
import { resetApplicantState } from '../../test/resetApplicantState';
import { useDraftStore } from '../../stores/draftStore';
import { useLockStore } from '../../stores/lockStore';

const PASSWORD = 'Tr4ding!Account';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  // The files share a worker's modules: a denial another file left in memory would send the steps to /denied.
  resetApplicantState();
});

async function toRegistration(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Rozpocznij' }));
  // The residence question loads after the intro (a chunk of its own): wait for it as an applicant would.
  await user.click(await screen.findByRole('radio', { name: 'Tak' }));
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
  await screen.findByRole('heading', { level: 1, name: 'Załóż konto' });
}

/** Fills the registration form completely and correctly, then presses Next. */
async function submitRegistration(user: ReturnType<typeof userEvent.setup>) {
  await toRegistration(user);
  await user.type(screen.getByLabelText('Adres e-mail'), 'jan@example.com');
  await user.click(screen.getByRole('button', { name: 'Potwierdź adres e-mail' }));
  await user.type(screen.getByLabelText('Powtórz adres e-mail'), 'jan@example.com');
  await user.type(screen.getByLabelText('Hasło', { exact: true }), PASSWORD);
  await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
}

describe('newAccount entry flow (docs/spec/flow/states.md#entry-flow)', () => {
  it('given the Polish locale, asks whether the applicant lives in Poland, and "no" needs a country before continuing', async () => {
    const user = userEvent.setup();
    await renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Rozpocznij' }));
    const continueButton = await screen.findByRole('button', { name: 'Dalej' });
    expect(continueButton).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Nie' }));
    expect(continueButton).toBeDisabled();
    const country = screen.getByRole('combobox', { name: /Kraj zamieszkania/ });
    await user.type(country, 'Cze');
    await user.click(await screen.findByRole('option', { name: 'Czechy' }));
    expect(continueButton).toBeEnabled();
  });

  it('given a resident of a country with its own-language page, asks about the language before registration', async () => {
    const user = userEvent.setup();
    await renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Rozpocznij' }));
    await user.click(await screen.findByRole('radio', { name: 'Nie' }));
    await user.type(screen.getByRole('combobox', { name: /Kraj zamieszkania/ }), 'Niem');
    await user.click(await screen.findByRole('option', { name: 'Niemcy' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByRole('group', { name: /niemiecki/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Nie' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Załóż konto' })).toBeInTheDocument();
  });
});

// Issue 17 defect 5: one rule (dictionaries' residenceRoute) — a Ukrainian resident is asked about an EU address on
// every page, not only on the Ukrainian one; elsewhere they were sent straight to the non-EU page.
describe('a resident of Ukraine', () => {
  it('on the Polish page is asked whether they have an address in the EU, and "yes" leads to registration', async () => {
    const user = userEvent.setup();
    await renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Rozpocznij' }));
    await user.click(await screen.findByRole('radio', { name: 'Nie' }));
    await user.type(screen.getByRole('combobox', { name: /Kraj zamieszkania/ }), 'Ukr');
    await user.click(await screen.findByRole('option', { name: 'Ukraina' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    const question = await screen.findByRole('group', { name: /Unii Europejskiej/ });
    await user.click(within(question).getByRole('radio', { name: 'Tak' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Załóż konto' })).toBeInTheDocument();
  });
});

// The entry's intro, residence question and registration form share one address: the phase travels in the history
// state, so the browser's Back goes to the phase before (not off the site) and a reload stays where the applicant was.
describe("the browser's Back, Forward and reload on the entry screen", () => {
  it('Back from the registration form shows the residence question with its answer, then the intro; Forward returns', async () => {
    const user = userEvent.setup();
    const { router } = await renderFlow();
    await toRegistration(user);
    router.history.back();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gdzie mieszkasz?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tak' })).toBeChecked();
    router.history.back();
    expect(await screen.findByRole('button', { name: 'Rozpocznij' })).toBeInTheDocument();
    expect(router.history.location.pathname).toBe('/onboarding/');
    router.history.forward();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gdzie mieszkasz?' })).toBeInTheDocument();
    router.history.forward();
    expect(await screen.findByRole('heading', { level: 1, name: 'Załóż konto' })).toBeInTheDocument();
  });

  it('a reload on the residence question shows it again, not the intro', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/onboarding/');
    const first = await renderFlow({ history: createBrowserHistory() });
    await user.click(await screen.findByRole('button', { name: 'Rozpocznij' }));
    await screen.findByRole('heading', { level: 1, name: 'Gdzie mieszkasz?' });
    first.unmount();
    // The page loads again: a new app on the same browser history entry.
    await renderFlow({ history: createBrowserHistory() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gdzie mieszkasz?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rozpocznij' })).not.toBeInTheDocument();
  });

  it('after Back to the residence question, another answer leads on from there (a non-EU country is told it cannot register)', async () => {
    const user = userEvent.setup();
    const { router } = await renderFlow();
    await toRegistration(user);
    router.history.back();
    await user.click(await screen.findByRole('radio', { name: 'Nie' }));
    await user.type(screen.getByRole('combobox', { name: /Kraj zamieszkania/ }), 'Japo');
    await user.click(await screen.findByRole('option', { name: 'Japonia' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Załóż konto' })).not.toBeInTheDocument());
    expect(useDraftStore.getState()).toMatchObject({ residenceCountry: 'JP', residenceDone: false });
  });
});

describe('focus on the entry screen, whose phases change without a route change (docs/architecture.md#accessibility, WCAG 2.4.3)', () => {
  it('given a keyboard user, Start and Continue move focus to the next heading, and Confirm e-mail to the field it reveals', async () => {
    const user = userEvent.setup();
    await renderFlow();
    (await screen.findByRole('button', { name: 'Rozpocznij' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Gdzie mieszkasz?' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Tak' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dalej' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Załóż konto' })).toHaveFocus());
    await user.tab();
    await user.keyboard('jan@example.com');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Potwierdź adres e-mail' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Powtórz adres e-mail')).toHaveFocus();
  });

  it('after a reload with the e-mail already confirmed, the repeat field does not take focus', async () => {
    useDraftStore.getState().update({ residenceConfirm: true, residenceCountry: 'PL', residenceDone: true, email: 'jan@example.com', emailConfirmed: true });
    await renderFlow();
    expect(await screen.findByLabelText('Powtórz adres e-mail')).not.toHaveFocus();
  });
});

describe('registration (docs/spec/flow/states.md#entry-flow entry flow 4–5, docs/spec/flow/validation.md#registration)', () => {
  it('reveals the password only after a valid e-mail is confirmed, and changing the e-mail un-confirms it', async () => {
    const user = userEvent.setup();
    await renderFlow();
    await toRegistration(user);
    const confirm = screen.getByRole('button', { name: 'Potwierdź adres e-mail' });
    await user.type(screen.getByLabelText('Adres e-mail'), 'jan.kowalski@');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Adres e-mail'), 'example.com');
    await user.click(confirm);
    expect(screen.getByLabelText('Hasło', { exact: true })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Adres e-mail'), 'x');
    expect(screen.queryByLabelText('Hasło', { exact: true })).not.toBeInTheDocument();
  });

  it('enables Next only when addresses match, the password meets all four rules and the terms are ticked', async () => {
    const user = userEvent.setup();
    await renderFlow();
    await toRegistration(user);
    await user.type(screen.getByLabelText('Adres e-mail'), 'jan@example.com');
    await user.click(screen.getByRole('button', { name: 'Potwierdź adres e-mail' }));
    const next = screen.getByRole('button', { name: 'Dalej' });
    await user.type(screen.getByLabelText('Powtórz adres e-mail'), 'jan@example.com');
    await user.type(screen.getByLabelText('Hasło', { exact: true }), 'tr4ding!account');
    await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    expect(next).toBeDisabled();
    await user.clear(screen.getByLabelText('Hasło', { exact: true }));
    await user.type(screen.getByLabelText('Hasło', { exact: true }), PASSWORD);
    expect(next).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    expect(next).toBeDisabled();
    expect(screen.getByText('Zaznacz to pole, aby zaakceptować regulamin i przejść dalej.')).toBeInTheDocument();
  });

  it('sends new-account and follows the server to confirm-phone', async () => {
    const user = userEvent.setup();
    const client = fakeClient('pl', { newAccount: { status: 'success', next: 'desktopSms' } });
    const { router } = await renderFlow({ client, token: 't' });
    await submitRegistration(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Potwierdź numer telefonu' })).toBeInTheDocument();
    expect(router.history.location.pathname).toBe('/onboarding/confirm-phone');
    expect(client.newAccount).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'jan@example.com', residenceCountry: 'PL', residenceConfirm: true, termsAccepted: true, marketingAgreement: false, recaptchaToken: 'local-captcha.test' }),
    );
    await waitFor(() => expect(useLockStore.getState().locked).toBe(false));
  });

  it('a new account made after Back from an earlier one starts its steps afresh: no code screen for a code never sent, no earlier answers', async () => {
    const user = userEvent.setup();
    // What this browser kept of the earlier application: a code sent to a number, a resend countdown, some answers.
    useDraftStore.getState().update({
      phoneNumberPrefix: '+48',
      phoneNumber: '605590427',
      phoneStage: 'code',
      sentSmsCount: 1,
      codeResendAt: Date.now() + 16_000,
      personalData: { firstName: 'Jan' },
    });
    const client = fakeClient('pl', { newAccount: { status: 'success', next: 'desktopSms' } });
    await renderFlow({ client, token: 't' });
    await submitRegistration(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Potwierdź numer telefonu' })).toBeInTheDocument();
    // The number is offered again (the same person), but no code was sent for this application: send one first.
    expect(await screen.findByRole('button', { name: 'Wyślij kod' })).toBeInTheDocument();
    expect(useDraftStore.getState()).toMatchObject({ phoneNumber: '605590427', phoneStage: 'entry', sentSmsCount: 0, codeResendAt: null, personalData: null });
  });

  it('shows the server field errors under the fields and in a focused error summary, keeping what was typed', async () => {
    const user = userEvent.setup();
    const client = fakeClient('pl', { newAccount: { status: 'error', errors: { email: ['Ten adres jest nieprawidłowy.'] } } });
    await renderFlow({ client, token: 't' });
    await submitRegistration(user);
    const link = await screen.findByRole('link', { name: 'Ten adres jest nieprawidłowy.' });
    await waitFor(() => expect(link.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByLabelText('Adres e-mail')).toHaveValue('jan@example.com');
    expect(screen.getByLabelText('Adres e-mail')).toHaveAccessibleDescription(/Ten adres jest nieprawidłowy/);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('given a restart answer, clears the token and shows the restart screen', async () => {
    const user = userEvent.setup();
    const client = fakeClient('pl', { newAccount: { status: 'error', next: 'restart', restart: true } });
    const { tokenStore } = await renderFlow({ client, token: 't' });
    await submitRegistration(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Twoja sesja wygasła' })).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
  });
});

describe('pages that need a session (docs/spec/flow/states.md)', () => {
  it('given no token, /confirm-phone sends the applicant to restart', async () => {
    const { router } = await renderFlow({ path: '/confirm-phone' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Twoja sesja wygasła' })).toBeInTheDocument();
    expect(router.history.location.pathname).toBe('/onboarding/login');
  });
});
