import { parse } from 'mrz';

/** What the verifier learns from a machine-readable zone (ICAO 9303). */
export interface MrzReading {
  format: 'TD1' | 'TD2' | 'TD3' | 'other';
  /** Every check digit agrees with its field (document number, birth date, expiry, personal number, composite). */
  checkDigitsValid: boolean;
  /** Every field is well formed: check digits, dates, a known issuing state. */
  valid: boolean;
  /** ISO 3166-1 alpha-3 of the issuing state (`D` for Germany is ICAO's own code), null when unreadable. */
  issuingState: string | null;
  /** `Passport`, `IdentityCard`, `Visa` or `Unknown`, from the document code. */
  documentType: 'Passport' | 'IdentityCard' | 'Visa' | 'Unknown';
  /** The expiry date (UTC midnight), null when unreadable. */
  expiryDate: Date | null;
  /**
   * What the MRZ says of its holder, named as the scanning service names extracted fields (docs/spec/flow/entities.md "Extracted
   * document fields read"; docs/spec/widget/entities.md#extracted-fields): FirstName, LastName, BirthDate and ExpiryDate (ISO dates), DocumentNumber,
   * NationalityCode (alpha-3), Sex (M, F or X), PersonalNumber and OptionalValue1/2 where the format has them. Only readable fields.
   */
  fields: Record<string, string>;
}

/** A birth date YYMMDD: always in the past, so a year after the current one is the previous century's. */
export function mrzBirthDate(yymmdd: string, now: Date): string | null {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(yymmdd);
  if (!match) return null;
  const [, yy, mm, dd] = match;
  const century = Math.floor(now.getUTCFullYear() / 100) * 100;
  let year = century + Number(yy);
  if (year > now.getUTCFullYear()) year -= 100;
  const date = new Date(Date.UTC(year, Number(mm) - 1, Number(dd)));
  return date.getUTCMonth() === Number(mm) - 1 && date.getUTCDate() === Number(dd) ? date.toISOString().slice(0, 10) : null;
}

/** The `mrz` package's sex → the zone's own letter. */
const SEX_CODES: Record<string, string> = { male: 'M', female: 'F', nonspecified: 'X' };

/** The holder's fields of a parsed MRZ (see MrzReading.fields). */
function holderFields(parsed: Record<string, string | null | undefined>, expiryDate: Date | null, now: Date): Record<string, string> {
  const fields: Record<string, string> = {};
  const put = (name: string, value: string | null | undefined) => {
    const trimmed = value?.trim();
    if (trimmed) fields[name] = trimmed;
  };
  put('FirstName', parsed.firstName);
  put('LastName', parsed.lastName);
  put('BirthDate', parsed.birthDate ? mrzBirthDate(parsed.birthDate, now) : null);
  put('ExpiryDate', expiryDate ? expiryDate.toISOString().slice(0, 10) : null);
  put('DocumentNumber', parsed.documentNumber);
  put('NationalityCode', parsed.nationality);
  put('Sex', parsed.sex ? SEX_CODES[parsed.sex] : null);
  put('PersonalNumber', parsed.personalNumber);
  put('OptionalValue1', parsed.optional1);
  put('OptionalValue2', parsed.optional2);
  return fields;
}

/** Longest MRZ text accepted (TD1 is 3 × 30, TD3 2 × 44, plus line breaks and stray spaces). */
export const MRZ_TEXT_MAX_LENGTH = 200;

const LINE_LENGTHS: Record<number, number[]> = { 90: [30, 30, 30], 72: [36, 36], 88: [44, 44] };

/** The MRZ's lines: split on line breaks, or cut by length when it arrived as one run of characters. */
function lines(text: string): string[] {
  const cleaned = text.toUpperCase().replace(/[ \t]/g, '');
  const split = cleaned.split(/\r\n|\r|\n/).filter(Boolean);
  if (split.length > 1) return split;
  const [single = ''] = split;
  const lengths = LINE_LENGTHS[single.length];
  if (!lengths) return split;
  const result: string[] = [];
  let offset = 0;
  for (const length of lengths) {
    result.push(single.slice(offset, offset + length));
    offset += length;
  }
  return result;
}

/**
 * The expiry YYMMDD as a date. ICAO gives two digits: a document expires at most a few decades ahead, so years up
 * to 50 past the current one are this century's, the rest the previous one's.
 */
export function mrzExpiryDate(yymmdd: string, now: Date): Date | null {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(yymmdd);
  if (!match) return null;
  const [, yy, mm, dd] = match;
  const century = Math.floor(now.getUTCFullYear() / 100) * 100;
  let year = century + Number(yy);
  if (year > now.getUTCFullYear() + 50) year -= 100;
  const date = new Date(Date.UTC(year, Number(mm) - 1, Number(dd)));
  return date.getUTCMonth() === Number(mm) - 1 && date.getUTCDate() === Number(dd) ? date : null;
}

function documentTypeOf(code: string | null | undefined): MrzReading['documentType'] {
  const first = code?.[0];
  if (first === 'P') return 'Passport';
  if (first === 'I' || first === 'A' || first === 'C') return 'IdentityCard';
  if (first === 'V') return 'Visa';
  return 'Unknown';
}

/**
 * Reads an MRZ with the `mrz` package (TD1 identity cards, TD2, TD3 passports). Null when the text is not an
 * MRZ at all (wrong line lengths or characters): the capture then fails its MRZ check.
 */
export function readMrz(text: string, now: Date): MrzReading | null {
  const mrzLines = lines(text);
  let result: ReturnType<typeof parse>;
  try {
    result = parse(mrzLines);
  } catch {
    return null;
  }
  const detail = (field: string) => result.details.find((entry) => entry.field === field);
  // `fields` nulls an invalid value; the raw characters still say what the document claims.
  const rawValue = (field: string): string | null => {
    const entry = detail(field);
    return entry ? (mrzLines[entry.line] ?? '').slice(entry.start, entry.end) : null;
  };
  const checkDigits = result.details.filter((entry) => entry.field?.endsWith('CheckDigit'));
  const expiry = result.fields.expirationDate ?? rawValue('expirationDate');
  const format = result.format === 'TD1' || result.format === 'TD2' || result.format === 'TD3' ? result.format : 'other';
  const expiryDate = expiry ? mrzExpiryDate(expiry, now) : null;
  return {
    format,
    checkDigitsValid: checkDigits.length > 0 && checkDigits.every((entry) => entry.valid),
    valid: result.valid,
    issuingState: result.fields.issuingState ?? null,
    documentType: documentTypeOf(result.fields.documentCode ?? rawValue('documentCode')),
    expiryDate,
    fields: holderFields(result.fields as Record<string, string | null | undefined>, expiryDate, now),
  };
}
