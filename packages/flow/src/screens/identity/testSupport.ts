// Helpers of the identity steps' component tests (not part of the build: only tests import this file).
// jsdom has <dialog> but not showModal() and close() (form-fields' Modal uses both).
import '@repo/test-utils/dialog-polyfill';
import { act, configure } from '@testing-library/react';
import { vi } from 'vitest';
import { useDevice } from '../../routing/device';
import { resetApplicantState } from '../../test/resetApplicantState';

// The screens are lazy route chunks: the first visit in a test file waits for Vite to transform them.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

/**
 * A fresh applicant on a desktop: empty storage, drafts and errors, no denial, nothing locked. The files share a
 * worker's modules, so the in-memory stores are emptied too (a denial another file left would send a step to /denied).
 */
export function resetIdentity(): void {
  sessionStorage.clear();
  localStorage.clear();
  resetApplicantState();
  useDevice.getState().set('desktop');
}

/** Advances fake timers (`vi.useFakeTimers({ shouldAdvanceTime: true })`) and lets React settle. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The path of the flow's router under its test base. */
export const pathOf = (router: { history: { location: { pathname: string } } }) => router.history.location.pathname.replace(/^\/onboarding/, '');

/** The step name the flow shows (the history state's, as the submit engine and the screens set it). */
export const stepOf = (router: { history: { location: { state: unknown } } }) => (router.history.location.state as { stepName?: string } | undefined)?.stepName;
