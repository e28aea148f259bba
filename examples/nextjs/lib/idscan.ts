// The scan API, server side (apps/realform-server README "Scan API for other teams"): open a session with the API
// key, check a webhook's signature, keep the decision. Server-only: imported by the route handlers, never by a
// client component (the key and the secret stay on the server).
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** The replay window: a webhook signed more than 5 minutes from our clock (either way) is refused. */
const TOLERANCE_SECONDS = 300;

function env(name: 'IDSCAN_API_URL' | 'IDSCAN_API_KEY' | 'IDSCAN_WEBHOOK_SECRET'): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} (IDSCAN_API_KEY and IDSCAN_WEBHOOK_SECRET are printed by api-key create).`);
  return value;
}

/** What the browser gets for one journey: what the widget needs, never the key. */
export interface BrowserSession {
  token: string;
  journeyId: string;
  backendUrl: string;
  steps: string[];
}

/** Opens a scan session for one user, server to server. */
export async function createSession(documentType: 'passport' | 'idCard' = 'passport'): Promise<BrowserSession> {
  const response = await fetch(new URL('/idscanenterprisesvc/v1/sessions', env('IDSCAN_API_URL')), {
    method: 'POST',
    headers: { authorization: `Bearer ${env('IDSCAN_API_KEY')}`, 'content-type': 'application/json' },
    // In your app: the signed-in user's id (a pseudonym, not a name or an e-mail address). webhookUrl may be given
    // here too; without it the key's own (api-key create --webhook) is used.
    body: JSON.stringify({ documentType, reference: `user-${randomUUID()}` }),
    cache: 'no-store',
  });
  if (response.status !== 201) throw new Error(`The scan API refused the session: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { token: string; journeyId: string; backendUrl: string; captureSteps: string[] };
  return { token: session.token, journeyId: session.journeyId, backendUrl: session.backendUrl, steps: session.captureSteps };
}

export interface JourneyEnded {
  id: string;
  type: 'journey.ended';
  data: { journeyId: string; reference: string | null; highLevelResult: string; cancelled: boolean; endedAt: string };
}

/**
 * Checks the `Idscan-Signature: t=…,v1=…` header against the RAW body: HMAC-SHA-256 under the webhook secret over
 * `{t}.{body}`, compared in constant time, and `t` within the replay window. The parsed event, or null to refuse it.
 */
export function verifyWebhook(body: string, header: string | null, now = new Date()): JourneyEnded | null {
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of (header ?? '').split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) return null;
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) return null;
  const expected = createHmac('sha256', env('IDSCAN_WEBHOOK_SECRET')).update(`${timestamp}.${body}`).digest();
  if (!signatures.some((signature) => timingSafeEqual(signature, expected))) return null;
  return JSON.parse(body) as JourneyEnded;
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
export function decide(event: JourneyEnded): void {
  if (event.type !== 'journey.ended' || store.deliveries.has(event.id)) return;
  store.deliveries.add(event.id);
  const { journeyId, highLevelResult, cancelled } = event.data;
  store.decisions.set(journeyId, { verified: highLevelResult === 'Passed' && !cancelled, highLevelResult });
}

export function decisionOf(journeyId: string): Decision | undefined {
  return store.decisions.get(journeyId);
}
