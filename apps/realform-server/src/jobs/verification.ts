import { join } from 'node:path';
import type { UploadFormat } from '@onboarding/realform-api';
import type { AppDeps } from '../http/AppDeps';
import type { Database } from '../db/Database';
import type { SafeLogger } from '../log/safeLogger';
import type { DocumentStorage } from '../areas/documents/documentStorage';
import type { ReceivedFile } from '../areas/documents/receiveUpload';
import type { IdentityAnalyzers, LivenessAction } from '../areas/documents/verifier/captureAnalysis';
import { AnalysersBusyError } from '../areas/documents/verifier/captureAnalysis';
import type { CheckedCapture } from '../areas/documents/verifier/checkCapture';
import { detectFormat } from '../areas/documents/verifier/detectFormat';
import type { Refusal } from '../areas/documents/verifier/verifyImage';
import { embeddedVerificationQueue } from './embeddedQueue';
import { pgBossVerificationQueue } from './pgBossQueue';
import type { VerificationJobSettings, VerificationOutcome, VerificationQueue } from './verificationQueue';
import { DEFAULT_VERIFICATION_JOB_SETTINGS } from './verificationQueue';
import type { VerificationTask } from './verificationTask';
import { endpointLimits, runVerification } from './verificationTask';

/** ServerConfig.verification (README "Verification workers"). */
export interface VerificationConfig extends Partial<VerificationJobSettings> {
  /**
   * Verification workers in the web server's own process (VERIFY_WORKERS): 0 leaves every job to worker processes
   * (`node dist/verifyWorkerMain.js`, PostgreSQL only). @default 1
   */
  workers?: number;
  /**
   * How long an upload waits for its checks before answering 503 "try again" (VERIFY_WAIT_SECONDS): longer than a
   * job's expiry, so a job whose worker died is retried within it. The clients give a call 30 s (realform-api's
   * DEFAULT_TIMEOUT_MS): on an overloaded machine they may give up first, and the capture is then recorded when its
   * job finishes (a retry counts as a retake). @default 90
   */
  waitSeconds?: number;
}

export const DEFAULT_VERIFY_WAIT_SECONDS = 90;

/** Settings that cannot work: the message names the variable. */
export class VerificationConfigError extends Error {
  override readonly name = 'VerificationConfigError';
}

/** What the routes use: the queue and how long they wait for it. */
export interface Verification {
  queue: VerificationQueue;
  waitMs: number;
}

const attached = new WeakMap<object, Verification>();

/** Hands the server's verification queue to the routes (createServer). */
export function attachVerification(deps: object, verification: Verification): void {
  attached.set(deps, verification);
}

/** The job settings with their defaults, checked. */
export function verificationSettings(config: VerificationConfig = {}): VerificationJobSettings & { workers: number; waitSeconds: number } {
  const settings = { ...DEFAULT_VERIFICATION_JOB_SETTINGS, workers: 1, waitSeconds: DEFAULT_VERIFY_WAIT_SECONDS };
  for (const [key, value] of Object.entries(config)) if (value !== undefined) (settings as Record<string, number>)[key] = value;
  if (!Number.isInteger(settings.workers) || settings.workers < 0) throw new VerificationConfigError(`VERIFY_WORKERS must be a whole number, 0 or more, got "${settings.workers}".`);
  if (!(settings.waitSeconds > 0)) throw new VerificationConfigError(`VERIFY_WAIT_SECONDS must be a positive number of seconds, got "${settings.waitSeconds}".`);
  if (!Number.isInteger(settings.expireSeconds) || settings.expireSeconds < 1) throw new VerificationConfigError(`VERIFY_JOB_EXPIRE_SECONDS must be a whole number of seconds, 1 or more, got "${settings.expireSeconds}".`);
  if (settings.pollSeconds < 0.5) settings.pollSeconds = 0.5;
  return settings;
}

/**
 * The queue for this database: pg-boss on PostgreSQL (`serial` false: a pool), the embedded table on PGlite.
 */
export async function openVerificationQueue(db: Database, settings: VerificationJobSettings, logger: SafeLogger): Promise<VerificationQueue> {
  return db.serial ? embeddedVerificationQueue(db, settings, logger) : pgBossVerificationQueue(db, settings, logger);
}

/** The executor a worker runs: the checks on the stored file, with this process's analysers. */
export function verificationExecutor(deps: { storage: DocumentStorage; identity: IdentityAnalyzers; tempDir: string }) {
  return (task: VerificationTask) => runVerification(task, deps);
}

/** The checks' temporary files of a server (beside the uploads being received). */
export function verificationTempDir(storageDir: string): string {
  return join(storageDir, 'incoming');
}

/**
 * The judgement of a received file that needs no decoding — its type by content and its byte size — made before it
 * is stored or queued: a refused file is never stored.
 */
export function precheckCapture(file: ReceivedFile, endpoint: VerificationTask['endpoint']): { ok: true; format: UploadFormat } | { ok: false; refusal: Refusal } {
  const { formats, maxBytes } = endpointLimits(endpoint);
  const format = detectFormat(file.head);
  if (!format || !formats.includes(format)) return { ok: false, refusal: 'type' };
  if (file.size >= maxBytes) return { ok: false, refusal: 'tooBig' };
  return { ok: true, format };
}

export type CaptureVerification =
  | { kind: 'refused'; refusal: Refusal }
  /** No result within the wait, or every attempt failed: the caller answers 503 "try again"; nothing was kept. */
  | { kind: 'busy' }
  | {
      kind: 'checked';
      storageName: string;
      format: UploadFormat;
      width: number | null;
      height: number | null;
      metrics: { sharpness?: number; deviation?: number; measuredPixels?: number };
      checked: CheckedCapture;
    };

/**
 * Stores a prechecked file (document storage: any worker, on any machine, reads it there) and has a verification
 * worker check it (README "Verification workers"), waiting at most the configured bound. A refused or unjudged file
 * is deleted again. An app built without a server (no queue attached) runs the same checks in this process.
 */
export async function verifyCapture(
  deps: Pick<AppDeps, 'identity' | 'storageDir'>,
  files: DocumentStorage,
  input: { file: ReceivedFile; format: UploadFormat; endpoint: VerificationTask['endpoint']; side: string; action: LivenessAction | null; now: Date },
): Promise<CaptureVerification> {
  const storageName = await files.adopt(input.file.path, input.format, input.file.size);
  const task: VerificationTask = { storageName, endpoint: input.endpoint, side: input.side, action: input.action, now: input.now.toISOString() };
  const verification = attached.get(deps);
  let outcome: VerificationOutcome;
  try {
    outcome = verification
      ? await verification.queue.verify(task, verification.waitMs)
      : { status: 'done', result: await runVerification(task, { storage: files, identity: deps.identity, tempDir: verificationTempDir(deps.storageDir) }) };
  } catch (error) {
    // The queue failed us (the database went away): the job may still run — after a restart too — so its file stays;
    // unacknowledged, no capture names it, and retention's orphan sweep removes it. Checked here, it goes now.
    if (!verification) await files.delete(storageName).catch(() => undefined);
    if (error instanceof AnalysersBusyError) return { kind: 'busy' };
    throw error;
  }
  if (outcome.status !== 'done' || !outcome.result.ok) {
    await files.delete(storageName).catch(() => undefined);
    return outcome.status === 'done' && !outcome.result.ok ? { kind: 'refused', refusal: outcome.result.refusal } : { kind: 'busy' };
  }
  const { format, width, height, metrics, checked } = outcome.result;
  return { kind: 'checked', storageName, format, width, height, metrics, checked };
}

/** VERIFY_WORKERS, VERIFY_WAIT_SECONDS and VERIFY_JOB_EXPIRE_SECONDS as main.ts and verifyWorkerMain.ts read them. */
export function verificationFromEnv(env: Record<string, string | undefined>): VerificationConfig {
  const number = (name: string): number | undefined => {
    const value = env[name]?.trim();
    if (value === undefined || value === '') return undefined;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) throw new VerificationConfigError(`${name} must be a number, got "${value.slice(0, 40)}".`);
    return parsed;
  };
  const config: VerificationConfig = {};
  const workers = number('VERIFY_WORKERS');
  const waitSeconds = number('VERIFY_WAIT_SECONDS');
  const expireSeconds = number('VERIFY_JOB_EXPIRE_SECONDS');
  if (workers !== undefined) config.workers = workers;
  if (waitSeconds !== undefined) config.waitSeconds = waitSeconds;
  if (expireSeconds !== undefined) config.expireSeconds = expireSeconds;
  verificationSettings(config);
  return config;
}
