import type { PersonalDataInput } from '@onboarding/realform-api';

/**
 * One edit of the personal-data form with the state changes of docs/spec/flow/states.md#personal-data "Personal data":
 * - ticking 'no expiry' clears the expiry date;
 * - a PESEL entered with non-Polish citizenship is cleared (also when the citizenship changes away from Polish);
 * - a non-Polish citizen with an identification number sets noPesel and clears the PESEL;
 * - a Polish citizen entering a PESEL clears the identification number (and 'no PESEL').
 * Ticking 'no PESEL' clears the PESEL, and unticking it the identification number, so only what is shown is sent.
 */
export function editPersonalData(current: PersonalDataInput, patch: Partial<PersonalDataInput>): PersonalDataInput {
  const next: PersonalDataInput = { ...current, ...patch };
  if (patch.noLimitExpiryDate === true) next.documentExpirationDate = '';
  const polish = next.citizenship === 'PL';
  // Becoming a Polish citizen in the form asks for the PESEL again rather than keeping an earlier 'no PESEL'.
  if (polish && 'citizenship' in patch && current.citizenship !== 'PL') next.noPesel = false;
  if (!polish && next.pesel) next.pesel = '';
  if (!polish && next.identificationNumber) next.noPesel = true;
  if (polish && 'pesel' in patch && patch.pesel) {
    next.identificationNumber = '';
    next.noPesel = false;
  }
  if (polish && patch.noPesel === true) next.pesel = '';
  if (polish && patch.noPesel === false) next.identificationNumber = '';
  return next;
}

/** Whether the PESEL field is shown (docs/spec/flow/validation.md#personal-data: "PESEL field shown for Polish citizenship, otherwise an identification number field"). */
export function showsPesel(data: PersonalDataInput): boolean {
  return data.citizenship === 'PL' && data.noPesel !== true;
}

/** Whether the identification-number field is shown: non-Polish citizens, and Polish citizens without a PESEL. */
export function showsIdentificationNumber(data: PersonalDataInput): boolean {
  return !!data.citizenship && !showsPesel(data);
}

/** Whether anything is filled in (a review makes sense only of something). */
export function hasAnyValue(data: PersonalDataInput | null): boolean {
  if (!data) return false;
  return Object.entries(data).some(([key, value]) => key !== 'noLimitExpiryDate' && key !== 'noPesel' && value !== undefined && value !== null && value !== '');
}
