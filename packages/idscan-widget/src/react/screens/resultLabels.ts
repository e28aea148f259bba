/** docs/spec/widget/entities.md#result-checks result checks, shown on the results screen; `dataChecks` and `lookBack` are the "additional checks". */
export const RESULT_CHECKS = [
  'accumulativeLiveness',
  'frontSideType',
  'backSide',
  'blockingPolicy',
  'expiry',
  'support',
  'validation',
  'proofPolicy',
  'faceMatch',
  'underage',
  'covidPassCrossCheck',
  'dataChecks',
  'lookBack',
] as const;
export type ResultCheck = (typeof RESULT_CHECKS)[number];

/** docs/spec/widget/screens.md#results "additional checks (data checks, look-back checks)". */
export const ADDITIONAL_CHECKS = ['dataChecks', 'lookBack'] as const satisfies readonly ResultCheck[];

/**
 * The checks the server's verdict names in `AdditionalChecks` (apps/realform-server, journeyVerdict.ts). The results
 * screen gives each its own translated label; a name not listed here gets one generic label, never the raw name.
 */
export const SERVER_CHECKS = [
  'StepsComplete',
  'PhotoQuality',
  'DocumentPresent',
  'MrzRead',
  'DocumentExpiry',
  'DocumentPortrait',
  'FaceMatch',
  'SelfieAntispoof',
  'Liveness',
  'Analysers',
] as const;
export type ServerCheck = (typeof SERVER_CHECKS)[number];

/** The scores the server's verdict names in `Scores` (journeyVerdict.ts), each with its own translated label. */
export const SERVER_SCORES = ['FaceMatch', 'SelfieAntispoof', 'Liveness', 'LivenessAntispoof', 'LivenessFaceMatch'] as const;
export type ServerScore = (typeof SERVER_SCORES)[number];

/**
 * docs/spec/widget/entities.md#extracted-fields groups of the several hundred extracted fields, each with how its field names are recognised. The
 * order matters: the first match wins, so `IssuingStateName` is the issuing state, not a name, and
 * `RecipientName` is part of the address.
 */
export const EXTRACTED_FIELD_GROUPS = [
  { id: 'mrz', pattern: /mrz|check ?digit/i },
  { id: 'chip', pattern: /chip|rfid|^dg\d/i },
  { id: 'covid', pattern: /covid/i },
  { id: 'typeIds', pattern: /type ?id/i },
  { id: 'issuingState', pattern: /issuing ?state/i },
  { id: 'images', pattern: /portrait|photo|signature|fingerprint|hologram/i },
  { id: 'address', pattern: /address|post ?code|postal|street|city|town|recipient|house/i },
  { id: 'banking', pattern: /iban|account|issuer/i },
  { id: 'numbers', pattern: /tax|health|social|insurance|personal ?number/i },
  { id: 'licence', pattern: /licen[cs]e|categor/i },
  { id: 'birth', pattern: /birth|sex|gender|nationality/i },
  { id: 'document', pattern: /document ?number|issue|expir/i },
  { id: 'names', pattern: /name/i },
  { id: 'dates', pattern: /^(day|month|year)$/i },
  { id: 'optional', pattern: /optional/i },
] as const;
export type ExtractedFieldGroup = (typeof EXTRACTED_FIELD_GROUPS)[number]['id'] | 'other';

/** The docs/spec/widget/entities.md#extracted-fields group an extracted field belongs to, by its name; `other` when none fits. */
export function fieldGroupOf(name: string): ExtractedFieldGroup {
  return EXTRACTED_FIELD_GROUPS.find((group) => group.pattern.test(name))?.id ?? 'other';
}

/**
 * A field name as words (`ExpiryDate2` → `Expiry Date 2`, `MRZ_Line1` → `MRZ Line 1`). The scanning service
 * names several hundred fields; the results screen translates their groups, and shows the names themselves
 * as the service spells them.
 */
export function humanizeFieldName(name: string): string {
  return name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();
}
