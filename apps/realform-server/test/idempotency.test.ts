import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../src/http/AppEnv';
import type { AppDeps } from '../src/http/AppDeps';
import { IDEMPOTENCY_TIMING, idempotent } from '../src/http/idempotency';
import { translator } from '../src/i18n/translator';
import { hashSessionToken } from '../src/security/sessionToken';
import { uniqueEmail } from './codesHelpers';
import { applicantAtUpload, common, ENGLISH, readRows, tokenOfClient } from './documentsSupport';
import { pdfBytes } from './fixtures/documentImages';
import type { TestDatabase } from './harness';
import { registration, startTestServer, testDatabase } from './harness';

// Issue 20 item 3: a creating call sent again — the balancer passing it on to the other instance when the first died
// with it (nginx proxy_next_upstream … non_idempotent), or the client resending after a lost answer — must not run
// twice. With the same Idempotency-Key it gets the first answer again.

let t: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  t = await startTestServer({ devEndpoints: true });
});

afterAll(async () => {
  await t?.close();
});

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A new-account body with a solved bot check and a fresh session token, as the page sends it. */
async function newAccountBody(server: TestServer, email: string) {
  const { token } = (await (await server.fetch('http://localhost/realform/get-token', { method: 'POST' })).json()) as { token: string };
  return JSON.stringify({ ...registration(email), ...common(token, 'en'), recaptchaToken: await server.botCheckToken('eu') });
}

const newAccount = (server: TestServer, body: string, headers: Record<string, string> = {}) =>
  server.post('/realform/form-eu/new-account', body, { 'content-type': 'application/json', ...headers });

async function uploadPdf(server: TestServer, token: string, headers: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(common(token))) form.append(name, value);
  form.append('documentImage', new File([pdfBytes()], 'scan.pdf', { type: 'application/pdf' }));
  const response = await server.fetch('http://localhost/realform/document/desktop-document-upload', { method: 'POST', body: form, headers });
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: (await response.json()) as Record<string, unknown> };
}

describe('new-account sent twice (a retry)', () => {
  it('without a key, the second try is refused: the first answer, with the new session token, is lost to the client', async () => {
    const body = await newAccountBody(t, uniqueEmail('retry-no-key'));
    expect((await newAccount(t, body)).status).toBe(200);
    // The session's token was replaced when the account was created: the retry is a stranger.
    const again = await newAccount(t, body);
    expect(again.status).toBe(401);
  });

  it('with the same Idempotency-Key, the second try gets the first answer (the same token) and no second attempt runs', async () => {
    const body = await newAccountBody(t, uniqueEmail('retry-key'));
    const key = randomUUID();
    const first = await newAccount(t, body, { 'idempotency-key': key });
    const firstBody = (await first.json()) as { status: string; token: string; next: string };
    expect(first.status).toBe(200);
    expect(firstBody).toMatchObject({ status: 'success', next: 'desktopSms' });
    const second = await newAccount(t, body, { 'idempotency-key': key });
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.headers.get('content-security-policy')).toBeTruthy();
    expect(await second.json()).toEqual(firstBody);
    // The token of the answer is the live session's.
    const validate = await t.post('/realform/form-eu/validate', JSON.stringify({ ...common(firstBody.token), name: 'firstName', value: 'Anna' }));
    expect(validate.status).toBe(200);
  });

  it('two tries at once (both instances got it): one runs, the other waits and gets the same answer', async () => {
    const body = await newAccountBody(t, uniqueEmail('retry-race'));
    const key = randomUUID();
    const [a, b] = await Promise.all([newAccount(t, body, { 'idempotency-key': key }), newAccount(t, body, { 'idempotency-key': key })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.json()).toEqual(await b.json());
    expect([a.headers.get('idempotent-replayed'), b.headers.get('idempotent-replayed')].filter(Boolean)).toEqual(['true']);
  });

  it('a malformed key is refused before the call runs', async () => {
    const response = await newAccount(t, await newAccountBody(t, uniqueEmail('retry-bad-key')), { 'idempotency-key': 'short' });
    expect(response.status).toBe(400);
  });
});

describe('a document upload sent twice (a retry)', () => {
  let root: string;
  let database: TestDatabase;
  let u: Awaited<ReturnType<typeof startTestServer>>;
  let withoutKey: string;
  let withKey: string;

  beforeAll(async () => {
    // A database of their own, read after the server closed (PGlite has one user at a time).
    root = await mkdtemp(join(tmpdir(), 'realform-idempotency-'));
    database = await testDatabase(join(root, 'db'));
    u = await startTestServer({ devEndpoints: true, storageDir: join(root, 'uploads') }, { database });
  });

  afterAll(async () => {
    await database?.drop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('without a key, the second try is a second upload: the file is stored twice (counted below)', async () => {
    const client = await applicantAtUpload(u, 1, ENGLISH);
    const token = await tokenOfClient(client);
    withoutKey = token;
    expect((await uploadPdf(u, token, {})).body).toMatchObject({ status: 'success', next: 'uploadFailed' });
    const again = await uploadPdf(u, token, {});
    expect(again).toMatchObject({ status: 200, replayed: null });
  });

  it('with the same Idempotency-Key, the second try gets the first answer and nothing is stored twice', async () => {
    const client = await applicantAtUpload(u, 1, ENGLISH);
    const token = await tokenOfClient(client);
    withKey = token;
    const key = randomUUID();
    const first = await uploadPdf(u, token, { 'idempotency-key': key });
    expect(first).toMatchObject({ status: 200, replayed: null, body: { status: 'success', next: 'uploadFailed' } });
    const second = await uploadPdf(u, token, { 'idempotency-key': key });
    expect(second).toMatchObject({ status: 200, replayed: 'true' });
    expect(second.body).toEqual(first.body);
  });

  it('the same key on another call is another key: a new-account key does not answer an upload', async () => {
    const client = await applicantAtUpload(u, 1, ENGLISH);
    const token = await tokenOfClient(client);
    const key = randomUUID();
    expect((await newAccount(u, await newAccountBody(u, uniqueEmail('retry-cross')), { 'idempotency-key': key })).status).toBe(200);
    expect(await uploadPdf(u, token, { 'idempotency-key': key })).toMatchObject({ status: 200, replayed: null });
  });

  it('in the database: two captures for the retry without a key, one for the retry with a key', async () => {
    await u.server.close();
    const captures = await readRows<{ token_hash: string; captures: number }>(
      database,
      `SELECT s.token_hash, count(c.id)::int AS captures FROM sessions s
         JOIN scan_journeys j ON j.application_id = s.application_id
         JOIN document_captures c ON c.journey_id = j.id
       GROUP BY s.token_hash`,
    );
    const count = (token: string) => captures.find((row) => row.token_hash === hashSessionToken(token))?.captures;
    expect(count(withoutKey)).toBe(2);
    expect(count(withKey)).toBe(1);
  });
});

describe('idempotent(): a first try that never answered (its instance died)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec(await readFile(new URL('../src/db/migrations/029_idempotency.sql', import.meta.url), 'utf8'));
  });
  afterAll(async () => db?.close());

  /** An app with one idempotent call `/call` (the handler given), its clock `now`, retries waiting no longer (waitMs 0). */
  function appWithCall(now: () => Date, handler: Parameters<typeof idempotent>[2]) {
    const deps = {
      db: { query: (sql: string, params?: unknown[]) => db.query(sql, params as unknown[]) },
      now,
      translator: translator(),
      logger: { info() {}, warn() {}, error() {} },
    } as unknown as Pick<AppDeps, 'db' | 'now' | 'translator' | 'logger'>;
    const timing = { ...IDEMPOTENCY_TIMING, waitMs: 0 };
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('securityHeaders', {});
      await next();
    });
    app.post('/call', idempotent(deps, 'call', handler, timing));
    return { app, timing };
  }

  it('holds its key until the lease ends (a retry meanwhile: 409), then a retry runs the call', async () => {
    let clock = Date.parse('2026-11-27T10:00:00Z');
    let runs = 0;
    const { app, timing } = appWithCall(
      () => new Date(clock),
      async (c) => {
        runs += 1;
        return c.json({ run: runs });
      },
    );
    const key = randomUUID();
    // The dead instance's claim: pending, never answered.
    await db.query("INSERT INTO idempotency_keys (id, state, locked_until, created_at) VALUES ($1, 'pending', $2, $3)", [
      createHash('sha256').update(`call\u0000${key}`).digest('hex'),
      new Date(clock + timing.leaseMs),
      new Date(clock),
    ]);
    const send = () => app.request('/call', { method: 'POST', headers: { 'idempotency-key': key } });
    expect((await send()).status).toBe(409);
    expect(runs).toBe(0);
    clock += timing.leaseMs + 1;
    const taken = await send();
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual({ run: 1 });
    const replayed = await send();
    expect(await replayed.json()).toEqual({ run: 1 });
    expect(runs).toBe(1);
  });

  // The lease was a flat 150 s so that no call outlived it, and a dead instance's key stayed held that long. Now it is
  // short and renewed while the call runs: a call running longer than the lease still holds its key.
  it('a first try that runs longer than the lease keeps its key: it is renewed while the call runs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: Date.parse('2026-11-27T11:00:00Z') });
    try {
      let runs = 0;
      let finish: () => void = () => undefined;
      const { app, timing } = appWithCall(
        () => new Date(),
        async (c) => {
          runs += 1;
          const run = runs;
          if (run === 1) await new Promise<void>((resolve) => (finish = resolve));
          return c.json({ run });
        },
      );
      const key = randomUUID();
      const send = () => app.request('/call', { method: 'POST', headers: { 'idempotency-key': key } });
      const first = send();
      await vi.waitFor(() => expect(runs).toBe(1));
      // Three leases later, the first try still running: a retry waits no longer (waitMs 0) and is told to come back.
      for (let step = 0; step < 9; step++) await vi.advanceTimersByTimeAsync(timing.leaseMs / 3);
      expect((await send()).status).toBe(409);
      expect(runs).toBe(1);
      finish();
      expect(await (await first).json()).toEqual({ run: 1 });
      expect(await (await send()).json()).toEqual({ run: 1 });
      expect(runs).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

// Found by the SIGKILL test (test/cluster/sigkill.cluster.ts, CI of 2026-11-27: "1 application(s), 2 capture(s)"): the
// instance running an upload's first try died after storing the capture and before keeping its answer; the retry that
// took the key over once its lease ran out stored the upload a second time.
describe('an upload whose first try died after storing its capture, before keeping its answer', () => {
  let root: string;
  let database: TestDatabase;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'realform-idempotency-death-'));
    database = await testDatabase(join(root, 'db'));
  });

  afterAll(async () => {
    await database?.drop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('the retry that takes the key over replaces that capture: one capture and one stored file, not two', async () => {
    const storageDir = join(root, 'uploads');
    let server = await startTestServer({ devEndpoints: true, storageDir }, { database });
    const token = await tokenOfClient(await applicantAtUpload(server, 1, ENGLISH));
    const key = randomUUID();
    expect(await uploadPdf(server, token, { 'idempotency-key': key })).toMatchObject({ status: 200, body: { status: 'success' } });
    await server.close();
    // As the dead instance left it: the key still pending (no answer kept), its lease run out.
    await database.query("UPDATE idempotency_keys SET state = 'pending', status = NULL, content_type = NULL, sealed = NULL, locked_until = now() - interval '1 minute'");

    server = await startTestServer({ devEndpoints: true, storageDir }, { database });
    const retry = await uploadPdf(server, token, { 'idempotency-key': key });
    // The call ran again (nothing to replay) and answered as the first try did.
    expect(retry).toMatchObject({ status: 200, replayed: null, body: { status: 'success' } });
    await server.close();

    const [row] = await readRows<{ captures: number; names: string[] }>(database, 'SELECT count(*)::int AS captures, array_agg(storage_name) AS names FROM document_captures');
    expect(row?.captures).toBe(1);
    const stored = (await readdir(join(storageDir, 'documents'))).filter((name) => !name.startsWith('.'));
    expect(stored).toEqual(row?.names.map((name) => name.replace(/^documents\//, '')));
  });
});
