import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../src/index';
import { runApiKeyCli } from '../src/areas/scanApi/apiKeyCli';
import { openPglite } from '../src/db/openPglite';
import { openPostgres } from '../src/db/openPostgres';
import { WEBHOOK_RETRY_DELAYS_SECONDS } from '../src/areas/scanApi/webhookDelivery';
import { cancelCapture, capture, documentsConfig, endCapture, file, testClock } from './documentsSupport';
import { documentPixels, encodeJpeg } from './fixtures/documentImages';
import type { TestDatabase } from './harness';
import { startTestServer, testDatabase } from './harness';

// Issue 19 item 1: the signed webhook that tells a team's server a journey ended — delivered to a receiver this test
// runs on localhost, signed (HMAC-SHA-256 over `timestamp.body`), retried with back-off on the moved clock, kept in
// the database across a restart, sent once after a success; and the retention of deliveries and API journeys.

const clock = testClock();
let dataDir: string;
let database: TestDatabase;
let t: Awaited<ReturnType<typeof startTestServer>>;
let apiKey = '';
let secret = '';
let lateKey = '';
let cliEnv: Record<string, string> = {};

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** The team's server: records every webhook and answers the statuses queued (200 when none is). */
const received: Received[] = [];
const answers: number[] = [];
let receiver: Server;
let receiverUrl = '';

async function start() {
  t = await startTestServer(documentsConfig({ now: clock.now }), { database });
}

beforeAll(async () => {
  receiver = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  dataDir = await mkdtemp(join(tmpdir(), 'realform-webhooks-'));
  database = await testDatabase(dataDir);
  const lines: string[] = [];
  cliEnv = database.config.databaseUrl ? { DATABASE_URL: database.config.databaseUrl } : { DATA_DIR: dataDir };
  expect(await runApiKeyCli(['create', '--name', 'hooks', '--origin', 'https://hooks.example'], cliEnv, { out: (line) => lines.push(line), now: clock.now })).toBe(0);
  apiKey = /\bidsk_[\w-]{43}\b/.exec(lines.join('\n'))?.[0] ?? '';
  secret = /\bwhsec_[\w-]{43}\b/.exec(lines.join('\n'))?.[0] ?? '';
  lines.length = 0;
  expect(await runApiKeyCli(['create', '--name', 'late', '--origin', 'https://late.example'], cliEnv, { out: (line) => lines.push(line), now: clock.now })).toBe(0);
  lateKey = /\bidsk_[\w-]{43}\b/.exec(lines.join('\n'))?.[0] ?? '';
  expect(apiKey).not.toBe('');
  expect(secret).not.toBe('');
  await start();
});

afterAll(async () => {
  await t?.server.close();
  await new Promise((resolve) => receiver?.close(resolve));
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function openSession(body: Record<string, unknown>, key = apiKey) {
  const response = await t.fetch('http://localhost/idscanenterprisesvc/v1/sessions', {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ documentType: 'passport', ...body }),
  });
  expect(response.status).toBe(201);
  const session = (await response.json()) as { token: string; journeyId: string; backendUrl: string };
  return { ...session, gbgToken: session.token };
}

const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

describe('the journey.ended webhook', () => {
  it('is delivered once, signed over timestamp.body; a tampered body, another secret or an old timestamp fail verification', async () => {
    const session = await openSession({ reference: 'case-1', webhookUrl: `${receiverUrl}/hooks/idscan` });
    received.length = 0;
    expect(await cancelCapture(t, session, { reason: 'userCancelled' })).toMatchObject({ status: 200 });
    await t.server.deliverWebhooks();

    expect(received).toHaveLength(1);
    const [hook] = received;
    expect(hook!.path).toBe('/hooks/idscan');
    expect(hook!.headers['content-type']).toBe('application/json');
    expect(hook!.headers['idscan-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const body = JSON.parse(hook!.body) as Record<string, unknown>;
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'journey.ended',
      createdAt: expect.any(String),
      data: { journeyId: session.journeyId, reference: 'case-1', highLevelResult: 'Aborted', cancelled: true, endedAt: clock.now().toISOString() },
    });
    expect(hook!.headers['idscan-delivery']).toBe(body.id);

    const header = String(hook!.headers['idscan-signature']);
    expect(verifyWebhookSignature({ payload: hook!.body, header, secret, now: clock.now() })).toEqual({ ok: true, timestamp: nowSeconds() });
    const tampered = hook!.body.replace('Aborted', 'Passed');
    expect(verifyWebhookSignature({ payload: tampered, header, secret, now: clock.now() })).toEqual({ ok: false, reason: 'signature' });
    expect(verifyWebhookSignature({ payload: hook!.body, header, secret: `whsec_${'x'.repeat(43)}`, now: clock.now() })).toEqual({ ok: false, reason: 'signature' });
    expect(verifyWebhookSignature({ payload: hook!.body, header: undefined, secret, now: clock.now() })).toEqual({ ok: false, reason: 'header' });
    // A replay after the window (5 minutes by default) is refused, however well signed.
    expect(verifyWebhookSignature({ payload: hook!.body, header, secret, now: new Date(clock.now().getTime() + 301_000) })).toEqual({ ok: false, reason: 'timestamp' });

    // Nothing is sent twice after a success, however often the worker runs.
    clock.advance(3600_000);
    await t.server.deliverWebhooks();
    await t.server.deliverWebhooks();
    expect(received).toHaveLength(1);
  });

  it('is retried with back-off after a 500, on the moved clock, and then sent no more', async () => {
    const session = await openSession({ reference: 'case-2', webhookUrl: `${receiverUrl}/hooks` });
    received.length = 0;
    answers.push(500);
    expect(await endCapture(t, session)).toMatchObject({ status: 200 });
    await t.server.deliverWebhooks();
    expect(received).toHaveLength(1);

    // Not before the first delay is over.
    clock.advance((WEBHOOK_RETRY_DELAYS_SECONDS[0]! - 1) * 1000);
    await t.server.deliverWebhooks();
    expect(received).toHaveLength(1);

    clock.advance(2000);
    await t.server.deliverWebhooks();
    expect(received).toHaveLength(2);
    const [first, second] = received;
    // The same delivery (receivers deduplicate on its id), signed again at the time of the attempt.
    expect(second!.headers['idscan-delivery']).toBe(first!.headers['idscan-delivery']);
    expect(second!.body).toBe(first!.body);
    expect(verifyWebhookSignature({ payload: second!.body, header: String(second!.headers['idscan-signature']), secret, now: clock.now() })).toMatchObject({ ok: true });

    clock.advance(7 * 24 * 3600_000);
    await t.server.deliverWebhooks();
    expect(received).toHaveLength(2);
  });

  it('survives a restart: a delivery due while the server was down goes out after it', async () => {
    const session = await openSession({ reference: 'case-3', webhookUrl: `${receiverUrl}/hooks` });
    received.length = 0;
    answers.push(503);
    await cancelCapture(t, session, { reason: 'termsDeclined' });
    await t.server.deliverWebhooks();
    expect(received).toHaveLength(1);

    // Meanwhile the operator revokes another team's key, whose widget is still open on a page.
    const late = await openSession({ webhookUrl: `${receiverUrl}/late` }, lateKey);
    await t.server.close();
    expect(await runApiKeyCli(['revoke', '--name', 'late'], cliEnv, { out: () => undefined, now: clock.now })).toBe(0);
    clock.advance(WEBHOOK_RETRY_DELAYS_SECONDS[0]! * 1000);
    await start();
    await t.server.deliverWebhooks();
    expect(received).toHaveLength(2);
    expect(JSON.parse(received[1]!.body)).toMatchObject({ data: { journeyId: session.journeyId, highLevelResult: 'TCCDISAGREE' } });

    // The revoked key opens nothing, and its journeys' tokens went with it.
    const refused = await t.fetch('http://localhost/idscanenterprisesvc/v1/sessions', {
      method: 'POST',
      headers: { authorization: `Bearer ${lateKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ documentType: 'passport' }),
    });
    expect(refused.status).toBe(401);
    expect((await endCapture(t, late)).status).toBe(401);
  });

  it('gives up after the last attempt of the schedule', async () => {
    const session = await openSession({ webhookUrl: `${receiverUrl}/down` });
    received.length = 0;
    answers.push(...WEBHOOK_RETRY_DELAYS_SECONDS.map(() => 500), 500, 500);
    await cancelCapture(t, session, { reason: 'userCancelled' });
    await t.server.deliverWebhooks();
    for (const delay of WEBHOOK_RETRY_DELAYS_SECONDS) {
      clock.advance(delay * 1000);
      await t.server.deliverWebhooks();
    }
    expect(received).toHaveLength(WEBHOOK_RETRY_DELAYS_SECONDS.length + 1);
    clock.advance(30 * 24 * 3600_000);
    await t.server.deliverWebhooks();
    expect(received).toHaveLength(WEBHOOK_RETRY_DELAYS_SECONDS.length + 1);
    answers.length = 0;
  });

  it('tells of a journey the user left open: once its token expired it ends as Aborted (expired)', async () => {
    const session = await openSession({ reference: 'case-left', webhookUrl: `${receiverUrl}/hooks` });
    received.length = 0;
    await t.server.deliverWebhooks();
    expect(received).toHaveLength(0);

    clock.advance(60 * 60_000 + 1000);
    await t.server.deliverWebhooks();
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ data: { journeyId: session.journeyId, reference: 'case-left', highLevelResult: 'Aborted', cancelled: true } });
    const read = await t.fetch(`http://localhost/idscanenterprisesvc/v1/journeys/${session.journeyId}`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(await read.json()).toMatchObject({ State: 'ended', HighLevelResult: 'Aborted', Cancelled: true, CancelReason: 'expired' });
  });

  it('is not sent for a journey opened without a webhook URL', async () => {
    const session = await openSession({});
    received.length = 0;
    await cancelCapture(t, session, { reason: 'userCancelled' });
    await t.server.deliverWebhooks();
    expect(received).toHaveLength(0);
  });
});

describe('retention of the scan API’s data', () => {
  it('deliveries go after their period, API journeys (captures and images) after theirs', async () => {
    // What the earlier tests left (their clock moved weeks) goes first.
    await t.server.purgeExpiredData();
    const session = await openSession({ reference: 'case-kept', webhookUrl: `${receiverUrl}/hooks` });
    const form = { side: 'IDENTITY:FRONT', image: file(encodeJpeg(documentPixels(1000, 640, 2901))) };
    expect((await capture(t, session, form)).status).toBe(200);
    await cancelCapture(t, session, { reason: 'userCancelled' });
    await t.server.deliverWebhooks();
    const read = () => t.fetch(`http://localhost/idscanenterprisesvc/v1/journeys/${session.journeyId}`, { headers: { authorization: `Bearer ${apiKey}` } });

    // Defaults: deliveries 3 days, API journeys 7 days (README "Retention").
    clock.advance(4 * 24 * 3600_000);
    const first = await t.server.purgeExpiredData();
    expect(first.webhookDeliveries).toBeGreaterThan(0);
    expect(first.apiJourneys).toBe(0);
    expect((await read()).status).toBe(200);

    clock.advance(4 * 24 * 3600_000);
    const second = await t.server.purgeExpiredData();
    expect(second.apiJourneys).toBeGreaterThan(0);
    expect(second.files).toBeGreaterThan(0);
    expect((await read()).status).toBe(404);
  });
});

describe('api-key rotate-webhook-secret: a new signing secret without a webhook the team’s server refuses', () => {
  /** The CLI on the test database (PGlite allows one process: the server is stopped around it). */
  async function cli(...args: string[]): Promise<{ code: number; output: string }> {
    const lines: string[] = [];
    await t.server.close();
    try {
      const code = await runApiKeyCli(args, cliEnv, { out: (line) => lines.push(line), now: clock.now });
      return { code, output: lines.join('\n') };
    } finally {
      await start();
    }
  }
  const whsecOf = (output: string) => /\bwhsec_[\w-]{43}\b/.exec(output)?.[0] ?? '';

  /** Whether the database holds the key's current and replaced webhook secrets (read while the server is stopped). */
  async function storedSecrets(name: string): Promise<{ current: boolean; previous: boolean }> {
    await t.server.close();
    const db = database.config.databaseUrl ? await openPostgres(database.config.databaseUrl) : await openPglite(dataDir);
    try {
      const { rows } = await db.query<{ current: boolean; previous: boolean }>(
        "SELECT webhook_secret LIKE 'whsec\\_%' AS current, previous_webhook_secret IS NOT NULL AS previous FROM api_keys WHERE name = $1",
        [name],
      );
      return rows[0]!;
    } finally {
      await db.close();
      await start();
    }
  }

  /** A journey of the key ended, its webhook delivered: the one received. */
  async function endedWebhook(key = apiKey) {
    const session = await openSession({ webhookUrl: `${receiverUrl}/hooks/rotation` }, key);
    received.length = 0;
    await cancelCapture(t, session, { reason: 'userCancelled' });
    await t.server.deliverWebhooks();
    expect(received).toHaveLength(1);
    return received[0]!;
  }
  const verifies = (hook: Received, withSecret: string) =>
    verifyWebhookSignature({ payload: hook.body, header: hook.headers['idscan-signature'] as string, secret: withSecret, now: clock.now() }).ok;

  it('signs with both secrets for the grace period, then with the new one alone; the secret is printed once', async () => {
    const rotated = await cli('rotate-webhook-secret', '--name', 'hooks', '--grace-hours', '24');
    expect(rotated.code).toBe(0);
    const next = whsecOf(rotated.output);
    expect(next).toMatch(/^whsec_/);
    expect(next).not.toBe(secret);
    expect(rotated.output).toContain(`until ${new Date(clock.now().getTime() + 24 * 3_600_000).toISOString().slice(0, 13)}`);
    const listed = (await cli('list')).output;
    expect(listed).toMatch(/hooks\s.*webhook secret rotated .*\(the replaced one signs too until /);
    expect(listed).not.toContain(next);
    expect(listed).not.toContain(secret);

    // Within the grace period a receiver still on the old secret and one already on the new both accept it.
    const during = await endedWebhook();
    expect(during.headers['idscan-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifies(during, secret)).toBe(true);
    expect(verifies(during, next)).toBe(true);
    // The API key itself did not change.
    expect((await openSession({}, apiKey)).journeyId).toBeTruthy();

    clock.advance(24 * 3_600_000 + 1000);
    const after = await endedWebhook();
    expect(after.headers['idscan-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifies(after, next)).toBe(true);
    expect(verifies(after, secret)).toBe(false);
    // Kept in the clear only while it signs: the purge clears it (before the next restart, whose own purge would).
    expect((await t.server.purgeExpiredData()).webhookSecrets).toBe(1);
    expect((await cli('list')).output).toMatch(/hooks\s.*webhook secret rotated .*\(the replaced one stopped signing /);
    secret = next;
  });

  it('a revoked key keeps no webhook secret: revoke clears its secrets at once (nothing signs with them any more)', async () => {
    const made = await cli('create', '--name', 'to-revoke', '--origin', 'https://to-revoke.example');
    expect(whsecOf(made.output)).toMatch(/^whsec_/);
    expect((await cli('rotate-webhook-secret', '--name', 'to-revoke')).code).toBe(0);
    expect(await storedSecrets('to-revoke')).toEqual({ current: true, previous: true });
    expect((await cli('revoke', '--name', 'to-revoke')).code).toBe(0);
    expect(await storedSecrets('to-revoke')).toEqual({ current: false, previous: false });
  });

  it('with --grace-hours 0 the replaced secret stops signing at once (a leaked one); a revoked or unknown key and a grace period out of range are refused', async () => {
    const made = await cli('create', '--name', 'leaky', '--origin', 'https://leaky.example');
    const leakyKey = /\bidsk_[\w-]{43}\b/.exec(made.output)?.[0] ?? '';
    const rotated = await cli('rotate-webhook-secret', '--name', 'leaky', '--grace-hours', '0');
    expect(rotated).toMatchObject({ code: 0, output: expect.stringMatching(/stopped signing now/) });
    const hook = await endedWebhook(leakyKey);
    expect(verifies(hook, whsecOf(made.output))).toBe(false);
    expect(hook.headers['idscan-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifies(hook, whsecOf(rotated.output))).toBe(true);

    expect(await cli('rotate-webhook-secret', '--name', 'nobody')).toMatchObject({ code: 1, output: expect.stringMatching(/No live key is named "nobody"/) });
    // 'late' was revoked above.
    expect(await cli('rotate-webhook-secret', '--name', 'late')).toMatchObject({ code: 1, output: expect.stringMatching(/No live key is named "late"/) });
    expect(await cli('rotate-webhook-secret', '--name', 'leaky', '--grace-hours', '9999')).toMatchObject({ code: 1, output: expect.stringMatching(/--grace-hours must be/) });
  });
});
