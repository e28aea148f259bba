import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loadPhoneNumberCheck, PHONE_NUMBER_PREFIXES, phoneNumberPrefixSchema, phoneNumberProblem, phoneNumberSchema, phonePrefixCountry } from './phone';

const messages = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('phone number prefix', () => {
  it('names one country per prefix, so the prefix decides which numbers are valid', () => {
    expect(new Set(PHONE_NUMBER_PREFIXES).size).toBe(PHONE_NUMBER_PREFIXES.length);
    expect([phonePrefixCountry('+48'), phonePrefixCountry('+1'), phonePrefixCountry('+49')]).toEqual(['PL', 'US', 'DE']);
    expect(phonePrefixCountry('+999')).toBeUndefined();
  });

  it('accepts a prefix of the list with or without the plus, and nothing else', () => {
    expect(v.parse(phoneNumberPrefixSchema, '+48')).toBe('+48');
    expect(v.parse(phoneNumberPrefixSchema, ' 49')).toBe('+49');
    expect(messages(phoneNumberPrefixSchema, '+999')).toEqual(['phoneNumberPrefix.invalid']);
    expect(messages(phoneNumberPrefixSchema, 48)).toEqual(['phoneNumberPrefix.invalid']);
  });
});

describe('phone number (docs/spec/flow/validation.md#phone-and-codes: numeric only, at least 5 characters)', () => {
  it('keeps the digits of a number typed with spaces or dashes', () => {
    expect(v.parse(phoneNumberSchema, '600 123-456')).toBe('600123456');
  });

  it('says what is wrong: empty, letters, too short, too long', () => {
    expect(messages(phoneNumberSchema, '  ')).toEqual(['phoneNumber.required']);
    expect(messages(phoneNumberSchema, '600abc456')).toEqual(['phoneNumber.digits']);
    expect(messages(phoneNumberSchema, '+48600123456')).toEqual(['phoneNumber.digits']);
    expect(messages(phoneNumberSchema, '1234')).toEqual(['phoneNumber.tooShort']);
    expect(messages(phoneNumberSchema, '1234567890123456')).toEqual(['phoneNumber.tooLong']);
    expect(messages(phoneNumberSchema, 600123456)).toEqual(['phoneNumber.required']);
  });
});

describe('phone number for the prefix country (libphonenumber min metadata, loaded on demand)', () => {
  it('accepts a Polish mobile number after +48 and refuses one that does not exist there', async () => {
    const check = await loadPhoneNumberCheck();
    expect(phoneNumberProblem('+48', '600123456', check)).toBeUndefined();
    expect(phoneNumberProblem('+48', '0600123456', check)).toBe('phoneNumber.invalid');
    expect(phoneNumberProblem('+1', '600123456', check)).toBe('phoneNumber.invalid');
    expect(phoneNumberProblem('+1', '2015550123', check)).toBeUndefined();
  });

  it('passes on what a richer check knows, such as a landline where a mobile is needed', () => {
    expect(phoneNumberProblem('+48', '221234567', () => 'notMobile')).toBe('phoneNumber.notMobile');
    expect(phoneNumberProblem('+999', '221234567', () => 'valid')).toBe('phoneNumberPrefix.invalid');
  });
});
