import type { CountryCode } from '@onboarding/dictionaries';
import { PHONE_PREFIXES } from '@onboarding/dictionaries';
import * as v from 'valibot';
import { PHONE_NUMBER_MAX_LENGTH, PHONE_NUMBER_MIN_LENGTH } from './codeConstants';
import { pure } from '../../pure';

/** The dialling prefixes the phone field offers (docs/spec/flow/entities.md#dictionaries "Phone prefix list"), e.g. `+48`; each names one country. */
export const PHONE_NUMBER_PREFIXES = PHONE_PREFIXES.map((entry) => entry.prefix);

const countryByPrefix = pure(() => new Map<string, CountryCode>(PHONE_PREFIXES.map((entry) => [entry.prefix, entry.country])));

/** The country of a dialling prefix of the list (`+48` → `PL`); undefined for a prefix the list does not have. */
export function phonePrefixCountry(prefix: string): CountryCode | undefined {
  return countryByPrefix.get(prefix);
}

/**
 * docs/spec/flow/entities.md#phone phoneNumberPrefix: a prefix of the list, as the phone field sends it (`+48`; a missing plus is added,
 * since some selects drop it).
 */
export const phoneNumberPrefixSchema = v.pipe(
  v.string('phoneNumberPrefix.invalid'),
  v.trim(),
  v.transform((prefix) => (prefix.startsWith('+') ? prefix : `+${prefix}`)),
  v.picklist(PHONE_NUMBER_PREFIXES, 'phoneNumberPrefix.invalid'),
);

/**
 * docs/spec/flow/entities.md#phone phoneNumber, the national number without the prefix. docs/spec/flow/validation.md#phone-and-codes: "numeric only, at least 5 characters";
 * spaces, dots, dashes and brackets a phone keyboard or a paste may bring are dropped first. Whether the number
 * exists in the prefix's country needs libphonenumber's metadata: see {@link phoneNumberProblem}.
 */
export const phoneNumberSchema = v.pipe(
  v.string('phoneNumber.required'),
  v.transform((phone) => phone.replace(/[\s().-]/g, '')),
  v.nonEmpty('phoneNumber.required'),
  v.regex(/^\d+$/, 'phoneNumber.digits'),
  v.minLength(PHONE_NUMBER_MIN_LENGTH, 'phoneNumber.tooShort'),
  v.maxLength(PHONE_NUMBER_MAX_LENGTH, 'phoneNumber.tooLong'),
);

/** What a metadata-backed check says of a national number in a country. */
export type PhoneNumberVerdict = 'valid' | 'invalid' | 'notMobile';

/**
 * Judges a national number for a country with libphonenumber's metadata. The rule lives here; the metadata is
 * the caller's choice: the browser loads the small `min` set only on the phone steps ({@link loadPhoneNumberCheck}),
 * the server uses the `max` set, which also knows mobile ranges.
 */
export type PhoneNumberCheck = (nationalNumber: string, country: CountryCode) => PhoneNumberVerdict;

/**
 * The message key for a phone number that is well-formed but wrong for its prefix's country (or not a mobile
 * number, where the check knows), or undefined when it is fine.
 */
export function phoneNumberProblem(
  prefix: string,
  nationalNumber: string,
  check: PhoneNumberCheck,
): 'phoneNumberPrefix.invalid' | 'phoneNumber.invalid' | 'phoneNumber.notMobile' | undefined {
  const country = phonePrefixCountry(prefix);
  if (!country) return 'phoneNumberPrefix.invalid';
  const verdict = check(nationalNumber, country);
  if (verdict === 'invalid') return 'phoneNumber.invalid';
  if (verdict === 'notMobile') return 'phoneNumber.notMobile';
  return undefined;
}

/**
 * A {@link PhoneNumberCheck} backed by libphonenumber's `min` metadata (lengths and leading digits by country),
 * loaded on first use: phone metadata stays out of the entry bundle (docs/architecture.md#the-front-end). It cannot tell mobile from
 * fixed lines; the server, which can, has the last word.
 */
export async function loadPhoneNumberCheck(): Promise<PhoneNumberCheck> {
  const { isValidPhoneNumber } = await import('libphonenumber-js/min');
  return (nationalNumber, country) =>
    isValidPhoneNumber(nationalNumber, country as Parameters<typeof isValidPhoneNumber>[1]) ? 'valid' : 'invalid';
}
