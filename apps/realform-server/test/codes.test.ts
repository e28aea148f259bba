import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_CHECK, PASSWORD, startTestServer } from './harness';
import { latestCode, outboxMessage, passPhoneStep, rawCall, sendDesktopSms, signedUpClient, uniquePhone } from './codesHelpers';

let clock = new Date('2030-03-01T09:00:00Z');
const advanceSeconds = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let t: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  t = await startTestServer({ devEndpoints: true, now: () => clock });
});

afterAll(async () => {
  await t?.close();
});

/** A different wrong code for the right one, so a test never guesses right by accident. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('desktop-sms (docs/spec/flow/calls.md#named-actions DESKTOP_SMS)', () => {
  it('sends a 6-digit code by SMS and keeps the applicant on the phone step', async () => {
    const client = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    const phone = uniquePhone();
    const answer = await sendDesktopSms(client, phone, { sentSmsCount: 0 });
    expect(answer).toEqual({
      status: 'success',
      dataContent: {
        sentSmsCount: 1,
        emailVerificationAvailable: false,
        codeLength: 6,
        codeValidSeconds: 600,
        resendAfterSeconds: 30,
        phoneNumber: phone,
        phoneNumberPrefix: '+48',
      },
    });
    const message = await outboxMessage(t, `+48${phone}`);
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toBe(`${message?.code} is your verification code. It is valid for 10 minutes. Never share it with anyone.`);
  });

  it('accepts the number typed with spaces or with the country code in front', async () => {
    const client = await signedUpClient(t);
    const phone = uniquePhone();
    const answer = await sendDesktopSms(client, `48 ${phone.slice(0, 3)} ${phone.slice(3)}`);
    expect(answer).toMatchObject({ status: 'success', dataContent: { phoneNumber: phone, phoneNumberPrefix: '+48' } });
    expect(await outboxMessage(t, `+48${phone}`)).not.toBeNull();
  });

  it('refuses a number that does not exist for the chosen country code', async () => {
    const client = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    expect(await sendDesktopSms(client, '0600123456')).toEqual({
      status: 'error',
      errors: { phoneNumber: ['This is not a valid phone number for the chosen country code. Check the number and the country code.'] },
    });
    expect(await sendDesktopSms(client, '600123456', { phoneNumberPrefix: '+1' })).toMatchObject({ errors: { phoneNumber: [expect.any(String)] } });
  });

  it('refuses landlines and premium-rate numbers: a code must reach a phone that takes text messages', async () => {
    const client = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    for (const landline of ['221234567', '701234567']) {
      expect(await sendDesktopSms(client, landline)).toEqual({
        status: 'error',
        errors: { phoneNumber: ['Enter a mobile phone number: we send the code in a text message.'] },
      });
    }
  });

  it('answers malformed fields under the fields and a missing bot check in the banner, with HTTP 400', async () => {
    const client = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    const token = client.tokenStore.get()!;
    const bad = await rawCall(t, 'sms/desktop-sms', token, { phoneNumber: '12ab', phoneNumberPrefix: '+999', recaptchaToken: '' });
    expect(bad).toEqual({
      status: 400,
      body: {
        status: 'error',
        errors: { phoneNumber: ['Use digits only.'], phoneNumberPrefix: ['Choose a country code from the list.'] },
        globalError: 'Confirm that you are not a robot.',
      },
    });
    const short = await rawCall(t, 'sms/desktop-sms', token, { phoneNumber: '1234', phoneNumberPrefix: '+48', recaptchaToken: 'x' });
    expect(short.body.errors).toEqual({ phoneNumber: ['The phone number must have at least 5 digits.'] });
    const notJson = await t.post('/realform/sms/desktop-sms', 'phoneNumber=600123456');
    expect(notJson.status).toBe(400);
    expect((await rawCall(t, 'sms/desktop-sms', token, { phoneNumber: 600123456, phoneNumberPrefix: 48, recaptchaToken: ['x'] })).status).toBe(400);
  });

  it('needs a signed-up applicant: an anonymous session or a made-up token is sent to restart', async () => {
    const anonymous = t.client();
    expect(await sendDesktopSms(anonymous, uniquePhone())).toMatchObject({ status: 'error', next: 'restart', restart: true });
    const madeUp = await rawCall(t, 'sms/desktop-sms', 'made-up', { phoneNumber: uniquePhone(), phoneNumberPrefix: '+48', recaptchaToken: 'x' });
    expect(madeUp).toMatchObject({ status: 401, body: { next: 'restart' } });
  });

  it('refuses a failed bot check', async () => {
    const client = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    expect(await sendDesktopSms(client, uniquePhone(), { recaptchaToken: ' ' })).toEqual({
      status: 'error',
      globalError: 'We could not confirm that you are not a robot. Try again.',
    });
  });
});

describe('desktop-sms-code (docs/spec/flow/calls.md#named-actions CONFIRM_SMS_CODE)', () => {
  it('confirms the phone with the right code and leads to dataUploadChoice', async () => {
    const client = await signedUpClient(t);
    const phone = uniquePhone();
    await sendDesktopSms(client, phone);
    const code = await latestCode(t, `+48${phone}`);
    expect(await client.call('desktopSmsCode', { phoneVerificationCode2: code })).toEqual({
      status: 'success',
      next: 'dataUploadChoice',
      dataContent: { phoneNumber: phone, phoneNumberPrefix: '+48' },
    });
    // The phone step is over: a new login resumes after it, and the phone calls are out of order now.
    const again = t.client();
    expect(await again.newLogin({ loginEmail: client.email, loginPassword: PASSWORD })).toMatchObject({ next: 'dataUploadChoice' });
    expect(await sendDesktopSms(again, phone)).toMatchObject({ status: 'error', next: 'dataUploadChoice' });
  });

  it('refuses a wrong code under the field, with the tries left', async () => {
    const client = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    const phone = uniquePhone();
    await sendDesktopSms(client, phone);
    const code = await latestCode(t, `+48${phone}`);
    expect(await client.call('desktopSmsCode', { phoneVerificationCode2: wrong(code) })).toEqual({
      status: 'error',
      errors: { phoneVerificationCode2: ['The code is incorrect. Check it and try again.'] },
      dataContent: { attemptsLeft: 4 },
    });
  });

  it('locks a code after 5 wrong tries: even the right one no longer works, a new code does', async () => {
    const client = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    const phone = uniquePhone();
    await sendDesktopSms(client, phone);
    const code = await latestCode(t, `+48${phone}`);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await client.call('desktopSmsCode', { phoneVerificationCode2: wrong(code) })).toMatchObject({ dataContent: { attemptsLeft: 5 - attempt } });
    }
    const exhausted = { errors: { phoneVerificationCode2: ['An incorrect code was entered too many times. Request a new code.'] } };
    expect(await client.call('desktopSmsCode', { phoneVerificationCode2: wrong(code) })).toMatchObject(exhausted);
    expect(await client.call('desktopSmsCode', { phoneVerificationCode2: code })).toMatchObject(exhausted);

    advanceSeconds(31);
    await sendDesktopSms(client, phone);
    const fresh = await latestCode(t, `+48${phone}`);
    expect(await client.call('desktopSmsCode', { phoneVerificationCode2: fresh })).toMatchObject({ status: 'success', next: 'dataUploadChoice' });
  });

  it('lets a code expire 10 minutes after it was sent (fake clock)', async () => {
    const client = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    const phone = uniquePhone();
    await sendDesktopSms(client, phone);
    const code = await latestCode(t, `+48${phone}`);
    advanceSeconds(10 * 60 - 1);
    expect(await client.call('desktopSmsCode', { phoneVerificationCode2: wrong(code) })).toMatchObject({ dataContent: { attemptsLeft: 4 } });
    advanceSeconds(1);
    expect(await client.call('desktopSmsCode', { phoneVerificationCode2: code })).toEqual({
      status: 'error',
      errors: { phoneVerificationCode2: ['This code has expired. Request a new code.'] },
      dataContent: { attemptsLeft: 0 },
    });
  });

  it('only takes the newest code: a resend replaces the previous one', async () => {
    const client = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    const phone = uniquePhone();
    await sendDesktopSms(client, phone);
    const first = await latestCode(t, `+48${phone}`);
    advanceSeconds(31);
    await sendDesktopSms(client, phone);
    const second = await latestCode(t, `+48${phone}`);
    if (first !== second) {
      expect(await client.call('desktopSmsCode', { phoneVerificationCode2: first })).toMatchObject({ errors: { phoneVerificationCode2: [expect.any(String)] } });
    }
    expect(await client.call('desktopSmsCode', { phoneVerificationCode2: second })).toMatchObject({ status: 'success' });
  });

  it('answers a confirmation without a code sent first, and malformed codes, under the field', async () => {
    const client = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    expect(await client.call('desktopSmsCode', { phoneVerificationCode2: '123456' })).toMatchObject({
      errors: { phoneVerificationCode2: ['There is no active code. Request a new code.'] },
    });
    const token = client.tokenStore.get()!;
    for (const phoneVerificationCode2 of ['12345', '1234567', '12a456', 123456, null]) {
      expect(await rawCall(t, 'form-eu/desktop-sms-code', token, { phoneVerificationCode2 })).toEqual({
        status: 400,
        body: { status: 'error', errors: { phoneVerificationCode2: ['Enter the 6-digit code from the text message.'] } },
      });
    }
    expect((await rawCall(t, 'form-eu/desktop-sms-code', token, {})).status).toBe(400);
  });
});

describe('send limits', () => {
  it('makes the applicant wait 30 seconds between two codes', async () => {
    const client = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    const phone = uniquePhone();
    await sendDesktopSms(client, phone);
    advanceSeconds(10);
    expect(await sendDesktopSms(client, phone)).toEqual({
      status: 'error',
      globalError: 'Wait a moment before requesting another code.',
      dataContent: { retryAfterSeconds: 20 },
    });
    advanceSeconds(20);
    expect(await sendDesktopSms(client, phone)).toMatchObject({ status: 'success', dataContent: { sentSmsCount: 2, emailVerificationAvailable: true } });
  });

  it('sends at most 5 codes an hour per application, then again after the hour', async () => {
    const client = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    for (let send = 1; send <= 5; send++) {
      expect(await sendDesktopSms(client, uniquePhone())).toMatchObject({ status: 'success', dataContent: { sentSmsCount: send } });
      advanceSeconds(31);
    }
    const refused = await sendDesktopSms(client, uniquePhone());
    expect(refused).toMatchObject({ status: 'error', globalError: 'Too many codes have been requested. Try again in an hour.' });
    expect(refused.dataContent?.retryAfterSeconds).toBe(3600 - 5 * 31);
    // Keep the session alive (30 minutes idle) while the hour passes.
    for (const minutes of [20, 20]) {
      advanceSeconds(minutes * 60);
      await client.validate('phoneNumber', '600123456');
    }
    advanceSeconds(3600 - 5 * 31 - 40 * 60 - 1);
    expect(await sendDesktopSms(client, uniquePhone())).toMatchObject({ dataContent: { retryAfterSeconds: 1 } });
    advanceSeconds(1);
    expect(await sendDesktopSms(client, uniquePhone())).toMatchObject({ status: 'success' });
  });

  it('sends at most 5 codes an hour to one phone number, whichever application asks', async () => {
    const phone = uniquePhone();
    const [first, second] = [await signedUpClient(t, { locale: 'en', brand: 'eu' }), await signedUpClient(t, { locale: 'en', brand: 'eu' })];
    for (let send = 0; send < 5; send++) {
      expect(await sendDesktopSms(send % 2 ? first : second, phone)).toMatchObject({ status: 'success' });
      advanceSeconds(16);
    }
    expect(await sendDesktopSms(first, phone)).toMatchObject({ globalError: 'Too many codes have been requested. Try again in an hour.' });
    expect(await sendDesktopSms(first, uniquePhone())).toMatchObject({ status: 'success' });
  });
});

describe('e-mail code (docs/spec/flow/calls.md#named-actions VERIFY_EMAIL, CONFIRM_EMAIL)', () => {
  it('is offered only after 2 text messages', async () => {
    const client = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    expect(await client.call('verifyEmail', {})).toEqual({
      status: 'error',
      globalError: 'Confirmation by e-mail is available after at least two text messages have been sent.',
    });
    await sendDesktopSms(client, uniquePhone(), { sentSmsCount: 5 });
    // The page's count is not believed: one send is one send.
    expect(await client.call('verifyEmail', { sentSmsCount: 2 })).toMatchObject({ status: 'error' });
  });

  it('sends a 6-digit code to the e-mail address, then confirms it and leads to dataUploadChoice', async () => {
    const client = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    const phone = uniquePhone();
    await sendDesktopSms(client, phone);
    advanceSeconds(31);
    expect(await sendDesktopSms(client, phone, { sentSmsCount: 1 })).toMatchObject({ dataContent: { emailVerificationAvailable: true } });

    const verify = await client.call('verifyEmail', { sentSmsCount: 2 });
    expect(verify).toEqual({
      status: 'success',
      next: 'confirmEmail',
      email: client.email,
      info: { Email: client.email },
      dataContent: {
        email: client.email,
        codeLength: 6,
        codeValidSeconds: 600,
        resendAfterSeconds: 30,
        phoneNumber: phone,
        phoneNumberPrefix: '+48',
      },
    });
    const mail = await outboxMessage(t, client.email, 'email');
    expect(mail?.subject).toBe('Your verification code');
    expect(mail?.text).toContain(mail?.code);
    // New login resumes at the e-mail code step.
    expect(await t.client().newLogin({ loginEmail: client.email, loginPassword: PASSWORD })).toMatchObject({ next: 'confirmEmail' });

    const code = await latestCode(t, client.email, 'email');
    // docs/spec/flow/screens.md#confirmemail confirmEmail "Next via human-check": without a passed bot check the code is not even tried.
    expect(await client.call('confirmEmail', { confirmEmailCode2: code, phoneNumber: phone, phoneNumberPrefix: '+48', recaptchaToken: 'forged' })).toEqual({
      status: 'error',
      globalError: 'We could not confirm that you are not a robot. Try again.',
    });
    expect(await client.call('confirmEmail', { confirmEmailCode2: wrong(code), phoneNumber: phone, phoneNumberPrefix: '+48', recaptchaToken: BOT_CHECK })).toEqual({
      status: 'error',
      errors: { confirmEmailCode2: ['The code is incorrect. Check it and try again.'] },
      dataContent: { attemptsLeft: 4 },
    });
    expect(await client.call('confirmEmail', { confirmEmailCode2: code, phoneNumber: phone, phoneNumberPrefix: '+48', recaptchaToken: BOT_CHECK })).toEqual({
      status: 'success',
      next: 'dataUploadChoice',
      email: client.email,
      info: { Email: client.email },
      dataContent: { email: client.email, phoneNumber: phone, phoneNumberPrefix: '+48' },
    });
  });

  it('lets the applicant go back from the e-mail code to the phone and confirm by SMS after all', async () => {
    const client = await signedUpClient(t);
    const phone = uniquePhone();
    await sendDesktopSms(client, phone);
    advanceSeconds(31);
    await sendDesktopSms(client, phone);
    expect(await client.call('verifyEmail', {})).toMatchObject({ next: 'confirmEmail' });
    advanceSeconds(31);
    await sendDesktopSms(client, phone);
    const code = await latestCode(t, `+48${phone}`);
    expect(await client.call('desktopSmsCode', { phoneVerificationCode2: code })).toMatchObject({ status: 'success', next: 'dataUploadChoice' });
  });

  it('takes exactly 6 digits in the e-mail code and is out of order before verify-email', async () => {
    const client = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    const token = client.tokenStore.get()!;
    for (const confirmEmailCode2 of ['12345', '1234567', 'abcdef', 123456]) {
      expect(await rawCall(t, 'form-eu/confirm-email', token, { confirmEmailCode2, recaptchaToken: 'x' })).toEqual({
        status: 400,
        body: { status: 'error', errors: { confirmEmailCode2: ['Enter the 6-digit code from the e-mail.'] } },
      });
    }
    expect(await rawCall(t, 'form-eu/confirm-email', token, { confirmEmailCode2: '123456', phoneNumber: 'x', recaptchaToken: 'x' })).toMatchObject({
      status: 400,
      body: { errors: { phoneNumber: ['Use digits only.'] } },
    });
    expect(await client.call('confirmEmail', { confirmEmailCode2: '123456', recaptchaToken: BOT_CHECK })).toMatchObject({
      status: 'error',
      globalError: 'This step is not available now. We have taken you back to where your application is.',
      next: 'desktopSms',
    });
    expect((await rawCall(t, 'form-eu/verify-email', token, { sentSmsCount: 'two' })).status).toBe(400);
    expect((await t.post('/realform/form-eu/verify-email', '[]')).status).toBe(400);
  });
});

describe('the development outbox', () => {
  it('answers 404 for a recipient without messages and 400 without a recipient', async () => {
    expect((await t.fetch('http://localhost/realform/dev/outbox?to=%2B48999999999&kind=sms')).status).toBe(404);
    expect((await t.fetch('http://localhost/realform/dev/outbox?kind=fax&to=x')).status).toBe(400);
  });

  it('finds a phone given with an unencoded plus (a space in a query string)', async () => {
    const client = await signedUpClient(t);
    const phone = uniquePhone();
    await sendDesktopSms(client, phone);
    const response = await t.fetch(`http://localhost/realform/dev/outbox?to=+48${phone}&kind=sms`);
    expect(response.status).toBe(200);
  });
});

describe('the development session expiry', () => {
  it('ends a session at once, so the next call answers restart; a second try finds no session and a body without a token is refused', async () => {
    const client = await signedUpClient(t);
    const token = client.tokenStore.get();
    expect(token).toEqual(expect.any(String));
    const expire = (body: string) => t.post('/realform/dev/expire-session', body);
    expect((await expire('{}')).status).toBe(400);
    expect((await expire('not json')).status).toBe(400);
    expect((await expire(JSON.stringify({ token }))).status).toBe(200);
    expect((await expire(JSON.stringify({ token }))).status).toBe(404);
    const answer = await sendDesktopSms(client, uniquePhone());
    expect(answer.next === 'restart' || answer.restart === true).toBe(true);
  });
});

describe('logs', () => {
  it('never carry a code, a phone number or an e-mail address', async () => {
    const client = await signedUpClient(t);
    await passPhoneStep(t, client, '601234567');
    const text = t.logs.join('\n');
    expect(text).toContain('sms message written to the outbox');
    expect(text).not.toContain('601234567');
    expect(text).not.toMatch(/@example\.com/);
    const code = (await outboxMessage(t, '+48601234567'))!.code!;
    expect(text).not.toMatch(new RegExp(`\\b${code}\\b`));
    // Nor a bot-check token: every one starts with the base64 of '{"challenge":'.
    expect(text).not.toContain('eyJjaGFsbGVuZ2Ui');
  });
});
