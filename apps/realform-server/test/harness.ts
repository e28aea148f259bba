import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { access, cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatWithOptions } from 'node:util';
import type { Locale } from '@onboarding/dictionaries';
import type { Brand, NewAccountInput } from '@onboarding/realform-api';
import { createRealformClient, memoryTokenStore } from '@onboarding/realform-api';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { ServerConfig } from '../src/index';
import { createServer } from '../src/index';
import { migrate, readMigrations } from '../src/db/migrate';
import { openPglite } from '../src/db/openPglite';
import { solvedBotCheckToken } from '../src/testing/solveBotCheck';
import { scriptedAnalyzers } from './fixtures/scriptedAnalyzers';
import { externalServer } from './cluster/externalServer';

/** Cheap Argon2id for tests; production uses an OWASP configuration (7 MiB, t=5). */
export const TEST_PASSWORD_HASHING = { memoryKiB: 64, iterations: 1, parallelism: 1 };

export const PASSWORD = 'Secret-pa55';

/**
 * A `recaptchaToken` the test clients (`client()` below) replace with a freshly solved bot-check challenge of their
 * brand: the HTTP suites pass the real ALTCHA check (at a low complexity, TEST_ALTCHA_MAX_NUMBER), one challenge per
 * call, as a page does.
 */
export const BOT_CHECK = 'solve-the-bot-check';

/** The complexity the test servers run at: a few PBKDF2 tries per challenge. */
export const TEST_ALTCHA_MAX_NUMBER = 20;

export function registration(email: string, password = PASSWORD): NewAccountInput {
  return {
    residenceConfirm: true,
    residenceCountry: 'PL',
    chooseLanguage: false,
    email,
    confirmEmail: email,
    password,
    // The terms box only; the optional marketing box stays unticked (issue 18 item 7).
    termsAccepted: true,
    recaptchaToken: BOT_CHECK,
  };
}

export interface TestDatabase {
  config: ServerConfig;
  /** Runs SQL on the database directly, while no server has it open (PGlite allows one user at a time). */
  query(sql: string, params?: unknown[]): Promise<void>;
  drop(): Promise<void>;
}

async function pgQuery(databaseUrl: string, sql: string, params: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** A data directory initialised and migrated once per test process (see {@link testDatabase}). */
let migratedTemplate: Promise<string> | undefined;

function migratedDataDir(): Promise<string> {
  migratedTemplate ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'realform-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const db = await openPglite(dir);
    try {
      await migrate(db, await readMigrations());
    } finally {
      await db.close();
    }
    return dir;
  })().catch((error: unknown) => {
    migratedTemplate = undefined;
    throw error;
  });
  return migratedTemplate;
}

/** Whether a file or directory is there. */
export const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Makes a new embedded-database directory what a server leaves behind on its first start (initialised, every migration
 * applied), as a copy of one made once per test process: PGlite's initdb costs 6 s of WebAssembly per directory (twice
 * that on the busy 2-core CI machine), the copy a few milliseconds. A directory that holds a database is left alone.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  if (!(await exists(join(dataDir, 'PG_VERSION')))) await cp(await migratedDataDir(), dataDir, { recursive: true });
}

/**
 * Where a test server keeps its data: PGlite in memory, or — when DATABASE_URL is set (the run against
 * PostgreSQL, docs/conventions.md#tests) — a fresh schema of that database, so files and runs never see each other's rows.
 * @param dataDir for PGlite, a directory instead of memory (restart tests)
 * @param options.empty leave a new directory empty, for a test of the server's first start on it (initdb, migrations)
 */
export async function testDatabase(dataDir?: string, { empty = false }: { empty?: boolean } = {}): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    // The server's own start on an empty directory (initdb, every migration) is tested where it matters (`empty`:
    // test/persistence.test.ts; test/security/dataDirLock.test.ts; the built server's runs).
    if (dataDir && !empty) await seedDataDir(dataDir);
    return {
      config: dataDir ? { dataDir } : { inMemory: true },
      async query(sql, params) {
        if (!dataDir) throw new Error('An in-memory test database lives inside its server: pass a dataDir to query it.');
        const db = await PGlite.create({ dataDir });
        try {
          await db.query(sql, params);
        } finally {
          await db.close();
        }
      },
      drop: async () => undefined,
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await pgQuery(databaseUrl, `CREATE SCHEMA ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    config: { databaseUrl: url.toString() },
    query: (sql, params) => pgQuery(url.toString(), sql, params),
    drop: () => pgQuery(databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  };
}

/**
 * The real server in-process (on its own test database unless one is given), its redacted log, and real
 * clients talking to it through `server.fetch`.
 */
export async function startTestServer(config: ServerConfig = {}, { database }: { database?: TestDatabase } = {}) {
  // `pnpm test:cluster` runs suites that need nothing but HTTP against a running cluster instead (test/cluster/externalServer.ts).
  const external = process.env.REALFORM_TEST_BASE_URL;
  const own = database || external ? undefined : await testDatabase();
  const logs: string[] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) =>
      logs.push(`${level} ${formatWithOptions({ depth: 10 }, ...args)}`);
  const server = external ? externalServer(external) : await createServer({
    passwordHashing: TEST_PASSWORD_HASHING,
    // The HTTP suites script what the identity models read (test/identity.test.ts runs the real ones).
    identityAnalyzers: scriptedAnalyzers(),
    altchaMaxNumber: TEST_ALTCHA_MAX_NUMBER,
    logger: { info: record('info'), warn: record('warn'), error: record('error') },
    ...(database ?? own)?.config,
    ...config,
  });
  const fetch = (input: string | URL | Request, init?: RequestInit) => server.fetch(new Request(input, init));

  /** A solved challenge of the brand, good for one call (the real check, see BOT_CHECK). */
  const botCheckToken = (brand: Brand) => solvedBotCheckToken((url) => fetch(url), 'http://localhost', brand);

  function client({ locale = 'pl', brand = 'pl' }: { locale?: Locale; brand?: Brand } = {}) {
    const tokenStore = memoryTokenStore();
    const realform = createRealformClient({ brand, locale, tokenStore, fetch });
    // BOT_CHECK in a body becomes a freshly solved challenge, as the page would send.
    const solved = async <T extends object>(input: T): Promise<T> =>
      'recaptchaToken' in input && input.recaptchaToken === BOT_CHECK ? { ...input, recaptchaToken: await botCheckToken(brand) } : input;
    return {
      tokenStore,
      ...realform,
      newAccount: async (input: NewAccountInput) => realform.newAccount(await solved(input)),
      call: (async (name: Parameters<typeof realform.call>[0], input: object) => realform.call(name, (await solved(input)) as never)) as typeof realform.call,
    };
  }

  /** A raw POST, for what the typed client would never send. */
  function post(path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
    return fetch(`http://localhost${path}`, { method: 'POST', body, headers });
  }

  /** Closes the server and drops the database it created. */
  async function close() {
    await server.close();
    await own?.drop();
  }

  return { server, close, fetch, post, client, logs, botCheckToken };
}
