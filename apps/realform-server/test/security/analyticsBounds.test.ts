import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_EVENTS_PER_SESSION, MAX_EVENT_PAYLOAD_BYTES } from '../../src/areas/documents/documentEventStore';
import { ANONYMOUS_REPORTS_PER_IP } from '../../src/areas/documents/reportRoutes';
import { signedUpClient } from '../codesHelpers';
import { readRows } from '../documentsSupport';
import type { TestDatabase } from '../harness';
import { startTestServer, testDatabase } from '../harness';

// ASVS 5.0 V2.4 (anti-automation) / V14.2 — finding 10 of issue 14, second part: the anonymous analytics call
// (write-analytics-response-to-log, open to any session from the entry page on) cannot fill the database: its
// writes are capped per session for the session's whole life, not per hour, and every stored report is bounded.

const MINUTE = 60_000;
let clock = new Date('2030-03-01T08:00:00Z').getTime();
const now = () => new Date(clock);

let root: string;
let database: TestDatabase;
let anonymousRows: { n: number }[];
let largestPayload: number;
let gbgPayload: Record<string, unknown> | undefined;
let perIpRows: { n: number }[];
let perIpStart: Date;
const answers: number[] = [];

/** write-analytics-response-to-log as an attacker sends it: the common fields, then anything. */
function analyticsBody(token: string, extra: Record<string, unknown> = {}) {
  return JSON.stringify({ token, languageCode: 'en', branchCode: 'EU', brand: 'eu', step: 'loginPage', ...extra });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'realform-analytics-'));
  database = await testDatabase(root);
  const t = await startTestServer({ devEndpoints: true, now }, { database });
  try {
    const token = await t.client().ensureToken();
    const post = async (extra?: Record<string, unknown>) => {
      const response = await t.post('/realform/form-pl/write-analytics-response-to-log', analyticsBody(token, extra));
      answers.push(response.status);
    };
    // A flood from one anonymous session, with the largest fields the schema lets through.
    const wide = 'x'.repeat(120);
    const scalars = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, wide]));
    for (let i = 0; i < 150; i++) await post({ browser: scalars, device: scalars, os: scalars, analytics: scalars });
    // The hourly window passes (the session kept alive by a call every 25 minutes); the cap is for the session's life.
    for (let i = 0; i < 3; i++) {
      clock += 25 * MINUTE;
      await post();
    }
    for (let i = 0; i < 150; i++) await post();

    // Many fresh anonymous sessions from one address, each within its own cap: the address's cap holds.
    clock += 11 * MINUTE;
    perIpStart = now();
    const sessions = Math.ceil((ANONYMOUS_REPORTS_PER_IP.max + 100) / ANONYMOUS_EVENTS_PER_SESSION);
    for (let s = 0; s < sessions; s++) {
      const fresh = await t.client().ensureToken();
      for (let i = 0; i < ANONYMOUS_EVENTS_PER_SESSION; i++) {
        const response = await t.post('/realform/form-pl/write-analytics-response-to-log', analyticsBody(fresh));
        answers.push(response.status);
      }
    }

    // gbg-stats (an applicant's session): 30 detail values of any length.
    const applicant = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    const details = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`d${i}`, 'y'.repeat(1500)]));
    expect(await applicant.call('gbgStats', { status: 'passed', details })).toEqual({ status: 'success' });
  } finally {
    await t.close();
  }
  anonymousRows = await readRows<{ n: number }>(
    database,
    "SELECT count(*)::int AS n FROM document_events WHERE application_id IS NULL AND kind = 'analytics' AND created_at < $1",
    [perIpStart],
  );
  perIpRows = await readRows<{ n: number }>(
    database,
    "SELECT count(*)::int AS n FROM document_events WHERE application_id IS NULL AND kind = 'analytics' AND created_at >= $1",
    [perIpStart],
  );
  const sizes = await readRows<{ size: number }>(database, 'SELECT max(octet_length(payload::text))::int AS size FROM document_events');
  largestPayload = sizes[0]?.size ?? 0;
  const gbg = await readRows<{ payload: Record<string, unknown> | string }>(database, "SELECT payload FROM document_events WHERE kind = 'gbgStats'");
  const payload = gbg[0]?.payload;
  gbgPayload = typeof payload === 'string' ? (JSON.parse(payload) as Record<string, unknown>) : payload;
});

afterAll(async () => {
  await database?.drop();
  await rm(root, { recursive: true, force: true });
});

describe('anonymous analytics writes', () => {
  it('are acknowledged (best effort: the flow never sees an error)', () => {
    expect(answers.every((status) => status === 200)).toBe(true);
  });

  it(`are stored at most ${ANONYMOUS_EVENTS_PER_SESSION} times per session, however long it lives`, () => {
    expect(anonymousRows[0]!.n).toBe(ANONYMOUS_EVENTS_PER_SESSION);
  });

  it(`are stored at most ${ANONYMOUS_REPORTS_PER_IP.max} times per address in ${ANONYMOUS_REPORTS_PER_IP.windowSeconds / 60} minutes, however many sessions it makes`, () => {
    expect(perIpRows[0]!.n).toBe(ANONYMOUS_REPORTS_PER_IP.max);
  });
});

describe('stored reports', () => {
  it(`are at most ${MAX_EVENT_PAYLOAD_BYTES} bytes each`, () => {
    expect(largestPayload).toBeGreaterThan(0);
    expect(largestPayload).toBeLessThanOrEqual(MAX_EVENT_PAYLOAD_BYTES);
  });

  it('keep gbg-stats details, each value bounded', () => {
    expect(gbgPayload).toMatchObject({ status: 'passed' });
    const details = (gbgPayload?.details ?? {}) as Record<string, unknown>;
    for (const value of Object.values(details)) expect(String(value).length).toBeLessThanOrEqual(128);
  });
});
