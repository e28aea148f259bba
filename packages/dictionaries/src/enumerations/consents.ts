import * as v from 'valibot';

/**
 * The optional consent checkboxes of the declarations step (docs/spec/flow/validation.md#declarations: "RECEIVED_KID, UNDERSTOOD_FEATURES_AND_RISKS
 * and AWARE_OF_LOSS_AND_CREDIT_RISKS checkboxes appear only if the consent list includes them"), each with the
 * form field that carries it (docs/spec/flow/entities.md#other-fields "Other").
 */
export const CONSENT_FIELDS = {
  RECEIVED_KID: 'receivedKid',
  UNDERSTOOD_FEATURES_AND_RISKS: 'understoodFeaturesAndRisks',
  AWARE_OF_LOSS_AND_CREDIT_RISKS: 'awareOfLossAndCreditRisks',
} as const;

export type Consent = keyof typeof CONSENT_FIELDS;
export type ConsentField = (typeof CONSENT_FIELDS)[Consent];

export const CONSENTS = /* @__PURE__ */ Object.keys(CONSENT_FIELDS) as readonly Consent[];

export const consentSchema = /* @__PURE__ */ v.picklist(CONSENTS);
