import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { AppDeps } from './AppDeps';
import type { AppEnv } from './AppEnv';
import { answer, isAnswer } from '../fastPaths/answer';

/**
 * The request header that makes a creating call safe to send again (issue 20 item 3; the IETF httpapi draft
 * "The Idempotency-Key HTTP Header Field"): a random value the client makes once per action and sends with every
 * try of it — 16 to 128 letters, digits, `-` or `_` (a UUID fits).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer given again from the stored first answer. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export interface IdempotencyTiming {
  /**
   * How long a first try's hold on its key lasts unless renewed: the first try renews it every third of this while its
   * call runs, so a long call keeps its key, and a request whose instance died (SIGKILL) leaves its key `pending` for
   * at most this long before a retry takes it over.
   */
  leaseMs: number;
  /** How long a retry that finds the first try still running waits for its answer before answering 409. */
  waitMs: number;
  /** How often it looks meanwhile. */
  pollMs: number;
  /** Retries waiting at once in this process; more get their 409 at once (each waiting one reads the database). */
  maxWaiting: number;
  /** How long answers are kept for retries. */
  keepMs: number;
}

export const IDEMPOTENCY_TIMING: IdempotencyTiming = { leaseMs: 15_000, waitMs: 10_000, pollMs: 250, maxWaiting: 32, keepMs: 24 * 60 * 60 * 1000 };

type Deps = Pick<AppDeps, 'db' | 'now' | 'translator' | 'logger'>;
type CallHandler = (c: Context<AppEnv>) => Promise<Response>;

interface StoredRow {
  state: 'pending' | 'done';
  status: number | null;
  content_type: string | null;
  sealed: Uint8Array | null;
}

/** The row's id: the key is never stored, only this digest of the call and the key. */
function rowId(call: string, key: string): string {
  return createHash('sha256').update(`${call}\u0000${key}`, 'utf8').digest('hex');
}

/** The answer's encryption key, derived from the client's key (which the database does not have). */
function sealingKey(call: string, key: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(key, 'utf8'), Buffer.from('realform idempotency', 'utf8'), Buffer.from(call, 'utf8'), 32));
}

function seal(call: string, key: string, plain: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(call, key), iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function open(call: string, key: string, sealed: Uint8Array): Buffer {
  const bytes = Buffer.from(sealed);
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(call, key), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
}

/** Answers worth giving again: not a failure of ours, nor a "try later" that a later try should really retry. */
function keepable(status: number): boolean {
  return status < 500 && status !== 429 && status !== 409;
}

/** The request's body is left unread (a replayed or refused call): drain it so the connection stays usable. */
function drain(c: Context<AppEnv>): void {
  c.env?.incoming?.resume();
}

/** The Node response as `answer` must see it here: as if its headers had left, so it builds a web Response. */
function answeredLater(outgoing: ServerResponse): ServerResponse {
  return new Proxy(outgoing, {
    get(target, property) {
      if (property === 'headersSent') return true;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const lastPurge = new WeakMap<object, number>();
/** Retries waiting for a first try, per database (one server). */
const waiting = new WeakMap<object, number>();

/** Deletes answers older than `keepMs`, at most once a minute per database, after the answer (never in its way). */
function purgeOld(deps: Deps, timing: IdempotencyTiming, now: Date): void {
  const last = lastPurge.get(deps.db) ?? 0;
  if (now.getTime() - last < 60_000) return;
  lastPurge.set(deps.db, now.getTime());
  deps.db
    .query('DELETE FROM idempotency_keys WHERE created_at < $1', [new Date(now.getTime() - timing.keepMs)])
    .catch((error: unknown) => deps.logger.warn('idempotency purge failed', { error }));
}

/**
 * Wraps a creating call (new-account, the document uploads) so that a request sent again with the same
 * `Idempotency-Key` gets the first try's answer instead of running the call twice (README "Cluster"): the
 * balancer passes a request on to the other instance when the one that had it died (nginx
 * `proxy_next_upstream … non_idempotent`), and a client resends after a lost answer.
 *
 * - No header: the call runs as before.
 * - A malformed key: 400, the call does not run.
 * - The first try claims the key (one statement, so two instances racing claim it once), runs the call, and keeps
 *   its answer — status, type and body, sealed — unless it is a 5xx, 429 or 409, which free the key for another
 *   try. A call that throws frees it too.
 * - A retry after that answer gets it again, with `Idempotent-Replayed: true`; one while the first try still runs
 *   waits up to `waitMs` for it (at most `maxWaiting` such retries at once per process), else 409 with `Retry-After`
 *   (the first try's instance may have died: its key is free again at most `leaseMs` after its last renewal).
 *
 * The answer is read whole to be kept: for these calls it is a small JSON body.
 */
export function idempotent(deps: Deps, call: string, handler: CallHandler, timing: IdempotencyTiming = IDEMPOTENCY_TIMING): CallHandler {
  return async (c) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return handler(c);
    const english = await deps.translator.forLocale('en');
    if (!KEY_PATTERN.test(key)) {
      drain(c);
      return answer(c, 400, { status: 'error', globalError: english('request.malformed') });
    }
    const id = rowId(call, key);
    const started = deps.now();
    purgeOld(deps, timing, started);

    for (let round = 0; ; round++) {
      const now = deps.now();
      const claimed = await deps.db.query(
        `INSERT INTO idempotency_keys (id, state, locked_until, created_at) VALUES ($1, 'pending', $2, $3)
         ON CONFLICT (id) DO UPDATE SET locked_until = EXCLUDED.locked_until, created_at = EXCLUDED.created_at
           WHERE idempotency_keys.state = 'pending' AND idempotency_keys.locked_until < EXCLUDED.created_at
         RETURNING id`,
        [id, new Date(now.getTime() + timing.leaseMs), now],
      );
      if (claimed.rows.length > 0) return runFirst(c, id, key);

      const { rows } = await deps.db.query<StoredRow>('SELECT state, status, content_type, sealed FROM idempotency_keys WHERE id = $1', [id]);
      const row = rows[0];
      // Freed meanwhile (the first try failed): claim it again.
      if (!row) continue;
      if (row.state === 'done' && row.status !== null && row.sealed) {
        drain(c);
        deps.logger.info('idempotent replay', { requestId: c.get('requestId'), path: c.req.path, status: row.status });
        const headers: Record<string, string> = { [IDEMPOTENT_REPLAY_HEADER]: 'true' };
        if (row.content_type) headers['Content-Type'] = row.content_type;
        return new Response(new Uint8Array(open(call, key, row.sealed)), { status: row.status, headers });
      }
      const waitingNow = waiting.get(deps.db) ?? 0;
      if (now.getTime() - started.getTime() >= timing.waitMs || round > timing.waitMs / timing.pollMs || waitingNow >= timing.maxWaiting) {
        drain(c);
        return answer(c, 409, { status: 'error', globalError: english('server.unexpected') }, { 'Retry-After': '2' });
      }
      waiting.set(deps.db, waitingNow + 1);
      try {
        await new Promise((resolve) => setTimeout(resolve, timing.pollMs));
      } finally {
        waiting.set(deps.db, (waiting.get(deps.db) ?? 1) - 1);
      }
    }
  };

  async function runFirst(c: Context<AppEnv>, id: string, key: string): Promise<Response> {
    const free = () => deps.db.query("DELETE FROM idempotency_keys WHERE id = $1 AND state = 'pending'", [id]);
    // The route answers with a web Response, not straight to Node (see `answer`: it writes to Node only while the
    // Node response's headers are not sent), so the answer can be kept before it leaves. Everything else of the Node
    // response (discardBody waits for its 'finish') is the real one.
    const env = c.env;
    if (env?.outgoing) c.env = { ...env, outgoing: answeredLater(env.outgoing) };
    // The hold is renewed while the call runs: only a first try that stopped running (its instance died) loses its key.
    const renewal = setInterval(() => {
      deps.db
        .query("UPDATE idempotency_keys SET locked_until = $2 WHERE id = $1 AND state = 'pending'", [id, new Date(deps.now().getTime() + timing.leaseMs)])
        .catch((error: unknown) => deps.logger.warn('idempotency lease renewal failed', { error }));
    }, timing.leaseMs / 3);
    renewal.unref();
    c.set('idempotencyId', id);
    let response: Response;
    try {
      response = await handler(c);
    } catch (error) {
      await free().catch(() => undefined);
      throw error;
    } finally {
      clearInterval(renewal);
      c.env = env;
    }
    if (!isAnswer(response) || !(response instanceof Response) || !keepable(response.status)) {
      await free();
      return response;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type');
    await deps.db.query("UPDATE idempotency_keys SET state = 'done', status = $2, content_type = $3, sealed = $4 WHERE id = $1", [
      id,
      response.status,
      contentType,
      seal(call, key, body),
    ]);
    return new Response(new Uint8Array(body), { status: response.status, headers: response.headers });
  }
}
