import type { CountryCode } from '@onboarding/dictionaries';
import type { AddressInput, DeclarationsInput, PersonalDataInput, RiskAssessmentInput, TaxResidencesInput } from '@onboarding/realform-api';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * What the applicant has typed and chosen so far, kept in sessionStorage so a reload loses nothing. Passwords
 * and codes are never stored here.
 */
export interface RegistrationDraft {
  residenceConfirm: boolean | null;
  residenceCountry: CountryCode | null;
  chooseLanguage: boolean | null;
  /** Set once the residence question is answered and the applicant may register (docs/spec/flow/states.md#entry-flow entry flow). */
  residenceDone: boolean;
  email: string;
  emailConfirmed: boolean;
  confirmEmail: string;
  /** The registration box "I accept the terms of service and the privacy policy" (issue 18 item 7). */
  termsAccepted: boolean;
  /** The separate, optional marketing consent: unticked until the applicant ticks it. */
  marketingAgreement: boolean;
  loginEmail: string;
  phoneNumberPrefix: string | null;
  phoneNumber: string;
  // --- data ---
  /** desktopSms: the phone entry, or the code entry once a code was sent (docs/spec/flow/states.md#phone "Phone"). */
  phoneStage: 'entry' | 'code';
  /** Codes sent to the phone so far, as the server counts them (docs/spec/flow/entities.md#phone sentSmsCount). */
  sentSmsCount: number;
  /** The server allows the e-mail code instead (docs/spec/flow/screens.md, docs/spec/flow/constants.md: after 2 or more SMS sends). */
  emailVerificationAvailable: boolean;
  /** When the resend link may be used again (epoch ms), so a reload keeps the cool-down; null: at once. */
  codeResendAt: number | null;
  /** Where the e-mail code went (docs/spec/flow/entities.md#e-mail-confirmation: "the response's email or info.Email is read"). */
  codeEmail: string;
  /** The data steps' answers as typed (docs/spec/flow/entities.md); null until the step was opened or prefilled. */
  personalData: PersonalDataInput | null;
  /** personalDataConfirm shows the values to review first, then the form to correct them (docs/spec/flow/screens.md#personaldataconfirm). */
  personalDataMode: 'review' | 'edit';
  address: AddressInput | null;
  taxResidences: TaxResidencesInput | null;
  currencyChoice: number | null;
  declarations: DeclarationsInput | null;
  riskAssessment: RiskAssessmentInput | null;
  /** The consents the declarations step shows, as the server listed them (docs/spec/flow/entities.md#server-response-fields dataContent.consents). */
  consents: readonly string[] | null;
  /** The scan's processed documents (docs/spec/flow/entities.md#server-response-fields), kept by the upload step so personalDataConfirm can prefill from them. */
  scannedDocuments: readonly ScannedDocument[] | null;
  // --- identity ---
  /** This tab is a hand-off phone opened from the desktop's link (docs/spec/flow/routes.md#query-parameters "token together with mobile or qrCode"), and by which. */
  handoffPhone: 'qrCode' | 'mobile' | null;
  /** What the answer that ended an upload said (docs/spec/flow/entities.md#uploads-and-form-data "Form data: uploadActionError, allowTryAgain"), for uploadFailed and mobileReturnToDesktop. */
  uploadOutcome: { uploadActionError: string | null; allowTryAgain: boolean } | null;
  /** The hand-off page's SMS form (docs/spec/flow/screens.md#newaccount): the phone entry, the code entry, or the link sent to the phone. */
  handoffSmsStage: 'entry' | 'code' | 'sent';
  /** Hand-off links sent by SMS so far, as the server counts them (docs/spec/flow/entities.md#phone sentSmsCount). */
  handoffSentSmsCount: number;
  /** When the hand-off SMS may be sent again (epoch ms); null: at once. */
  handoffCodeResendAt: number | null;
}

/** What the personal-data prefill reads of a processed document (docs/spec/flow/entities.md#fields-read-from-the-scanned-document "Extracted document fields read"). */
export interface ScannedDocument {
  DocumentType?: string;
  /** ISO 3166-1 alpha-3 (docs/spec/flow/entities.md#fields-read-from-the-scanned-document "issuing country code"). */
  IssuingCountryCode?: string | null;
  /** FirstName, LastName, BirthDate, ExpiryDate, DocumentNumber, PersonalNumber, OptionalValue2, NationalityName… */
  ExtractedFields?: Readonly<Record<string, string>>;
}

interface DraftState extends RegistrationDraft {
  update(patch: Partial<RegistrationDraft>): void;
  reset(): void;
  /**
   * A new application began (new-account answered): what this browser kept of an earlier one — a code sent, its
   * resend countdown, answers, the identity steps — goes; the registration and the phone number (the same person)
   * stay. Without it, Back to the registration and a new e-mail showed a code screen for a code never sent.
   */
  startApplication(): void;
}

/** The fields of the registration itself, which a new application keeps (the rest is the application's). */
const REGISTRATION_KEYS = [
  'residenceConfirm',
  'residenceCountry',
  'chooseLanguage',
  'residenceDone',
  'email',
  'emailConfirmed',
  'confirmEmail',
  'termsAccepted',
  'marketingAgreement',
  'loginEmail',
  'phoneNumberPrefix',
  'phoneNumber',
] as const satisfies readonly (keyof RegistrationDraft)[];

const EMPTY: RegistrationDraft = {
  residenceConfirm: null,
  residenceCountry: null,
  chooseLanguage: null,
  residenceDone: false,
  email: '',
  emailConfirmed: false,
  confirmEmail: '',
  termsAccepted: false,
  marketingAgreement: false,
  loginEmail: '',
  phoneNumberPrefix: null,
  phoneNumber: '',
  // --- data ---
  phoneStage: 'entry',
  sentSmsCount: 0,
  emailVerificationAvailable: false,
  codeResendAt: null,
  codeEmail: '',
  personalData: null,
  personalDataMode: 'review',
  address: null,
  taxResidences: null,
  currencyChoice: null,
  declarations: null,
  riskAssessment: null,
  consents: null,
  scannedDocuments: null,
  // --- identity ---
  handoffPhone: null,
  uploadOutcome: null,
  handoffSmsStage: 'entry',
  handoffSentSmsCount: 0,
  handoffCodeResendAt: null,
};

export const DRAFT_STORAGE_KEY = 'onboarding.draft';

export const useDraftStore = create<DraftState>()(
  persist(
    (set) => ({
      ...EMPTY,
      update: (patch) => set(patch),
      reset: () => set(EMPTY),
      startApplication: () => set((state) => ({ ...EMPTY, ...Object.fromEntries(REGISTRATION_KEYS.map((key) => [key, state[key]])) })),
    }),
    {
      name: DRAFT_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ update: _u, reset: _r, startApplication: _s, ...draft }) => draft,
      // Version 1 (issue 18 item 7): a draft saved before had the terms box in `marketingAgreement`. It is the terms,
      // never a marketing consent the applicant did not give.
      version: 1,
      migrate: (persisted, version) => {
        const draft = (persisted ?? {}) as Partial<RegistrationDraft>;
        return (version < 1 ? { ...draft, termsAccepted: draft.marketingAgreement === true, marketingAgreement: false } : draft) as DraftState;
      },
    },
  ),
);
