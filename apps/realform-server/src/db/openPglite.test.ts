import { describe, expect, it } from 'vitest';
import { migrate, readMigrations } from './migrate';
import { inMemoryDatabaseCounts, openPglite } from './openPglite';

// A closed in-memory database is taken over by the next in-memory open of the process (CI time: PostgreSQL's start in
// WebAssembly is most of a test server's). Whoever opens one must find what a fresh one is: nothing of the previous
// user's tables, rows, schemas, settings, temporary tables or prepared statements.

const publicTables = "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name";
const userSchemas =
  "SELECT nspname FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast', 'public') AND nspname NOT LIKE 'pg\\_%' ORDER BY nspname";

describe('in-memory databases taken over from a closed one', () => {
  it('are empty clusters again: no table, row, schema, setting, temporary table or prepared statement of the previous user', async () => {
    const migrations = await readMigrations();
    // Whatever the pool holds now (other files of this worker) is taken out first, so the next open gets `first`.
    const held = [await openPglite(), await openPglite()];
    const first = await openPglite();
    expect(await migrate(first, migrations)).toHaveLength(migrations.length);
    await first.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [9_999, 'left_behind']);
    await first.exec(`CREATE SCHEMA leftover; CREATE TABLE leftover.note (text text); INSERT INTO leftover.note VALUES ('x'); CREATE SCHEMA "odd ""name"""`);
    await first.exec('CREATE TEMPORARY TABLE scratch (n integer)');
    await first.exec("SET statement_timeout = '1234ms'; SET plan_cache_mode = auto");
    await first.exec('LISTEN leftover_channel');
    const before = { ...inMemoryDatabaseCounts };
    await first.close();

    const second = await openPglite();
    try {
      // The closed one was taken over.
      expect(inMemoryDatabaseCounts.reused).toBe(before.reused + 1);
      expect((await second.query(publicTables)).rows).toEqual([]);
      expect((await second.query(userSchemas)).rows).toEqual([]);
      expect((await second.query("SELECT to_regclass('pg_temp.scratch') AS scratch")).rows).toEqual([{ scratch: null }]);
      expect((await second.query('SELECT current_setting($1) AS value', ['statement_timeout'])).rows).toEqual([{ value: '0' }]);
      // The open's own setting is made again on the wiped session.
      expect((await second.query('SELECT current_setting($1) AS value', ['plan_cache_mode'])).rows).toEqual([{ value: 'force_generic_plan' }]);
      expect((await second.query('SELECT count(*)::int AS channels FROM pg_listening_channels()')).rows).toEqual([{ channels: 0 }]);
      // public is as initdb makes it: owned by the database owner, usable by everyone.
      expect((await second.query("SELECT pg_get_userbyid(nspowner) AS owner, has_schema_privilege('public', 'public', 'USAGE') AS usable FROM pg_namespace WHERE nspname = 'public'")).rows).toEqual([
        { owner: 'pg_database_owner', usable: true },
      ]);
      // The same statements are prepared again under the names the previous user's were (no "already exists"), and
      // every migration runs afresh.
      expect(await migrate(second, migrations)).toHaveLength(migrations.length);
      expect((await second.query<{ version: number }>('SELECT max(version) AS version FROM schema_migrations')).rows).toEqual([{ version: migrations.at(-1)?.version }]);
    } finally {
      await Promise.all([second.close(), ...held.map((db) => db.close())]);
    }
  });

  it('refuse every statement once closed, so a stopped server cannot reach the database the next one took over', async () => {
    const db = await openPglite();
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toThrow('The embedded database was closed.');
    await expect(db.exec('SELECT 1')).rejects.toThrow('The embedded database was closed.');
    await expect(db.transaction(async () => undefined)).rejects.toThrow('The embedded database was closed.');
    // Closing twice does not put it in the pool twice (two servers would then share one database).
    await db.close();
    const [a, b] = [await openPglite(), await openPglite()];
    try {
      await a.exec('CREATE TABLE mine (n integer)');
      expect((await b.query(publicTables)).rows).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('are not reused when they cannot be wiped: a transaction left open is closed with its database', async () => {
    const db = await openPglite();
    await db.exec('BEGIN');
    await db.exec('CREATE TABLE half_done (n integer)');
    const before = { ...inMemoryDatabaseCounts };
    await db.close();
    const next = await openPglite();
    try {
      expect((await next.query(publicTables)).rows).toEqual([]);
      // Whichever database this is, no transaction of the previous user is open in it: a table made now survives.
      await next.exec('CREATE TABLE after (n integer)');
      expect((await next.query(publicTables)).rows).toEqual([{ table_name: 'after' }]);
      expect(inMemoryDatabaseCounts.opened).toBe(before.opened + 1);
    } finally {
      await next.close();
    }
  });
});
