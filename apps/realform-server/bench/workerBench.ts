import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { postgresDocumentStorage } from '../src/areas/documents/storage/postgresDocumentStorage';
import { migrate, readMigrations } from '../src/db/migrate';
import { openPostgres } from '../src/db/openPostgres';
import { openVerificationQueue, verificationSettings } from '../src/jobs/verification';
import type { VerificationTask } from '../src/jobs/verificationTask';
import { safeLogger } from '../src/log/safeLogger';
import { generateDocumentPhoto } from '../src/testing/documentPhotos';
import { facePhoto } from '../test/fixtures/faces/faceImages';

/**
 * `pnpm --filter @apps/realform-server bench:workers` (builds the server first): verified documents per minute with one
 * and with two verification worker processes (`node dist/verifyWorkerMain.js`, the real MRZ reader and face engine) on
 * PostgreSQL, the load average beside each figure. The jobs go through the same queue the upload routes use (pg-boss),
 * on generated passport photos stored in the PostgreSQL document storage; each worker process checks one document at a
 * time. Without DATABASE_URL it runs itself under tooling/scripts/with-postgres.sh (a throwaway cluster).
 * BENCH_DOCUMENTS: documents per measured run (default 24); BENCH_WORKERS: the worker counts (default "1,2").
 */
const self = fileURLToPath(import.meta.url);
if (!process.env.DATABASE_URL) {
  const withPostgres = fileURLToPath(new URL('../../../../tooling/scripts/with-postgres.sh', import.meta.url));
  const run = spawnSync(withPostgres, [process.execPath, self], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const documents = Number(process.env.BENCH_DOCUMENTS ?? 24);
const workerCounts = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const workerMain = fileURLToPath(new URL('../verifyWorkerMain.js', import.meta.url));
const load = () => loadavg()[0]!.toFixed(2);

// A schema of its own, dropped at the end: the bench never touches the tables of a database it is pointed at.
const schema = `bench_workers_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);
const url = new URL(process.env.DATABASE_URL);
url.searchParams.set('options', `-c search_path=${schema}`);
const databaseUrl = url.toString();

const db = await openPostgres(databaseUrl);
const children: ChildProcess[] = [];
try {
  await migrate(db, await readMigrations());
  const storage = postgresDocumentStorage(db, () => new Date());
  const now = new Date();
  // Four passports of one holder (a real public-domain portrait), each stored once; the jobs take them in turn.
  const names: string[] = [];
  for (let seed = 1; seed <= 4; seed++) {
    const { jpeg } = await generateDocumentPhoto({ format: 'TD3', variant: 'clean', seed, portrait: facePhoto('obama'), now });
    names.push(await storage.save(jpeg, 'jpeg'));
  }
  const settings = verificationSettings({ workers: 0, expireSeconds: 120 });
  const queue = await openVerificationQueue(db, settings, safeLogger({ info: () => undefined, warn: () => undefined, error: () => undefined }));
  const task = (index: number): VerificationTask => ({ storageName: names[index % names.length]!, endpoint: 'upload', side: 'IDENTITY:FRONT', action: null, now: now.toISOString() });

  /** Runs `count` jobs at once; resolves with the seconds until every one was answered, and how many read their zone. */
  async function round(count: number): Promise<{ seconds: number; read: number }> {
    const started = performance.now();
    const outcomes = await Promise.all(Array.from({ length: count }, (_, index) => queue.verify(task(index), 600_000)));
    const read = outcomes.filter((outcome) => outcome.status === 'done' && outcome.result.ok && outcome.result.checked.checks.mrz === 'passed').length;
    return { seconds: (performance.now() - started) / 1000, read };
  }

  process.stdout.write(`verification workers, ${new Date().toISOString()}, PostgreSQL, ${documents} generated passport photos per run\n`);
  const figures: number[] = [];
  for (const count of workerCounts) {
    const started: ChildProcess[] = [];
    for (let index = 0; index < count; index++) {
      const child = spawn(process.execPath, [workerMain], { env: { ...process.env, DATABASE_URL: databaseUrl, DOCUMENT_STORAGE: 'postgres', VERIFY_WORKERS: '1', EXIT_WITH_PARENT: '1' }, stdio: ['ignore', 'pipe', 'inherit'] });
      children.push(child);
      started.push(child);
      await new Promise<void>((resolve, reject) => {
        let text = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('verification worker ready')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`a worker process exited (${code}) before it was ready`)));
      });
    }
    // Every process loads its models on its first documents: a warm-up round, not measured.
    await round(count * 3);
    const before = load();
    const { seconds, read } = await round(documents);
    const perMinute = (documents / seconds) * 60;
    figures.push(perMinute);
    process.stdout.write(
      `  ${count} worker process${count > 1 ? 'es' : ''}: ${perMinute.toFixed(1)} verified documents per minute (${documents} in ${seconds.toFixed(1)} s, ${read} zones read; load average ${before} before, ${load()} after)\n`,
    );
    for (const child of started) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  if (figures.length === 2) process.stdout.write(`  ratio ${(figures[1]! / figures[0]!).toFixed(2)} (${workerCounts[1]} processes against ${workerCounts[0]}, ${availableParallelism()} cores)\n`);
  await queue.close(1000);
} finally {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await db.close();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`);
  await admin.end();
}
