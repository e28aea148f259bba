import pg from 'pg';
import type { Database, Queryable } from './Database';

interface PgQueryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

function wrap(target: PgQueryable): Queryable {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => ({
      rows: (await target.query(sql, [...params])).rows as T[],
    }),
    exec: async (sql) => {
      // Without parameters pg uses the simple query protocol, which runs several statements.
      await target.query(sql);
    },
  };
}

/**
 * A PostgreSQL server through a `pg` pool: the scale-out path, since the server keeps no state in memory
 * that another instance would need (docs/architecture.md#persistence).
 */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, not at the first request, when the URL is wrong.
  await pool.query('SELECT 1');
  return {
    serial: false,
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
