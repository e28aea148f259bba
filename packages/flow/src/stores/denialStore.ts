import { DENIAL_REASONS, type DenialReason, type StandardResponse } from '@onboarding/realform-api';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const DENIAL_STORAGE_KEY = 'onboarding.denial';

/** An application the server ended (onboardingDenied), with the reason it gave, for the session it was given to. */
export interface DenialRecord {
  /** The session token of the denied application: a new registration in this tab (a new token) is not denied. */
  token: string;
  reason: DenialReason;
}

interface DenialState {
  denial: DenialRecord | null;
  remember(denial: DenialRecord): void;
  forget(): void;
}

/**
 * The denial of this tab's application, kept in sessionStorage (issue 18): the denied screen says why after a reload,
 * and the browser's Back or a bookmarked step lands on the denial instead of on a form whose every Next is refused.
 */
export const useDenialStore = create<DenialState>()(
  persist(
    (set) => ({
      denial: null,
      remember: (denial) => set({ denial }),
      forget: () => set({ denial: null }),
    }),
    { name: DENIAL_STORAGE_KEY, storage: createJSONStorage(() => sessionStorage), partialize: ({ denial }) => ({ denial }) },
  ),
);

/** Keeps the denial an answer carries (`dataContent.denial`, realform-api `denialSchema`) for the session's token. */
export function rememberDenialOf(response: StandardResponse, token: string | null): void {
  if (!token) return;
  const reason = denialReasonIn(response.dataContent?.denial);
  if (reason) useDenialStore.getState().remember({ token, reason });
}

/** The reason this session's application was denied, or null. */
export function denialReasonFor(token: string | null): DenialReason | null {
  const { denial } = useDenialStore.getState();
  return token && denial?.token === token ? denial.reason : null;
}

/**
 * The reason of a `dataContent.denial` (realform-api `denialSchema`: `{ reason }`, one of DENIAL_REASONS), checked by
 * hand: the route guards run on the first page, which should not load a schema library for one field.
 */
export function denialReasonIn(value: unknown): DenialReason | null {
  if (typeof value !== 'object' || value === null) return null;
  const reason = (value as { reason?: unknown }).reason;
  return (DENIAL_REASONS as readonly unknown[]).includes(reason) ? (reason as DenialReason) : null;
}
