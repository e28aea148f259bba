import { ALTCHA_ALGORITHM, ALTCHA_COST, type AltchaChallenge } from '@onboarding/realform-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraftStore } from '../stores/draftStore';
import { useLockStore } from '../stores/lockStore';
import { resetFlow } from '../screens/data/testSupport';
import { fakeClient, renderFlow } from '../test/renderFlow';
import { createAltchaCaptcha } from './altchaCaptcha';
import { CaptchaError, type Captcha } from './Captcha';

// The screens behind the bot check send the token of the challenge they solved (docs/spec/flow/screens.md, docs/spec/flow/calls.md), and a check that fails
// leaves the form as it was, with a translated error, for another try.

const SECRET = 'screen-test-key-0123456789-0123456789';
const PASSWORD = 'Tr4ding!Account';

beforeEach(() => {
  resetFlow();
});

/** The real ALTCHA captcha against a challenge server in memory, remembering every challenge it issued. */
function altcha() {
  const issued: AltchaChallenge[] = [];
  const fetch = vi.fn(async () => {
    const challenge = (await createChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost: ALTCHA_COST,
      counter: 5,
      deriveKey,
      data: { brand: 'pl', expires: Math.floor(Date.now() / 1000) + 600 },
      hmacSignatureSecret: SECRET,
    })) as AltchaChallenge;
    issued.push(challenge);
    return new Response(JSON.stringify(challenge), { status: 200 });
  });
  return { captcha: createAltchaCaptcha({ brand: 'pl', baseUrl: 'https://broker.test', fetch: fetch as unknown as typeof globalThis.fetch }), issued, fetch };
}

/** The token a call was sent with: the solution of one of the issued challenges, verified as the server would. */
async function expectSolvedToken(token: unknown, issued: AltchaChallenge[]) {
  const { challenge, solution } = JSON.parse(atob(String(token))) as { challenge: AltchaChallenge; solution: { counter: number; derivedKey: string } };
  expect(issued).toContainEqual(challenge);
  expect(await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET })).toMatchObject({ verified: true });
}

async function fillRegistration(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Rozpocznij' }));
  await user.click(await screen.findByRole('radio', { name: 'Tak' }));
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
  await screen.findByRole('heading', { level: 1, name: 'Załóż konto' });
  await user.type(screen.getByLabelText('Adres e-mail'), 'jan@example.com');
  await user.click(screen.getByRole('button', { name: 'Potwierdź adres e-mail' }));
  await user.type(screen.getByLabelText('Powtórz adres e-mail'), 'jan@example.com');
  await user.type(screen.getByLabelText('Hasło', { exact: true }), PASSWORD);
  await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
}

describe('the bot check on the screens', () => {
  it('registration starts the check while the form is filled in, and sends the solved challenge', async () => {
    const user = userEvent.setup();
    const { captcha, issued, fetch } = altcha();
    const client = fakeClient('pl', { newAccount: { status: 'success', next: 'desktopSms' } });
    await renderFlow({ client, token: 't', captcha });
    await fillRegistration(user);
    // Started by the first interaction, before Next.
    expect(fetch).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { level: 1, name: 'Potwierdź numer telefonu' });
    // The challenge solved while typing is the one sent.
    await expectSolvedToken(client.newAccount.mock.calls[0]?.[0]?.recaptchaToken, issued.slice(0, 1));
  });

  it('a check that cannot run shows a translated error, keeps what was typed, and the next press tries again', async () => {
    const user = userEvent.setup();
    let failures = 1;
    const flaky: Captcha = {
      execute: vi.fn(async () => {
        if (failures-- > 0) throw new CaptchaError('unavailable', 'offline');
        return 'fresh-token';
      }),
    };
    const client = fakeClient('pl', { newAccount: { status: 'success', next: 'desktopSms' } });
    await renderFlow({ client, token: 't', captcha: flaky });
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText(/Nie udało się wczytać sprawdzenia, że nie jesteś robotem/)).toBeInTheDocument();
    expect(client.newAccount).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Adres e-mail')).toHaveValue('jan@example.com');
    expect(screen.getByLabelText('Hasło', { exact: true })).toHaveValue(PASSWORD);
    await waitFor(() => expect(useLockStore.getState().locked).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { level: 1, name: 'Potwierdź numer telefonu' });
    expect(client.newAccount).toHaveBeenCalledWith(expect.objectContaining({ recaptchaToken: 'fresh-token' }));
  });

  it('the phone step sends the solved challenge with the number', async () => {
    const user = userEvent.setup();
    const { captcha, issued } = altcha();
    const client = fakeClient('en', {}, { desktopSms: { status: 'success', dataContent: { sentSmsCount: 1, resendAfterSeconds: 0 } } });
    // This tab registered (its draft has the residence country): no stored answers to fetch, only the calls counted.
    useDraftStore.getState().update({ residenceCountry: 'PL' });
    await renderFlow({ path: '/confirm-phone', locale: 'en', client, token: 't', captcha });
    await user.type(await screen.findByRole('textbox', { name: /^Number/ }), '600123456');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('desktopSms', expect.objectContaining({ phoneNumber: '600123456' })));
    await expectSolvedToken(client.call.mock.calls[0]?.[1]?.recaptchaToken, issued);
  });

  it('confirm-email sends the solved challenge with the code (docs/spec/flow/screens.md#confirmemail "Next via human-check")', async () => {
    const user = userEvent.setup();
    const { captcha, issued } = altcha();
    useDraftStore.getState().update({ codeEmail: 'jan@example.com', phoneNumber: '600123456', phoneNumberPrefix: '+48', sentSmsCount: 2 });
    const client = fakeClient('en', {}, { confirmEmail: { status: 'success', next: 'dataUploadChoice' } });
    await renderFlow({ path: '/confirm-email', locale: 'en', client, token: 't', captcha });
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('confirmEmail', expect.objectContaining({ confirmEmailCode2: '123456' })));
    await expectSolvedToken(client.call.mock.calls.find(([name]) => name === 'confirmEmail')?.[1]?.recaptchaToken, issued);
  });
});
