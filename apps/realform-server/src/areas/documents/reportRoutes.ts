import { CALLS } from '@onboarding/realform-api';
import type { AppDeps } from '../../http/AppDeps';
import { answer, formCall } from '../../http/formCall';
import type { DocumentAreaStores } from './documentAreaStores';
import type { DocumentEventKind } from './documentEventStore';
import { documentRoute } from './documentRoute';
import { ownsJourney } from './scanRoutes';
import { stripAnalytics } from './stripAnalytics';

const COMMON_FIELDS = new Set(['token', 'languageCode', 'branchCode', 'brand']);

function withoutCommonFields(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([key]) => !COMMON_FIELDS.has(key)));
}

/**
 * POST document/scan-status-report (S0 §7 status reports; the path is ours): type 1 (an attempt, with the
 * timeout variant) and type 2 (the journey's status), stored. S0's report `branchCode` is the locale upper-cased,
 * which for English differs from the common field's 'EU': it is stored from `languageCode`.
 */
export function scanStatusReportRoute(deps: AppDeps, stores: DocumentAreaStores) {
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

/** POST site/gbg-stats (S0 §7 "identity-verification status, best effort"): stored; never an error for the flow. */
export function gbgStatsRoute(deps: AppDeps, stores: DocumentAreaStores) {
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
 * POST form-pl/write-analytics-response-to-log (S0 §7: sent on each step, from the entry page on, so an anonymous
 * session may send it): stored with personal data stripped (see stripAnalytics).
 */
export function writeAnalyticsRoute(deps: AppDeps, stores: DocumentAreaStores) {
  return formCall(deps, CALLS.writeAnalyticsResponseToLog.request, async ({ c, input, session, now }) => {
    const stored = await stores.events.record(
      { kind: 'analytics', applicationId: session.applicationId, sessionId: session.id, journeyId: null, payload: stripAnalytics(input) },
      now,
    );
    if (!stored) deps.logger.warn('report dropped over the hourly cap', { kind: 'analytics' });
    return answer(c, 200, { status: 'success' });
  });
}
