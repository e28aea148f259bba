import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/Database';
import { migrate, readMigrations } from '../../db/migrate';
import { openPglite } from '../../db/openPglite';
import { rateLimiter } from '../../security/rateLimiter';
import { DEFAULT_RATE_LIMITS } from '../../security/rateLimits';
import { hashCode } from './codeHash';
import { oneTimeCodes } from './oneTimeCodes';

let db: Database;

beforeAll(async () => {
  db = await openPglite();
  await migrate(db, await readMigrations());
});

afterAll(async () => {
  await db?.close();
});

const start = Date.UTC(2030, 0, 1);
const at = (seconds: number) => new Date(start + seconds * 1000);

async function newApplication(): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO applications (id, email, password_hash, residence_country, locale, brand, current_step, marketing_agreement, created_at, updated_at, terms_accepted_at)
     VALUES ($1, $2, 'x', 'PL', 'pl', 'pl', 'desktopSms', false, $3, $3, $3)`,
    [id, `${id}@example.com`, at(0)],
  );
  return id;
}

/** Sends a code and returns it, as the applicant's phone would see it. */
async function send(codes: ReturnType<typeof oneTimeCodes>, applicationId: string, now: Date, recipient = `+48${applicationId.slice(0, 6)}`) {
  let delivered = '';
  const result = await codes.send(
    { applicationId, purpose: 'desktopSms', recipient, ip: '192.0.2.1', deliver: async (code) => void (delivered = code) },
    now,
  );
  expect(result.sent).toBe(true);
  return delivered;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time codes', () => {
  it('stores no code in the database: only a salted hash', async () => {
    const codes = oneTimeCodes(db, rateLimiter(db), DEFAULT_RATE_LIMITS);
    const applicationId = await newApplication();
    const code = await send(codes, applicationId, at(0));
    expect(code).toMatch(/^\d{6}$/);
    const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM verification_codes WHERE application_id = $1', [applicationId]);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    expect(rows[0]?.code_hash).toBe(hashCode(code, String(rows[0]?.code_salt)));
  });

  it('draws codes from the whole 6-digit range, leading zeros included', async () => {
    const { generateCode } = await import('./codeHash');
    const drawn = Array.from({ length: 2000 }, generateCode);
    expect(drawn.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(drawn).size).toBeGreaterThan(1990);
    expect(drawn.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('discards a code the provider did not accept, and says so', async () => {
    const codes = oneTimeCodes(db, rateLimiter(db), DEFAULT_RATE_LIMITS);
    const applicationId = await newApplication();
    const failing = codes.send(
      { applicationId, purpose: 'email', recipient: 'x@example.com', ip: '192.0.2.1', deliver: () => Promise.reject(new Error('SMTP down')) },
      at(0),
    );
    await expect(failing).rejects.toMatchObject({ name: 'MessageDeliveryError' });
    expect(await codes.sentCount(applicationId, 'email')).toBe(0);
  });

  it('blocks an application after 100 wrong codes in an hour, whatever the code, until the hour has passed', async () => {
    // Generous send limits and no cool-down, so 20 codes can be sent at once; the failure cap is the default 100.
    const limits = {
      ...DEFAULT_RATE_LIMITS,
      codeSendsPerApplication: { max: 100, windowSeconds: 3600 },
      codeSendsPerRecipient: { max: 100, windowSeconds: 3600 },
      codeResendCooldownSeconds: 0,
    };
    const codes = oneTimeCodes(db, rateLimiter(db), limits);
    const applicationId = await newApplication();
    for (let round = 0; round < 20; round++) {
      const sent = await send(codes, applicationId, at(round));
      for (let attempt = 0; attempt < 5; attempt++) {
        const result = await codes.verify({ applicationId, purpose: 'desktopSms', code: wrong(sent) }, at(round));
        expect(result.verified).toBe(false);
      }
    }
    let code = await send(codes, applicationId, at(30));
    expect(await codes.verify({ applicationId, purpose: 'desktopSms', code }, at(30))).toEqual({
      verified: false,
      reason: 'failureLimit',
      retryAfterSeconds: 3600 - 30,
    });
    // The first round's five failures leave the window at 3600 s: a new code then works.
    code = await send(codes, applicationId, at(3600));
    expect(await codes.verify({ applicationId, purpose: 'desktopSms', code }, at(3600))).toMatchObject({ verified: true });
  });
});
