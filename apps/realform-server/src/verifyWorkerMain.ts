import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { createDocumentStorage, DocumentStorageConfigError, documentStorageFromEnv, checkDocumentStorageConfig } from './areas/documents/storage/createDocumentStorage';
import { localIdentityAnalyzers } from './areas/documents/verifier/localIdentityAnalyzers';
import { migrate, readMigrations } from './db/migrate';
import { openPostgres } from './db/openPostgres';
import { exitWithParent } from './exitWithParent';
import { openVerificationQueue, VerificationConfigError, verificationExecutor, verificationFromEnv, verificationSettings } from './jobs/verification';
import { workerTempDir } from './jobs/workerTempDir';
import { batchedConsole } from './log/batchedConsole';
import { safeLogger } from './log/safeLogger';

/**
 * A verification worker process (README "Verification workers"): `node dist/verifyWorkerMain.js`, on this machine or
 * another, with the web servers' DATABASE_URL and document storage variables (DOCUMENT_STORAGE, S3_*; STORAGE_DIR
 * only with `disk`, which then must be the servers' own directory). It takes VERIFY_WORKERS jobs at once (default 1),
 * runs the decode, the MRZ reader and the face engine on each, and answers through the queue. SIGTERM/SIGINT: the job
 * in hand gets SHUTDOWN_GRACE_SECONDS to finish, else it goes back to the queue; SIGKILL: it is retried once it
 * expires (VERIFY_JOB_EXPIRE_SECONDS after it was taken).
 */
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const databaseUrl = process.env.DATABASE_URL || fail('verifyWorkerMain needs DATABASE_URL (PostgreSQL): the embedded database runs its worker inside the server.');
let settings: ReturnType<typeof verificationSettings>;
let storageConfig: ReturnType<typeof documentStorageFromEnv>;
try {
  const verification = verificationFromEnv(process.env);
  settings = verificationSettings({ workers: 1, ...verification });
  if (settings.workers < 1) fail('VERIFY_WORKERS must be 1 or more in a worker process.');
  storageConfig = documentStorageFromEnv(process.env);
  checkDocumentStorageConfig(storageConfig);
} catch (error) {
  if (!(error instanceof VerificationConfigError) && !(error instanceof DocumentStorageConfigError)) throw error;
  fail(error.message);
}
const graceSeconds = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10);
if (!Number.isFinite(graceSeconds) || graceSeconds < 0) fail(`SHUTDOWN_GRACE_SECONDS must be a number of seconds, 0 or more, got "${process.env.SHUTDOWN_GRACE_SECONDS}".`);

const baseDir = process.env.INIT_CWD ?? process.cwd();
const storageDir = resolve(baseDir, process.env.STORAGE_DIR ?? join(process.env.DATA_DIR ?? '.data', 'uploads'));
const logger = safeLogger(batchedConsole());
const db = await openPostgres(databaseUrl);
// The worker may start before any server: the same migrations, under the same advisory lock.
await migrate(db, await readMigrations());
const storage = await createDocumentStorage(storageConfig!, { db, storageDir, now: () => new Date() });
const identity = localIdentityAnalyzers();
// The checks' files (copies of identity pictures) go to a directory of this process; those a killed worker left are
// removed now, as retention cannot see the system's temp directory.
const { dir: tempDir, removed } = await workerTempDir();
if (removed.length > 0) logger.info('verification worker removed the files of ended workers', { directories: removed.length });
// The models load now, before the first job: a job's time is then its checks' alone, well within its expiry.
const warmUp = join(tempDir, 'warm-up.jpg');
await sharp({ create: { width: 320, height: 240, channels: 3, background: '#808080' } }).jpeg().toFile(warmUp);
await Promise.allSettled([identity.readMrz(warmUp), identity.faces(warmUp)]);
await rm(warmUp, { force: true });
const queue = await openVerificationQueue(db, settings!, logger);
await queue.work(settings!.workers, verificationExecutor({ storage, identity, tempDir }));
logger.info('verification worker ready', { workers: settings!.workers, storage: storage.kind, pid: process.pid });

let stopping = false;
async function stop(reason: string) {
  if (stopping) return;
  stopping = true;
  logger.info('verification worker stopping', { reason });
  try {
    await queue.close(graceSeconds * 1000);
    await identity.close().catch(() => undefined);
    await storage.close();
    await db.close();
    await rm(tempDir, { recursive: true, force: true });
    process.exit(0);
  } catch (error) {
    console.error('Closing failed', error);
    process.exit(1);
  }
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
if (process.env.EXIT_WITH_PARENT === '1') exitWithParent((reason) => void stop(reason));
