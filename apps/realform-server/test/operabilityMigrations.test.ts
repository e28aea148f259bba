import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { readMigrations } from '../src/db/migrate';
import { createServer } from '../src/index';
import { TEST_PASSWORD_HASHING, testDatabase } from './harness';
import { scriptedAnalyzers } from './fixtures/scriptedAnalyzers';

// Issue 20 item 5 (README "Operations"): instances of a deployment start together on one PostgreSQL; the migrations
// run under an advisory lock (src/db/migrate.ts), so each is applied by exactly one of them and both come up.
// PostgreSQL only (`pnpm test:pg`): the embedded PGlite takes one server per data directory (test/security/dataDirLock).

describe.skipIf(!process.env.DATABASE_URL)('two instances starting at once on one PostgreSQL', () => {
  it('both come up, and every migration is applied once, by one of them', async () => {
    const database = await testDatabase();
    const applied: number[][] = [[], []];
    const start = (instance: 0 | 1) =>
      createServer({
        ...database.config,
        passwordHashing: TEST_PASSWORD_HASHING,
        identityAnalyzers: scriptedAnalyzers(),
        logger: {
          info: (line: unknown) => {
            const entry = JSON.parse(String(line)) as { msg?: string; versions?: number[] };
            if (entry.msg === 'migrations applied') applied[instance]!.push(...(entry.versions ?? []));
          },
          warn() {},
          error() {},
        },
      });
    const servers = await Promise.all([start(0), start(1)]);
    try {
      for (const server of servers) {
        const ready = await server.fetch(new Request('http://localhost/readyz'));
        expect(await ready.json()).toEqual({ status: 'ready' });
      }
      const shipped = (await readMigrations()).map((migration) => migration.version);
      // Between them they applied each shipped migration, and no migration twice.
      expect([...applied[0]!, ...applied[1]!].sort((a, b) => a - b)).toEqual(shipped);

      const client = new pg.Client({ connectionString: database.config.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
        expect(rows.map((row) => row.version)).toEqual(shipped);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await database.drop();
    }
  });
});
