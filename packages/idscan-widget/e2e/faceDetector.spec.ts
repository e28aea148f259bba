import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { WidgetWindow } from './support/widgetGlobal';
import { openWidgetPage } from './support/widgetPage';

// The face detector for the selfie and liveness steps, for real: @vladmandic/face-api's code and its model
// files as they ship in the npm package (no download), served by the "host" under a strict CSP.
const faceApiDir = dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json'));
const MODEL_FILES = [
  'tiny_face_detector_model-weights_manifest.json',
  'tiny_face_detector_model.bin',
  'face_landmark_68_tiny_model-weights_manifest.json',
  'face_landmark_68_tiny_model.bin',
];
const SAMPLES = ['sample3.jpg'];
const files = Object.fromEntries([
  ...MODEL_FILES.map((name) => [`face-model/${name}`, join(faceApiDir, 'model', name)]),
  ...SAMPLES.map((name) => [`photos/${name}`, join(faceApiDir, 'demo', name)]),
]);
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' blob:; worker-src 'self'";

test('finds the faces in a group photo, accepts one face cropped as a selfie, and none on an ID card — offline, under a strict CSP', async ({ page }) => {
  test.setTimeout(240_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await openWidgetPage(page, { csp: CSP, files });
  const results = await page.evaluate(async () => {
    const { idscan } = globalThis as WidgetWindow;
    const detector = await idscan.loadFaceDetector({ modelBaseUrl: '/idscan-e2e/face-model/' });
    const group = new Image();
    group.src = '/idscan-e2e/photos/sample3.jpg';
    await group.decode();
    const inGroup = await detector.check(group);

    // A selfie: the first face found, alone on a plain background (its neighbours left out), half the frame wide.
    const face = inGroup.status === 'problem' ? inGroup.faces[0] : undefined;
    let alone: unknown = null;
    if (face) {
      const selfie = document.createElement('canvas');
      selfie.width = Math.round(face.width * 2.2);
      selfie.height = Math.round(selfie.width * 0.75);
      const context = selfie.getContext('2d')!;
      context.fillStyle = '#8a8f96';
      context.fillRect(0, 0, selfie.width, selfie.height);
      const margin = face.width * 0.3;
      const source = { x: face.x - margin, y: face.y - margin, width: face.width + 2 * margin, height: face.height + 2 * margin };
      context.drawImage(
        group,
        source.x,
        source.y,
        source.width,
        source.height,
        (selfie.width - source.width) / 2,
        (selfie.height - source.height) / 2,
        source.width,
        source.height,
      );
      alone = await detector.check(selfie);
    }

    // An ID card drawn as a camera frame (RGBA pixels, the FrameData path): no face in it.
    const card = document.createElement('canvas');
    card.width = 640;
    card.height = 400;
    const context = card.getContext('2d')!;
    context.fillStyle = '#e2e2e2';
    context.fillRect(0, 0, 640, 400);
    context.fillStyle = '#222';
    for (let line = 0; line < 9; line++) context.fillRect(40, 40 + line * 38, 300 + ((line * 97) % 240), 14);
    const onCard = await detector.check(context.getImageData(0, 0, 640, 400));
    return { inGroup, alone, onCard };
  });

  expect(results.inGroup).toMatchObject({ status: 'problem', problem: 'TOO_MANY_FACES' });
  expect(results.inGroup.status === 'problem' && results.inGroup.faces.length).toBeGreaterThanOrEqual(2);
  expect(results.alone).toMatchObject({ status: 'ok', face: { score: expect.any(Number) } });
  expect(results.onCard).toMatchObject({ status: 'problem', problem: 'NOT_FOUND' });
  expect(consoleErrors).toEqual([]);
});
