import { encodeAltchaToken, type AltchaChallenge } from '@onboarding/realform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/Database';
import { migrate, readMigrations } from '../db/migrate';
import { openPglite } from '../db/openPglite';
import { solveAltchaChallenge } from '../testing/solveBotCheck';
import { ALTCHA_CHALLENGE_TTL_MINUTES, altchaBotCheck } from './altcha';
import { CaptchaConfigError } from './captchaConfigError';

const KEYS = { pl: 'pl-key-0123456789-0123456789-0123456789', eu: 'eu-key-0123456789-0123456789-0123456789' };

let db: Database;
let clock = new Date('2026-03-01T10:00:00Z');
const now = () => clock;
const check = () => altchaBotCheck({ db, keys: KEYS, maxNumber: 20, now });

beforeAll(async () => {
  db = await openPglite(undefined);
  await migrate(db, await readMigrations());
});
afterAll(async () => {
  await db.close();
});

function decode(token: string): { challenge: AltchaChallenge; solution: { counter: number; derivedKey: string } } {
  return JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as never;
}

describe('the ALTCHA bot check', () => {
  it('passes a solved challenge of the brand once, and refuses the same solution again', async () => {
    const altcha = check();
    const token = await solveAltchaChallenge(await altcha.challenge('pl'));
    expect(await altcha.verify(token, { brand: 'pl' })).toBe(true);
    expect(await altcha.verify(token, { brand: 'pl' })).toBe(false);
    // Also on another instance on the same database (the spent challenges are in the database, not in memory).
    expect(await check().verify(token, { brand: 'pl' })).toBe(false);
  });

  it('refuses a solution with a tampered counter or key, and a challenge with a changed parameter', async () => {
    const altcha = check();
    const token = await solveAltchaChallenge(await altcha.challenge('eu'));
    const { challenge, solution } = decode(token);
    expect(await altcha.verify(encodeAltchaToken(challenge, { ...solution, counter: solution.counter + 1 }), { brand: 'eu' })).toBe(false);
    const flipped = solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(await altcha.verify(encodeAltchaToken(challenge, { ...solution, derivedKey: flipped }), { brand: 'eu' })).toBe(false);
    // An easier prefix (one byte), or a later expiry, breaks the signature.
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: challenge.parameters.keyPrefix.slice(0, 2) } };
    expect(await altcha.verify(encodeAltchaToken(easier, solution), { brand: 'eu' })).toBe(false);
    const later = { ...challenge, parameters: { ...challenge.parameters, data: { brand: 'eu' as const, expires: challenge.parameters.data!.expires + 3600 } } };
    expect(await altcha.verify(encodeAltchaToken(later, solution), { brand: 'eu' })).toBe(false);
    // The untouched solution still passes: none of the forgeries spent it.
    expect(await altcha.verify(token, { brand: 'eu' })).toBe(true);
  });

  it("refuses a challenge signed with another brand's key, and one signed for another brand", async () => {
    const altcha = check();
    const euToken = await solveAltchaChallenge(await altcha.challenge('eu'));
    expect(await altcha.verify(euToken, { brand: 'pl' })).toBe(false);
    // The same brand name under another key (a leaked or guessed challenge of another deployment).
    const elsewhere = altchaBotCheck({ db, keys: { pl: 'another-deployment-key-0123456789-abcdef', eu: KEYS.eu }, maxNumber: 20, now });
    const foreign = await solveAltchaChallenge(await elsewhere.challenge('pl'));
    expect(await altcha.verify(foreign, { brand: 'pl' })).toBe(false);
  });

  it('refuses a solution after the challenge expired, by the server clock', async () => {
    const altcha = check();
    const token = await solveAltchaChallenge(await altcha.challenge('pl'));
    const issued = clock;
    try {
      clock = new Date(issued.getTime() + ALTCHA_CHALLENGE_TTL_MINUTES * 60_000);
      expect(await altcha.verify(token, { brand: 'pl' })).toBe(false);
      clock = new Date(issued.getTime() + ALTCHA_CHALLENGE_TTL_MINUTES * 60_000 - 1000);
      expect(await altcha.verify(token, { brand: 'pl' })).toBe(true);
    } finally {
      clock = issued;
    }
  });

  it('refuses what is not a token at all, without throwing', async () => {
    const altcha = check();
    for (const token of ['', ' ', 'local-captcha-token', 'e30=', Buffer.from('{"challenge":1,"solution":2}').toString('base64'), '%%%', 'x'.repeat(5000)]) {
      expect(await altcha.verify(token, { brand: 'pl' })).toBe(false);
    }
  });

  it('makes the browser reach a counter between half of ALTCHA_MAX_NUMBER and it', async () => {
    const altcha = altchaBotCheck({ db, keys: KEYS, maxNumber: 40, now });
    for (let i = 0; i < 5; i++) {
      const { solution } = decode(await solveAltchaChallenge(await altcha.challenge('pl')));
      expect(solution.counter).toBeGreaterThanOrEqual(20);
      expect(solution.counter).toBeLessThanOrEqual(40);
    }
    expect(() => altchaBotCheck({ db, keys: KEYS, maxNumber: 0, now })).toThrow(CaptchaConfigError);
  });
});
