import { threadId } from 'node:worker_threads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_PORTRAITS,
  FACE_FIXTURES,
  PERSON,
  blankImage,
  documentPhoto,
  facePhoto,
  mirrored,
  noiseImage,
  turnedFace,
  type FaceFixture,
} from '../../../../../test/fixtures/faces/faceImages';
import { FaceEngineBusyError, createFaceEngine, type FaceAnalysis, type FaceEngine } from './faceEngine';
import { FACE_MATCH_THRESHOLD, faceDistance, faceSimilarity, turnFromYaw } from './faceMatch';

// The real models on the real fixtures (test/fixtures/faces/PROVENANCE.md): one engine, one worker, for the file.
let engine: FaceEngine;
const photos = new Map<FaceFixture, FaceAnalysis>();

function descriptorOf(analysis: FaceAnalysis | undefined): number[] {
  const face = analysis?.faces[0];
  if (!face) throw new Error('no face found');
  return face.descriptor;
}

beforeAll(async () => {
  engine = createFaceEngine({ maxPending: 4 });
  for (const name of FACE_FIXTURES) photos.set(name, await engine.analyse(facePhoto(name)));
});

afterAll(async () => {
  await engine.close();
});

describe('face match on the fixtures', () => {
  it('finds exactly one face in each photo, with face-api\'s 128-number descriptor and both scores', () => {
    for (const name of FACE_FIXTURES) {
      const analysis = photos.get(name);
      expect(analysis?.faces, name).toHaveLength(1);
      const face = analysis?.faces[0];
      expect(face?.descriptor).toHaveLength(128);
      expect(face?.antispoof).toBeGreaterThan(0);
      expect(face?.liveness).toBeGreaterThan(0);
      expect(analysis?.imageWidth).toBe(480);
    }
  });

  it('matches the same person above FACE_MATCH_THRESHOLD and tells different people apart, on every pair', () => {
    const verdicts: string[] = [];
    for (const [i, a] of FACE_FIXTURES.entries()) {
      for (const b of FACE_FIXTURES.slice(i + 1)) {
        const similarity = faceSimilarity(descriptorOf(photos.get(a)), descriptorOf(photos.get(b)));
        const same = PERSON[a] === PERSON[b];
        verdicts.push(`${a}/${b} ${similarity.toFixed(3)} ${same ? 'same' : 'different'}`);
        if (same) expect(similarity, verdicts.at(-1)).toBeGreaterThanOrEqual(FACE_MATCH_THRESHOLD);
        else expect(similarity, verdicts.at(-1)).toBeLessThan(FACE_MATCH_THRESHOLD);
      }
    }
    expect(verdicts).toHaveLength(10);
  });

  it('matches a head turned further (a liveness challenge\'s turned frame) to the straight photo, not to another person', async () => {
    const turned = (await engine.analyse(await turnedFace())).faces[0];
    expect(faceSimilarity(turned?.descriptor ?? [], descriptorOf(photos.get('obama2')))).toBeGreaterThanOrEqual(FACE_MATCH_THRESHOLD);
    expect(faceSimilarity(turned?.descriptor ?? [], descriptorOf(photos.get('biden')))).toBeLessThan(FACE_MATCH_THRESHOLD);
  });

  it('finds the printed portrait on a document and matches it to the other photos of the same person only', async () => {
    for (const portrait of DOCUMENT_PORTRAITS) {
      const document = await engine.analyse(await documentPhoto(portrait));
      const face = document.faces[0];
      expect(face, portrait).toBeDefined();
      // The portrait is printed at x 50..290, y 130..439 of the 1000 × 630 card.
      const [x = 0, y = 0, width = 0, height = 0] = face?.box ?? [];
      expect(x + width / 2).toBeGreaterThan(50);
      expect(x + width / 2).toBeLessThan(290);
      expect(y + height / 2).toBeGreaterThan(130);
      expect(y + height / 2).toBeLessThan(439);
      for (const selfie of FACE_FIXTURES.filter((name) => name !== portrait)) {
        const similarity = faceSimilarity(face?.descriptor ?? [], descriptorOf(photos.get(selfie)));
        if (PERSON[selfie] === PERSON[portrait]) expect(similarity, `${portrait} card/${selfie}`).toBeGreaterThanOrEqual(FACE_MATCH_THRESHOLD);
        else expect(similarity, `${portrait} card/${selfie}`).toBeLessThan(FACE_MATCH_THRESHOLD);
      }
    }
  });

  it('finds a portrait too small for the whole photo (a card photographed from afar) by searching tiles', async () => {
    const document = await engine.analyse(await documentPhoto('obama', { onTable: true }));
    expect(document.imageWidth).toBe(2400);
    const face = document.faces[0];
    // The card is at x 1100..1820, y 760..1214; its portrait in its left quarter.
    const [x = 0, y = 0, width = 0] = face?.box ?? [];
    expect(x).toBeGreaterThan(1100);
    expect(x + width).toBeLessThan(1100 + 720 / 3);
    expect(y).toBeGreaterThan(760);
    expect(width).toBeLessThan(200);
    expect(faceSimilarity(face?.descriptor ?? [], descriptorOf(photos.get('obama3')))).toBeGreaterThanOrEqual(FACE_MATCH_THRESHOLD);
    expect(faceSimilarity(face?.descriptor ?? [], descriptorOf(photos.get('biden')))).toBeLessThan(FACE_MATCH_THRESHOLD);
  });

  it('turns a photo by its EXIF orientation before looking, and gives the box in the turned frame', async () => {
    // The photo stored lying on its side (rotated 90° anticlockwise), with orientation 6 ("turn 90° clockwise to view").
    const lying = await sharp(facePhoto('obama')).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(lying).metadata()).width).toBe(608);
    const analysis = await engine.analyse(lying);
    expect([analysis.imageWidth, analysis.imageHeight]).toEqual([480, 608]);
    const box = analysis.faces[0]?.box ?? [];
    const upright = photos.get('obama')?.faces[0]?.box ?? [];
    for (const [index, value] of upright.entries()) expect(Math.abs((box[index] ?? 0) - value), `box[${index}]`).toBeLessThan(12);
  });

  it('reads a grey (one-channel) JPEG, and matches it to the colour photos of the same person', async () => {
    const grey = await sharp(facePhoto('obama3')).toColourspace('b-w').jpeg().toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    const analysis = await engine.analyse(grey);
    expect(analysis.faces).toHaveLength(1);
    expect(faceSimilarity(descriptorOf(analysis), descriptorOf(photos.get('obama')))).toBeGreaterThanOrEqual(FACE_MATCH_THRESHOLD);
    expect(faceSimilarity(descriptorOf(analysis), descriptorOf(photos.get('biden2')))).toBeLessThan(FACE_MATCH_THRESHOLD);
  });
});

describe('descriptor similarity', () => {
  it('is 1 − the Euclidean distance, clamped to 0..1', () => {
    expect(faceDistance([0, 0, 0], [0.6, 0, 0])).toBeCloseTo(0.6, 10);
    expect(faceSimilarity([0, 0, 0], [0.6, 0, 0])).toBeCloseTo(0.4, 10);
    expect(faceSimilarity([0.1, 0.2], [0.1, 0.2])).toBe(1);
    expect(faceSimilarity([0, 0], [3, 4])).toBe(0);
  });

  it('does not compare descriptors of different lengths (an older engine\'s 1024-number descriptor) or empty ones', () => {
    expect(faceDistance([0, 0], [0, 0, 0])).toBe(Number.POSITIVE_INFINITY);
    expect(faceSimilarity(new Array<number>(1024).fill(0.01), new Array<number>(128).fill(0.01))).toBe(0);
    expect(faceSimilarity([], [])).toBe(0);
  });
});

describe('images without a face', () => {
  it('finds no face in noise', async () => {
    expect((await engine.analyse(await noiseImage())).faces).toEqual([]);
  });

  it('finds no face in a blank image', async () => {
    const analysis = await engine.analyse(await blankImage());
    expect(analysis.faces).toEqual([]);
    expect([analysis.imageWidth, analysis.imageHeight]).toEqual([640, 480]);
  });

  it('refuses what is not an image', async () => {
    await expect(engine.analyse(Buffer.from('not an image'))).rejects.toThrow();
  });
});

describe('head turn, from the subject\'s own point of view', () => {
  it('reads a real turn to the subject\'s own right as a positive yaw, and its mirror image as negative', async () => {
    // obama2.jpg: Obama has turned to his own right (his nose points to the image's left) by about 10°.
    const yaw = photos.get('obama2')?.faces[0]?.yawDegrees ?? 0;
    const mirroredYaw = (await engine.analyse(await mirrored(facePhoto('obama2')))).faces[0]?.yawDegrees ?? 0;
    expect(yaw).toBeGreaterThan(5);
    expect(mirroredYaw).toBeLessThan(-5);
  });

  it('swaps left and right when the image is flipped', async () => {
    const turned = await turnedFace();
    const face = (await engine.analyse(turned)).faces[0];
    const flipped = (await engine.analyse(await mirrored(turned))).faces[0];
    expect(face?.turn).toBe('right');
    expect(face?.yawDegrees).toBeGreaterThanOrEqual(15);
    expect(flipped?.turn).toBe('left');
    expect(flipped?.yawDegrees).toBeLessThanOrEqual(-15);
  });

  it('calls the frontal portraits straight', () => {
    for (const name of ['obama', 'biden2'] as const) expect(photos.get(name)?.faces[0]?.turn, name).toBe('straight');
  });

  it('maps yaw to a turn with a dead band between 10° and 15°', () => {
    expect(turnFromYaw(0)).toBe('straight');
    expect(turnFromYaw(10)).toBe('straight');
    expect(turnFromYaw(-10)).toBe('straight');
    expect(turnFromYaw(12)).toBeNull();
    expect(turnFromYaw(15)).toBe('right');
    expect(turnFromYaw(-15)).toBe('left');
    expect(turnFromYaw(40)).toBe('right');
    expect(turnFromYaw(null)).toBeNull();
  });
});

describe('the worker', () => {
  it('runs the models off the main thread', async () => {
    const workerThread = await engine.workerThreadId();
    expect(workerThread).not.toBe(threadId);
    expect(workerThread).toBeGreaterThan(0);
  });

  it('is recreated after it ends, and the next analysis works', async () => {
    const before = await engine.workerThreadId();
    await engine.terminateWorker();
    const analysis = await engine.analyse(facePhoto('biden2'));
    expect(analysis.faces).toHaveLength(1);
    const after = await engine.workerThreadId();
    expect(after).not.toBe(before);
    // The new worker's descriptors are the same as the old one's.
    expect(faceSimilarity(descriptorOf(analysis), descriptorOf(photos.get('biden2')))).toBeGreaterThan(0.999);
  });

  it('refuses analyses beyond maxPending at once, and runs the others', async () => {
    const tiny = await blankImage(64, 64);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => engine.analyse(tiny)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused).toHaveLength(2);
    for (const result of refused) expect(result.reason).toBeInstanceOf(FaceEngineBusyError);
  });

  it('fails an analysis the worker does not answer in time, and ends that worker', async () => {
    const impatient = createFaceEngine({ timeoutMs: 1 });
    try {
      await expect(impatient.analyse(facePhoto('obama'))).rejects.toThrow(/did not answer within 1 ms/);
    } finally {
      await impatient.close();
    }
  });

  it('refuses analyses after close()', async () => {
    const closing = createFaceEngine();
    await closing.close();
    await expect(closing.analyse(facePhoto('obama'))).rejects.toThrow(/closed/);
  });
});
