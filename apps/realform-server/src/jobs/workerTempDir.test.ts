import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeEndedWorkersDirs, workerTempDir } from './workerTempDir';

/** The id of a process that has ended (a child that exited). */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('the verification worker’s temporary directory', () => {
  let base: string;
  beforeEach(async () => {
    base = await mkdtemp(join(tmpdir(), 'worker-temp-test-'));
  });
  afterEach(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('removes the pictures a killed worker left behind, and keeps a running worker’s and anything else', async () => {
    const crashed = join(base, `realform-verify-${endedPid()}-Ab12Cd`);
    await mkdir(crashed);
    await writeFile(join(crashed, 'job-1.jpg'), 'a copy of an identity document');
    // A running process (this test's parent) and an unrelated directory stay.
    const alive = join(base, `realform-verify-${process.ppid}-Zz99Yy`);
    await mkdir(alive);
    await mkdir(join(base, 'someone-else'));

    const { dir, removed } = await workerTempDir(base);

    expect(removed).toEqual([crashed.slice(base.length + 1)]);
    expect((await readdir(base)).sort()).toEqual([alive.slice(base.length + 1), dir.slice(base.length + 1), 'someone-else'].sort());
    expect(dir.slice(base.length + 1)).toMatch(new RegExp(`^realform-verify-${process.pid}-`));
  });

  it('never removes its own directory', async () => {
    const { dir } = await workerTempDir(base);
    expect(await removeEndedWorkersDirs(base)).toEqual([]);
    expect(await readdir(base)).toEqual([dir.slice(base.length + 1)]);
  });
});
