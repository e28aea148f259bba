import type { CountryCode } from '@onboarding/dictionaries';
import { isNumericTinCountry } from '@onboarding/dictionaries';
// One module per country (not the package index, which loads every country of the world).
import * as atTin from 'stdnum/lib/cjs/at/tin.js';
import * as beNn from 'stdnum/lib/cjs/be/nn.js';
import * as bgEgn from 'stdnum/lib/cjs/bg/egn.js';
import * as czRc from 'stdnum/lib/cjs/cz/rc.js';
import * as deIdnr from 'stdnum/lib/cjs/de/idnr.js';
import * as dkCpr from 'stdnum/lib/cjs/dk/cpr.js';
import * as eeIk from 'stdnum/lib/cjs/ee/ik.js';
import * as esNif from 'stdnum/lib/cjs/es/nif.js';
import * as fiHetu from 'stdnum/lib/cjs/fi/hetu.js';
import * as frNif from 'stdnum/lib/cjs/fr/nif.js';
import * as gbNino from 'stdnum/lib/cjs/gb/nino.js';
import * as gbUtr from 'stdnum/lib/cjs/gb/utr.js';
import * as grVat from 'stdnum/lib/cjs/gr/vat.js';
import * as hrOib from 'stdnum/lib/cjs/hr/oib.js';
import * as iePps from 'stdnum/lib/cjs/ie/pps.js';
import * as itCodiceFiscale from 'stdnum/lib/cjs/it/codicefiscale.js';
import * as ltAsmens from 'stdnum/lib/cjs/lt/asmens.js';
import * as nlBsn from 'stdnum/lib/cjs/nl/bsn.js';
import * as ptNif from 'stdnum/lib/cjs/pt/nif.js';
import * as roCnp from 'stdnum/lib/cjs/ro/cnp.js';
import * as sePersonnummer from 'stdnum/lib/cjs/se/personnummer.js';
import * as siDdv from 'stdnum/lib/cjs/si/ddv.js';
import * as skRc from 'stdnum/lib/cjs/sk/rc.js';
import * as usSsn from 'stdnum/lib/cjs/us/ssn.js';
import { isValidPesel } from './pesel';

/** Longest TIN accepted anywhere; the longest national format (FR, LU) has 13 characters. */
export const TIN_MAX_LENGTH = 30;

type TinCheck = (tin: string) => boolean;

/* @__NO_SIDE_EFFECTS__ */
const valid =
  (validator: { validate(value: string): { isValid: boolean } }): TinCheck =>
  (tin) =>
    validator.validate(tin).isValid;

// US: an SSN, or an ITIN (9xx-[50-65|70-88|90-92|94-99]-xxxx), which the SSN rules refuse.
const ITIN = /^9\d{2}(5[0-9]|6[0-5]|7\d|8[0-8]|9[0-2]|9[4-9])\d{4}$/;

// Sweden writes personnummer with a separator; applicants type digits only (docs/spec/flow/validation.md), with or without the century.
function swedishPersonnummer(tin: string): boolean {
  const short = tin.length === 12 ? tin.slice(2) : tin;
  return short.length === 10 && sePersonnummer.validate(`${short.slice(0, 6)}-${short.slice(6)}`).isValid;
}

/**
 * Individual TIN checks by country: the stdnum validators (check digits, embedded dates) for the personal number
 * each country uses as its TIN; lengths only where no maintained check exists (HU adóazonosító jel, LV personas
 * kods — its new random codes have no check digit —, LU matricule).
 */
const TIN_CHECKS: Partial<Record<CountryCode, TinCheck>> = {
  AT: valid(atTin),
  BE: valid(beNn),
  BG: valid(bgEgn),
  CZ: valid(czRc),
  DE: valid(deIdnr),
  DK: valid(dkCpr),
  EE: valid(eeIk),
  ES: valid(esNif),
  FI: valid(fiHetu),
  FR: valid(frNif),
  GB: (tin) => gbUtr.validate(tin).isValid || gbNino.validate(tin).isValid,
  GR: valid(grVat),
  HR: valid(hrOib),
  HU: (tin) => /^8\d{9}$/.test(tin),
  IE: valid(iePps),
  IT: valid(itCodiceFiscale),
  LT: valid(ltAsmens),
  LU: (tin) => /^\d{13}$/.test(tin),
  LV: (tin) => /^\d{11}$/.test(tin),
  NL: valid(nlBsn),
  PL: isValidPesel,
  PT: valid(ptNif),
  RO: valid(roCnp),
  SE: swedishPersonnummer,
  SI: valid(siDdv),
  SK: valid(skRc),
  US: (tin) => ITIN.test(tin) || usSsn.validate(tin).isValid,
};

const GENERIC_TIN = /^[A-Z0-9][A-Z0-9 ./-]*$/;

/** A TIN as stored: trimmed, upper case, without the spaces people type between groups. */
export function compactTin(tin: string): string {
  return tin.replace(/\s+/g, '').toUpperCase();
}

/**
 * What is wrong with a TIN for a country, as a message key; undefined when it is fine. docs/spec/flow/validation.md#tax-residence: digits only for
 * the numeric-TIN countries; then the country's own check where there is one; elsewhere up to 30 letters,
 * digits and . / - characters.
 */
export function tinProblem(country: string, tin: string): 'tinNumber.required' | 'tinNumber.numeric' | 'tinNumber.invalid' | undefined {
  const compact = compactTin(tin);
  if (compact === '') return 'tinNumber.required';
  if (compact.length > TIN_MAX_LENGTH) return 'tinNumber.invalid';
  if (isNumericTinCountry(country) && !/^\d+$/.test(compact)) return 'tinNumber.numeric';
  const check = TIN_CHECKS[country.toUpperCase() as CountryCode];
  if (check) return check(compact) ? undefined : 'tinNumber.invalid';
  return GENERIC_TIN.test(compact) ? undefined : 'tinNumber.invalid';
}
