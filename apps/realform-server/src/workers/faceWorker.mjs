// @ts-check
/* global Response -- Node 20's fetch Response */
/**
 * The face worker, in a worker thread so model inference never runs on the server's event loop, on tfjs's
 * WebAssembly backend:
 * - @vladmandic/human finds the faces (detector, face mesh: box and yaw) and scores them (anti-spoofing, liveness);
 * - @vladmandic/face-api describes each face: its 68-point landmark model on the face human found places the face
 *   crop (as face-api's own pipeline does), its recognition model (the dlib-style ResNet-34) turns the crop into 128
 *   numbers, compared by Euclidean distance (see faceMatch.ts). Both libraries use the one tfjs engine and backend.
 * It is started by src/areas/documents/verifier/faces/faceEngine.ts (resolved with workerUrl('faceWorker.mjs'), from
 * the sources under vitest and from dist/workers after the build) and answers one request at a time.
 *
 * Everything is read from disk, nothing from the network:
 * - human's node-wasm build (`dist/human.node-wasm.js`, loaded with createRequire: the package's exports map has no
 *   valid `./` subpath for it); it requires @tensorflow/tfjs-core, tfjs-converter and tfjs-backend-wasm, which pnpm
 *   hoists beside it (the server depends on @tensorflow/tfjs and @tensorflow/tfjs-backend-wasm);
 * - face-api's node-wasm build (`dist/face-api.node-wasm.js`: the package's main, dist/face-api.node.js, would need
 *   @tensorflow/tfjs-node); it requires @tensorflow/tfjs and tfjs-backend-wasm, the same modules;
 * - the `.wasm` binaries from the plain `dist/` directory of @tensorflow/tfjs-backend-wasm (`wasmPath`);
 * - human's models from its own `models/` folder. tfjs routes only http(s) URLs to its fetch-based loader and human's
 *   node-wasm build has no file system loader, so a load router registered below answers the `file://` URLs of that
 *   folder (and nothing else) with the file's bytes wrapped in a `Response`;
 * - face-api's models from its own `model/` folder, with its `loadFromDisk` (node:fs).
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
import { setPriority } from 'node:os';
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
/** face-api describes a face from a square this many times human's face box, around it (its crop may reach past the box). */
const DESCRIBE_REGION_FACTOR = 2;
/** That square is shrunk to at most this many pixels a side (the recognition model's input is 150 × 150, the face about half the square). */
const DESCRIBE_REGION_MAX_SIDE = 512;

const port = parentPort;

// Inference yields the CPU to the server's event loop (issue 14: /healthz answers at once while captures are checked).
// On Linux every thread has a nice value of its own, and os.setPriority() without a pid sets the calling thread's —
// this worker's, not the server's; threads it starts (tfjs's) inherit it. Where that is refused, it runs as before.
try {
  setPriority(10);
} catch {
  // not permitted here: normal priority
}
if (!port) throw new Error('faceWorker.mjs runs as a worker thread (see faceEngine.ts)');

const require = createRequire(import.meta.url);
// The package's `require`/`node` export is dist/human.node.js; its folder is the package's root's dist/.
const humanRoot = path.dirname(path.dirname(require.resolve('@vladmandic/human')));
const wasmDirectory = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')) + path.sep + 'dist' + path.sep;
const modelsUrl = pathToFileURL(path.join(humanRoot, 'models') + path.sep).href;
const faceApiRoot = path.dirname(require.resolve('@vladmandic/face-api/package.json'));

/** @typedef {{ human: any, faceapi: any }} Models */

/** @type {Promise<Models> | undefined} */
let modelsPromise;

/** Loads human, face-api and their models once (the first request waits for it, ~0.5 s on an idle core). */
function loadModels() {
  modelsPromise ??= (async () => {
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
        // human's own descriptor (faceres) is not used: face-api's describes the faces (see describe()).
        description: { enabled: false },
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
    if (tf.getBackend() !== 'wasm') throw new Error(`the face models run on "${tf.getBackend()}", not on the wasm backend`);
    // human logs a model that failed to load and goes on without it: refuse to run half a pipeline.
    const list = /** @type {{ name: string, size: number }[]} */ (human.models.list());
    const missing = ['blazeface', 'facemesh', 'antispoof', 'liveness'].filter((name) => !list.some((model) => model.name === name && model.size > 0));
    if (missing.length > 0) throw new Error(`face models not loaded from ${modelsUrl}: ${missing.join(', ')}`);
    // face-api after human: it shares tfjs's engine (one global) and so human's wasm backend.
    const faceapi = require(path.join(faceApiRoot, 'dist', 'face-api.node-wasm.js'));
    const modelDirectory = path.join(faceApiRoot, 'model');
    await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDirectory);
    await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDirectory);
    if (faceapi.tf.getBackend() !== 'wasm') throw new Error(`face-api runs on "${faceapi.tf.getBackend()}", not on the wasm backend`);
    return { human, faceapi };
  })();
  modelsPromise.catch(() => {
    modelsPromise = undefined;
  });
  return modelsPromise;
}

/** Every human model: a face with its mesh, scores and yaw (the descriptor is face-api's). Passed on every call (human merges it into its config). */
const FULL = { face: { mesh: { enabled: true }, description: { enabled: false }, antispoof: { enabled: true }, liveness: { enabled: true } } };
/** The detector alone (about 50 ms a call whatever the size): where the faces are, for the tile search. */
const DETECTOR_ONLY = { face: { mesh: { enabled: false }, description: { enabled: false }, antispoof: { enabled: false }, liveness: { enabled: false } } };

/**
 * @param {Models} models
 * @param {any} image a [height, width, 3] int32 tensor
 * @param {boolean} full every model, or the detector alone (then descriptor empty, scores and yaw null)
 * @returns {Promise<RawFace[]>} boxes in the tensor's pixels
 */
async function detect(models, image, full) {
  const { human } = models;
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
      const descriptor = full ? await describe(models, image, face.box) : [];
      faces.push({
        box: [x0, y0, x1 - x0, y1 - y0],
        score: face.score,
        boxScore: face.boxScore,
        faceScore: face.faceScore,
        descriptor,
        antispoof: typeof face.real === 'number' ? face.real : null,
        liveness: typeof face.live === 'number' ? face.live : null,
        yaw: typeof yaw === 'number' && Number.isFinite(yaw) ? yaw : null,
      });
    }
    // A face without a descriptor is no face to compare.
    return full ? faces.filter((face) => face.descriptor.length > 0) : faces;
  } finally {
    if (square !== image) square.dispose();
  }
}

/**
 * A `width` × `height` region of `image` at (x0, y0), resized to `outWidth` × `outHeight`, as RGB (int32, or
 * float32 0..255 for face-api, which slices it further). One cropAndResize (a wasm kernel, ~25 ms): tf.slice of int32
 * tensors runs in JavaScript on this backend (~130 ms a tile).
 * @param {any} tf @param {any} image @param {number} x0 @param {number} y0 @param {number} width @param {number} height
 * @param {number} outWidth @param {number} outHeight @param {'int32' | 'float32'} [dtype]
 */
function crop(tf, image, x0, y0, width, height, outWidth, outHeight, dtype = 'int32') {
  const [imageHeight, imageWidth] = image.shape;
  return tf.tidy(() => {
    const box = [[y0 / (imageHeight - 1 || 1), x0 / (imageWidth - 1 || 1), (y0 + height - 1) / (imageHeight - 1 || 1), (x0 + width - 1) / (imageWidth - 1 || 1)]];
    const resized = tf.squeeze(tf.image.cropAndResize(tf.expandDims(image, 0), box, [0], [outHeight, outWidth], 'bilinear'), [0]);
    return dtype === 'int32' ? tf.cast(resized, 'int32') : resized;
  });
}

/**
 * face-api's descriptor of the face that human found at `box` in `image`, cropped as face-api's own pipeline
 * (`withFaceLandmarks().withFaceDescriptor()`) crops it: its 68-point landmark model on the face's box, then the
 * "dlib" box from the eyes and the mouth (`align({ useDlibAlignment: true })`), and the recognition model on that
 * crop: 128 numbers. Empty when the box is too small to crop.
 *
 * Measured (bench/faceBench.ts and a one-off comparison on the fixtures, 2026-11-26), the gap between the farthest
 * same-person and the nearest different-person pair in Euclidean distance: this crop 0.28 (fixtures) and 0.30 (the
 * photos perturbed); face-api's tiny detector run again first, 0.29 and 0.30 (~25 ms more); face-api's whole pipeline
 * with its SSD detector, 0.32 and 0.32 (~300 ms more, and it misses a card photographed from afar); the landmarks'
 * padded bounding box instead of the dlib box, 0.11 to 0.21; human's mesh box, 0.22; human's own straightened face
 * crop, 0.05. The crop matters more than the detector.
 * @param {Models} models @param {any} image a [height, width, 3] int32 tensor @param {number[]} box x, y, width, height
 * @returns {Promise<number[]>}
 */
async function describe(models, image, box) {
  const { human, faceapi } = models;
  const tf = human.tf;
  const [height, width] = image.shape;
  const [bx = 0, by = 0, bw = 0, bh = 0] = box;
  const side = Math.max(bw, bh) * DESCRIBE_REGION_FACTOR;
  // The square around the face, cut at the image's edges.
  const x0 = Math.max(0, Math.round(bx + bw / 2 - side / 2));
  const y0 = Math.max(0, Math.round(by + bh / 2 - side / 2));
  const x1 = Math.min(width, Math.round(bx + bw / 2 + side / 2));
  const y1 = Math.min(height, Math.round(by + bh / 2 + side / 2));
  if (x1 - x0 < 16 || y1 - y0 < 16 || bw < 8 || bh < 8) return [];
  const scale = Math.min(1, DESCRIBE_REGION_MAX_SIDE / Math.max(x1 - x0, y1 - y0));
  // float32 (0..255): face-api slices it, and slicing int32 runs in JavaScript on this backend.
  const region = crop(tf, image, x0, y0, x1 - x0, y1 - y0, Math.max(1, Math.round((x1 - x0) * scale)), Math.max(1, Math.round((y1 - y0) * scale)), 'float32');
  /** @type {any[]} */
  let faces = [];
  try {
    // human's box in the region's pixels, then the landmarks on it, shifted back into the region.
    const faceBox = new faceapi.Rect((bx - x0) * scale, (by - y0) * scale, bw * scale, bh * scale).clipAtImageBorders(region.shape[1], region.shape[0]);
    faces = await faceapi.extractFaceTensors(region, [faceBox]);
    const landmarks = /** @type {any} */ (await faceapi.detectFaceLandmarks(faces[0])).shiftBy(faceBox.x, faceBox.y);
    for (const face of faces) face.dispose();
    faces = await faceapi.extractFaceTensors(region, [landmarks.align(null, { useDlibAlignment: true })]);
    return Array.from(/** @type {Float32Array} */ (await faceapi.computeFaceDescriptor(faces[0])));
  } finally {
    for (const face of faces) face.dispose();
    region.dispose();
  }
}

/**
 * Every model on `image[y0.., x0..]` (`width` × `height`), shrunk to at most WHOLE_SIDE; boxes back in `image`'s pixels.
 * @param {Models} models @param {any} image @param {number} x0 @param {number} y0 @param {number} width @param {number} height
 */
async function detectRegion(models, image, x0, y0, width, height) {
  const tf = models.human.tf;
  const whole = x0 === 0 && y0 === 0 && width === image.shape[1] && height === image.shape[0];
  const scale = Math.min(1, WHOLE_SIDE / Math.max(width, height));
  const outWidth = Math.round(width * scale);
  const outHeight = Math.round(height * scale);
  const region = whole && scale === 1 ? image : crop(tf, image, x0, y0, width, height, outWidth, outHeight);
  const scaleX = outWidth / width;
  const scaleY = outHeight / height;
  try {
    return (await detect(models, region, true)).map((face) => ({
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
  const models = await loadModels();
  const tf = models.human.tf;
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
      const faces = await detectRegion(models, image, 0, 0, width, height);
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
        for (const face of await detect(models, tile, false)) {
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
      faces.push(...(await detectRegion(models, image, x0, y0, regionSide, regionSide)));
    }
    return { faces: distinct(faces), passes };
  } finally {
    image.dispose();
  }
}

// One request at a time: human and face-api keep per-call state, so calls never interleave (the engine sends one at a time too).
let chain = Promise.resolve();
port.on('message', (/** @type {{ id: number, kind: string } & Record<string, any>} */ message) => {
  chain = chain.then(async () => {
    const started = performance.now();
    try {
      if (message.kind === 'thread') {
        port.postMessage({ id: message.id, ok: true, threadId });
      } else if (message.kind === 'load') {
        await loadModels();
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
