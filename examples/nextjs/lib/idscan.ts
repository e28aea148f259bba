// This app's side of the scan API: its settings and the decisions it takes from the webhooks. The calls themselves —
// createSession and verifyWebhook — come from '@onboarding/idscan-widget/server'. Server-only: imported by the route
// handlers, never by a client component (the key and the secret stay on the server).
import type { JourneyEndedEvent } from '@onboarding/idscan-widget/server';

/** Read at request time, never `NEXT_PUBLIC_…`. */
export function env(name: 'IDSCAN_API_URL' | 'IDSCAN_API_KEY' | 'IDSCAN_WEBHOOK_SECRET'): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} (IDSCAN_API_KEY and IDSCAN_WEBHOOK_SECRET are printed by api-key create).`);
  return value;
}

export interface Decision {
  verified: boolean;
  highLevelResult: string;
}

// journeyId → the decision taken from its webhook, and the deliveries handled (a retry carries the same id). A real
// app keeps these in its database with the user; here in memory, on globalThis because each route is bundled apart.
const store = ((globalThis as { idscanExample?: { decisions: Map<string, Decision>; deliveries: Set<string> } }).idscanExample ??= {
  decisions: new Map(),
  deliveries: new Set(),
});

/** Takes the decision from a verified webhook: here "verified" or "try again". */
export function decide(event: JourneyEndedEvent): void {
  if (event.type !== 'journey.ended' || store.deliveries.has(event.id)) return;
  store.deliveries.add(event.id);
  const { journeyId, highLevelResult, cancelled } = event.data;
  store.decisions.set(journeyId, { verified: highLevelResult === 'Passed' && !cancelled, highLevelResult });
}

export function decisionOf(journeyId: string): Decision | undefined {
  return store.decisions.get(journeyId);
}
