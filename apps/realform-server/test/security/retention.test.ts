import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IdscanSession } from '@onboarding/realform-api';
import { getIdscanTokenWithRetry } from '@onboarding/realform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurgeReport } from '../../src/index';
import { RETENTION_DEFAULTS } from '../../src/index';
import { retentionPeriods } from '../../src/retention/retention';
import { applicantAtHandoff, applicantAtUpload, capture, ENGLISH, file, readRows } from '../documentsSupport';
import { sharpDocumentJpeg, td3Mrz } from '../fixtures/documentImages';
import type { TestDatabase } from '../harness';
import { exists, PASSWORD, startTestServer, testDatabase } from '../harness';
import { runBuiltServerToExit } from './builtServer';

// ASVS 5.0 V14.2 (data retention) — finding 10 of issue 14: personal data and ID images have retention periods,
// and a purge job removes what is past them: rows and stored files. The server's clock is moved (ServerConfig.now);
// the purge runs when called, periodically, and at start.

const DAY = 24 * 60 * 60_000;
const T0 = new Date('2030-01-01T09:00:00Z').getTime();
let clock = T0;
const now = () => new Date(clock);

let root: string;
let storageDir: string;
let database: TestDatabase;

const emails = { abandoned: '', opened: '', live: '' };
/** Stored file names (relative to storageDir) of each applicant's captures, read before the purge. */
const files = { abandoned: [] as string[], opened: [] as string[], live: [] as string[] };
let purgeReport: PurgeReport;
let loginsAfterPurge: Record<keyof typeof emails, string>;
const strayOld = 'documents/00000000-0000-4000-8000-000000000000.jpg';
// What a crash leaves in the receiving directory: an upload cut off while its file was being written, a
// verification's copy of a capture — pieces of ID images no row will ever name.
const incomingOld = ['incoming/00000000-0000-4000-8000-000000000001.part', 'incoming/verify-00000000-0000-4000-8000-000000000002'];
// One being received right now (the clock's own minute): not touched.
const incomingNow = 'incoming/00000000-0000-4000-8000-000000000003.part';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** An applicant who scanned the front of a passport (a stored image, a capture, a scan token, a journey). */
async function applicantWithCapture(t: Server) {
  const client = await applicantAtUpload(t, 1);
  const result = await getIdscanTokenWithRetry(client, { attempts: 1 });
  if (result.outcome !== 'token') throw new Error(`Expected a scan token, got ${result.outcome}`);
  const session: IdscanSession = result.session;
  const captured = await capture(t, session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg()), mrz: td3Mrz({ expiry: '350101' }) });
  expect(captured.status).toBe(200);
  expect(await client.call('writeAnalyticsResponseToLog', { step: 'desktopDocumentUpload' })).toMatchObject({ status: 'success' });
  return client;
}

/**
 * Waits for the purge a server runs as it starts (in the background; purges run one at a time, so a purge called now
 * runs after it). Here the clock is moved but the files get today's mtimes, so every stored file looks years old to
 * it: a start purge still running while a capture is stored — file written, row not yet — would take that file for an
 * orphan (the test:pg run of d08558d: the live applicant's image gone, its capture row kept). With the real clock a
 * file is an orphan only a day after it was written, long after its row.
 */
async function startPurgeDone(t: Server): Promise<void> {
  await t.server.purgeExpiredData();
}

async function storedFiles(email: string): Promise<string[]> {
  const rows = await readRows<{ storage_name: string }>(
    database,
    `SELECT c.storage_name FROM document_captures c JOIN scan_journeys j ON j.id = c.journey_id JOIN applications a ON a.id = j.application_id
      WHERE a.email = $1`,
    [email],
  );
  return rows.map((row) => row.storage_name);
}

async function login(t: Server, email: string): Promise<string> {
  const answer = await t.client(ENGLISH).newLogin({ loginEmail: email, loginPassword: PASSWORD });
  return answer.status;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'realform-retention-'));
  storageDir = join(root, 'uploads');
  database = await testDatabase(join(root, 'db'));
  const config = { devEndpoints: true, now, storageDir };

  // Day 0: an applicant who will abandon the application, and one whose account will be opened.
  const first = await startTestServer(config, { database });
  try {
    await startPurgeDone(first);
    emails.abandoned = (await applicantWithCapture(first)).email;
    emails.opened = (await applicantWithCapture(first)).email;
  } finally {
    await first.close();
  }
  // The account-open step belongs to another area: here the account is opened on day 0 directly in the database,
  // and the client zone's login recorded, with what the client zone sent.
  await database.query(
    `UPDATE applications SET current_step = 'goToClientZone', data = data || jsonb_build_object('account', jsonb_build_object('clientId', '10000001', 'openedAt', $2::text))
      WHERE email = $1`,
    [emails.opened, new Date(T0).toISOString()],
  );
  await database.query(
    `INSERT INTO client_zone_logins (application_id, token_id, url_params, created_at)
     SELECT id, gen_random_uuid(), 'utm_source=newsletter&ref=jan.kowalski', $2 FROM applications WHERE email = $1`,
    [emails.opened, new Date(T0)],
  );
  files.abandoned = await storedFiles(emails.abandoned);
  files.opened = await storedFiles(emails.opened);

  // Day 2: a third applicant, still at it a month later; a hand-off link of theirs expires unused.
  clock = T0 + 2 * DAY;
  const second = await startTestServer(config, { database });
  try {
    await startPurgeDone(second);
    const live = await applicantWithCapture(second);
    emails.live = live.email;
    const handoff = await applicantAtHandoff(second);
    expect(await handoff.call('mobileQrCodeUrl', {})).toMatchObject({ status: 'success' });

    // A file in storage that no capture names (a crash between the file and its row).
    await mkdir(join(storageDir, 'documents'), { recursive: true });
    await writeFile(join(storageDir, strayOld), 'orphan');
    await utimes(join(storageDir, strayOld), new Date(T0), new Date(T0));
    await mkdir(join(storageDir, 'incoming'), { recursive: true });
    for (const name of incomingOld) {
      await writeFile(join(storageDir, name), 'part of an image');
      await utimes(join(storageDir, name), new Date(T0), new Date(T0));
    }
    await writeFile(join(storageDir, incomingNow), 'part of an image');
    await utimes(join(storageDir, incomingNow), new Date(T0 + 31 * DAY), new Date(T0 + 31 * DAY));

    // Day 31: 31 days after the abandoned application's last step, 31 after the account was opened.
    clock = T0 + 31 * DAY;
    purgeReport = await second.server.purgeExpiredData();
    loginsAfterPurge = {
      abandoned: await login(second, emails.abandoned),
      opened: await login(second, emails.opened),
      live: await login(second, emails.live),
    };
  } finally {
    await second.close();
  }
  files.live = await storedFiles(emails.live);
});

afterAll(async () => {
  await database?.drop();
  await rm(root, { recursive: true, force: true });
});

describe('the retention periods', () => {
  it('have named defaults: abandoned applications and their images after 30 days, images 7 days after account-open', () => {
    expect(RETENTION_DEFAULTS.abandonedApplicationDays).toBe(30);
    expect(RETENTION_DEFAULTS.handoverDays).toBe(7);
  });
});

describe('an application abandoned for more than 30 days', () => {
  it('is gone with its images, captures, journeys, scan tokens, events and sessions', async () => {
    expect(files.abandoned).toHaveLength(1);
    for (const name of files.abandoned) expect(await exists(join(storageDir, name)), name).toBe(false);
    expect(await readRows(database, 'SELECT 1 FROM applications WHERE email = $1', [emails.abandoned])).toHaveLength(0);
    const orphans = await readRows<{ table: string; n: number }>(
      database,
      `SELECT 'scan_journeys' AS table, count(*)::int AS n FROM scan_journeys WHERE application_id NOT IN (SELECT id FROM applications)
       UNION ALL SELECT 'document_events', count(*)::int FROM document_events WHERE application_id IS NOT NULL AND application_id NOT IN (SELECT id FROM applications)
       UNION ALL SELECT 'document_captures', count(*)::int FROM document_captures WHERE journey_id NOT IN (SELECT id FROM scan_journeys)`,
    );
    expect(orphans.every((row) => row.n === 0)).toBe(true);
    expect(loginsAfterPurge.abandoned).toBe('error');
    expect(purgeReport.abandonedApplications).toBeGreaterThanOrEqual(1);
  });
});

describe('an opened account handed over to the back office (7 days after account-open)', () => {
  it('loses its images and captures, keeps its application and the record of the client-zone hand-over', async () => {
    expect(files.opened).toHaveLength(1);
    for (const name of files.opened) expect(await exists(join(storageDir, name)), name).toBe(false);
    expect(await storedFiles(emails.opened)).toHaveLength(0);
    const [application] = await readRows<{ id: string }>(database, 'SELECT id FROM applications WHERE email = $1', [emails.opened]);
    expect(application).toBeDefined();
    expect(loginsAfterPurge.opened).toBe('success');
    const logins = await readRows<{ url_params: string }>(database, 'SELECT url_params FROM client_zone_logins WHERE application_id = $1', [application!.id]);
    expect(logins).toHaveLength(1);
    // What the client zone sent with the login is not kept past the events' period.
    expect(logins[0]!.url_params).toBe('');
    expect(purgeReport.handedOverImages).toBeGreaterThanOrEqual(1);
  });
});

describe('an application still in progress', () => {
  it('keeps its application, capture and image, and its recent events', async () => {
    expect(files.live).toHaveLength(1);
    for (const name of files.live) expect(await exists(join(storageDir, name)), name).toBe(true);
    expect(loginsAfterPurge.live).toBe('success');
    const events = await readRows(
      database,
      'SELECT 1 FROM document_events e JOIN applications a ON a.id = e.application_id WHERE a.email = $1',
      [emails.live],
    );
    expect(events.length).toBeGreaterThan(0);
  });

  it('loses scan tokens and hand-off links a day past their expiry', async () => {
    expect(await readRows(database, 'SELECT 1 FROM scan_tokens')).toHaveLength(0);
    expect(await readRows(database, "SELECT 1 FROM handoffs WHERE state IN ('issued', 'superseded', 'aborted')")).toHaveLength(0);
  });
});

describe('stored files no capture names', () => {
  it('are removed once older than a day', async () => {
    expect(await exists(join(storageDir, strayOld))).toBe(false);
  });

  it('include what a crash left half-received or half-verified, once older than a day; a file being received stays', async () => {
    for (const name of incomingOld) expect(await exists(join(storageDir, name)), name).toBe(false);
    expect(await exists(join(storageDir, incomingNow))).toBe(true);
    expect(purgeReport.incomingFiles).toBe(incomingOld.length);
  });
});

describe('the period after which a stored file no capture names is an orphan', () => {
  // A capture's file is written before its row, and a file in the receiving directory lives as long as its upload or
  // its verification (a request's limit, 120 s; a job's, 60 s × 4 attempts). Shorter than that, the sweep would take
  // a capture still being received or verified: an applicant's photo gone under a row that names it.
  it('is refused under an hour', () => {
    expect(() => retentionPeriods({ orphanFileDays: 0.01 })).toThrow(/orphanFileDays must be at least an hour/);
    expect(retentionPeriods({ orphanFileDays: 1 / 24 }).orphanFileDays).toBe(1 / 24);
  });

  it('under an hour in RETENTION_ORPHAN_FILE_DAYS stops the server before it starts, naming the variable', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'realform-retention-main-'));
    try {
      const { code, output } = await runBuiltServerToExit({ RETENTION_ORPHAN_FILE_DAYS: '0.01', DATA_DIR: dataDir });
      expect(code).not.toBe(0);
      expect(output).toMatch(/RETENTION_ORPHAN_FILE_DAYS must be at least an hour \(0\.042 days\), got "0\.01"/);
      expect(output).not.toMatch(/realform server on/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the purge at start', () => {
  it('removes an opened account past its period (90 days after account-open) when a server starts', async () => {
    clock = T0 + (RETENTION_DEFAULTS.openedApplicationDays + 1) * DAY;
    const later = await startTestServer({ now, storageDir }, { database });
    await later.close();
    expect(await readRows(database, 'SELECT 1 FROM applications WHERE email = $1', [emails.opened])).toHaveLength(0);
    expect(await readRows(database, 'SELECT 1 FROM client_zone_logins')).toHaveLength(0);
  });
});
