import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './Database';
import { migrate, readMigrations } from './migrate';
import { openPglite } from './openPglite';
import { openPostgres } from './openPostgres';

// Issue 18 item 7, migration 021: applications created before it had the terms box in marketing_agreement (the server
// refused it unticked), and nobody was asked about marketing. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.

const TERMS_MIGRATION = 21;
let db: Database;
let dropSchema: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    db = await openPostgres(url.toString());
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    };
  } else {
    db = await openPglite();
  }
}, 60_000);

afterAll(async () => {
  await db?.close();
  await dropSchema?.();
});

describe('migration 021 (terms acceptance)', () => {
  it('turns the old terms box into an acceptance at the creation time, and records no marketing consent', async () => {
    const migrations = await readMigrations();
    expect(migrations.map((m) => m.version)).toContain(TERMS_MIGRATION);
    await migrate(db, migrations.filter((m) => m.version < TERMS_MIGRATION));
    const createdAt = new Date('2026-05-04T08:00:00Z');
    await db.query(
      `INSERT INTO applications (id, email, password_hash, residence_country, locale, brand, current_step, marketing_agreement, created_at, updated_at)
       VALUES ('6f1c2a9e-0d7b-4c55-9a55-6b1f4f0c2b11', 'old@example.com', 'x', 'PL', 'pl', 'pl', 'desktopSms', true, $1, $1)`,
      [createdAt],
    );

    expect(await migrate(db, migrations)).toContain(TERMS_MIGRATION);

    const { rows } = await db.query<{ marketing_agreement: boolean; terms_accepted_at: Date; terms_documents: unknown }>(
      'SELECT marketing_agreement, terms_accepted_at, terms_documents FROM applications',
    );
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.terms_accepted_at).toISOString()).toBe(createdAt.toISOString());
    expect(rows[0]!.marketing_agreement).toBe(false);
    expect(rows[0]!.terms_documents).toEqual([]);
  });

  it('leaves no application without a time of acceptance from then on', async () => {
    await expect(
      db.query(
        `INSERT INTO applications (id, email, password_hash, residence_country, locale, brand, current_step, marketing_agreement, created_at, updated_at)
         VALUES ('0a8d7c1e-3b2f-4e6a-8c9d-1e2f3a4b5c6d', 'new@example.com', 'x', 'PL', 'pl', 'pl', 'desktopSms', false, now(), now())`,
      ),
    ).rejects.toThrow(/terms_accepted_at/);
  });
});
