import { axeViolations } from '@repo/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_UNLOCK_DELAY_MS } from '../../../constants';
import { useDraftStore } from '../../../stores/draftStore';
import { useLockStore } from '../../../stores/lockStore';
import { fakeClient, renderFlow } from '../../../test/renderFlow';
import { resetFlow } from '../testSupport';

beforeEach(resetFlow);
afterEach(() => {
  vi.useRealTimers();
});

const sent = (sentSmsCount: number, extra: Record<string, unknown> = {}) => ({
  status: 'success' as const,
  dataContent: { sentSmsCount, emailVerificationAvailable: sentSmsCount >= 2, resendAfterSeconds: 30, codeLength: 6, ...extra },
});

async function toCodeEntry(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /^Number/ }), '600123456');
  await user.click(screen.getByRole('button', { name: 'Send the code' }));
  return screen.findByRole('heading', { level: 1, name: 'Enter the code from the text message' });
}

describe('desktopSms: the phone entry (docs/spec/flow/screens.md#desktopsms, docs/spec/flow/validation.md)', () => {
  it('enables the send button from 5 digits on, and sends the number with its prefix behind the bot check', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { desktopSms: sent(1) });
    await renderFlow({ path: '/confirm-phone', locale: 'en', client, token: 't' });
    const send = await screen.findByRole('button', { name: 'Send the code' });
    await user.type(screen.getByRole('textbox', { name: /^Number/ }), '6001');
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Number/ }), '2');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter the code from the text message' })).toBeInTheDocument();
    expect(client.call).toHaveBeenCalledWith(
      'desktopSms',
      expect.objectContaining({ phoneNumber: '60012', phoneNumberPrefix: '+44', recaptchaToken: 'local-captcha.test', sentSmsCount: 1 }),
    );
    expect(screen.getByText('We sent a text message with a code to +44 60012.')).toBeInTheDocument();
  });

  // Issue 17 defect 8: a German resident on the English page was offered the United Kingdom's +44 first.
  it("preselects the prefix of the applicant's country of residence, not the page language's", async () => {
    const user = userEvent.setup();
    useDraftStore.getState().update({ residenceCountry: 'DE' });
    const client = fakeClient('en', {}, { desktopSms: sent(1) });
    await renderFlow({ path: '/confirm-phone', locale: 'en', client, token: 't' });
    await user.type(await screen.findByRole('textbox', { name: /^Number/ }), '15112345678');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('desktopSms', expect.objectContaining({ phoneNumberPrefix: '+49' })));
  });

  it('shows a refused number under the field and in the focused error summary', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { desktopSms: { status: 'error', errors: { phoneNumber: ['This is not a mobile number.'] } } });
    await renderFlow({ path: '/confirm-phone', locale: 'en', client, token: 't' });
    await user.type(await screen.findByRole('textbox', { name: /^Number/ }), '221234567');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    const link = await screen.findByRole('link', { name: 'This is not a mobile number.' });
    await waitFor(() => expect(link.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByRole('group', { name: 'Mobile phone number' })).toHaveAccessibleDescription(/This is not a mobile number/);
    expect(useDraftStore.getState().phoneStage).toBe('entry');
  });
});

describe('desktopSms: the code entry (docs/spec/flow/screens.md#desktopsms, docs/spec/flow/states.md#phone "Phone")', () => {
  it('keeps Confirm disabled while the code is empty, then confirms it and follows the server', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { desktopSms: sent(1), desktopSmsCode: { status: 'success', next: 'dataUploadChoice' } });
    const { router } = await renderFlow({ path: '/confirm-phone', locale: 'en', client, token: 't' });
    await toCodeEntry(user);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Code from the text message' }), '12a3456');
    expect(screen.getByRole('textbox', { name: 'Code from the text message' })).toHaveValue('123456');
    await user.click(confirm);
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/select-registration-method'));
    expect(client.call).toHaveBeenCalledWith('desktopSmsCode', { phoneVerificationCode2: '123456' });
  });

  it('shows a wrong code under the field and clears the message as soon as the applicant types', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { desktopSms: sent(1), desktopSmsCode: { status: 'error', errors: { phoneVerificationCode2: ['The code is wrong.'] } } });
    await renderFlow({ path: '/confirm-phone', locale: 'en', client, token: 't' });
    await toCodeEntry(user);
    const code = screen.getByRole('textbox', { name: 'Code from the text message' });
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('link', { name: 'The code is wrong.' })).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(/The code is wrong/);
    await user.type(code, '{Backspace}');
    expect(screen.queryByText('The code is wrong.')).not.toBeInTheDocument();
  });

  it('after a wrong code, says how many tries this code has left (the server counts them), with the error', async () => {
    const user = userEvent.setup();
    const wrong = { status: 'error' as const, errors: { phoneVerificationCode2: ['The code is incorrect. Check it and try again.'] }, dataContent: { attemptsLeft: 2 } };
    const client = fakeClient('en', {}, { desktopSms: sent(1), desktopSmsCode: wrong });
    await renderFlow({ path: '/confirm-phone', locale: 'en', client, token: 't' });
    await toCodeEntry(user);
    const code = screen.getByRole('textbox', { name: 'Code from the text message' });
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('link', { name: 'The code is incorrect. Check it and try again. You can try 2 more times with this code.' })).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(/You can try 2 more times with this code/);
  });

  it('sending the code moves focus to the heading of the code entry, and "wrong phone number" to the entry\'s (WCAG 2.4.3)', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { desktopSms: sent(1) });
    await renderFlow({ path: '/confirm-phone', locale: 'en', client, token: 't' });
    await user.type(await screen.findByRole('textbox', { name: /^Number/ }), '600123456');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Enter the code from the text message' })).toHaveFocus());
    screen.getByRole('button', { name: 'Wrong phone number? Change it' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Confirm your phone number' })).toHaveFocus());
  });

  it("'wrong phone number' goes back to the entry with the number kept", async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { desktopSms: sent(1) });
    await renderFlow({ path: '/confirm-phone', locale: 'en', client, token: 't' });
    await toCodeEntry(user);
    await user.click(screen.getByRole('button', { name: 'Wrong phone number? Change it' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your phone number' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Number/ })).toHaveValue('600123456');
  });

  it('a new number sent within the cool-down (429): Send waits out the seconds the server gave, counting them down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const tooSoon = { status: 'error' as const, globalError: 'Wait a moment before you ask for another code.', dataContent: { retryAfterSeconds: 28 } };
    let answers = 0;
    const client = fakeClient('en', {}, { desktopSms: () => Promise.resolve(answers++ === 0 ? sent(1) : tooSoon) });
    await renderFlow({ path: '/confirm-phone', locale: 'en', client, token: 't' });
    await toCodeEntry(user);
    await user.click(screen.getByRole('button', { name: 'Wrong phone number? Change it' }));
    const number = await screen.findByRole('textbox', { name: /^Number/ });
    await user.clear(number);
    await user.type(number, '600999888');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await waitFor(() => expect(screen.getByText(/You can ask for a new code in (28|27) seconds\./)).toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(ERROR_UNLOCK_DELAY_MS + 100));
    expect(screen.getByRole('button', { name: 'Send the code' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(28_000));
    expect(screen.queryByText(/You can ask for a new code/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the code' })).toBeEnabled();
  });

  it('offers the resend link only after the cool-down the server gave, counting down the seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // This tab registered (its draft has the residence country): no stored answers to fetch, only the calls counted.
    useDraftStore.getState().update({ residenceCountry: 'PL' });
    const client = fakeClient('en', {}, { desktopSms: sent(1) });
    await renderFlow({ path: '/confirm-phone', locale: 'en', client, token: 't' });
    await toCodeEntry(user);
    const resend = screen.getByRole('button', { name: "Didn't get the code? Send it again" });
    expect(resend).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in (30|29) seconds\./)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(screen.getByText(/You can ask for a new code in (10|9) seconds\./)).toBeInTheDocument();
    expect(resend).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(resend).toBeEnabled();
    expect(screen.queryByText(/You can ask for a new code/)).not.toBeInTheDocument();
    await user.click(resend);
    await waitFor(() => expect(client.call).toHaveBeenCalledTimes(2));
    expect(client.call).toHaveBeenLastCalledWith('desktopSms', expect.objectContaining({ phoneNumber: '600123456', sentSmsCount: 2 }));
  });

  // Issue 18 item 5: a resend said nothing, and the error of the old code stayed under the field.
  it('a resend says a new code was sent and clears the error of the old one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const client = fakeClient('en', {}, {
      desktopSms: sent(1, { resendAfterSeconds: 0 }),
      desktopSmsCode: { status: 'error', errors: { phoneVerificationCode2: ['The code is not correct.'] } },
    });
    await renderFlow({ path: '/confirm-phone', locale: 'en', client, token: 't' });
    await toCodeEntry(user);
    await user.type(screen.getByRole('textbox', { name: /Code from the text message/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findAllByText('The code is not correct.')).not.toHaveLength(0);
    // The screen stays locked a moment after an error (docs/spec/flow/constants.md#timers "loader release 1 s after an error"): the clock moves on.
    await act(() => vi.advanceTimersByTimeAsync(ERROR_UNLOCK_DELAY_MS));
    expect(useLockStore.getState().locked).toBe(false);
    await user.click(screen.getByRole('button', { name: "Didn't get the code? Send it again" }));
    expect(await screen.findByText('We sent a new code to +44 600123456.')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('The code is not correct.')).not.toBeInTheDocument();
  });

  // The 1 s release after an error (docs/spec/flow/constants.md#timers) belonged to no particular submit: a code sent
  // again within that second, still waiting for the server, was unlocked by the old timer, and a further click sent it twice.
  it("an error's delayed release does not unlock a later submit that is still waiting for the server", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let codes = 0;
    const client = fakeClient('en', {}, {
      desktopSms: sent(1),
      desktopSmsCode: () => (++codes === 1 ? { status: 'error', errors: { phoneVerificationCode2: ['The code is not correct.'] } } : new Promise<never>(() => {})),
    });
    await renderFlow({ path: '/confirm-phone', locale: 'en', client, token: 't' });
    await toCodeEntry(user);
    await user.type(screen.getByRole('textbox', { name: /Code from the text message/ }), '123456');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    expect(await screen.findAllByText('The code is not correct.')).not.toHaveLength(0);
    // Within the second: the first click only unlocks, the second sends again and waits for the server.
    await user.click(confirm);
    await user.click(confirm);
    await waitFor(() => expect(codes).toBe(2));
    expect(useLockStore.getState().locked).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(ERROR_UNLOCK_DELAY_MS * 2));
    expect(useLockStore.getState().locked).toBe(true);
  });

  it('after 2 sends offers the e-mail code, which leads to confirmEmail with the address the server answered', async () => {
    const user = userEvent.setup();
    let sends = 0;
    const client = fakeClient(
      'en',
      {},
      {
        desktopSms: () => sent(++sends, { resendAfterSeconds: 0 }),
        verifyEmail: { status: 'success', next: 'confirmEmail', email: 'jan@example.com', dataContent: { resendAfterSeconds: 30 } },
      },
    );
    const { router } = await renderFlow({ path: '/confirm-phone', locale: 'en', client, token: 't' });
    await toCodeEntry(user);
    expect(screen.queryByRole('button', { name: 'Verify with a code sent by e-mail instead' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Didn't get the code? Send it again" }));
    await user.click(await screen.findByRole('button', { name: 'Verify with a code sent by e-mail instead' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(router.history.location.pathname).toBe('/onboarding/confirm-email');
    expect(screen.getByText('We sent a code to jan@example.com.')).toBeInTheDocument();
    expect(client.call).toHaveBeenCalledWith('verifyEmail', { phoneNumber: '600123456', phoneNumberPrefix: '+44', sentSmsCount: 2 });
  });

  it('after a reload, the code entry is still there (the draft survives in sessionStorage)', async () => {
    useDraftStore.getState().update({ phoneStage: 'code', phoneNumber: '600123456', phoneNumberPrefix: '+48', sentSmsCount: 1 });
    await renderFlow({ path: '/confirm-phone', locale: 'en', token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter the code from the text message' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('onboarding.draft') ?? '{}').state).toMatchObject({ phoneStage: 'code', sentSmsCount: 1 });
  });

  it('both states pass axe; the entry reads in Polish', async () => {
    const user = userEvent.setup();
    await renderFlow({ path: '/confirm-phone', locale: 'pl', client: fakeClient('pl', {}, { desktopSms: sent(1) }), token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Potwierdź numer telefonu' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /^Numer/ }), '600123456');
    await user.click(screen.getByRole('button', { name: /Send the code|Wyślij kod/ }));
    await screen.findByRole('textbox', { name: /SMS|text message/ });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
