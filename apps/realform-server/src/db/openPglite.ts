import { mkdir } from 'node:fs/promises';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import type { Database, QueryResult, Queryable } from './Database';

/**
 * Statements kept prepared at most. The server's SQL is a fixed set of literals (a few dozen), so this only guards
 * against a caller that builds SQL text per request; past it, statements are parsed each time (unnamed).
 */
const MAX_PREPARED_STATEMENTS = 1_000;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

interface Prepared {
  /** The server-side statement name; '' for the unnamed statement (not cached). */
  name: string;
  /** Parameter type OIDs as PostgreSQL inferred them, to serialise values the way PGlite's own `query` does. */
  types: number[];
  /** The statement's RowDescription (none for a statement without rows), described once instead of per run. */
  fields: BackendMessage[];
}

// PGlite's syncToFs persists file systems that keep their data elsewhere (IndexedDB, OPFS). Here the data directory
// is Emscripten's NODEFS, which writes straight through to disk, and memory is MEMFS: neither has anything to sync,
// and the call only walked the mounts, after every statement.
const NO_SYNC = { syncToFs: false } as const;

class TransactionClosedError extends Error {
  override readonly name = 'TransactionClosedError';
  constructor(sql: string) {
    super(`A statement was run on a transaction that had already ended: ${sql.slice(0, 80)}. Await every query inside the transaction callback.`);
  }
}

class TransactionAbortedError extends Error {
  override readonly name = 'TransactionAbortedError';
  constructor() {
    super('COMMIT rolled the transaction back: a statement in it failed and its error was caught. Let the error reach the transaction instead.');
  }
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let size = 0;
  for (const part of parts) size += part.byteLength;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

/** A freshly initialised, empty cluster (its data directory as a tarball), made once per process. */
let freshClusterImage: Promise<Blob> | undefined;

/**
 * Every PGlite without a data directory runs initdb, a few seconds of WebAssembly on a loaded two-core machine; a copy
 * of the cluster one of them initialised loads in a fraction of that. In-memory databases (the test servers, hundreds
 * per suite) start from that copy: the same empty cluster, none of the cost. A failed attempt is not kept.
 */
function freshCluster(): Promise<Blob> {
  freshClusterImage ??= (async () => {
    const pg = await PGlite.create();
    try {
      return await pg.dumpDataDir('none');
    } finally {
      await pg.close();
    }
  })().catch((error: unknown) => {
    freshClusterImage = undefined;
    throw error;
  });
  return freshClusterImage;
}

/**
 * Closed in-memory databases, wiped and ready to be opened again. Starting PostgreSQL in WebAssembly costs 1.3 s of CPU
 * on the 2-core CI machine even from {@link freshCluster}'s copy, and the server suite opens a database per test
 * server (about 140): one the previous server closed is taken over instead, after {@link wipeForReuse} has made it the
 * empty cluster a fresh one is. A few at most are kept (each holds its WebAssembly memory).
 */
const reusable: PGlite[] = [];
const REUSABLE_MAX = 2;

/** How many in-memory databases were opened, and how many of them were taken over from a closed one (tests). */
export const inMemoryDatabaseCounts = { opened: 0, reused: 0 };

/**
 * Makes a closed in-memory database what a fresh one is: the session's state gone (prepared statements, settings,
 * temporary tables, advisory locks, LISTEN: `DISCARD ALL`), every object of `public` dropped and the schema made
 * again as initdb makes it, and any other schema a user made dropped. A checkpoint lets the write-ahead log it wrote be
 * recycled (no checkpointer runs in PGlite's single-user backend, so it would grow with each use). False when the
 * database cannot be wiped (an open transaction, an error): it is then closed, not reused.
 */
async function wipeForReuse(pg: PGlite): Promise<boolean> {
  try {
    await pg.exec('DISCARD ALL');
    const { rows } = await pg.query<{ nspname: string }>(
      "SELECT nspname FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND nspname NOT LIKE 'pg\\_temp\\_%' AND nspname NOT LIKE 'pg\\_toast\\_temp\\_%'",
    );
    const drops = rows.map(({ nspname }) => `DROP SCHEMA "${nspname.replaceAll('"', '""')}" CASCADE;`).join(' ');
    await pg.exec(
      `${drops} CREATE SCHEMA public AUTHORIZATION pg_database_owner; GRANT USAGE ON SCHEMA public TO PUBLIC; COMMENT ON SCHEMA public IS 'standard public schema'; CHECKPOINT;`,
    );
    return true;
  } catch {
    return false;
  }
}

async function openInMemory(): Promise<PGlite> {
  inMemoryDatabaseCounts.opened += 1;
  const wiped = reusable.pop();
  if (wiped) {
    inMemoryDatabaseCounts.reused += 1;
    return wiped;
  }
  return PGlite.create({ loadDataDir: await freshCluster() });
}

async function closeInMemory(pg: PGlite): Promise<void> {
  if (pg.closed) return;
  if (reusable.length < REUSABLE_MAX && (await wipeForReuse(pg))) {
    reusable.push(pg);
    return;
  }
  await pg.close();
}

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, nothing to install (docs/architecture.md#persistence).
 *
 * Statements are prepared (and described) once per SQL text and then run in one protocol round trip (Bind,
 * Execute, Sync). PGlite's own `query` parses, plans and describes every statement again in six round trips into the
 * WebAssembly module, about 5 times the cost of a primary-key lookup itself (README "Benchmark"). Every call goes
 * through one queue here, transactions included, so nothing interleaves on the single connection.
 * @param dataDir a directory to persist in; omitted, the database lives in memory (tests), and when closed it is wiped and
 *   kept for the next in-memory open of this process ({@link reusable}).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = dataDir ? await PGlite.create({ dataDir }) : await openInMemory();
  // Plan each prepared statement once. By default PostgreSQL plans a statement's first five runs afresh (custom
  // plans) before it may settle on a generic one, and for the short key lookups and CTEs here planning costs about
  // as much as running them; a generic plan of an equality lookup is the same index scan. (The benchmark's
  // onboarding: about 4 ms less.) One session for the process, so this holds for every statement.
  await pg.exec('SET plan_cache_mode = force_generic_plan');
  const { serialize } = protocol;
  const statements = new Map<string, Prepared>();

  let queue: Promise<unknown> = Promise.resolve();
  // After close nothing runs: an in-memory database may by then belong to the next server that opened one.
  let closed = false;
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    if (closed) return Promise.reject(new Error('The embedded database was closed.'));
    const run = queue.then(fn);
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };

  async function prepare(sql: string): Promise<Prepared> {
    const known = statements.get(sql);
    if (known) return known;
    const name = statements.size < MAX_PREPARED_STATEMENTS ? `rf_${statements.size + 1}` : '';
    const { messages } = await pg.execProtocol(
      concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      NO_SYNC,
    );
    const prepared = {
      name,
      types: parse.parseDescribeStatementResults(messages),
      fields: messages.filter((message) => message.name === 'rowDescription'),
    };
    if (name) statements.set(sql, prepared);
    return prepared;
  }

  async function run<T>(sql: string, params: readonly unknown[]): Promise<QueryResult<T>> {
    const { name, types, fields } = await prepare(sql);
    // As PGlite's query does: null stays null, known types use PGlite's serialisers (Date, JSON, arrays…).
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[types[index] ?? -1];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pg.execProtocol(
      concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
      NO_SYNC,
    );
    return { rows: (parse.parseResults([...fields, ...messages], pg.parsers)[0]?.rows ?? []) as T[] };
  }

  async function simple(sql: string): Promise<string | undefined> {
    const { messages } = await pg.execProtocol(serialize.query(sql), NO_SYNC);
    const completed = messages.filter((message) => message.name === 'commandComplete').at(-1) as { text?: string } | undefined;
    return completed?.text;
  }

  return {
    serial: true,
    query: <T>(sql: string, params: readonly unknown[] = []) => exclusive(() => run<T>(sql, params)),
    exec: (sql) => exclusive(async () => void (await simple(sql))),
    transaction: (fn) =>
      exclusive(async () => {
        await simple('BEGIN');
        let open = true;
        const tx: Queryable = {
          query: <T>(sql: string, params: readonly unknown[] = []) => {
            if (!open) return Promise.reject(new TransactionClosedError(sql));
            return run<T>(sql, params);
          },
          exec: async (sql) => {
            if (!open) throw new TransactionClosedError(sql);
            await simple(sql);
          },
        };
        try {
          const result = await fn(tx);
          open = false;
          if ((await simple('COMMIT')) === 'ROLLBACK') throw new TransactionAbortedError();
          return result;
        } catch (error) {
          if (open) {
            open = false;
            await simple('ROLLBACK').catch(() => undefined);
          }
          throw error;
        }
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      await queue;
      if (dataDir) {
        if (!pg.closed) await pg.close();
      } else {
        await closeInMemory(pg);
      }
    },
  };
}
