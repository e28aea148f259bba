import { connect, type Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/Database';
import { migrate, readMigrations } from '../src/db/migrate';
import { openPglite } from '../src/db/openPglite';
import { diskStorageReachable, readiness } from '../src/http/readiness';
import { startTestServer } from './harness';
import { startBuiltServer } from './security/builtServer';

// Issue 20 item 5 (README "Operations"): /healthz says the process is alive, /readyz whether it should get traffic
// (database, storage, migrations; 503 from the start of a shutdown), and a SIGTERM drains the requests in flight.

const quiet = { info() {}, warn() {}, error() {} };

/**
 * A POST /realform/get-token whose body (`{}`) is only half sent: the server has the request (it answered
 * `100 Continue`, which Node does as it hands the request over) and waits for the rest. `finish` sends it and
 * resolves with the raw answer once the server closes the connection.
 */
async function heldGetToken(origin: string): Promise<{ socket: Socket; finish(): Promise<string> }> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  let received = '';
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.once('close', () => resolve(received));
    socket.once('error', reject);
  });
  ended.catch(() => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(
    `POST /realform/get-token HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n{`,
  );
  await new Promise<void>((resolve) => {
    const check = () => {
      if (received.includes('100 Continue')) {
        socket.off('data', check);
        resolve();
      }
    };
    socket.on('data', check);
    check();
  });
  return {
    socket,
    finish() {
      socket.write('}');
      return ended;
    },
  };
}

/** Resolves with the error code of a connection attempt (undefined when it connects). */
function connectError(origin: string): Promise<string | undefined> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code));
  });
}

// What does not depend on the database engine runs once, on PGlite: `pnpm test:pg` skips it (CI time).
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(onPostgres)('readiness checks', () => {
  let db: Database;
  let root: string;
  let versions: number[];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'realform-ready-'));
    db = await openPglite();
    const migrations = await readMigrations();
    versions = migrations.map((migration) => migration.version);
    await migrate(db, migrations);
  });

  afterAll(async () => {
    await db.close().catch(() => undefined);
    await rm(root, { recursive: true, force: true });
  });

  const check = (overrides: Partial<Parameters<typeof readiness>[0]> = {}) =>
    readiness({ db, migrationVersions: versions, storageReachable: diskStorageReachable(root), shuttingDown: () => false, logger: quiet, ...overrides })();

  it('is ready with the database answering, the storage writable and every shipped migration applied', async () => {
    expect(await check()).toEqual({ ready: true, failed: [] });
  });

  it('names the storage when its directory is gone', async () => {
    expect(await check({ storageReachable: diskStorageReachable(join(root, 'unmounted')) })).toEqual({ ready: false, failed: ['storage'] });
  });

  it('names the migrations when this build ships one the database has not applied', async () => {
    expect(await check({ migrationVersions: [...versions, 999] })).toEqual({ ready: false, failed: ['migrations'] });
  });

  it('names the database when it does not answer within the deadline', async () => {
    const hanging: Database = { ...db, query: () => new Promise(() => undefined) };
    expect(await check({ db: hanging, timeoutMs: 20 })).toEqual({ ready: false, failed: ['database', 'migrations'] });
  });

  it('answers shutdown alone once the server is stopping', async () => {
    expect(await check({ shuttingDown: () => true })).toEqual({ ready: false, failed: ['shutdown'] });
  });
});

describe('GET /healthz and /readyz', () => {
  it('answer 200 with a small JSON body and the API headers', async () => {
    const t = await startTestServer();
    try {
      for (const [path, body] of [
        ['/healthz', { status: 'ok' }],
        ['/readyz', { status: 'ready' }],
      ] as const) {
        const response = await t.fetch(`http://localhost${path}`);
        expect(response.status, path).toBe(200);
        expect(await response.json(), path).toEqual(body);
        expect(response.headers.get('cache-control'), path).toBe('no-store');
      }
    } finally {
      await t.close();
    }
  });

  it('readyz answers 503 naming the shutdown while in-flight requests drain; they finish with their answer', async () => {
    const t = await startTestServer();
    const { url } = await t.server.listen(0, '127.0.0.1');
    const held = await heldGetToken(url);
    let stoppedAccepting: { inFlight: number } | undefined;
    const closed = t.server.close({ graceMs: 60_000, onStopAccepting: (state) => (stoppedAccepting = state) });
    expect(stoppedAccepting).toEqual({ inFlight: 1 });

    const ready = await t.fetch('http://localhost/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', failed: ['shutdown'] });
    expect(await connectError(url)).toBe('ECONNREFUSED');

    const answer = await held.finish();
    expect(answer).toMatch(/HTTP\/1\.1 200 OK/);
    expect(answer).toMatch(/\{"token":"[^"]+"\}/);
    await closed;
    await t.close();
  });
});

// The two child processes run side by side (separate data directories): half the wall time.
describe.skipIf(onPostgres)('the built server on SIGTERM', { concurrent: true }, () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'realform-shutdown-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stops accepting, lets the request in flight finish with its answer, then exits 0', async () => {
    const server = startBuiltServer({ DATA_DIR: join(root, 'drain'), SHUTDOWN_GRACE_SECONDS: '60' });
    try {
      const url = await server.listening;
      expect(await (await fetch(`${url}/readyz`)).json()).toEqual({ status: 'ready' });
      const held = await heldGetToken(url);

      server.child.kill('SIGTERM');
      await expect.poll(() => server.output(), { timeout: 30_000 }).toMatch(/SIGTERM: no longer accepting connections; 1 request\(s\) in flight/);
      expect(await connectError(url)).toBe('ECONNREFUSED');

      const answer = await held.finish();
      expect(answer).toMatch(/HTTP\/1\.1 200 OK/);
      expect(answer).toMatch(/\{"token":"[^"]+"\}/);
      expect(await server.exited).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it('cuts a request still unfinished after SHUTDOWN_GRACE_SECONDS and exits 0', async () => {
    const server = startBuiltServer({ DATA_DIR: join(root, 'cut'), SHUTDOWN_GRACE_SECONDS: '1' });
    try {
      const url = await server.listening;
      const held = await heldGetToken(url);
      const cut = new Promise<void>((resolve) => held.socket.once('close', () => resolve()));
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      await cut;
      expect(held.socket.destroyed).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
