import { NO_TIN_REASONS, TAX_RESIDENCE_FLAGS, type TaxResidenceFlag } from '@onboarding/dictionaries';
import { TAX_RESIDENCE_PREFIXES, type TaxResidencePrefix, type TaxResidencesInput } from '@onboarding/realform-api';

/** The per-residence part of a field name (docs/spec/flow/entities.md#tax-residence "prefix first, second or third"). */
export type ResidenceKey =
  | 'TaxCountry'
  | 'TinNumber'
  | 'NoTinNumber'
  | 'NoTinNumberReason'
  | 'NoTinNumberOtherReason'
  | 'PolandTaxOfficeId'
  | 'PolandTaxOfficeName'
  | 'PolandTaxResidentPesel'
  | 'EmptyTinNumber';

const RESIDENCE_KEYS: readonly ResidenceKey[] = [
  'TaxCountry',
  'TinNumber',
  'NoTinNumber',
  'NoTinNumberReason',
  'NoTinNumberOtherReason',
  'PolandTaxOfficeId',
  'PolandTaxOfficeName',
  'PolandTaxResidentPesel',
  'EmptyTinNumber',
];

export type ResidenceValues = Partial<Record<ResidenceKey, string | number | boolean | null>>;

export function fieldName(prefix: TaxResidencePrefix, key: ResidenceKey): keyof TaxResidencesInput {
  return `${prefix}${key}` as keyof TaxResidencesInput;
}

/** One residence's values, without its prefix. */
export function residenceValues(input: TaxResidencesInput, prefix: TaxResidencePrefix): ResidenceValues {
  const record = input as Record<string, string | number | boolean | null | undefined>;
  return Object.fromEntries(RESIDENCE_KEYS.map((key) => [key, record[`${prefix}${key}`] ?? null])) as ResidenceValues;
}

function withResidence(input: TaxResidencesInput, prefix: TaxResidencePrefix, values: ResidenceValues): TaxResidencesInput {
  const next: Record<string, unknown> = { ...input };
  for (const key of RESIDENCE_KEYS) next[`${prefix}${key}`] = values[key] ?? null;
  return next as TaxResidencesInput;
}

/** The residences open on the form, in order (the third only after the second, docs/spec/flow/states.md#tax-residence). */
export function openPrefixes(input: TaxResidencesInput): TaxResidencePrefix[] {
  const open: TaxResidencePrefix[] = ['first'];
  if (input.addSecondTaxCountry) open.push('second');
  if (input.addSecondTaxCountry && input.addThirdTaxCountry) open.push('third');
  return open;
}

/** docs/spec/flow/states.md#tax-residence: the add link opens the next residence: the second, then (once the second is open) the third. */
export function addResidence(input: TaxResidencesInput): TaxResidencesInput {
  if (!input.addSecondTaxCountry) return { ...input, addSecondTaxCountry: true };
  return { ...input, addThirdTaxCountry: true };
}

/**
 * docs/spec/flow/states.md#tax-residence: "Closing removes that residence's data". Closing the second while the third is open moves the third up,
 * so the applicant keeps what they typed there and the third never stands without a second.
 */
export function removeResidence(input: TaxResidencesInput, prefix: 'second' | 'third'): TaxResidencesInput {
  if (prefix === 'third' || !input.addThirdTaxCountry) {
    const flag = prefix === 'third' ? 'addThirdTaxCountry' : 'addSecondTaxCountry';
    return { ...withResidence(input, prefix, {}), [flag]: false };
  }
  const moved = withResidence(input, 'second', residenceValues(input, 'third'));
  return { ...withResidence(moved, 'third', {}), addThirdTaxCountry: false };
}

/**
 * One edit of a residence with the state changes of docs/spec/flow/states.md#tax-residence: ticking 'no TIN' clears the TIN and reveals the
 * reasons; choosing a reason other than 'other' clears the free text; unticking clears the reason. A new country
 * starts its identification afresh (TIN rules and the 'no TIN' offer depend on it).
 */
export function editResidence(input: TaxResidencesInput, prefix: TaxResidencePrefix, patch: ResidenceValues): TaxResidencesInput {
  const current = residenceValues(input, prefix);
  const next: ResidenceValues = { ...current, ...patch };
  if ('TaxCountry' in patch && patch.TaxCountry !== current.TaxCountry) {
    Object.assign(next, { TinNumber: '', NoTinNumber: false, NoTinNumberReason: null, NoTinNumberOtherReason: '', PolandTaxOfficeId: null, PolandTaxOfficeName: null });
  }
  if (patch.NoTinNumber === true) next.TinNumber = '';
  if (patch.NoTinNumber === false) Object.assign(next, { NoTinNumberReason: null, NoTinNumberOtherReason: '' });
  if ('NoTinNumberReason' in patch && patch.NoTinNumberReason !== NO_TIN_REASONS.OTHER) next.NoTinNumberOtherReason = '';
  next.EmptyTinNumber = next.NoTinNumber === true;
  return withResidence(input, prefix, next);
}

/**
 * Who the applicant is for tax purposes (docs/spec/flow/entities.md#tax-residence taxResidenceFlag), from the citizenship and the country of
 * residence given earlier: 3 a Pole, 2 a foreigner living in Poland, 1 a foreigner living abroad. Undefined
 * while the citizenship is not known here (then the applicant answers).
 */
export function taxResidenceFlagFor(citizenship: string | null | undefined, residenceCountry: string | null | undefined): TaxResidenceFlag | undefined {
  if (!citizenship) return undefined;
  if (citizenship === 'PL') return TAX_RESIDENCE_FLAGS.POLE;
  return residenceCountry === 'PL' ? TAX_RESIDENCE_FLAGS.FOREIGNER_IN_POLAND : TAX_RESIDENCE_FLAGS.FOREIGNER_ABROAD;
}

export { TAX_RESIDENCE_PREFIXES };
