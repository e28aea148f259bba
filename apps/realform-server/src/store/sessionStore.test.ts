import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/Database';
import { migrate, readMigrations } from '../db/migrate';
import { openPglite } from '../db/openPglite';
import { sessionStore, UNKNOWN_TOKEN_TTL_MS } from './sessionStore';

// Issue 14 finding 2: a flood of calls with one made-up token must not cost a database look-up each.
describe('session store: unknown tokens', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, await readMigrations());
  });
  afterAll(() => db.close());

  const lifetime = { idleMinutes: 30, absoluteHours: 12 };
  const madeUp = 'A'.repeat(43);

  it('asks the database once for a made-up token, then refuses it from memory until the refusal expires', async () => {
    // No session cache, as on PostgreSQL: the refusal of unknown tokens holds there too.
    const sessions = sessionStore(db, lifetime, { cacheTtlMs: 0 });
    const query = vi.spyOn(db, 'query');
    const now = new Date('2026-11-27T10:00:00Z');
    for (let i = 0; i < 300; i++) expect(await sessions.touch(madeUp, now)).toBeNull();
    expect(query).toHaveBeenCalledTimes(1);
    expect(await sessions.touch(madeUp, new Date(now.getTime() + UNKNOWN_TOKEN_TTL_MS))).toBeNull();
    expect(query).toHaveBeenCalledTimes(2);
    query.mockRestore();
  });

  it('still finds every real session: a new token is never among the refused ones', async () => {
    const sessions = sessionStore(db, lifetime, { cacheTtlMs: 0 });
    const now = new Date('2026-11-27T11:00:00Z');
    expect(await sessions.touch(madeUp, now)).toBeNull();
    const { token, session } = await sessions.create(now);
    expect(await sessions.touch(token, now)).toEqual(session);
    // Another instance's store (its own memory) finds it too.
    expect(await sessionStore(db, lifetime, { cacheTtlMs: 0 }).touch(token, now)).toEqual(session);
  });
});
