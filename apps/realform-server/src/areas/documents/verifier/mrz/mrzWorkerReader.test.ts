import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDocumentPhoto } from '../../../../testing/documentPhotos';
import type { MrzReader } from './mrzReader';
import { createMrzWorkerReader, mrzWorkerScript } from './mrzWorkerReader';

// The built server reads the MRZ in a worker thread (dist/workers/mrzWorker.js, built by `pnpm build`, which the
// test command runs before the server's suite): the same reader, off the event loop.
const built = new URL('../../../../../dist/workers/mrzWorker.js', import.meta.url);
const script = mrzWorkerScript() ?? (existsSync(built) ? built : null);

describe.runIf(script)('the MRZ reader in its worker thread (built)', () => {
  let reader: MrzReader;
  let directory: string;
  beforeAll(async () => {
    reader = createMrzWorkerReader(script!);
    directory = await mkdtemp(join(tmpdir(), 'mrz-worker-'));
  });
  afterAll(async () => {
    await reader?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('reads a passport page from a file and an ID card back from bytes, as the reader does in this thread', async () => {
    const passport = await generateDocumentPhoto({ format: 'TD3', seed: 31 });
    const card = await generateDocumentPhoto({ format: 'TD1', side: 'back', seed: 32 });
    const path = join(directory, 'passport.jpg');
    await writeFile(path, passport.jpeg);
    const [fromFile, fromBytes] = await Promise.all([reader.read(path), reader.read(card.jpeg)]);
    expect(fromFile).toMatchObject({ found: true, format: 'TD3', lines: passport.truth.lines });
    expect(fromBytes).toMatchObject({ found: true, format: 'TD1', lines: card.truth.lines });
    expect(fromFile.reading?.expiryDate).toBeInstanceOf(Date);
  });

  // Issue 14: the reader yields the CPU to the server's event loop. Linux keeps a nice value per thread
  // (/proc/self/task/<tid>/stat, field 19); elsewhere there is nothing to read.
  it.runIf(existsSync('/proc/self/task'))('runs at nice 10, below the event loop, which keeps its own priority', async () => {
    const card = await generateDocumentPhoto({ format: 'TD1', side: 'back', seed: 33 });
    await reader.read(card.jpeg);
    const niceOf = (task: string) => Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    const nice = readdirSync('/proc/self/task').map(niceOf);
    expect(niceOf(String(process.pid))).toBe(0);
    expect(nice).toContain(10);
  });

  it('a file that is not an image fails its read, and the next read still works', async () => {
    const path = join(directory, 'not-an-image.jpg');
    await writeFile(path, 'hello');
    await expect(reader.read(path)).rejects.toThrow();
    const passport = await generateDocumentPhoto({ format: 'TD3', seed: 33 });
    expect(await reader.read(passport.jpeg)).toMatchObject({ found: true });
  });
});
