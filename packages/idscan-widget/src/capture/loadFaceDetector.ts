// A type-only import: erased from the build, so the detector's code is fetched only by the import() below.
import type * as FaceApiModule from '@vladmandic/face-api';
import { evaluateFaces, yawFromLandmarks } from './evaluateFaces';
import type { FaceBox, FaceCheckResult, FaceDetector, FaceDetectorOptions, FrameData } from './types';

type FaceApi = typeof FaceApiModule;

/** The tiny detector (190 KB) and the tiny landmark net (77 KB): enough for one face at selfie distance. */
const DETECTOR_INPUT_SIZE = 320;

// One model load per page and base URL: the selfie and the liveness step share it.
const loads = new Map<string, Promise<FaceApi>>();

/** face-api's own ESM bundle (TensorFlow.js inside, no eval), as the script-tag build ships it in the model folder. */
export const FACE_API_BUNDLE = 'face-api.esm.js';

// A bundler resolves the package (and emits it as a lazy chunk); the script-tag build has no bundler, so it
// imports face-api's bundle from the model folder instead (see importFaceApiFromModelFolder).
let importFaceApi = (_modelBaseUrl: string): Promise<FaceApi> => import('@vladmandic/face-api');

/**
 * For builds without a bundler (the script-tag build): from now on the detector's code is imported from
 * `${modelBaseUrl}face-api.esm.js`, beside the model files, so `faceModelUrl` locates both. Not public API.
 */
export function importFaceApiFromModelFolder(): void {
  importFaceApi = (modelBaseUrl) => import(/* @vite-ignore */ /* webpackIgnore: true */ `${modelBaseUrl}${FACE_API_BUNDLE}`) as Promise<FaceApi>;
}

function isFrameData(source: unknown): source is FrameData {
  return typeof source === 'object' && source !== null && 'data' in source && 'width' in source && !('nodeName' in source);
}

async function loadModels(modelBaseUrl: string): Promise<FaceApi> {
  // docs/spec/widget/screens.md#liveness selfie and liveness only: the detector (with its TensorFlow.js, about 1.3 MB) is fetched when a
  // journey reaches one of those steps, never with the rest of the widget (docs/architecture.md#loading-on-demand "heavy things load only
  // when needed").
  const faceapi = await importFaceApi(modelBaseUrl);
  // WebGL when the device has it, else plain JavaScript: slower, but a selfie check is one frame, not a stream.
  // face-api's bundled TensorFlow.js has these at run time; its type declarations leave them out.
  const tf = faceapi.tf as unknown as { setBackend(name: string): Promise<boolean>; ready(): Promise<void> };
  if (!(await tf.setBackend('webgl').catch(() => false))) await tf.setBackend('cpu');
  await tf.ready();
  await Promise.all([faceapi.nets.tinyFaceDetector.loadFromUri(modelBaseUrl), faceapi.nets.faceLandmark68TinyNet.loadFromUri(modelBaseUrl)]);
  return faceapi;
}

/**
 * A face detector for the selfie and liveness steps (docs/spec/widget/screens.md#liveness, docs/spec/widget/validation.md#passive-liveness-face-errors), from `@vladmandic/face-api`, whose model files
 * ship in the npm package: the host serves `node_modules/@vladmandic/face-api/model/` at `modelBaseUrl`. Loading
 * never rejects: when the code or the models cannot load, every check answers `unavailable` (never a pretended
 * face), and the widget sends the picture unchecked: the server judges it (issue 15).
 */
export async function loadFaceDetector(options: FaceDetectorOptions): Promise<FaceDetector> {
  const { modelBaseUrl, minScore = 0.5 } = options;
  const base = modelBaseUrl.endsWith('/') ? modelBaseUrl : `${modelBaseUrl}/`;
  let load = loads.get(base);
  if (!load) {
    load = loadModels(base);
    loads.set(base, load);
    // A failed load may succeed later (the host fixed its route, the network came back): do not cache it.
    load.catch(() => loads.delete(base));
  }
  let faceapi: FaceApi;
  try {
    faceapi = await load;
  } catch (error) {
    const reason = `The face detector could not load from ${base}: ${error instanceof Error ? error.message : String(error)}`;
    return { check: async () => ({ status: 'unavailable', reason }) };
  }

  return {
    async check(source): Promise<FaceCheckResult> {
      let tensor: ReturnType<FaceApi['tf']['browser']['fromPixels']> | null = null;
      try {
        const input = isFrameData(source)
          ? (tensor = faceapi.tf.browser.fromPixels({ data: new Uint8Array(source.data.buffer, source.data.byteOffset, source.data.byteLength), width: source.width, height: source.height }))
          : source;
        const size = isFrameData(source)
          ? { width: source.width, height: source.height }
          : 'videoWidth' in source
            ? { width: source.videoWidth, height: source.videoHeight }
            : 'naturalWidth' in source
              ? { width: source.naturalWidth, height: source.naturalHeight }
              : { width: source.width, height: source.height };
        const found = await faceapi
          .detectAllFaces(input, new faceapi.TinyFaceDetectorOptions({ inputSize: DETECTOR_INPUT_SIZE, scoreThreshold: minScore }))
          .withFaceLandmarks(true);
        const faces: FaceBox[] = found.map(({ detection, landmarks }) => ({
          x: detection.box.x,
          y: detection.box.y,
          width: detection.box.width,
          height: detection.box.height,
          score: detection.score,
          yaw: yawFromLandmarks(landmarks.positions),
        }));
        const problem = evaluateFaces(faces, size);
        return problem ? { status: 'problem', problem, faces } : { status: 'ok', face: faces[0]! };
      } catch (error) {
        return { status: 'unavailable', reason: `The face detector failed: ${error instanceof Error ? error.message : String(error)}` };
      } finally {
        tensor?.dispose();
      }
    },
  };
}
