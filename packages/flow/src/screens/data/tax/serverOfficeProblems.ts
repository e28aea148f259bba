import { TAX_RESIDENCE_PREFIXES } from '@onboarding/realform-api';
import type { FlowDictionaries } from '../../../api/useDictionaries';

/**
 * The tax-residence rules of the contract check an office against the bundled list; once the server's list is in
 * (get-dictionaries-list, docs/spec/flow/entities.md#dictionaries), that list decides, as the server will at submit: an office only the server lists
 * is fine, an office the server no longer lists is not. With the fixed office (docs/spec/flow/states.md, flag 2) nothing is chosen.
 */
export function withServerOffices<TProblems extends Record<string, string | undefined>>(
  problems: TProblems,
  input: Readonly<Record<string, unknown>>,
  lists: FlowDictionaries,
  officeFixed: boolean,
): TProblems {
  if (lists.source !== 'server' || officeFixed) return problems;
  const listed = new Set(lists.taxOffices.map((office) => office.id));
  const result: Record<string, string | undefined> = { ...problems };
  for (const prefix of TAX_RESIDENCE_PREFIXES) {
    const key = `${prefix}PolandTaxOfficeId`;
    const chosen = input[key];
    if (input[`${prefix}TaxCountry`] !== 'PL' || typeof chosen !== 'number') continue;
    if (listed.has(chosen)) {
      if (result[key] === 'polandTaxOfficeId.invalid') result[key] = undefined;
    } else {
      result[key] = 'polandTaxOfficeId.invalid';
    }
  }
  return result as TProblems;
}
