// @ts-check
/* global Response -- Node 20's fetch Response */
/**
 * The face worker: @vladmandic/human (face detector, mesh, descriptor, anti-spoofing and liveness models) on
 * tfjs's WebAssembly backend, in a worker thread, so model inference never runs on the server's event loop. It is
 * started by src/areas/documents/verifier/faces/faceEngine.ts (resolved with workerUrl('faceWorker.mjs'), from the
 * sources under vitest and from dist/workers after the build) and answers one request at a time.
 *
 * Everything is read from disk, nothing from the network:
 * - human's node-wasm build (`dist/human.node-wasm.js`, loaded with createRequire: the package's exports map has no
 *   valid `./` subpath for it); it requires @tensorflow/tfjs-core, tfjs-converter and tfjs-backend-wasm, which pnpm
 *   hoists beside it (the server depends on @tensorflow/tfjs and @tensorflow/tfjs-backend-wasm);
 * - the `.wasm` binaries from the plain `dist/` directory of @tensorflow/tfjs-backend-wasm (`wasmPath`);
 * - the models from human's own `models/` folder. tfjs routes only http(s) URLs to its fetch-based loader and human's
 *   node-wasm build has no file system loader, so a load router registered below answers the `file://` URLs of that
 *   folder (and nothing else) with the file's bytes wrapped in a `Response`.
 *
 * Protocol (structured clone over the worker's port):
 * - `{ id, kind: 'analyse', width, height, channels: 1 | 3, pixels: ArrayBuffer (grey or RGB, a byte a channel, row
 *   by row), tiles: boolean, skipWhole?: boolean }`
 *   → `{ id, ok: true, faces: RawFace[], passes: number, ms: number }`, boxes in the pixel coordinates of the image
 *   sent. The whole image is searched first (shrunk to at most WHOLE_SIDE, padded to a square so the detector's
 *   square input does not squash faces); when nothing is found and `tiles` is set, the detector alone looks at
 *   overlapping square tiles of it (a document's portrait is a small part of the photo), then every model runs on a
 *   square around each face it found; `skipWhole` goes straight to the tiles.
 * - `{ id, kind: 'thread' }` → `{ id, ok: true, threadId }` (which thread answers: the tests check it is not the
 *   main one).
 * - any failure → `{ id, ok: false, error: string }`.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort, threadId } from 'node:worker_threads';

/**
 * @typedef {{ box: [number, number, number, number], score: number, boxScore: number, faceScore: number,
 *   descriptor: number[], antispoof: number | null, liveness: number | null, yaw: number | null }} RawFace
 */

/** The whole image is searched at most this many pixels on its long side. */
const WHOLE_SIDE = 1280;
/** A tile is this fraction of the long side of the image (at least its short side's half), and tiles overlap by half: 6 tiles for a 4:3 photo, finding faces down to about 4 % of its long side (the whole image, about 8 %). */
const TILE_FRACTION = 0.5;
/** No tile search on images whose tiles would be smaller than this (the detector's input is 256 × 256). */
const MIN_TILE_SIDE = 256;
/** A tile is shrunk to this before the detector sees it (the detector's own input is 256 × 256). */
const TILE_DETECT_SIDE = 640;
/** At most this many tiles are searched. */
const MAX_TILES = 20;
/** Detector confidence below which a box is not a face (blazeface's own score, 0..1). */
const MIN_BOX_SCORE = 0.6;
/** Boxes overlapping more than this (intersection over union) are the same face, found twice (tiles overlap). */
const SAME_FACE_IOU = 0.3;
/** The square searched with every model around a face found in a tile: this many times the face's box. */
const REGION_FACTOR = 3;
/** At most this many faces found in tiles are analysed. */
const MAX_REGIONS = 3;

const port = parentPort;
if (!port) throw new Error('faceWorker.mjs runs as a worker thread (see faceEngine.ts)');

const require = createRequire(import.meta.url);
// The package's `require`/`node` export is dist/human.node.js; its folder is the package's root's dist/.
const humanRoot = path.dirname(path.dirname(require.resolve('@vladmandic/human')));
const wasmDirectory = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')) + path.sep + 'dist' + path.sep;
const modelsUrl = pathToFileURL(path.join(humanRoot, 'models') + path.sep).href;

/** @type {Promise<any> | undefined} */
let humanPromise;

/** Loads human and its models once (the first request waits for it, ~0.3 s on an idle core). */
function loadHuman() {
  humanPromise ??= (async () => {
    const { Human } = require(path.join(humanRoot, 'dist', 'human.node-wasm.js'));
    const skip = { skipFrames: 0, skipTime: 0 };
    const human = new Human({
      backend: 'wasm',
      wasmPath: wasmDirectory,
      modelBasePath: modelsUrl,
      debug: false,
      cacheModels: false,
      warmup: 'none',
      // Every call is a separate still photo: no result is reused from an earlier "frame".
      cacheSensitivity: 0,
      skipAllowed: false,
      filter: { enabled: false },
      gesture: { enabled: false },
      body: { enabled: false },
      hand: { enabled: false },
      object: { enabled: false },
      segmentation: { enabled: false },
      face: {
        enabled: true,
        detector: { rotation: true, maxDetected: 5, minConfidence: MIN_BOX_SCORE, iouThreshold: 0.1, return: false, ...skip },
        mesh: { enabled: true },
        attention: { enabled: false },
        iris: { enabled: false },
        emotion: { enabled: false },
        description: { enabled: true, ...skip },
        antispoof: { enabled: true, ...skip },
        liveness: { enabled: true, ...skip },
      },
    });
    const tf = human.tf;
    // Models come from the package's folder on disk: only URLs under it are answered, from the file system.
    tf.io.registerLoadRouter((/** @type {unknown} */ url, /** @type {object | undefined} */ loadOptions) => {
      if (typeof url !== 'string' || !url.startsWith(modelsUrl)) return null;
      return tf.io.http(url, {
        ...loadOptions,
        fetchFunc: async (/** @type {string} */ fileUrl) => {
          if (!fileUrl.startsWith(modelsUrl)) throw new Error(`not a model file: ${fileUrl}`);
          const bytes = await readFile(fileURLToPath(fileUrl));
          return new Response(bytes, { status: 200, headers: { 'content-type': fileUrl.endsWith('.json') ? 'application/json' : 'application/octet-stream' } });
        },
      });
    });
    await human.load();
    describeInGrey(human);
    if (tf.getBackend() !== 'wasm') throw new Error(`the face models run on "${tf.getBackend()}", not on the wasm backend`);
    // human logs a model that failed to load and goes on without it: refuse to run half a pipeline.
    const list = /** @type {{ name: string, size: number }[]} */ (human.models.list());
    const missing = ['blazeface', 'facemesh', 'faceres', 'antispoof', 'liveness'].filter((name) => !list.some((model) => model.name === name && model.size > 0));
    if (missing.length > 0) throw new Error(`face models not loaded from ${modelsUrl}: ${missing.join(', ')}`);
    return human;
  })();
  humanPromise.catch(() => {
    humanPromise = undefined;
  });
  return humanPromise;
}

/**
 * The descriptor model (faceres) sees the face in grey: its input (the aligned face crop, RGB 0..255) is turned to
 * luma (Rec. 601) copied to the three channels. Every other model keeps colour (anti-spoofing and liveness need it).
 * Why: a document's portrait is printed grey, a selfie is in colour, and in colour the descriptors of the grey
 * portraits of two different people came closer than those of one person in colour and grey. Measured 2026-11-26 on
 * the five fixture photos and the two printed portraits (a one-off script with these models, before the benchmark
 * existed): colour descriptors, lowest same-person cosine 0.532 below the highest different-person 0.594; grey
 * descriptors, 0.564 above 0.538 (bench/faceBench.ts measures the grey ones on every fixture pair).
 * @param {any} human
 */
function describeInGrey(human) {
  const tf = human.tf;
  const model = human.models?.models?.faceres;
  if (!model || typeof model.execute !== 'function') throw new Error('the face descriptor model (faceres) is not loaded');
  const execute = model.execute.bind(model);
  model.execute = (/** @type {any} */ input, /** @type {any} */ outputs) => {
    const grey = tf.tidy(() => {
      const [red, green, blue] = tf.split(input, 3, 3);
      const luma = tf.addN([tf.mul(red, 0.299), tf.mul(green, 0.587), tf.mul(blue, 0.114)]);
      return tf.concat([luma, luma, luma], 3);
    });
    try {
      return execute(grey, outputs);
    } finally {
      grey.dispose();
    }
  };
}

/** Every model: a face with its descriptor, scores and yaw. Passed on every call (human merges it into its config). */
const FULL = { face: { mesh: { enabled: true }, description: { enabled: true }, antispoof: { enabled: true }, liveness: { enabled: true } } };
/** The detector alone (about 50 ms a call whatever the size): where the faces are, for the tile search. */
const DETECTOR_ONLY = { face: { mesh: { enabled: false }, description: { enabled: false }, antispoof: { enabled: false }, liveness: { enabled: false } } };

/**
 * @param {any} human
 * @param {any} image a [height, width, 3] int32 tensor
 * @param {boolean} full every model, or the detector alone (then descriptor empty, scores and yaw null)
 * @returns {Promise<RawFace[]>} boxes in the tensor's pixels
 */
async function detect(human, image, full) {
  const tf = human.tf;
  const [height, width] = image.shape;
  const side = Math.max(width, height);
  // Pad to a square at the bottom/right: the detector squeezes its input to a square, a padded face keeps its shape.
  const square = side === width && side === height ? image : tf.pad(image, [[0, side - height], [0, side - width], [0, 0]]);
  try {
    const result = await human.detect(square, full ? FULL : DETECTOR_ONLY);
    /** @type {RawFace[]} */
    const faces = [];
    for (const face of result.face) {
      if ((face.boxScore ?? 0) < MIN_BOX_SCORE) continue;
      const [x, y, w, h] = face.box;
      // Clip to the image (the pad is not the image).
      const x0 = Math.max(0, x);
      const y0 = Math.max(0, y);
      const x1 = Math.min(width, x + w);
      const y1 = Math.min(height, y + h);
      if (x1 <= x0 || y1 <= y0) continue;
      const yaw = face.rotation?.angle?.yaw;
      faces.push({
        box: [x0, y0, x1 - x0, y1 - y0],
        score: face.score,
        boxScore: face.boxScore,
        faceScore: face.faceScore,
        descriptor: Array.from(face.embedding ?? []),
        antispoof: typeof face.real === 'number' ? face.real : null,
        liveness: typeof face.live === 'number' ? face.live : null,
        yaw: typeof yaw === 'number' && Number.isFinite(yaw) ? yaw : null,
      });
    }
    // A face without a descriptor (the mesh rejected it) is no face to compare.
    return full ? faces.filter((face) => face.descriptor.length > 0) : faces;
  } finally {
    if (square !== image) square.dispose();
  }
}

/**
 * A `width` × `height` region of `image` at (x0, y0), resized to `outWidth` × `outHeight`, as int32 RGB. One
 * cropAndResize (a wasm kernel, ~25 ms): tf.slice of int32 tensors runs in JavaScript on this backend (~130 ms a tile).
 * @param {any} tf @param {any} image @param {number} x0 @param {number} y0 @param {number} width @param {number} height
 * @param {number} outWidth @param {number} outHeight
 */
function crop(tf, image, x0, y0, width, height, outWidth, outHeight) {
  const [imageHeight, imageWidth] = image.shape;
  return tf.tidy(() => {
    const box = [[y0 / (imageHeight - 1 || 1), x0 / (imageWidth - 1 || 1), (y0 + height - 1) / (imageHeight - 1 || 1), (x0 + width - 1) / (imageWidth - 1 || 1)]];
    return tf.cast(tf.squeeze(tf.image.cropAndResize(tf.expandDims(image, 0), box, [0], [outHeight, outWidth], 'bilinear'), [0]), 'int32');
  });
}

/**
 * Every model on `image[y0.., x0..]` (`width` × `height`), shrunk to at most WHOLE_SIDE; boxes back in `image`'s pixels.
 * @param {any} human @param {any} image @param {number} x0 @param {number} y0 @param {number} width @param {number} height
 */
async function detectRegion(human, image, x0, y0, width, height) {
  const tf = human.tf;
  const whole = x0 === 0 && y0 === 0 && width === image.shape[1] && height === image.shape[0];
  const scale = Math.min(1, WHOLE_SIDE / Math.max(width, height));
  const outWidth = Math.round(width * scale);
  const outHeight = Math.round(height * scale);
  const region = whole && scale === 1 ? image : crop(tf, image, x0, y0, width, height, outWidth, outHeight);
  const scaleX = outWidth / width;
  const scaleY = outHeight / height;
  try {
    return (await detect(human, region, true)).map((face) => ({
      ...face,
      box: /** @type {[number, number, number, number]} */ ([x0 + face.box[0] / scaleX, y0 + face.box[1] / scaleY, face.box[2] / scaleX, face.box[3] / scaleY]),
    }));
  } finally {
    if (region !== image) region.dispose();
  }
}

/** @param {[number, number, number, number]} a @param {[number, number, number, number]} b */
function iou(a, b) {
  const x0 = Math.max(a[0], b[0]);
  const y0 = Math.max(a[1], b[1]);
  const x1 = Math.min(a[0] + a[2], b[0] + b[2]);
  const y1 = Math.min(a[1] + a[3], b[1] + b[3]);
  const inter = Math.max(0, x1 - x0) * Math.max(0, y1 - y0);
  return inter / (a[2] * a[3] + b[2] * b[3] - inter);
}

/** The most confident of faces that overlap (the same face found twice). @param {RawFace[]} faces */
function distinct(faces) {
  /** @type {RawFace[]} */
  const kept = [];
  for (const face of [...faces].sort((a, b) => b.boxScore - a.boxScore || b.score - a.score)) if (!kept.some((other) => iou(other.box, face.box) > SAME_FACE_IOU)) kept.push(face);
  return kept;
}

/** Square tiles of `side` pixels overlapping by half, the last of each row/column flush with the edge. @param {number} length @param {number} side */
function tileOrigins(length, side) {
  if (side >= length) return [0];
  const origins = [];
  for (let at = 0; at + side < length; at += Math.round(side / 2)) origins.push(at);
  origins.push(length - side);
  return origins;
}

/**
 * @param {{ width: number, height: number, channels: number, pixels: ArrayBuffer, tiles: boolean, skipWhole?: boolean }} request
 * @returns {Promise<{ faces: RawFace[], passes: number }>}
 */
async function analyse({ width, height, channels, pixels, tiles, skipWhole }) {
  const human = await loadHuman();
  const tf = human.tf;
  if ((channels !== 1 && channels !== 3) || pixels.byteLength !== width * height * channels) throw new Error(`expected ${width}×${height} pixels of 1 or 3 channels, got ${channels} channels, ${pixels.byteLength} bytes`);
  // A grey image (one channel) becomes RGB with three equal channels.
  const image = tf.tidy(() => {
    const decoded = tf.tensor3d(new Uint8Array(pixels), [height, width, channels], 'int32');
    return channels === 3 ? decoded : tf.tile(decoded, [1, 1, 3]);
  });
  try {
    let passes = 0;
    // 1. The whole image, every model (shrunk to WHOLE_SIDE if larger).
    if (!skipWhole) {
      passes++;
      const faces = await detectRegion(human, image, 0, 0, width, height);
      if (faces.length > 0 || !tiles) return { faces, passes };
    }
    // 2. Where are faces too small for the whole image? The detector alone on overlapping square tiles.
    const side = Math.min(WHOLE_SIDE, Math.max(Math.round(Math.max(width, height) * TILE_FRACTION), Math.round(Math.min(width, height) / 2)), Math.min(width, height));
    // Tiles smaller than the detector's input would find only faces too small to describe.
    if (side < MIN_TILE_SIDE) return { faces: [], passes };
    const origins = tileOrigins(height, side).flatMap((y) => tileOrigins(width, side).map((x) => [x, y]));
    /** @type {RawFace[]} */
    const candidates = [];
    const tileScale = Math.min(1, TILE_DETECT_SIDE / side);
    const tileOut = Math.round(side * tileScale);
    for (const [x = 0, y = 0] of origins.slice(0, MAX_TILES)) {
      passes++;
      const tile = crop(tf, image, x, y, side, side, tileOut, tileOut);
      try {
        for (const face of await detect(human, tile, false)) {
          candidates.push({ ...face, box: [x + face.box[0] / tileScale, y + face.box[1] / tileScale, face.box[2] / tileScale, face.box[3] / tileScale] });
        }
      } finally {
        tile.dispose();
      }
    }
    // 3. Every model on a square around each face found (its box × REGION_FACTOR, inside the image), the face centred.
    /** @type {RawFace[]} */
    const faces = [];
    for (const candidate of distinct(candidates).slice(0, MAX_REGIONS)) {
      passes++;
      const [x, y, w, h] = candidate.box;
      const regionSide = Math.min(width, height, Math.round(Math.max(w, h) * REGION_FACTOR));
      const x0 = Math.round(Math.min(Math.max(0, x + w / 2 - regionSide / 2), width - regionSide));
      const y0 = Math.round(Math.min(Math.max(0, y + h / 2 - regionSide / 2), height - regionSide));
      faces.push(...(await detectRegion(human, image, x0, y0, regionSide, regionSide)));
    }
    return { faces: distinct(faces), passes };
  } finally {
    image.dispose();
  }
}

// One request at a time: human keeps per-call state, so calls never interleave (the engine sends one at a time too).
let chain = Promise.resolve();
port.on('message', (/** @type {{ id: number, kind: string } & Record<string, any>} */ message) => {
  chain = chain.then(async () => {
    const started = performance.now();
    try {
      if (message.kind === 'thread') {
        port.postMessage({ id: message.id, ok: true, threadId });
      } else if (message.kind === 'load') {
        await loadHuman();
        port.postMessage({ id: message.id, ok: true });
      } else if (message.kind === 'analyse') {
        const { faces, passes } = await analyse(/** @type {any} */ (message));
        port.postMessage({ id: message.id, ok: true, faces, passes, ms: performance.now() - started });
      } else {
        throw new Error(`unknown request ${message.kind}`);
      }
    } catch (error) {
      port.postMessage({ id: message.id, ok: false, error: error instanceof Error ? error.stack ?? error.message : String(error) });
    }
  });
});
