import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { UPLOAD_MAX_PIXELS } from '@onboarding/realform-api';
import { workerUrl } from '../../../../workers/workerUrl';
import { turnFromYaw, type FaceTurn } from './faceMatch';

/** One face found in an image. */
export interface AnalysedFace {
  /** x, y, width, height in pixels of the (EXIF-rotated) image, `imageWidth` × `imageHeight`. */
  box: [number, number, number, number];
  /** human's face score (detector and mesh confidence combined), 0..1 (human finds the faces; face-api describes them). */
  score: number;
  /**
   * The face descriptor: face-api's recognition model (the dlib-style ResNet-34), 128 numbers. Compare two with
   * {@link faceSimilarity} (1 − their Euclidean distance), never with a cosine.
   */
  descriptor: number[];
  /** human's anti-spoofing model, 0..1, higher = a real face rather than a picture of one; null when it did not run. See ANTISPOOF_THRESHOLD. */
  antispoof: number | null;
  /** human's liveness model, 0..1, higher = live; null when it did not run. See LIVENESS_THRESHOLD. */
  liveness: number | null;
  /**
   * human's yaw in degrees (`rotation.angle.yaw`). Measured sign: POSITIVE when the subject has turned to THEIR OWN
   * RIGHT (in an unmirrored frame, the nose points to the image's left), negative to their own left; see faceMatch.ts.
   */
  yawDegrees: number | null;
  /** The turn from the subject's own point of view, from `yawDegrees` (see {@link turnFromYaw}); null when in between or unknown. */
  turn: FaceTurn | null;
}

export interface FaceAnalysis {
  /** Faces found, the largest first (a document's portrait before its small "ghost" copy). */
  faces: AnalysedFace[];
  /** The image's size after EXIF rotation: the frame of the boxes. */
  imageWidth: number;
  imageHeight: number;
  /** Wall time of this analysis from its start (after those queued before it): decoding, the worker's passes, milliseconds. */
  ms: number;
}

export interface FaceEngineOptions {
  /** At most this many analyses in the engine at once, the running one included; more are refused at once with {@link FaceEngineBusyError} (default 8). */
  maxPending?: number;
  /** An analysis that takes longer ends its worker (recreated for the next one) and fails (default 60 s: a cold start on a busy machine included). */
  timeoutMs?: number;
  /**
   * When the whole image shows no face, search overlapping tiles of it at a higher resolution (default true): a
   * document's portrait can be too small for the detector in the whole photo. A selfie never needs it.
   */
  searchTiles?: boolean;
  /** The worker script (default: workerUrl('faceWorker.mjs')). */
  workerScript?: URL;
}

export interface FaceEngine {
  /** Finds the faces of an image (JPEG, PNG, WebP, GIF, AVIF, TIFF: what sharp decodes), in the worker thread. */
  analyse(image: Buffer): Promise<FaceAnalysis>;
  /** Ends the worker; waiting analyses fail, later ones are refused. */
  close(): Promise<void>;
  /** The worker's thread id (starting it if needed): never the main thread's 0. For diagnostics and tests. */
  workerThreadId(): Promise<number>;
  /** Ends the current worker as a crash would (running requests fail); the next request starts a new one. For tests and recovery. */
  terminateWorker(): Promise<void>;
}

export class FaceEngineBusyError extends Error {
  constructor(pending: number) {
    super(`the face engine already has ${pending} analyses to do`);
    this.name = 'FaceEngineBusyError';
  }
}

/** What the worker answers for one face (see src/workers/faceWorker.mjs). */
interface RawFace {
  box: [number, number, number, number];
  score: number;
  boxScore: number;
  faceScore: number;
  descriptor: number[];
  antispoof: number | null;
  liveness: number | null;
  yaw: number | null;
}

type WorkerReply = { id: number; ok: true; faces?: RawFace[]; passes?: number; threadId?: number } | { id: number; ok: false; error: string };

/** The whole image is sent at most this long on its long side (the worker searches it as is). */
const WHOLE_SIDE = 1280;
/** When the whole image shows no face, it is sent again at most this long for the tile search (tiles of 40 % of it). */
const TILE_SOURCE_SIDE = 2560;

interface Pending {
  resolve: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  /** The worker the request was sent to. */
  owner: Worker;
}

/**
 * The face engine: human's models (detection, mesh, anti-spoofing, liveness) and face-api's (the descriptor) in one
 * worker thread, started on first use, one analysis at a time, at most
 * `maxPending` in the engine. Images are decoded with sharp (libvips' threads) and sent as RGB pixels.
 */
export function createFaceEngine(options: FaceEngineOptions = {}): FaceEngine {
  const maxPending = options.maxPending ?? 8;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const searchTiles = options.searchTiles ?? true;
  let worker: Worker | undefined;
  let exited: Promise<void> | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let closed = false;
  // One analysis at a time (each is one or two worker requests); `inEngine` counts the running one and those queued.
  let tail: Promise<unknown> = Promise.resolve();
  let inEngine = 0;

  /** Fails the requests sent to `owner` (every request when undefined). */
  function fail(error: Error, owner?: Worker): void {
    for (const [id, request] of pending) {
      if (owner && request.owner !== owner) continue;
      clearTimeout(request.timer);
      pending.delete(id);
      request.reject(error);
    }
  }

  /** Forgets `ended` as the current worker, so the next request starts a new one. */
  function forget(ended: Worker): void {
    if (worker === ended) {
      worker = undefined;
      exited = undefined;
    }
  }

  function startWorker(): Worker {
    if (worker) return worker;
    const started = new Worker(options.workerScript ?? workerUrl('faceWorker.mjs'));
    worker = started;
    exited = new Promise((resolve) => {
      started.once('exit', (code) => {
        forget(started);
        fail(new Error(`the face worker ended (exit code ${code})`), started);
        resolve();
      });
    });
    started.on('error', (error) => {
      forget(started);
      fail(new Error(`the face worker failed: ${error.message}`), started);
    });
    started.on('message', (reply: WorkerReply) => {
      const request = pending.get(reply.id);
      if (!request) return;
      pending.delete(reply.id);
      clearTimeout(request.timer);
      if (![...pending.values()].some((other) => other.owner === started)) started.unref();
      request.resolve(reply);
    });
    started.unref();
    return started;
  }

  function request(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<WorkerReply & { ok: true }> {
    if (closed) return Promise.reject(new Error('the face engine is closed'));
    const target = startWorker();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`the face worker did not answer within ${timeoutMs} ms; it is restarted`));
        // The next request starts a new worker at once; this one's other requests fail when it has ended.
        forget(target);
        void target.terminate();
      }, timeoutMs);
      pending.set(id, {
        resolve: (reply) => (reply.ok ? resolve(reply) : reject(new Error(`the face worker failed: ${reply.error}`))),
        reject,
        timer,
        owner: target,
      });
      // Keep the process alive while an answer is due (an idle worker does not hold it open).
      target.ref();
      target.postMessage({ id, ...message }, transfer);
    });
  }

  /** Runs `task` after the analyses before it, refusing when `maxPending` are already in the engine. */
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    if (closed) return Promise.reject(new Error('the face engine is closed'));
    if (inEngine >= maxPending) return Promise.reject(new FaceEngineBusyError(inEngine));
    inEngine++;
    const run = tail.then(task, task).finally(() => {
      inEngine--;
    });
    tail = run.catch(() => undefined);
    return run;
  }

  async function detect(image: Buffer, maxSide: number, tiles: boolean, skipWhole: boolean, size: { width: number; height: number }): Promise<RawFace[]> {
    const { data, info } = await sharp(image, { limitInputPixels: UPLOAD_MAX_PIXELS, animated: false })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // sharp keeps a grey image grey (one channel) even in the sRGB colour space: the worker spreads it to three.
    if (info.channels !== 3 && info.channels !== 1) throw new Error(`expected grey or RGB pixels, got ${info.channels} channels`);
    // Transferred to the worker, not copied, when sharp's buffer is a whole ArrayBuffer of its own (the usual case for
    // pixels); a slice of a larger (pooled) one is copied first.
    const whole = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && data.buffer instanceof ArrayBuffer;
    const pixels = whole ? (data.buffer as ArrayBuffer) : (data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
    const reply = await request({ kind: 'analyse', width: info.width, height: info.height, channels: info.channels, pixels, tiles, skipWhole }, [pixels]);
    const scaleX = size.width / info.width;
    const scaleY = size.height / info.height;
    return (reply.faces ?? []).map((face) => ({ ...face, box: [face.box[0] * scaleX, face.box[1] * scaleY, face.box[2] * scaleX, face.box[3] * scaleY] }));
  }

  async function analyseNow(image: Buffer): Promise<FaceAnalysis> {
    const started = performance.now();
    const metadata = await sharp(image, { limitInputPixels: UPLOAD_MAX_PIXELS, animated: false }).metadata();
    if (!metadata.width || !metadata.height) throw new Error('the image has no size');
    // EXIF orientations 5–8 turn the picture a quarter: width and height swap.
    const turned = (metadata.orientation ?? 1) >= 5;
    const size = { width: turned ? metadata.height : metadata.width, height: turned ? metadata.width : metadata.height };
    const longSide = Math.max(size.width, size.height);
    // The whole image (the worker also searches tiles of it when it is small enough to be sent whole).
    let raw = await detect(image, WHOLE_SIDE, searchTiles && longSide <= WHOLE_SIDE, false, size);
    if (raw.length === 0 && searchTiles && longSide > WHOLE_SIDE) raw = await detect(image, TILE_SOURCE_SIDE, true, true, size);
    const faces = raw
      .map((face): AnalysedFace => {
        const yawDegrees = face.yaw === null ? null : (face.yaw * 180) / Math.PI;
        return {
          box: face.box,
          score: face.score,
          descriptor: face.descriptor,
          antispoof: face.antispoof,
          liveness: face.liveness,
          yawDegrees,
          turn: turnFromYaw(yawDegrees),
        };
      })
      .sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
    return { faces, imageWidth: size.width, imageHeight: size.height, ms: performance.now() - started };
  }

  return {
    analyse: (image) => enqueue(() => analyseNow(image)),
    async workerThreadId() {
      const reply = await request({ kind: 'thread' });
      if (typeof reply.threadId !== 'number') throw new Error('the face worker did not say its thread');
      return reply.threadId;
    },
    async terminateWorker() {
      const current = worker;
      const done = exited;
      if (!current) return;
      await current.terminate();
      await done;
    },
    async close() {
      closed = true;
      const current = worker;
      const done = exited;
      if (current) {
        await current.terminate();
        await done;
      }
      fail(new Error('the face engine is closed'));
    },
  };
}
