import type { CountryCode } from '@onboarding/dictionaries';
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
  /** Set once the residence question is answered and the applicant may register (S0 §4 entry flow). */
  residenceDone: boolean;
  email: string;
  emailConfirmed: boolean;
  confirmEmail: string;
  marketingAgreement: boolean;
  loginEmail: string;
  phoneNumberPrefix: string | null;
  phoneNumber: string;
}

interface DraftState extends RegistrationDraft {
  update(patch: Partial<RegistrationDraft>): void;
  reset(): void;
}

const EMPTY: RegistrationDraft = {
  residenceConfirm: null,
  residenceCountry: null,
  chooseLanguage: null,
  residenceDone: false,
  email: '',
  emailConfirmed: false,
  confirmEmail: '',
  marketingAgreement: false,
  loginEmail: '',
  phoneNumberPrefix: null,
  phoneNumber: '',
};

export const DRAFT_STORAGE_KEY = 'onboarding.draft';

export const useDraftStore = create<DraftState>()(
  persist(
    (set) => ({
      ...EMPTY,
      update: (patch) => set(patch),
      reset: () => set(EMPTY),
    }),
    {
      name: DRAFT_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ update: _u, reset: _r, ...draft }) => draft,
    },
  ),
);
