import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { callPath } from '../../contract/calls';
import { issuesToFieldErrors } from '../../contract/fieldErrors';
import { fieldRules } from '../../rules/fieldRules';
import { CODE_CALLS } from './calls';

const common = { token: 'a'.repeat(43), languageCode: 'pl', branchCode: 'PL', brand: 'pl' } as const;

function errorsOf(schema: v.GenericSchema, body: unknown) {
  const result = v.safeParse(schema, body);
  return result.success ? null : issuesToFieldErrors(result.issues);
}

describe('codes calls: paths (docs/spec/flow/calls.md)', () => {
  it('sends the SMS calls to the sms base and the code confirmations to the form base of the locale', () => {
    expect(callPath('pl', 'desktopSms')).toBe('sms/desktop-sms');
    expect(callPath('eu', 'mobileSms')).toBe('sms/mobile-sms');
    expect(callPath('pl', 'desktopSmsCode')).toBe('form-pl/desktop-sms-code');
    expect(callPath('eu', 'mobileSmsCode')).toBe('form-eu/mobile-sms-code');
    expect(callPath('eu', 'verifyEmail')).toBe('form-eu/verify-email');
    expect(callPath('pl', 'confirmEmail')).toBe('form-pl/confirm-email');
    expect(callPath('pl', 'accountOpen')).toBe('form-pl/account-open');
    expect(callPath('eu', 'errorsReport')).toBe('form-eu/errors-report');
  });
});

describe('desktop-sms request (docs/spec/flow/calls.md#named-actions DESKTOP_SMS)', () => {
  const schema = CODE_CALLS.desktopSms.request;
  const valid = { ...common, phoneNumber: '600123456', phoneNumberPrefix: '+48', recaptchaToken: 'captcha', sentSmsCount: 1 };

  it('accepts the phone fields with the common fields, the count being optional', () => {
    expect(v.parse(schema, valid)).toMatchObject({ phoneNumber: '600123456', phoneNumberPrefix: '+48' });
    const { sentSmsCount: _count, ...withoutCount } = valid;
    expect(v.is(schema, withoutCount)).toBe(true);
  });

  it('puts phone problems under their fields and a missing bot check in the global banner', () => {
    expect(errorsOf(schema, { ...valid, phoneNumber: '12ab', phoneNumberPrefix: '+999', recaptchaToken: '' })).toEqual({
      errors: { phoneNumber: ['phoneNumber.digits'], phoneNumberPrefix: ['phoneNumberPrefix.invalid'] },
      globalError: 'captcha.required',
    });
  });

  it('refuses a negative or fractional send count', () => {
    expect(v.is(schema, { ...valid, sentSmsCount: -1 })).toBe(false);
    expect(v.is(schema, { ...valid, sentSmsCount: 1.5 })).toBe(false);
  });
});

describe('code confirmations', () => {
  it('takes exactly 6 digits for the SMS code (CONFIRM_SMS_CODE)', () => {
    const schema = CODE_CALLS.desktopSmsCode.request;
    expect(v.parse(schema, { ...common, phoneVerificationCode2: ' 012345 ' }).phoneVerificationCode2).toBe('012345');
    expect(errorsOf(schema, { ...common, phoneVerificationCode2: '12345' })?.errors).toEqual({
      phoneVerificationCode2: ['phoneVerificationCode.invalid'],
    });
    expect(errorsOf(schema, { ...common, phoneVerificationCode2: 123456 })?.errors).toEqual({
      phoneVerificationCode2: ['phoneVerificationCode.invalid'],
    });
  });

  it('takes exactly 6 digits for the e-mail code (docs/spec/flow/validation.md#phone-and-codes), the phone data being optional', () => {
    const schema = CODE_CALLS.confirmEmail.request;
    expect(v.is(schema, { ...common, confirmEmailCode2: '123456', recaptchaToken: 'captcha' })).toBe(true);
    expect(v.is(schema, { ...common, confirmEmailCode2: '123456', recaptchaToken: 'captcha', phoneNumber: '600123456', phoneNumberPrefix: '+48' })).toBe(true);
    // docs/spec/flow/screens.md#confirmemail confirmEmail: "Next via human-check" — without the bot-check token the call is refused.
    expect(v.is(schema, { ...common, confirmEmailCode2: '123456' })).toBe(false);
    expect(errorsOf(schema, { ...common, confirmEmailCode2: '1234567', recaptchaToken: 'captcha' })?.errors).toEqual({ confirmEmailCode2: ['confirmEmailCode.invalid'] });
    expect(errorsOf(schema, { ...common, recaptchaToken: 'captcha' })?.errors).toEqual({ confirmEmailCode2: ['field.required'] });
  });
});

describe('field rules behind validate', () => {
  it('judges the phone number and the codes alone', () => {
    expect(v.is(fieldRules.phoneNumber!, '600123456')).toBe(true);
    expect(v.is(fieldRules.phoneNumber!, '1234')).toBe(false);
    expect(v.is(fieldRules.phoneVerificationCode2!, '123456')).toBe(true);
    expect(v.is(fieldRules.confirmEmailCode2!, '12345a')).toBe(false);
  });
});

describe('answers', () => {
  it('reads the client-zone token and the client id of account-open (docs/spec/flow/entities.md#server-response-fields)', () => {
    const answer = v.parse(CODE_CALLS.accountOpen.response, {
      status: 'success',
      next: 'errorsReport',
      dataContent: { clientZoneToken: 'x'.repeat(43), autoLoginUrl: 'https://example.com/api/autoLogin' },
      info: { 'Client Id': '10000001' },
    });
    expect(answer.info?.['Client Id']).toBe('10000001');
    expect(answer.dataContent?.clientZoneToken).toHaveLength(43);
  });

  it('reads the e-mail address of confirm-email from email or info.Email (docs/spec/flow/entities.md#e-mail-confirmation)', () => {
    const answer = v.parse(CODE_CALLS.confirmEmail.response, { status: 'success', email: 'a@b.pl', info: { Email: 'a@b.pl' } });
    expect([answer.email, answer.info?.Email]).toEqual(['a@b.pl', 'a@b.pl']);
  });
});
