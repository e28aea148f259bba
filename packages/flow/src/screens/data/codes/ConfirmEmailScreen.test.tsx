import { axeViolations } from '@repo/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '../../../stores/draftStore';
import { fakeClient, renderFlow } from '../../../test/renderFlow';
import { resetFlow } from '../testSupport';

beforeEach(() => {
  resetFlow();
  useDraftStore.getState().update({ codeEmail: 'jan@example.com', phoneNumber: '600123456', phoneNumberPrefix: '+48', sentSmsCount: 2 });
});

const box = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 6` });

describe('confirmEmail (docs/spec/flow/screens.md#confirmemail, docs/spec/flow/validation.md)', () => {
  it('enables Next only with all six digits, and sends the code with the phone the SMS went to, behind the bot check', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { confirmEmail: { status: 'success', next: 'dataUploadChoice' } });
    const { router } = await renderFlow({ path: '/confirm-email', locale: 'en', client, token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(screen.getByText('We sent a code to jan@example.com.')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(box(1));
    await user.keyboard('12345');
    expect(next).toBeDisabled();
    await user.keyboard('6');
    expect(next).toBeEnabled();
    await user.click(next);
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/select-registration-method'));
    expect(client.call).toHaveBeenCalledWith('confirmEmail', { confirmEmailCode2: '123456', recaptchaToken: 'local-captcha.test', phoneNumber: '600123456', phoneNumberPrefix: '+48' });
  });

  it('shows a wrong code in the error summary and under the boxes', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { confirmEmail: { status: 'error', errors: { confirmEmailCode2: ['The code is wrong or has expired.'] } } });
    await renderFlow({ path: '/confirm-email', locale: 'en', client, token: 't' });
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('999999');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'The code is wrong or has expired.' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Code from the e-mail' })).toHaveAccessibleDescription(/The code is wrong or has expired/);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('after a wrong code, says how many tries this code has left (the last one in the singular), with the error', async () => {
    const user = userEvent.setup();
    const wrong = { status: 'error' as const, errors: { confirmEmailCode2: ['The code is incorrect. Check it and try again.'] }, dataContent: { attemptsLeft: 1 } };
    const client = fakeClient('en', {}, { confirmEmail: wrong });
    await renderFlow({ path: '/confirm-email', locale: 'en', client, token: 't' });
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('999999');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'The code is incorrect. Check it and try again. You can try 1 more time with this code.' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Code from the e-mail' })).toHaveAccessibleDescription(/You can try 1 more time with this code/);
  });

  it("'wrong phone number' goes back in history to the phone step", async () => {
    const user = userEvent.setup();
    const { router } = await renderFlow({ path: '/confirm-phone', locale: 'en', token: 't' });
    await screen.findByRole('heading', { level: 1, name: 'Confirm your phone number' });
    await router.navigate({ to: '/confirm-email' });
    await user.click(await screen.findByRole('button', { name: 'Wrong phone number? Go back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your phone number' })).toBeInTheDocument();
    expect(router.history.location.pathname).toBe('/onboarding/confirm-phone');
  });

  it('resends the e-mail code through verify-email', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { verifyEmail: { status: 'success', next: 'confirmEmail', dataContent: { resendAfterSeconds: 30 } } });
    await renderFlow({ path: '/confirm-email', locale: 'en', client, token: 't' });
    const resend = await screen.findByRole('button', { name: "Didn't get the code? Send it again" });
    await user.click(resend);
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('verifyEmail', { phoneNumber: '600123456', phoneNumberPrefix: '+48', sentSmsCount: 2 }));
    await waitFor(() => expect(screen.getByRole('button', { name: "Didn't get the code? Send it again" })).toBeDisabled());
  });

  it('reads in Polish', async () => {
    await renderFlow({ path: '/confirm-email', locale: 'pl', token: 't' });
    expect(await screen.findByRole('button', { name: 'Dalej' })).toBeDisabled();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
