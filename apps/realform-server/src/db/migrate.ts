import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './Database';

/** Where the versioned migrations live: src/db/migrations in development, dist/migrations when built. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const MIGRATION_FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;

// Any constant works; it only has to be the same in every instance so they migrate one at a time.
const MIGRATION_LOCK_ID = 727_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Reads `NNN_name.sql` files in version order. */
export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const [, version, name] = MIGRATION_FILE.exec(file) ?? [];
    migrations.push({ version: Number(version), name: name ?? file, sql: await readFile(`${dir}/${file}`, 'utf8') });
  }
  const versions = migrations.map((m) => m.version);
  const duplicate = versions.find((version, index) => versions.indexOf(version) !== index);
  if (duplicate !== undefined) {
    throw new Error(`Two migrations in ${dir} have version ${duplicate}; give each file its own NNN_ prefix.`);
  }
  return migrations;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction with the
 * schema change and its record, under an advisory lock so instances starting together do not race.
 * @returns the versions applied now.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<number[]> {
  const applied: number[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      await tx.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
