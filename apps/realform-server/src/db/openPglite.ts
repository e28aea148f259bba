import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './Database';

interface PgliteQueryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(target: PgliteQueryable): Queryable {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => ({ rows: (await target.query<T>(sql, [...params])).rows }),
    exec: async (sql) => {
      await target.exec(sql);
    },
  };
}

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, nothing to install (DESIGN §4).
 * @param dataDir a directory to persist in; omitted, the database lives in memory (tests).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  return {
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      if (!db.closed) await db.close();
    },
  };
}
