import { readTmsc } from '@onboarding/tracking';

const SESSION_ID_KEY = 'onboarding.sessionId';
const SESSION_COUNT_KEY = 'onboarding.sessionCount';
const CLIENT_ID_KEY = 'onboarding.clientId';
const SOURCE_KEY = 'onboarding.source';

function randomId(): string {
  return crypto.randomUUID();
}

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/**
 * Counts this browser's visits and names this visit: a session id per tab session, a count kept across visits,
 * and the analytics client id (S0 §7: new-account sends session_count, session_id and client_id). Call once per
 * page load.
 */
export function startTrackingSession(entryQuery: Readonly<Record<string, string>>): void {
  safe(() => {
    if (!sessionStorage.getItem(SESSION_ID_KEY)) {
      sessionStorage.setItem(SESSION_ID_KEY, randomId());
      const count = Number(localStorage.getItem(SESSION_COUNT_KEY) ?? '0') + 1;
      localStorage.setItem(SESSION_COUNT_KEY, String(count));
    }
    if (!localStorage.getItem(CLIENT_ID_KEY)) localStorage.setItem(CLIENT_ID_KEY, randomId());
    // S0 §2: the `from` query parameter is kept as the source.
    if (entryQuery.from) sessionStorage.setItem(SOURCE_KEY, entryQuery.from);
  }, undefined);
}

/** The tracking data a step submit attaches (S0 §4 submit engine, S0 §7 new-account). */
export function collectTrackingFields(): {
  tmsc: Record<string, string>;
  session_count?: number;
  session_id?: string;
  client_id?: string;
  source?: string;
} {
  const tmsc = Object.fromEntries(
    Object.entries(readTmsc()).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const sessionCount = safe(() => Number(localStorage.getItem(SESSION_COUNT_KEY) ?? '') || undefined, undefined);
  return {
    tmsc,
    session_count: sessionCount,
    session_id: safe(() => sessionStorage.getItem(SESSION_ID_KEY) ?? undefined, undefined),
    client_id: safe(() => localStorage.getItem(CLIENT_ID_KEY) ?? undefined, undefined),
    source: safe(() => sessionStorage.getItem(SOURCE_KEY) ?? undefined, undefined),
  };
}
