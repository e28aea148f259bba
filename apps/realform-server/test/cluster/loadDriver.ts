import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createRealformClient, memoryTokenStore, type NewAccountInput, type StandardResponse } from '@onboarding/realform-api';
import { solvedBotCheckToken } from '../../src/testing/solveBotCheck';
import { pdfBytes } from '../fixtures/documentImages';

// The load of issue 20 items 3 and 6: applicants registering and uploading a document through the balancer, each as
// its own client would — its own session, a solved bot check per call that needs one, its own address (sent as
// X-Forwarded-For: the servers run with TRUST_PROXY=2, this driver standing for the clients' side), and an
// Idempotency-Key per creating action, sent again with every try of that action.

/**
 * A load applicant's password from random bytes. `Cluster-{hex}` was refused now and then: a random part of digits only
 * (one in 300) is trimmed as a suffix, and what is left, "cluster", is a common password (src/security/commonPasswords.ts).
 */
export function loadPassword(random: Uint8Array): string {
  return `Cluster-${Buffer.from(random).toString('hex')}-load`;
}

export interface ApplicantOutcome {
  index: number;
  email: string;
  /** new-account answered 2xx with success. */
  registered: boolean;
  /** The document upload answered 2xx with success. */
  uploaded: boolean;
  /** Milliseconds of each try of new-account that got an answer (the figure of item 6). */
  newAccountMs: number[];
  /** What stopped the applicant, if anything. */
  failure?: string;
  /** Tries sent again after a lost answer, a 5xx, a 409 (first try still running) or a 429. */
  retries: number;
}

export interface LoadOptions {
  baseUrl: string;
  applicants: number;
  concurrency: number;
  /** Tells each applicant apart across runs on one database (e-mail, phone number, address). */
  runId?: string;
  /** Offset of the applicants' numbers (phones, addresses) so several runs on one database do not meet. */
  offset?: number;
  /** Only register (no phone code, no upload): the registrations-per-second figure. */
  registerOnly?: boolean;
  /** Called after each applicant finished (the SIGKILL test kills an instance part-way). */
  onProgress?: (done: ApplicantOutcome[]) => void;
}

class Failed extends Error {}

/** A brief pause (backoff between tries of one action of a driven client; never what a test checks). */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Polish mobile number and an address of applicant `n` (unique up to 10 million). */
function identityOf(n: number) {
  const phone = `60${String(n % 10_000_000).padStart(7, '0')}`;
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return { phone, ip };
}

/** One applicant: registration, the phone code, the digital upload of a passport scan (PDF) on this device. */
export async function runApplicant(baseUrl: string, index: number, { runId, offset = 0, registerOnly = false }: Pick<LoadOptions, 'runId' | 'offset' | 'registerOnly'>): Promise<ApplicantOutcome> {
  const n = offset + index;
  const { phone, ip } = identityOf(n);
  const email = `cluster.${runId ?? 'run'}.${n}@example.com`;
  const outcome: ApplicantOutcome = { index, email, registered: false, uploaded: false, newAccountMs: [], retries: 0 };
  let idempotencyKey: string | undefined;
  let lastStatus = 0;
  const send = (async (input: string | URL | Request, init?: RequestInit) => {
    // The realform client (ky) sends a Request of its own: its headers are the base.
    const request = new Request(input, init);
    request.headers.set('x-forwarded-for', ip);
    if (idempotencyKey) request.headers.set('idempotency-key', idempotencyKey);
    const response = await fetch(request);
    lastStatus = response.status;
    return response;
  }) as typeof fetch;
  const client = createRealformClient({ baseUrl, brand: 'eu', locale: 'en', tokenStore: memoryTokenStore(), fetch: send, clientIdCookie: false });

  /**
   * One action, tried again (with the same key) after a lost answer or a 5xx — the balancer could not pass it on —,
   * a 409 (the first try still running, or held by an instance that died) or a 429 (a code sent moments ago).
   */
  async function action(name: string, run: () => Promise<StandardResponse>, { key = false } = {}): Promise<StandardResponse> {
    idempotencyKey = key ? randomUUID() : undefined;
    try {
      let inProgress = 0;
      for (let attempt = 1; ; attempt++) {
        let answer: StandardResponse | undefined;
        let problem: string;
        try {
          answer = await run();
          if (answer.status === 'success') return answer;
          problem = `${name} answered ${lastStatus}: ${JSON.stringify(answer).slice(0, 300)}`;
          if (lastStatus !== 409 && lastStatus !== 429) throw new Failed(problem);
        } catch (error) {
          if (error instanceof Failed) throw error;
          problem = `${name}: ${(error as Error).message}`;
        }
        // A 409 that stays is a first try held by an instance that died: its key is held for the lease (minutes).
        if (lastStatus === 409) inProgress += 1;
        if (attempt >= 8 || inProgress >= 3) throw new Failed(problem);
        outcome.retries += 1;
        await pause(lastStatus === 429 ? 3500 : 500 * attempt);
      }
    } finally {
      idempotencyKey = undefined;
    }
  }

  try {
    await action('get-token', async () => ({ status: 'success', token: await client.ensureToken() }) as StandardResponse);
    const registration: NewAccountInput = {
      residenceConfirm: false,
      residenceCountry: 'PL',
      chooseLanguage: false,
      email,
      confirmEmail: email,
      password: loadPassword(randomBytes(6)),
      termsAccepted: true,
      recaptchaToken: await solvedBotCheckToken(send, baseUrl, 'eu'),
    };
    await action(
      'new-account',
      async () => {
        const started = performance.now();
        const answer = await client.newAccount(registration);
        outcome.newAccountMs.push(performance.now() - started);
        return answer;
      },
      { key: true },
    );
    outcome.registered = true;
    if (registerOnly) return outcome;

    const smsCheck = await solvedBotCheckToken(send, baseUrl, 'eu');
    await action('desktop-sms', () => client.call('desktopSms', { phoneNumber: phone, phoneNumberPrefix: '+48', recaptchaToken: smsCheck }));
    const outbox = await send(`${baseUrl}/realform/dev/outbox?to=${encodeURIComponent(`+48${phone}`)}&kind=sms`);
    const { message } = (await outbox.json()) as { message?: { code?: string | null } };
    if (!message?.code) throw new Failed(`no SMS code in the outbox (${outbox.status})`);
    await action('desktop-sms-code', () => client.call('desktopSmsCode', { phoneVerificationCode2: message.code! }));
    await action('data-upload-choice', () => client.call('dataUploadChoice', { dataUploadChoice: 2 }));
    await action('mobile-desktop-choice', () => client.call('mobileDesktopChoice', { mobileDesktopChoice: 2 }));
    await action('desktop-document-choice', () => client.call('desktopDocumentChoice', { documentType: 1 }));
    await action('desktop-document-upload', () => client.upload('desktopDocumentUpload', {}, { documentImage: new File([pdfBytes()], 'passport.pdf', { type: 'application/pdf' }) }), { key: true });
    outcome.uploaded = true;
  } catch (error) {
    outcome.failure = (error as Error).message;
  }
  return outcome;
}

/** `applicants` applicants, `concurrency` at a time, each started as soon as one finishes. */
export async function runLoad(options: LoadOptions): Promise<{ outcomes: ApplicantOutcome[]; seconds: number }> {
  const outcomes: ApplicantOutcome[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < options.applicants) {
      const index = next++;
      outcomes.push(await runApplicant(options.baseUrl, index, options));
      options.onProgress?.(outcomes);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, options.applicants) }, worker));
  return { outcomes: outcomes.sort((a, b) => a.index - b.index), seconds: (performance.now() - started) / 1000 };
}

export interface StoredCheck {
  /** Acknowledged registrations with no application in the database. */
  lostRegistrations: string[];
  /** Acknowledged uploads with no stored capture and file. */
  lostUploads: string[];
  /** Applications of the run with more than one capture, or addresses with more than one application. */
  duplicates: string[];
}

/** What the database holds of the run's applicants, against what they were told. */
export async function checkStored(databaseUrl: string, outcomes: readonly ApplicantOutcome[]): Promise<StoredCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const emails = outcomes.map((o) => o.email);
    const { rows } = await client.query<{ email: string; applications: number; captures: number; files: number }>(
      `SELECT a.email, count(DISTINCT a.id)::int AS applications, count(c.id)::int AS captures, count(f.name)::int AS files
         FROM applications a
         LEFT JOIN scan_journeys j ON j.application_id = a.id
         LEFT JOIN document_captures c ON c.journey_id = j.id
         LEFT JOIN document_files f ON f.name = c.storage_name
        WHERE a.email = ANY($1::text[])
        GROUP BY a.email`,
      [emails],
    );
    const stored = new Map(rows.map((row) => [row.email, row]));
    return {
      lostRegistrations: outcomes.filter((o) => o.registered && !stored.has(o.email)).map((o) => o.email),
      lostUploads: outcomes.filter((o) => o.uploaded && !(stored.get(o.email)?.captures && stored.get(o.email)?.files)).map((o) => o.email),
      duplicates: rows.filter((row) => row.applications > 1 || row.captures > 1).map((row) => `${row.email}: ${row.applications} application(s), ${row.captures} capture(s)`),
    };
  } finally {
    await client.end();
  }
}

/** The p-th percentile (0–100) of the values, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
