// docs/spec/flow/entities.md#local-storage-and-cookies "Local storage: … a returning-visitor flag". Kept in localStorage so it outlives the tab and the session:
// it says only that this browser has started an application with the broker before (no e-mail, nothing personal).

/** Key of the returning-visitor flag. */
export const RETURNING_VISITOR_STORAGE_KEY = 'onboarding.returningVisitor';

/**
 * Remembers that this browser has an application: set when registration (new-account) or a log-in (new-login)
 * succeeds, so the next visit's entry screen offers "Log in" first instead of the introduction.
 */
export function markReturningVisitor(): void {
  try {
    localStorage.setItem(RETURNING_VISITOR_STORAGE_KEY, '1');
  } catch {
    // Storage may be unavailable (private mode, quota): the visitor then sees the introduction, as a new one would.
  }
}

/** Whether this browser has started an application before (the flag above). */
export function isReturningVisitor(): boolean {
  try {
    return localStorage.getItem(RETURNING_VISITOR_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}
