import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealformServer } from '../../src/index';
import { createServer, DataDirLockedError } from '../../src/index';
import { seedDataDir, TEST_PASSWORD_HASHING } from '../harness';
import { runBuiltServerToExit } from './builtServer';

// ASVS 5.0 V13 (configuration) / V15 (safe concurrency) — finding 11 of issue 14: the embedded database directory
// takes a lock, so a second process (or a second server in this one) on the same DATA_DIR is refused instead of
// corrupting it. The lock goes with close(), and a lock left by a process that is gone does not block.

const quiet = { info() {}, warn() {}, error() {} };
const LOCK_FILE = 'realform.lock';

let root: string;
let first: RealformServer | undefined;
let dataDir: string;

function start(dir: string) {
  return createServer({ dataDir: dir, passwordHashing: TEST_PASSWORD_HASHING, logger: quiet });
}

/** A pid no process has any more: that of a child that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

// The embedded database's own (PGlite): the run against PostgreSQL (`pnpm test:pg`, DATABASE_URL) has no data
// directory to lock, and these servers would be the embedded run's again.
describe.skipIf(Boolean(process.env.DATABASE_URL))('one server per data directory', () => {
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'realform-lock-'));
    dataDir = join(root, 'data');
    first = await start(dataDir);
  });

  afterAll(async () => {
    await first?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('writes a lock file with its pid', async () => {
    const lock = JSON.parse(await readFile(join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(process.pid);
  });

  it('refuses a second server in the same process, naming the directory and the owner', async () => {
    const error: unknown = await start(dataDir).then(
      async (second) => {
        await second.close();
        return new Error('the second server started');
      },
      (refused: unknown) => refused,
    );
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(dataDir);
    expect((error as Error).message).toContain(`pid ${process.pid}`);
    // The refused one must not have taken the lock away from the first.
    const response = await first!.fetch(new Request('http://localhost/healthz'));
    expect(response.status).toBe(200);
  });

  it('refuses a second process (node dist/main.js) on the same DATA_DIR with a clear message and a non-zero exit', async () => {
    const { code, output } = await runBuiltServerToExit({ DATA_DIR: dataDir });
    expect(code).not.toBe(0);
    expect(output).toContain('is in use by another realform server');
    expect(output).toContain(`pid ${process.pid}`);
    expect(output).not.toMatch(/realform server on/);
  });

  it('lets a new server start once the first has closed', async () => {
    await first!.close();
    first = undefined;
    const next = await start(dataDir);
    try {
      expect((await next.fetch(new Request('http://localhost/healthz'))).status).toBe(200);
    } finally {
      await next.close();
    }
  });

  it('is not blocked by a stale lock of a process that is gone', async () => {
    const staleDir = join(root, 'stale');
    // A directory a server used before (initialised and migrated; the first test above covers the start on an empty one).
    await seedDataDir(staleDir);
    await writeFile(join(staleDir, LOCK_FILE), JSON.stringify({ pid: deadPid(), hostname: hostname(), startedAt: new Date(0).toISOString() }));
    const next = await start(staleDir);
    try {
      expect((await next.fetch(new Request('http://localhost/healthz'))).status).toBe(200);
      const lock = JSON.parse(await readFile(join(staleDir, LOCK_FILE), 'utf8')) as { pid: number };
      expect(lock.pid).toBe(process.pid);
    } finally {
      await next.close();
    }
  });
});
