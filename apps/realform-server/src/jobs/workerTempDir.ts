import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A worker process's directory for the checks' files: `realform-verify-{pid}-{random}` in the system's temp directory. */
const PREFIX = 'realform-verify-';
const WORKER_DIR = new RegExp(`^${PREFIX}(\\d+)-[A-Za-z0-9]+$`);

/** Whether a process with this id runs on this machine (EPERM: it runs, as another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the directories of verification workers that ended without cleaning up (killed, crashed, the machine
 * restarted): they can hold copies of identity-document pictures, which must not outlive their retention period (README
 * "Retention"). A directory names its worker's process id; one whose process still runs is kept. A reused id keeps a
 * directory until that process ends too — never removes one in use.
 * @returns the directories removed
 */
export async function removeEndedWorkersDirs(base = tmpdir()): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(base).catch(() => [] as string[])) {
    const pid = Number(WORKER_DIR.exec(name)?.[1]);
    if (!pid || pid === process.pid || running(pid)) continue;
    await rm(join(base, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** This worker's own directory for the checks' files, after removing those of ended workers. */
export async function workerTempDir(base = tmpdir()): Promise<{ dir: string; removed: string[] }> {
  const removed = await removeEndedWorkersDirs(base);
  return { dir: await mkdtemp(join(base, `${PREFIX}${process.pid}-`)), removed };
}
