import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/Database';
import { migrate, readMigrations } from '../db/migrate';
import { openPglite } from '../db/openPglite';
import { safeLogger } from '../log/safeLogger';
import { solveAltchaChallenge } from '../testing/solveBotCheck';
import { botCheck, CaptchaConfigError } from './captcha';

let db: Database;
const lines: string[] = [];
const logger = safeLogger({ info: (...args: unknown[]) => lines.push(JSON.stringify(args)), warn: (...args: unknown[]) => lines.push(JSON.stringify(args)), error: () => undefined });
const deps = () => ({ db, logger, now: () => new Date('2026-03-01T10:00:00Z') });

beforeAll(async () => {
  db = await openPglite(undefined);
  await migrate(db, await readMigrations());
});
afterAll(async () => {
  await db.close();
});

describe("the server's bot check from its configuration", () => {
  it('is ALTCHA by default, with a key per brand kept in the database for every instance', async () => {
    const first = await botCheck({ altchaMaxNumber: 10 }, deps());
    const challenge = await first.challenge('pl');
    expect(challenge).toBeDefined();
    // Another instance on the same database verifies what the first issued.
    const second = await botCheck({ altchaMaxNumber: 10 }, deps());
    expect(await second.verifier.verify(await solveAltchaChallenge(challenge!), { brand: 'pl' })).toBe(true);
  });

  it('refuses to start on a hosted provider without its secret, and on a short HMAC key', async () => {
    await expect(botCheck({ brandSettings: { eu: { captcha: { provider: 'recaptcha', siteKey: '6Lc' } } } }, deps())).rejects.toThrow(
      new CaptchaConfigError(
        'Brand eu selects the recaptcha bot check (brand settings "captcha"), but CAPTCHA_SECRET_EU is not set: every registration would be refused. Set it to the secret key of the site key in the brand settings, or select { "provider": "altcha" }.',
      ),
    );
    await expect(botCheck({ altchaHmacKeys: { pl: 'too-short' } }, deps())).rejects.toThrow(/ALTCHA_HMAC_KEY_PL must be at least 32 characters/);
  });

  it('gives a brand on a hosted provider no ALTCHA challenges, and warns about a secret nobody uses', async () => {
    const check = await botCheck({ brandSettings: { eu: { captcha: { provider: 'turnstile', siteKey: '0x4' } } }, captchaSecrets: { eu: 'secret', pl: 'unused' } }, deps());
    expect(await check.challenge('eu')).toBeUndefined();
    expect(await check.challenge('pl')).toBeDefined();
    expect(lines.join('\n')).toContain('CAPTCHA_SECRET_PL');
  });
});
