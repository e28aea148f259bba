import type { AnalyticsIds } from './TrackingEventMap';

const ANALYTICS_IDS = ['userId', 'leadId', 'userIdSha', 'leadIdSha'] as const;

/** The pseudonymous ids of the server's analytics answer (docs/spec/flow/entities.md); the rest of the answer is sent nowhere. */
export function pickAnalyticsIds(answer: Readonly<Record<string, unknown>> | undefined): AnalyticsIds {
  const ids: AnalyticsIds = {};
  for (const key of ANALYTICS_IDS) {
    const value = answer?.[key];
    if (typeof value === 'string' || typeof value === 'number') ids[key] = String(value);
  }
  return ids;
}
