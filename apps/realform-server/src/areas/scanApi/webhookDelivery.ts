import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { Database } from '../../db/Database';
import type { SafeLogger } from '../../log/safeLogger';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_SIGNATURE_HEADER, signWebhook } from './webhookSignature';
import { isPrivateAddress, publicOnlyLookup } from './webhookUrl';

/**
 * The waits before each retry of a webhook that got no 2xx answer: 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h —
 * eight attempts over about 45 hours, then the delivery is `failed` (the result can still be read with GET
 * journeys/{id}).
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS: readonly number[] = Object.freeze([60, 300, 1800, 7200, 21_600, 43_200, 86_400]);
/** One attempt gets this long for the connection and the answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How often the server looks for due deliveries (a journey's end also starts a look at once). */
export const WEBHOOK_POLL_INTERVAL_MS = 15_000;
/** A claimed delivery is another instance's for this long (longer than an attempt can take). */
const CLAIM_MS = 2 * 60_000;
/** Deliveries sent per look. */
const BATCH = 20;
/** The receiver's answer is read up to this many bytes, then dropped. */
const ANSWER_MAX_BYTES = 16 * 1024;

export const WEBHOOK_EVENT_JOURNEY_ENDED = 'journey.ended';

/** What one pass sent: counts only. */
export interface WebhookRunReport {
  delivered: number;
  retried: number;
  failed: number;
}

/** Sends one webhook attempt; resolves with the HTTP status, or null when no answer came. */
export type WebhookSender = (url: string, body: string, headers: Record<string, string>) => Promise<{ status: number | null; problem?: string }>;

/** The real sender: node:http(s), no redirects followed, a timeout, in production only to public addresses. */
export function httpWebhookSender({ production }: { production: boolean }): WebhookSender {
  return (target, body, headers) =>
    new Promise((resolve) => {
      const url = new URL(target);
      // A URL stored by a development CLI run is still refused by a production server.
      if (production && url.protocol !== 'https:') return resolve({ status: null, problem: 'not https' });
      // An address literal is never looked up (so the look-up below never sees it): checked here.
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      if (production && (url.hostname === 'localhost' || (isIP(literal) !== 0 && isPrivateAddress(literal)))) return resolve({ status: null, problem: 'private address' });
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      let settled = false;
      const done = (result: { status: number | null; problem?: string }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      const request = send(
        url,
        {
          method: 'POST',
          headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
          ...(production ? { lookup: publicOnlyLookup } : {}),
        },
        (response) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > ANSWER_MAX_BYTES) response.destroy();
          });
          response.on('close', () => done({ status: response.statusCode ?? null }));
          response.on('error', () => done({ status: response.statusCode ?? null }));
        },
      );
      const timer = setTimeout(() => {
        request.destroy();
        done({ status: null, problem: 'timeout' });
      }, WEBHOOK_TIMEOUT_MS);
      request.on('error', (error: NodeJS.ErrnoException) => done({ status: null, problem: error.code === 'EPRIVATEADDRESS' ? 'private address' : 'no answer' }));
      request.end(body);
    });
}

interface EndedJourneyRow {
  id: string;
  api_key_id: string;
  webhook_url: string;
  api_reference: string | null;
  high_level_result: string | null;
  cancel_reason: string | null;
  ended_at: Date | null;
}

interface ClaimedRow {
  id: string;
  url: string;
  payload: string;
  attempts: number;
  secret: string | null;
  /** The key's replaced webhook secret while it still signs (its grace period), else null. */
  previous_secret: string | null;
  revoked: boolean;
}

/**
 * The webhook outbox (README "Scan API for other teams", "Webhooks"): every pass ends the key journeys left open past
 * their token's expiry, then records a delivery for each
 * ended API journey with a webhook URL that has none (so a crash between a journey's end and its delivery row loses
 * nothing), then claims the due deliveries (several instances never send the same attempt) and sends them.
 */
export function webhookDelivery({ db, logger, send }: { db: Database; logger: SafeLogger; send: WebhookSender }) {
  /**
   * A key's journey whose scan token expired before the widget ended it (the user left the page) can go no further:
   * it ends as Aborted (`cancel_reason` 'expired'), so its team hears of it and reads a final state.
   */
  async function endExpired(now: Date): Promise<void> {
    await db.query(
      `UPDATE scan_journeys j
          SET state = 'ended', high_level_result = 'Aborted', cancel_reason = 'expired', ended_at = $1, updated_at = $1
        WHERE j.api_key_id IS NOT NULL AND j.state <> 'ended'
          AND NOT EXISTS (SELECT 1 FROM scan_tokens t WHERE t.journey_id = j.id AND t.expires_at > $1)`,
      [now],
    );
  }

  async function enqueueEnded(now: Date): Promise<void> {
    const { rows } = await db.query<EndedJourneyRow>(
      `SELECT j.id, j.api_key_id, j.webhook_url, j.api_reference, j.high_level_result, j.cancel_reason, j.ended_at
         FROM scan_journeys j
        WHERE j.api_key_id IS NOT NULL AND j.webhook_url IS NOT NULL AND j.state = 'ended'
          AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.journey_id = j.id AND d.event = $1)
        LIMIT 100`,
      [WEBHOOK_EVENT_JOURNEY_ENDED],
    );
    for (const row of rows) {
      const id = randomUUID();
      // No personal data: the journey, the team's own reference and the result; details are read with the key.
      const payload = JSON.stringify({
        id,
        type: WEBHOOK_EVENT_JOURNEY_ENDED,
        createdAt: now.toISOString(),
        data: {
          journeyId: row.id,
          reference: row.api_reference,
          highLevelResult: row.high_level_result,
          cancelled: row.cancel_reason !== null,
          endedAt: row.ended_at ? new Date(row.ended_at).toISOString() : null,
        },
      });
      await db.query(
        `INSERT INTO webhook_deliveries (id, journey_id, api_key_id, event, url, payload, state, attempts, next_attempt_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'pending', 0, $7, $7) ON CONFLICT (journey_id, event) DO NOTHING`,
        [id, row.id, row.api_key_id, WEBHOOK_EVENT_JOURNEY_ENDED, row.webhook_url, payload, now],
      );
    }
  }

  async function claim(now: Date): Promise<ClaimedRow[]> {
    const { rows } = await db.query<ClaimedRow>(
      `WITH due AS (
         SELECT id FROM webhook_deliveries
          WHERE state = 'pending' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
          ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED
       )
       UPDATE webhook_deliveries d SET locked_until = $2 FROM due, api_keys k
        WHERE d.id = due.id AND k.id = d.api_key_id
       RETURNING d.id, d.url, d.payload, d.attempts, k.webhook_secret AS secret,
                 CASE WHEN k.previous_webhook_secret_expires_at > $1 THEN k.previous_webhook_secret END AS previous_secret,
                 (k.revoked_at IS NOT NULL) AS revoked`,
      [now, new Date(now.getTime() + CLAIM_MS), BATCH],
    );
    return rows;
  }

  async function record(delivery: ClaimedRow, now: Date, outcome: { status: number | null; problem?: string }): Promise<keyof WebhookRunReport> {
    const attempts = delivery.attempts + 1;
    if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
      await db.query(
        `UPDATE webhook_deliveries SET state = 'delivered', attempts = $2, last_status = $3, last_error = NULL, delivered_at = $4, locked_until = NULL WHERE id = $1`,
        [delivery.id, attempts, outcome.status, now],
      );
      return 'delivered';
    }
    const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1];
    const problem = outcome.problem ?? `HTTP ${outcome.status}`;
    if (delay === undefined || delivery.revoked) {
      await db.query(`UPDATE webhook_deliveries SET state = 'failed', attempts = $2, last_status = $3, last_error = $4, locked_until = NULL WHERE id = $1`, [
        delivery.id,
        attempts,
        outcome.status,
        delivery.revoked ? 'key revoked' : problem,
      ]);
      return 'failed';
    }
    await db.query(
      `UPDATE webhook_deliveries SET attempts = $2, last_status = $3, last_error = $4, next_attempt_at = $5, locked_until = NULL WHERE id = $1`,
      [delivery.id, attempts, outcome.status, problem, new Date(now.getTime() + delay * 1000)],
    );
    return 'retried';
  }

  /** One pass on the clock's `now`: records deliveries for ended journeys, sends the due ones. */
  return async function deliver(now: Date): Promise<WebhookRunReport> {
    const report: WebhookRunReport = { delivered: 0, retried: 0, failed: 0 };
    await endExpired(now);
    await enqueueEnded(now);
    for (;;) {
      const due = await claim(now);
      for (const delivery of due) {
        const outcome =
          delivery.revoked || !delivery.secret
            ? { status: null, problem: 'key revoked' }
            : await send(delivery.url, delivery.payload, {
                'Content-Type': 'application/json',
                'User-Agent': 'realform-scan-webhooks/1',
                // A replaced secret still in its grace period signs too (api-key rotate-webhook-secret).
                [WEBHOOK_SIGNATURE_HEADER]: signWebhook(
                  delivery.previous_secret ? [delivery.secret, delivery.previous_secret] : delivery.secret,
                  Math.floor(now.getTime() / 1000),
                  delivery.payload,
                ),
                [WEBHOOK_DELIVERY_HEADER]: delivery.id,
              });
        const result = await record(delivery, now, outcome);
        report[result] += 1;
        // The delivery's id and the status only: the URL may carry a team's token in its query.
        if (result !== 'delivered') logger.warn('webhook not delivered', { delivery: delivery.id, attempt: delivery.attempts + 1, status: outcome.status, problem: outcome.problem ?? null, next: result });
      }
      if (due.length < BATCH) break;
    }
    if (report.delivered > 0) logger.info('webhooks delivered', { count: report.delivered });
    return report;
  };
}

/**
 * The delivery passes of one server: one at a time, each on the clock of its own start. `run` always makes a new
 * pass after the one in progress (tests and `server.deliverWebhooks()` wait for it); `kick` asks for one unless one
 * is already waiting (a journey's end); `close` waits for the pass in progress.
 */
export function webhookWorker({ deliver, now, logger }: { deliver: (now: Date) => Promise<WebhookRunReport>; now: () => Date; logger: SafeLogger }) {
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let closed = false;

  function run(): Promise<WebhookRunReport> {
    waiting += 1;
    const pass = queue.then(() => {
      waiting -= 1;
      return closed ? { delivered: 0, retried: 0, failed: 0 } : deliver(now());
    });
    queue = pass.catch(() => undefined);
    return pass;
  }

  function kick(): void {
    if (waiting > 0 || closed) return;
    run().catch((error: unknown) => logger.warn('webhook delivery failed', { error }));
  }

  const timer = setInterval(kick, WEBHOOK_POLL_INTERVAL_MS);
  timer.unref();

  return {
    run,
    kick,
    async close(): Promise<void> {
      closed = true;
      clearInterval(timer);
      await queue;
    },
  };
}

export type WebhookWorker = ReturnType<typeof webhookWorker>;
