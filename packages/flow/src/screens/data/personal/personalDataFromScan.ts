import { COUNTRY_CODES, countryName, isCountryCode, PERSONAL_DOCUMENT_TYPES, type CountryCode } from '@onboarding/dictionaries';
import type { PersonalDataInput } from '@onboarding/realform-api';
import { isValidPesel } from '@onboarding/realform-api';
import type { ScannedDocument } from '../../../stores/draftStore';

/**
 * ICAO 9303 nationality codes (alpha-3) of the countries whose documents the scan reads most here — the EU/EEA,
 * the neighbours of docs/spec/flow/entities.md#phone's phone list and a few more — as ISO alpha-2. `D` is Germany's code in the MRZ.
 */
const ALPHA3: Readonly<Record<string, CountryCode>> = {
  AUT: 'AT', BEL: 'BE', BGR: 'BG', HRV: 'HR', CYP: 'CY', CZE: 'CZ', DNK: 'DK', EST: 'EE', FIN: 'FI', FRA: 'FR',
  D: 'DE', DEU: 'DE', GRC: 'GR', HUN: 'HU', IRL: 'IE', ITA: 'IT', LVA: 'LV', LTU: 'LT', LUX: 'LU', MLT: 'MT',
  NLD: 'NL', POL: 'PL', PRT: 'PT', ROU: 'RO', SVK: 'SK', SVN: 'SI', ESP: 'ES', SWE: 'SE', GBR: 'GB', ISL: 'IS',
  LIE: 'LI', NOR: 'NO', CHE: 'CH', UKR: 'UA', BLR: 'BY', RUS: 'RU', MDA: 'MD', GEO: 'GE', ARM: 'AM', AZE: 'AZ',
  KAZ: 'KZ', TUR: 'TR', SRB: 'RS', BIH: 'BA', MNE: 'ME', MKD: 'MK', ALB: 'AL', USA: 'US', CAN: 'CA', IND: 'IN',
  VNM: 'VN', CHN: 'CN',
};

/** A country from a nationality code (alpha-3 or alpha-2) or an English country name (`POLAND`); undefined when unknown. */
export function countryFromScan(value: string | null | undefined): CountryCode | undefined {
  const text = value?.trim().toUpperCase().replace(/<+$/, '');
  if (!text) return undefined;
  if (ALPHA3[text]) return ALPHA3[text];
  if (text.length === 2 && isCountryCode(text)) return text;
  return COUNTRY_CODES.find((code) => countryName(code, 'en').toUpperCase() === text);
}

/** A date from a document field as `YYYY-MM-DD`: ISO (with or without a time), or day first with `/`, `.` or `-`. */
export function dateFromScan(value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  if (dayFirst) return `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}`;
  return undefined;
}

/** Names on documents are often upper case: "JAN MARIA" → "Jan Maria", "KOWALSKA-NOWAK" → "Kowalska-Nowak". */
export function nameFromScan(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text !== text.toUpperCase()) return text;
  return text.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, separator: string, letter: string) => separator + letter.toUpperCase());
}

const DOCUMENT_TYPES: Readonly<Record<string, number>> = {
  IDENTITYCARD: PERSONAL_DOCUMENT_TYPES.NATIONAL_ID_CARD,
  PASSPORT: PERSONAL_DOCUMENT_TYPES.PASSPORT,
};

/**
 * The personal-data fields read from the scanned document (docs/spec/flow/entities.md#fields-read-from-the-scanned-document "Extracted document fields read": NationalityName,
 * FirstName, LastName, PersonalNumber, OptionalValue2, DocumentType, DocumentNumber, BirthDate, ExpiryDate, issuing
 * country code). The first document with extracted fields wins; fields that cannot be read are left out, so the
 * applicant fills them in. A Polish citizen's PESEL is the personal number, or on ID cards the optional value 2.
 */
export function personalDataFromScan(documents: readonly ScannedDocument[] | null | undefined): PersonalDataInput | null {
  const document = documents?.find((doc) => doc.ExtractedFields && Object.keys(doc.ExtractedFields).length > 0);
  if (!document?.ExtractedFields) return null;
  const fields = document.ExtractedFields;
  const citizenship = countryFromScan(fields.NationalityCode) ?? countryFromScan(fields.NationalityName) ?? countryFromScan(document.IssuingCountryCode);
  const documentType = DOCUMENT_TYPES[(document.DocumentType ?? '').toUpperCase()];
  const expiry = dateFromScan(fields.ExpiryDate);
  const personalNumber = [fields.PersonalNumber, fields.OptionalValue2].map((value) => value?.replace(/\D/g, '') ?? '').find((value) => isValidPesel(value));
  const data: PersonalDataInput = {
    firstName: nameFromScan(fields.FirstName),
    lastName: nameFromScan(fields.LastName),
    dateOfBirth: dateFromScan(fields.BirthDate),
    citizenship,
    documentType: documentType ?? PERSONAL_DOCUMENT_TYPES.OTHER,
    documentNumber: fields.DocumentNumber?.replace(/\s+/g, '').toUpperCase() || undefined,
    noLimitExpiryDate: false,
    documentExpirationDate: expiry,
  };
  if (citizenship === 'PL' && personalNumber) data.pesel = personalNumber;
  else if (citizenship && citizenship !== 'PL' && fields.PersonalNumber?.trim()) {
    data.identificationNumber = fields.PersonalNumber.trim();
    data.noPesel = true;
  }
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as PersonalDataInput;
}
