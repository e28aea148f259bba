import { closeSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** The lock file inside a PGlite data directory. */
export const DATA_DIR_LOCK_FILE = 'realform.lock';

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
  /** Random per lock, so close() removes only its own file, never a successor's. */
  id: string;
}

/**
 * Another realform server holds the embedded database directory. PGlite has no lock of its own: two processes on
 * one directory would both start and corrupt it.
 */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly owner: { pid?: number | undefined; hostname?: string | undefined },
  ) {
    const who = owner.pid === undefined ? 'an unknown process' : `pid ${owner.pid}${owner.hostname ? ` on ${owner.hostname}` : ''}`;
    super(
      `The data directory ${dataDir} is in use by another realform server (${who}). Stop that server, or give this one another DATA_DIR. ` +
        `If no such process exists, delete ${join(dataDir, DATA_DIR_LOCK_FILE)}.`,
    );
  }
}

function readOwner(path: string): Partial<LockOwner> | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    // Unreadable or half-written (a crash between open and write): nobody can prove it alive.
    return {};
  }
}

/** Whether the lock's owner may still be running: the same host and a live pid (EPERM: alive, another user's). */
function ownerAlive(owner: Partial<LockOwner>): boolean {
  if (typeof owner.pid !== 'number' || !Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  // A pid on another host (a shared volume) cannot be checked from here: assume it is alive.
  if (owner.hostname !== undefined && owner.hostname !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock of a PGlite data directory: `{dataDir}/realform.lock`, created atomically (`open(…, 'wx')`) with
 * the owner's pid, host and start time. A lock whose pid is gone (same host) is stale and taken over; a live one
 * throws {@link DataDirLockedError}. Within one process a second server is refused too (the pid is alive: ours).
 * @returns release: removes the file if it is still this lock's (idempotent)
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, DATA_DIR_LOCK_FILE);
  const me: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString(), id: randomBytes(16).toString('hex') };

  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner === undefined) continue; // removed meanwhile: try again
      if (ownerAlive(owner)) throw new DataDirLockedError(dataDir, owner);
      // Stale: move it aside (atomic; of two starters racing for it, one wins the rename) and try again.
      try {
        renameSync(path, `${path}.stale-${me.id}`);
        unlinkSync(`${path}.stale-${me.id}`);
      } catch (renameError) {
        if ((renameError as NodeJS.ErrnoException).code !== 'ENOENT') throw renameError;
      }
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(me));
    } finally {
      closeSync(fd);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (readOwner(path)?.id !== me.id) return;
      try {
        unlinkSync(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    };
  }
  throw new DataDirLockedError(dataDir, readOwner(path) ?? {});
}
