// The scan API, server side (apps/realform-server README "Scan API for other teams"): open a session with the API
// key, and check a webhook's signature. node:crypto and fetch only — copy this file into your server.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The replay window: a webhook signed more than 5 minutes from our clock (either way) is refused. */
const TOLERANCE_SECONDS = 300;

/**
 * Opens a scan session for one user, server to server: the API key never reaches a browser. Resolves with what the
 * widget needs — and nothing else goes to the browser.
 * @param {{ apiUrl: string, apiKey: string, reference: string, documentType?: 'passport' | 'idCard' }} input
 */
export async function createSession({ apiUrl, apiKey, reference, documentType = 'passport' }) {
  const response = await fetch(new URL('/idscanenterprisesvc/v1/sessions', apiUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    // webhookUrl may be given here; without it the key's own (api-key create --webhook) is used.
    body: JSON.stringify({ documentType, reference }),
  });
  if (response.status !== 201) throw new Error(`The scan API refused the session: ${response.status} ${await response.text()}`);
  const session = await response.json();
  return { token: session.token, journeyId: session.journeyId, backendUrl: session.backendUrl, steps: session.captureSteps };
}

/**
 * Checks the `Idscan-Signature: t=…,v1=…` header of a webhook against the RAW body: HMAC-SHA-256 under the webhook
 * secret over `{t}.{body}`, compared in constant time, and `t` within the replay window. Returns the parsed event, or
 * null when the webhook must be refused.
 * @param {{ body: Buffer, header: string | undefined, secret: string, now?: Date }} input
 */
export function verifyWebhook({ body, header, secret, now = new Date() }) {
  let timestamp;
  const signatures = [];
  for (const part of (header ?? '').split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) return null;
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) return null;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
  if (!signatures.some((signature) => timingSafeEqual(signature, expected))) return null;
  return JSON.parse(body.toString('utf8'));
}
