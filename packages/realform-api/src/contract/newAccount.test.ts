import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from './fieldErrors';
import { newAccountRequestSchema } from './newAccount';

const valid = {
  token: 'token',
  languageCode: 'pl',
  branchCode: 'PL',
  brand: 'pl',
  residenceConfirm: true,
  residenceCountry: 'PL',
  chooseLanguage: false,
  email: 'jan@example.com',
  confirmEmail: 'jan@example.com',
  password: 'Secret-pa55',
  termsAccepted: true,
  recaptchaToken: 'captcha',
};

function errorsOf(body: unknown) {
  const result = v.safeParse(newAccountRequestSchema, body);
  return result.success ? undefined : issuesToFieldErrors(result.issues);
}

describe('new-account request (docs/spec/flow/entities.md#registration Registration)', () => {
  it('accepts a complete registration', () => {
    expect(errorsOf(valid)).toBeUndefined();
  });

  it('keeps the tracking data of docs/spec/flow/calls.md and the source of docs/spec/flow/screens.md for the server to store', () => {
    const tracking = { tmsc: { gclid: 'abc', affid: '42' }, session_count: 3, session_id: 's', client_id: 'c', source: 'partner' };
    expect(v.parse(newAccountRequestSchema, { ...valid, ...tracking })).toMatchObject(tracking);
  });

  it('accepts a confirmation that differs from the e-mail only in letter case', () => {
    expect(errorsOf({ ...valid, confirmEmail: 'JAN@example.com' })).toBeUndefined();
  });

  it('puts a mismatched confirmation under the confirm field', () => {
    expect(errorsOf({ ...valid, confirmEmail: 'jan@example.org' })).toEqual({
      errors: { confirmEmail: ['confirmEmail.mismatch'] },
    });
  });

  it('asks for the terms checkbox when it is not ticked', () => {
    expect(errorsOf({ ...valid, termsAccepted: false })).toEqual({ errors: { termsAccepted: ['terms.required'] } });
    const { termsAccepted: _terms, ...rest } = valid;
    expect(errorsOf(rest)).toEqual({ errors: { termsAccepted: ['terms.required'] } });
  });

  // Issue 18 item 7: the terms checkbox is acceptance of the terms, not marketing consent (docs/spec/flow/entities.md#server-response-fields's name aside).
  it('does not take the ticked terms box as marketing consent: marketing is false unless given', () => {
    expect(v.parse(newAccountRequestSchema, valid)).toMatchObject({ termsAccepted: true, marketingAgreement: false });
  });

  it('keeps the optional marketing consent as given, and neither box stands in for the other', () => {
    expect(v.parse(newAccountRequestSchema, { ...valid, marketingAgreement: true })).toMatchObject({ termsAccepted: true, marketingAgreement: true });
    const { termsAccepted: _terms, ...marketingOnly } = valid;
    expect(errorsOf({ ...marketingOnly, marketingAgreement: true })).toEqual({ errors: { termsAccepted: ['terms.required'] } });
  });

  it('refuses a marketing answer that is not a yes or a no', () => {
    expect(errorsOf({ ...valid, marketingAgreement: 'yes' })).toEqual({ errors: { marketingAgreement: ['field.invalid'] } });
  });

  it('refuses a residence country that does not exist', () => {
    expect(errorsOf({ ...valid, residenceCountry: 'XX' })).toEqual({ errors: { residenceCountry: ['residenceCountry.invalid'] } });
  });

  it('names each missing field with its own "required" message', () => {
    const { email: _email, password: _password, ...rest } = valid;
    expect(errorsOf(rest)?.errors).toMatchObject({ email: ['email.required'], password: ['password.required'] });
  });

  it('reports a missing token as a global problem, not a field error', () => {
    const { token: _token, ...rest } = valid;
    expect(errorsOf(rest)).toEqual({ errors: {}, globalError: 'request.malformed' });
  });

  it('reports a body that is not an object as a global problem', () => {
    expect(errorsOf([valid])).toEqual({ errors: {}, globalError: 'request.malformed' });
  });
});

describe('new-account errors together', () => {
  it('reports a mismatched confirmation alongside other fields, one message per field', () => {
    expect(errorsOf({ ...valid, confirmEmail: 'jan@example.org', password: '', termsAccepted: false })).toEqual({
      errors: { confirmEmail: ['confirmEmail.mismatch'], password: ['password.required'], termsAccepted: ['terms.required'] },
    });
  });
});

describe('new-account errors without a field on the page', () => {
  it('puts a missing bot-check token in the global banner', () => {
    expect(errorsOf({ ...valid, recaptchaToken: '' })).toEqual({ errors: {}, globalError: 'captcha.required' });
    const { recaptchaToken: _captcha, ...rest } = valid;
    expect(errorsOf(rest)).toEqual({ errors: {}, globalError: 'captcha.required' });
  });
});
