import { describe, expect, it } from 'vitest';
import { PHONE_NUMBER_MIN_LENGTH } from '../constants';
import { isPhoneNumberSendable } from './isPhoneNumberSendable';

describe('isPhoneNumberSendable (docs/spec/flow/validation.md#phone-and-codes: numeric only, at least 5 characters)', () => {
  it('needs at least five digits', () => {
    expect(PHONE_NUMBER_MIN_LENGTH).toBe(5);
    expect(isPhoneNumberSendable('')).toBe(false);
    expect(isPhoneNumberSendable('1234')).toBe(false);
    expect(isPhoneNumberSendable('12345')).toBe(true);
    expect(isPhoneNumberSendable('600700800')).toBe(true);
  });

  it('refuses anything but digits', () => {
    expect(isPhoneNumberSendable('600 700')).toBe(false);
    expect(isPhoneNumberSendable('+48600')).toBe(false);
    expect(isPhoneNumberSendable('12a45')).toBe(false);
  });
});
