import type { CountryCode } from '@onboarding/dictionaries';
import type { PhoneNumberCheck } from '@onboarding/realform-api';
import { phoneNumberProblem, phonePrefixCountry } from '@onboarding/realform-api';
import type { CountryCode as LibCountryCode, NumberType } from 'libphonenumber-js/max';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

// Numbers a text message cannot reach, or that cost the sender (SMS toll fraud): refused for codes.
const NOT_TEXTABLE: ReadonlySet<NonNullable<NumberType>> = new Set([
  'FIXED_LINE',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'SHARED_COST',
  'PAGER',
  'UAN',
  'VOICEMAIL',
]);

function parse(nationalNumber: string, country: CountryCode) {
  const parsed = parsePhoneNumberFromString(nationalNumber, country as LibCountryCode);
  // Also refuses a number of another country behind the same calling code (+1 is listed for the US only).
  return parsed && parsed.isValid() && parsed.country === country ? parsed : undefined;
}

/**
 * The server's phone check: libphonenumber's `max` metadata, which knows each country's number ranges and
 * types, so a landline or premium-rate number is refused before a code is sent to it. The browser checks with
 * the small `min` set; this one is the authority.
 */
export const serverPhoneNumberCheck: PhoneNumberCheck = (nationalNumber, country) => {
  const parsed = parse(nationalNumber, country);
  if (!parsed) return 'invalid';
  const type = parsed.getType();
  return type && NOT_TEXTABLE.has(type) ? 'notMobile' : 'valid';
};

/** A phone number as the server keeps it once checked. */
export interface CheckedPhone {
  /** The dialling prefix of the list, e.g. `+48`. */
  prefix: string;
  /** The national number without a trunk prefix or the country code the applicant may have typed. */
  number: string;
  /** E.164, e.g. `+48600123456`: where the messages go. */
  e164: string;
  country: CountryCode;
}

export type PhoneCheckResult =
  | { ok: true; phone: CheckedPhone }
  | { ok: false; field: 'phoneNumber' | 'phoneNumberPrefix'; key: 'phoneNumberPrefix.invalid' | 'phoneNumber.invalid' | 'phoneNumber.notMobile' };

/** Checks a prefix and national number (already well-formed by the contract) and normalises them. */
export function checkPhone(prefix: string, nationalNumber: string): PhoneCheckResult {
  const problem = phoneNumberProblem(prefix, nationalNumber, serverPhoneNumberCheck);
  if (problem) return { ok: false, field: problem === 'phoneNumberPrefix.invalid' ? 'phoneNumberPrefix' : 'phoneNumber', key: problem };
  const country = phonePrefixCountry(prefix) as CountryCode;
  const parsed = parse(nationalNumber, country);
  if (!parsed) return { ok: false, field: 'phoneNumber', key: 'phoneNumber.invalid' };
  return { ok: true, phone: { prefix, number: String(parsed.nationalNumber), e164: String(parsed.number), country } };
}
