import { CONSENT_FIELDS, isCountryCode, type Consent } from '@onboarding/dictionaries';
import type {
  Address,
  AddressInput,
  Declarations,
  DeclarationsInput,
  PersonalData,
  PersonalDataInput,
  RiskAssessment,
  RiskAssessmentInput,
  TaxResidences,
  TaxResidencesInput,
} from '@onboarding/realform-api';
import { TAX_RESIDENCE_PREFIXES } from '@onboarding/realform-api';
import { useDraftStore, type RegistrationDraft } from '../stores/draftStore';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored personal-data answer as the form's fields. */
export function personalDataInputOf(stored: PersonalData): PersonalDataInput {
  return { ...stored, documentExpirationDate: stored.documentExpirationDate ?? '', pesel: stored.pesel ?? '', identificationNumber: stored.identificationNumber ?? '' };
}

/** A stored address as the form's flat fields (the contact address is nested when stored). */
export function addressInputOf(stored: Address): AddressInput {
  const { contactAddress, ...home } = stored;
  return {
    ...home,
    apartmentNumber: home.apartmentNumber ?? '',
    contactAddress: contactAddress !== null,
    contactCountry: contactAddress?.country ?? null,
    contactPostalCode: contactAddress?.postalCode ?? '',
    contactCity: contactAddress?.city ?? '',
    contactStreet: contactAddress?.street ?? '',
    contactBuildingNumber: contactAddress?.buildingNumber ?? '',
    contactApartmentNumber: contactAddress?.apartmentNumber ?? '',
  };
}

/** Stored tax residences as the form's prefixed fields (docs/spec/flow/entities.md#tax-residence: first…, second…, third…). */
export function taxResidencesInputOf(stored: TaxResidences): TaxResidencesInput {
  const input: Record<string, unknown> = {
    taxResidenceFlag: stored.taxResidenceFlag,
    addSecondTaxCountry: stored.residences.length > 1,
    addThirdTaxCountry: stored.residences.length > 2,
  };
  stored.residences.forEach((residence, index) => {
    const prefix = TAX_RESIDENCE_PREFIXES[index];
    if (!prefix) return;
    input[`${prefix}TaxCountry`] = residence.country;
    if ('pesel' in residence) {
      input[`${prefix}PolandTaxOfficeId`] = residence.polandTaxOfficeId;
      input[`${prefix}PolandTaxResidentPesel`] = residence.pesel;
    } else if (residence.noTinNumber) {
      input[`${prefix}NoTinNumber`] = true;
      input[`${prefix}NoTinNumberReason`] = residence.noTinNumberReason;
      input[`${prefix}NoTinNumberOtherReason`] = residence.noTinNumberOtherReason ?? '';
    } else {
      input[`${prefix}TinNumber`] = residence.tinNumber;
    }
  });
  return input as TaxResidencesInput;
}

/** Stored declarations as the form's fields: the consents shown are ticked again. */
export function declarationsInputOf(stored: Declarations): DeclarationsInput {
  const { consents, ...rest } = stored;
  const ticked = Object.fromEntries(consents.map((consent: Consent) => [CONSENT_FIELDS[consent], true]));
  return { ...rest, ...ticked, usaTin: rest.usaTin ?? '', confirmEnglishKnowledgeAgreement: rest.confirmEnglishKnowledgeAgreement === true };
}

/**
 * Takes what the server answered for prefill (docs/architecture.md#contract-first; the server README: "the success answer's dataContent
 * carries the stored answer under its key and, for prefill, the stored answer of the step it leads to") into the
 * draft of each step not opened yet — what the applicant typed in this session always wins — and the consent
 * list of the declarations step (docs/spec/flow/entities.md#server-response-fields "dataContent (including consents)"), which is the server's word.
 */
export function absorbPrefill(dataContent: Readonly<Record<string, unknown>> | undefined): void {
  if (!dataContent) return;
  const draft = useDraftStore.getState();
  const patch: Partial<RegistrationDraft> = {};
  if (isObject(dataContent.personalData) && draft.personalData === null) {
    patch.personalData = personalDataInputOf(dataContent.personalData as unknown as PersonalData);
  }
  if (isObject(dataContent.address) && draft.address === null) patch.address = addressInputOf(dataContent.address as unknown as Address);
  if (isObject(dataContent.taxResidences) && draft.taxResidences === null) {
    patch.taxResidences = taxResidencesInputOf(dataContent.taxResidences as unknown as TaxResidences);
  }
  if (isObject(dataContent.currency) && draft.currencyChoice === null && typeof dataContent.currency.currencyChoice === 'number') {
    patch.currencyChoice = dataContent.currency.currencyChoice;
  }
  if (isObject(dataContent.declarations) && draft.declarations === null) {
    patch.declarations = declarationsInputOf(dataContent.declarations as unknown as Declarations);
  }
  if (isObject(dataContent.riskAssessment) && draft.riskAssessment === null) {
    patch.riskAssessment = { ...(dataContent.riskAssessment as unknown as RiskAssessment) } satisfies RiskAssessmentInput;
  }
  // Issue 17: the entry's residence answer, for a browser or tab that did not give it (a login elsewhere, a second tab):
  // the address and tax steps start from it.
  if (isCountryCode(dataContent.residenceCountry) && draft.residenceCountry === null) {
    patch.residenceCountry = dataContent.residenceCountry;
  }
  if (Array.isArray(dataContent.consents) && dataContent.consents.every((consent) => typeof consent === 'string')) {
    patch.consents = dataContent.consents as string[];
  }
  if (Object.keys(patch).length > 0) draft.update(patch);
}
