import { PHONE_NUMBER_MIN_LENGTH } from '../constants';

/**
 * Whether a phone number may be sent (docs/spec/flow/validation.md#phone-and-codes: "numeric only, at least 5 characters for the send button to
 * enable"): digits only, at least {@link PHONE_NUMBER_MIN_LENGTH} of them. Give it `PhoneField`'s value to enable
 * the send button.
 */
export function isPhoneNumberSendable(number: string): boolean {
  return /^\d+$/.test(number) && number.length >= PHONE_NUMBER_MIN_LENGTH;
}
