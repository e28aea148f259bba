import type { StandardResponse } from '@onboarding/realform-api';

// Issue 17 defect 6: whether this tab's applicant is adding the missing identity document of an opened account. The
// login's answer says so (`dataContent.documents: 'pending'`); the identity screens then speak of the open account
// instead of the application form still to come. The account's state itself is the server's.

/** Key in sessionStorage (per tab, like the draft). */
export const ACCOUNT_DOCUMENTS_STORAGE_KEY = 'onboarding.accountDocumentsPending';

/** Remembers what a login answered: pending for an opened account resumed at the upload, forgotten otherwise. */
export function rememberAccountDocuments(response: StandardResponse): void {
  try {
    if (response.status !== 'success') return;
    if (response.dataContent?.documents === 'pending') sessionStorage.setItem(ACCOUNT_DOCUMENTS_STORAGE_KEY, '1');
    else sessionStorage.removeItem(ACCOUNT_DOCUMENTS_STORAGE_KEY);
  } catch {
    // Storage unavailable: the screens keep their usual words; the server still leads the way.
  }
}

/** Forgets it (the document was received). */
export function forgetAccountDocuments(): void {
  try {
    sessionStorage.removeItem(ACCOUNT_DOCUMENTS_STORAGE_KEY);
  } catch {
    // nothing kept
  }
}

/** Whether this tab is adding an opened account's missing document. */
export function addingAccountDocument(): boolean {
  try {
    return sessionStorage.getItem(ACCOUNT_DOCUMENTS_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}
