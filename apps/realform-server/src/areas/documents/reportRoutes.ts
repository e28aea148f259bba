import { CALLS } from '@onboarding/realform-api';
import type { DocumentsDeps } from './documentsApp';
import { answer, formCall } from '../../http/formCall';
import type { DocumentAreaStores } from './documentAreaStores';
import type { DocumentEventKind } from './documentEventStore';
import { documentRoute } from './documentRoute';
import { ownsJourney } from './scanRoutes';
import { stripAnalytics } from './stripAnalytics';

const COMMON_FIELDS = new Set(['token', 'languageCode', 'branchCode', 'brand']);

/**
 * Anonymous reports (write-analytics-response-to-log before sign-up or sign-in) stored per client IP and window.
 * Sessions cost nothing to make, so the per-session cap alone would not bound an address.
 */
export const ANONYMOUS_REPORTS_PER_IP = { max: 600, windowSeconds: 600 };

/** Addresses the per-IP count keeps at most; past it the oldest is forgotten (memory stays bounded). */
const MAX_COUNTED_ADDRESSES = 100_000;

/**
 * A fixed-window count per address in this process's memory (one number pair per address): a guard of this
 * process's database, not a limit shared across instances.
 */
function perAddressCount() {
  const windows = new Map<string, { start: number; count: number }>();
  return (address: string, now: Date): boolean => {
    const at = now.getTime();
    let window = windows.get(address);
    if (!window || at - window.start >= ANONYMOUS_REPORTS_PER_IP.windowSeconds * 1000) {
      windows.delete(address);
      window = { start: at, count: 0 };
      windows.set(address, window);
      if (windows.size > MAX_COUNTED_ADDRESSES) windows.delete(windows.keys().next().value as string);
    }
    if (window.count >= ANONYMOUS_REPORTS_PER_IP.max) return false;
    window.count += 1;
    return true;
  };
}

function withoutCommonFields(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([key]) => !COMMON_FIELDS.has(key)));
}

/**
 * POST document/scan-status-report (docs/spec/flow/calls.md#scan-status-reports status reports; the path is ours): type 1 (an attempt, with the
 * timeout variant) and type 2 (the journey's status), stored. The flow spec's report `branchCode` is the locale upper-cased,
 * which for English differs from the common field's 'EU': it is stored from `languageCode`.
 */
export function scanStatusReportRoute(deps: DocumentsDeps, stores: DocumentAreaStores) {
  return documentRoute(deps, stores, 'scanStatusReport', { primary: 'any', handoff: 'any' }, async ({ input, application, caller, session, now }) => {
    let journeyId: string | null = null;
    if (input.journeyId !== '') {
      const journey = await stores.journeys.get(input.journeyId);
      if (!ownsJourney(journey, application.id, caller)) return { errors: { journeyId: 'journey.notFound' }, httpStatus: 404 };
      journeyId = journey.id;
    }
    const kind: DocumentEventKind = input.type === 2 ? 'status2' : input.isTimeout ? 'timeout' : 'status1';
    const payload = { ...withoutCommonFields(input), branchCode: input.languageCode.toUpperCase() };
    const stored = await stores.events.record({ kind, applicationId: application.id, sessionId: session.id, journeyId, payload }, now);
    if (!stored) deps.logger.warn('report dropped over the hourly cap', { kind });
    return {};
  });
}

/** POST site/gbg-stats (docs/spec/flow/calls.md#call-table "identity-verification status, best effort"): stored; never an error for the flow. */
export function gbgStatsRoute(deps: DocumentsDeps, stores: DocumentAreaStores) {
  return documentRoute(deps, stores, 'gbgStats', { primary: 'any', handoff: 'any' }, async ({ input, application, caller, session, now }) => {
    const journey = input.journeyId ? await stores.journeys.get(input.journeyId) : null;
    const journeyId = ownsJourney(journey, application.id, caller) ? journey.id : null;
    const stored = await stores.events.record(
      { kind: 'gbgStats', applicationId: application.id, sessionId: session.id, journeyId, payload: withoutCommonFields(input) },
      now,
    );
    if (!stored) deps.logger.warn('report dropped over the hourly cap', { kind: 'gbgStats' });
    return {};
  });
}

/**
 * POST form-pl/write-analytics-response-to-log (docs/spec/flow/calls.md#call-table: sent on each step, from the entry page on, so an anonymous
 * session may send it): stored with personal data stripped (see stripAnalytics). Anonymous ones are capped per
 * session (see documentEventStore) and per address (ANONYMOUS_REPORTS_PER_IP); over a cap they are acknowledged and
 * dropped.
 */
export function writeAnalyticsRoute(deps: DocumentsDeps, stores: DocumentAreaStores) {
  const anonymousFrom = perAddressCount();
  return formCall(deps, CALLS.writeAnalyticsResponseToLog.request, async ({ c, input, session, now, ip }) => {
    if (session.applicationId === null && !anonymousFrom(ip, now)) {
      deps.logger.warn('report dropped over the per-address cap', { kind: 'analytics' });
      return answer(c, 200, { status: 'success' });
    }
    const stored = await stores.events.record(
      { kind: 'analytics', applicationId: session.applicationId, sessionId: session.id, journeyId: null, payload: stripAnalytics(input) },
      now,
    );
    if (!stored) deps.logger.warn('report dropped over the hourly cap', { kind: 'analytics' });
    return answer(c, 200, { status: 'success' });
  });
}
