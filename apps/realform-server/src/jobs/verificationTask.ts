import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadFormat } from '@onboarding/realform-api';
import { SCAN_UPLOAD_FORMATS, SCAN_UPLOAD_MAX_BYTES, UPLOAD_FORMATS, UPLOAD_MAX_BYTES } from '@onboarding/realform-api';
import type { DocumentStorage } from '../areas/documents/documentStorage';
import { HEAD_BYTES } from '../areas/documents/receiveUpload';
import type { IdentityAnalyzers, LivenessAction } from '../areas/documents/verifier/captureAnalysis';
import type { CheckedCapture } from '../areas/documents/verifier/checkCapture';
import { checkCapture } from '../areas/documents/verifier/checkCapture';
import type { Refusal } from '../areas/documents/verifier/verifyImage';
import { verifyImage } from '../areas/documents/verifier/verifyImage';

/**
 * One capture to verify (README "Verification workers"): the stored file and what the checks need to know of it —
 * nothing the client sent but the side and liveness action the route already validated. JSON, as the queue keeps it.
 */
export interface VerificationTask {
  /** The stored name (document storage, README "Document storage"): a worker on another machine reads it there. */
  storageName: string;
  /** Which endpoint received it: the flow's uploads (docs/spec/flow/validation.md#file-upload formats) or the widget's captures (docs/spec/widget/validation.md#uploaded-files JPG/PNG). */
  endpoint: 'upload' | 'scan';
  side: string;
  action: LivenessAction | null;
  /** The request's clock (ISO): the expiry checks judge against it, whichever machine runs the job. */
  now: string;
}

/** What a worker answers: the file refused by its content (the caller deletes it), or checked. */
export type VerificationResult =
  | { ok: false; refusal: Refusal }
  | {
      ok: true;
      format: UploadFormat;
      width: number | null;
      height: number | null;
      metrics: { sharpness?: number; deviation?: number; measuredPixels?: number };
      checked: CheckedCapture;
    };

export function endpointLimits(endpoint: VerificationTask['endpoint']): { formats: readonly UploadFormat[]; maxBytes: number } {
  return endpoint === 'upload' ? { formats: UPLOAD_FORMATS, maxBytes: UPLOAD_MAX_BYTES } : { formats: SCAN_UPLOAD_FORMATS, maxBytes: SCAN_UPLOAD_MAX_BYTES };
}

/**
 * Runs the checks of one capture — the CPU-heavy part of an upload: decode, resolution, blank and blur measures
 * (verifyImage), then the MRZ read from the photo and the faces (checkCapture) — on the stored file, copied to a
 * temporary file the analysers read. Throws when an analyser is busy or the storage cannot be read: the queue retries.
 */
export async function runVerification(task: VerificationTask, deps: { storage: DocumentStorage; identity: IdentityAnalyzers; tempDir: string }): Promise<VerificationResult> {
  const bytes = await deps.storage.read(task.storageName);
  await mkdir(deps.tempDir, { recursive: true });
  const path = join(deps.tempDir, `verify-${randomUUID()}`);
  await writeFile(path, bytes, { mode: 0o600 });
  try {
    const now = new Date(task.now);
    const { formats, maxBytes } = endpointLimits(task.endpoint);
    const verdict = await verifyImage({ path, size: bytes.byteLength, head: bytes.subarray(0, HEAD_BYTES) }, { formats, maxBytes, now });
    if (!verdict.ok) return { ok: false, refusal: verdict.refusal };
    const checked = await checkCapture(
      { side: task.side, action: task.action, path, checks: verdict.checks, result: verdict.result, problem: verdict.problem, decoded: verdict.metrics.measuredPixels !== undefined },
      deps.identity,
      now,
    );
    return { ok: true, format: verdict.format, width: verdict.width, height: verdict.height, metrics: verdict.metrics, checked };
  } finally {
    await rm(path, { force: true });
  }
}
