import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/Database';
import { migrate, readMigrations } from '../db/migrate';
import { openPglite } from '../db/openPglite';
import { rateLimiter } from './rateLimiter';

let db: Database;

beforeAll(async () => {
  db = await openPglite();
  await migrate(db, await readMigrations());
});

afterAll(async () => {
  await db?.close();
});

const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1) + seconds * 1000);

describe('rate limiter (database-backed, sliding window)', () => {
  it('allows max events within the window, then refuses until the oldest leaves it', async () => {
    const limiter = rateLimiter(db);
    const rule = { bucket: 'test.window', subject: 'a', limit: { max: 3, windowSeconds: 60 } };
    for (const second of [0, 10, 20]) expect(await limiter.consume([rule], at(second))).toEqual({ allowed: true });
    expect(await limiter.consume([rule], at(30))).toEqual({ allowed: false, bucket: 'test.window', retryAfterSeconds: 30 });
    // A refused attempt is not counted: the block ends when the first event leaves the window.
    expect(await limiter.consume([rule], at(59))).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect(await limiter.consume([rule], at(60))).toEqual({ allowed: true });
  });

  it('counts subjects and buckets apart', async () => {
    const limiter = rateLimiter(db);
    const limit = { max: 1, windowSeconds: 60 };
    expect(await limiter.consume([{ bucket: 'test.apart', subject: 'a', limit }], at(0))).toEqual({ allowed: true });
    expect(await limiter.consume([{ bucket: 'test.apart', subject: 'b', limit }], at(0))).toEqual({ allowed: true });
    expect(await limiter.consume([{ bucket: 'test.apart2', subject: 'a', limit }], at(0))).toEqual({ allowed: true });
    expect((await limiter.consume([{ bucket: 'test.apart', subject: 'a', limit }], at(1))).allowed).toBe(false);
  });

  it('counts all rules or none: one refusal leaves the others untouched', async () => {
    const limiter = rateLimiter(db);
    const loose = { bucket: 'test.all.loose', subject: 'x', limit: { max: 10, windowSeconds: 60 } };
    const tight = { bucket: 'test.all.tight', subject: 'x', limit: { max: 1, windowSeconds: 60 } };
    expect(await limiter.consume([loose, tight], at(0))).toEqual({ allowed: true });
    for (let i = 0; i < 5; i++) expect(await limiter.consume([loose, tight], at(1))).toMatchObject({ allowed: false, bucket: 'test.all.tight' });
    // Only the first, allowed call counted against the loose rule.
    for (let i = 0; i < 9; i++) expect(await limiter.consume([loose], at(2))).toEqual({ allowed: true });
    expect((await limiter.consume([loose], at(2))).allowed).toBe(false);
  });

  it('never lets concurrent requests take more than the limit', async () => {
    const limiter = rateLimiter(db);
    const rule = { bucket: 'test.race', subject: 'a', limit: { max: 3, windowSeconds: 60 } };
    const decisions = await Promise.all(Array.from({ length: 12 }, () => limiter.consume([rule], at(0))));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
  });

  it('on a pool of connections (PostgreSQL) locks the subjects in a transaction and counts the same way', async () => {
    const limiter = rateLimiter({ ...db, serial: false });
    const tight = { bucket: 'test.pool.tight', subject: 'a', limit: { max: 2, windowSeconds: 60 } };
    const loose = { bucket: 'test.pool.loose', subject: 'a', limit: { max: 10, windowSeconds: 60 } };
    const decisions = await Promise.all(Array.from({ length: 6 }, () => limiter.consume([loose, tight], at(0))));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(2);
    expect(await limiter.consume([loose, tight], at(30))).toEqual({ allowed: false, bucket: 'test.pool.tight', retryAfterSeconds: 30 });
  });

  it('checks without counting, records whatever the limit, and forgets on reset', async () => {
    const limiter = rateLimiter(db);
    const rule = { bucket: 'test.failures', subject: 'app', limit: { max: 2, windowSeconds: 3600 } };
    expect(await limiter.check(rule, at(0))).toEqual({ allowed: true });
    for (const second of [0, 1, 2]) await limiter.record('test.failures', 'app', at(second));
    // Three in the window, two allowed: free again when the second one leaves.
    expect(await limiter.check(rule, at(10))).toEqual({ allowed: false, bucket: 'test.failures', retryAfterSeconds: 3591 });
    await limiter.reset('test.failures', 'app');
    expect(await limiter.check(rule, at(10))).toEqual({ allowed: true });
  });

  it('deletes events past the retention', async () => {
    const limiter = rateLimiter(db, { retentionSeconds: 100 });
    await limiter.record('test.retention', 's', at(0));
    await limiter.deleteExpired(at(101));
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limit_events WHERE bucket = 'test.retention'");
    expect(rows[0]?.n).toBe(0);
  });
});
