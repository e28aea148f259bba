import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFaceDetector } from './loadFaceDetector';

// The real detector needs WebGL or a browser canvas (see e2e/faceDetector.spec.ts); here its module is replaced
// to test what the widget does with what it answers.
const fake = vi.hoisted(() => ({
  faces: [] as { detection: { box: { x: number; y: number; width: number; height: number }; score: number }; landmarks: { positions: { x: number; y: number }[] } }[],
  failLoad: false,
  failDetect: false,
  loadedFrom: [] as string[],
  backends: [] as string[],
}));

vi.mock('@vladmandic/face-api', () => ({
  tf: {
    setBackend: async (name: string) => {
      fake.backends.push(name);
      return name === 'cpu';
    },
    ready: async () => undefined,
    browser: { fromPixels: () => ({ dispose() {} }) },
  },
  nets: {
    tinyFaceDetector: {
      loadFromUri: async (uri: string) => {
        if (fake.failLoad) throw new Error('404 Not Found');
        fake.loadedFrom.push(uri);
      },
    },
    faceLandmark68TinyNet: { loadFromUri: async () => undefined },
  },
  TinyFaceDetectorOptions: class {},
  detectAllFaces: () => ({
    withFaceLandmarks: async () => {
      if (fake.failDetect) throw new Error('WebGL context lost');
      return fake.faces;
    },
  }),
}));

const frame = { width: 640, height: 480, data: new Uint8ClampedArray(640 * 480 * 4) };
const found = (x: number, width: number) => ({
  detection: { box: { x, y: 120, width, height: width * 1.2 }, score: 0.9 },
  landmarks: { positions: [] },
});

beforeEach(() => {
  fake.faces = [];
  fake.failLoad = false;
  fake.failDetect = false;
  fake.backends = [];
});

describe('loadFaceDetector (selfie and liveness, docs/spec/widget/validation.md#passive-liveness-face-errors)', () => {
  it('when the models cannot be fetched, answers unavailable instead of guessing (the widget sends Refer)', async () => {
    fake.failLoad = true;
    const detector = await loadFaceDetector({ modelBaseUrl: '/missing-models' });
    await expect(detector.check(frame)).resolves.toEqual({ status: 'unavailable', reason: expect.stringMatching(/could not load from \/missing-models\/: 404/) });
  });

  it('loads the models from the host’s URL, falling back to the CPU without WebGL, once per URL', async () => {
    await loadFaceDetector({ modelBaseUrl: '/face-model' });
    await loadFaceDetector({ modelBaseUrl: '/face-model/' });
    expect(fake.loadedFrom).toEqual(['/face-model/']);
    expect(fake.backends).toEqual(['webgl', 'cpu']);
  });

  it('accepts one face and reports its box', async () => {
    fake.faces = [found(220, 200)];
    const detector = await loadFaceDetector({ modelBaseUrl: '/face-model' });
    await expect(detector.check(frame)).resolves.toEqual({
      status: 'ok',
      face: { x: 220, y: 120, width: 200, height: 240, score: 0.9, yaw: null },
    });
  });

  it('names the problem: no face, two faces, too far', async () => {
    const detector = await loadFaceDetector({ modelBaseUrl: '/face-model' });
    await expect(detector.check(frame)).resolves.toMatchObject({ status: 'problem', problem: 'NOT_FOUND' });
    fake.faces = [found(50, 200), found(380, 200)];
    await expect(detector.check(frame)).resolves.toMatchObject({ status: 'problem', problem: 'TOO_MANY_FACES' });
    fake.faces = [found(280, 100)];
    await expect(detector.check(frame)).resolves.toMatchObject({ status: 'problem', problem: 'TOO_FAR' });
  });

  it('a detector failure mid-journey is unavailable, never an exception', async () => {
    fake.failDetect = true;
    const detector = await loadFaceDetector({ modelBaseUrl: '/face-model' });
    await expect(detector.check(frame)).resolves.toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/WebGL context lost/) });
  });
});

describe('loadFaceDetector in the script-tag build (no bundler resolves @vladmandic/face-api)', () => {
  it('imports face-api’s bundle from the model folder, and reads the models from there too', async () => {
    const packageLoads = fake.loadedFrom.length;
    vi.resetModules();
    const fresh = await import('./loadFaceDetector');
    fresh.importFaceApiFromModelFolder();
    // In a browser an http(s) URL; under vitest a path from the package's root (fixtures/face-model holds a stand-in).
    const modelBaseUrl = '/src/capture/fixtures/face-model';
    const detector = await fresh.loadFaceDetector({ modelBaseUrl });
    await expect(detector.check(frame)).resolves.toMatchObject({ status: 'ok', face: { x: 220, score: 0.8 } });
    const bundle = (await import(/* @vite-ignore */ `${modelBaseUrl}/face-api.esm.js`)) as { loadedFrom: string[] };
    expect(bundle.loadedFrom).toEqual(['/src/capture/fixtures/face-model/']);
    // The package (mocked above) was not imported.
    expect(fake.loadedFrom).toHaveLength(packageLoads);
  });
});
