import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createFaceEngine, type AnalysedFace, type FaceEngine } from '../src/areas/documents/verifier/faces/faceEngine';
import { ANTISPOOF_THRESHOLD, FACE_MATCH_THRESHOLD, LIVENESS_THRESHOLD, faceDistance, faceSimilarity } from '../src/areas/documents/verifier/faces/faceMatch';
import {
  DOCUMENT_PORTRAITS,
  FACE_FIXTURES,
  PERSON,
  documentPhoto,
  facePhoto,
  printedPortrait,
  screenReplay,
  turnedFace,
  type FaceFixture,
} from '../test/fixtures/faces/faceImages';

/**
 * The face engine's figures on this machine (`node dist/bench/faceBenchMain.js` after the build, see faceBenchMain.ts):
 *  1. face match: the similarity (1 − the descriptors' Euclidean distance) of every pair of the fixture photos, and of
 *     each printed document portrait (on a card, and on a card photographed from afar) against every photo, with the
 *     verdict at FACE_MATCH_THRESHOLD against the truth and the margins; then the same when each photo is resized,
 *     compressed, mirrored or brightened (against the other four photos): verdicts, lowest same-person and highest
 *     different-person similarity;
 *  2. anti-spoofing and liveness scores: the real photos against their printed document portraits and simulated
 *     photos of a screen;
 *  3. time: a face match (analyse a selfie, compare with a known descriptor) and a document portrait (analyse a card
 *     photo, and one photographed from afar, which needs the tile search), mean and p95, with the load average.
 * FACE_BENCH_ROUNDS (default 20) sets how many timed analyses of each kind.
 */
const ROUNDS = Math.max(1, Number(process.env.FACE_BENCH_ROUNDS ?? 20));

/** The worker script from the sources (bench/…) or from the build (dist/bench/… → dist/workers/). */
function workerScript(): URL {
  const candidates = [new URL('../workers/faceWorker.mjs', import.meta.url), new URL('../src/workers/faceWorker.mjs', import.meta.url)];
  const found = candidates.find((candidate) => existsSync(fileURLToPath(candidate)));
  if (!found) throw new Error(`faceWorker.mjs not found beside ${import.meta.url}`);
  return found;
}

const fixed = (value: number | null | undefined, digits = 3): string => (typeof value === 'number' ? value.toFixed(digits) : '—');

function stats(values: readonly number[]): { mean: number; p95: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
  return { mean, p95, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
}

const load = (): string => loadavg().map((value) => value.toFixed(2)).join(' / ');

async function firstFace(engine: FaceEngine, image: Buffer, label: string): Promise<AnalysedFace> {
  const face = (await engine.analyse(image)).faces[0];
  if (!face) throw new Error(`no face found in ${label}`);
  return face;
}

interface Sample {
  label: string;
  person: 'obama' | 'biden';
  /** The fixture photo it was made from (a document portrait is its own source photo printed). */
  source: FaceFixture;
  face: AnalysedFace;
}

export async function faceFigures(): Promise<string[]> {
  const lines: string[] = [];
  lines.push(
    `Face engine (human 3.3.6 finds faces and scores them, face-api 1.7.15 describes them; tfjs wasm backend, one worker thread) on ${cpus().length} CPUs, load average ${load()} (1/5/15 min) at the start.`,
  );
  const engine = createFaceEngine({ workerScript: workerScript(), maxPending: 64 });
  try {
    const coldStart = performance.now();
    const photos: Sample[] = [];
    for (const name of FACE_FIXTURES) {
      photos.push({ label: name, person: PERSON[name], source: name, face: await firstFace(engine, facePhoto(name), name) });
      if (photos.length === 1) lines.push(`Cold start: the first analysis took ${(performance.now() - coldStart).toFixed(0)} ms (worker start, wasm and model load included).`);
    }
    const documents: Sample[] = [];
    for (const name of DOCUMENT_PORTRAITS) {
      documents.push({ label: `${name} printed on a card`, person: PERSON[name], source: name, face: await firstFace(engine, await documentPhoto(name), `${name} card`) });
      documents.push({ label: `${name} card photographed from afar`, person: PERSON[name], source: name, face: await firstFace(engine, await documentPhoto(name, { onTable: true }), `${name} on a table`) });
    }

    // 1. Face match.
    lines.push(
      '',
      `Face match: similarity = 1 − Euclidean distance of the descriptors (faceSimilarity); a match is ≥ FACE_MATCH_THRESHOLD = ${FACE_MATCH_THRESHOLD} (distance ≤ ${fixed(1 - FACE_MATCH_THRESHOLD, 2)}).`,
    );
    let correct = 0;
    let pairs = 0;
    const same: number[] = [];
    const different: number[] = [];
    const verdict = (a: Sample, b: Sample, note = ''): void => {
      const similarity = faceSimilarity(a.face.descriptor, b.face.descriptor);
      const truth = a.person === b.person;
      const ok = similarity >= FACE_MATCH_THRESHOLD === truth;
      pairs++;
      if (ok) correct++;
      if (!note) (truth ? same : different).push(similarity);
      lines.push(
        `  ${`${a.label} / ${b.label}`.padEnd(58)} ${fixed(similarity)}  (distance ${fixed(faceDistance(a.face.descriptor, b.face.descriptor))})  ${truth ? 'same person ' : 'different   '} → ${similarity >= FACE_MATCH_THRESHOLD ? 'match   ' : 'no match'} ${ok ? 'correct' : 'WRONG'}${note}`,
      );
    };
    for (const [i, a] of photos.entries()) for (const b of photos.slice(i + 1)) verdict(a, b);
    for (const document of documents) {
      for (const photo of photos) verdict(document, photo, photo.source === document.source ? '  (its own source photo: not in the margins)' : '');
    }
    const lowestSame = Math.min(...same);
    const highestDifferent = Math.max(...different);
    lines.push(
      `Correct on ${correct} of ${pairs} fixture pairs${correct === pairs ? ' (correct on every fixture pair)' : ''}.`,
      `Lowest same-person similarity ${fixed(lowestSame)}, highest different-person ${fixed(highestDifferent)} (own-source pairs left out): gap ${fixed(lowestSame - highestDifferent)}; threshold ${FACE_MATCH_THRESHOLD}, margins ${fixed(lowestSame - FACE_MATCH_THRESHOLD)} above and ${fixed(FACE_MATCH_THRESHOLD - highestDifferent)} below.`,
    );

    // 1b. How far the verdicts hold when the photos change a little.
    const perturbations: [string, (image: Buffer) => Promise<Buffer>][] = [
      ['halved (240 px wide)', (image) => sharp(image).resize(240).jpeg({ quality: 85 }).toBuffer()],
      ['enlarged to 1080 px', (image) => sharp(image).resize(1080).jpeg({ quality: 90 }).toBuffer()],
      ['JPEG quality 40', (image) => sharp(image).jpeg({ quality: 40 }).toBuffer()],
      ['mirrored', (image) => sharp(image).flop().jpeg({ quality: 90 }).toBuffer()],
      ['25 % brighter', (image) => sharp(image).modulate({ brightness: 1.25 }).jpeg({ quality: 90 }).toBuffer()],
    ];
    const wrong: string[] = [];
    let checked = 0;
    const changedSame: { similarity: number; label: string }[] = [];
    const changedDifferent: { similarity: number; label: string }[] = [];
    for (const photo of photos) {
      for (const [label, change] of perturbations) {
        const face = (await engine.analyse(await change(facePhoto(photo.source)))).faces[0];
        if (!face) {
          wrong.push(`${photo.label} ${label}: no face`);
          continue;
        }
        for (const other of photos.filter((candidate) => candidate !== photo)) {
          const similarity = faceSimilarity(face.descriptor, other.face.descriptor);
          const pair = `${photo.label} ${label} / ${other.label}`;
          checked++;
          (other.person === photo.person ? changedSame : changedDifferent).push({ similarity, label: pair });
          if (similarity >= FACE_MATCH_THRESHOLD !== (other.person === photo.person)) wrong.push(`${pair} ${fixed(similarity)} (${other.person === photo.person ? 'same person' : 'different'})`);
        }
      }
    }
    const worstSame = changedSame.reduce((worst, pair) => (pair.similarity < worst.similarity ? pair : worst), { similarity: Infinity, label: '—' });
    const worstDifferent = changedDifferent.reduce((worst, pair) => (pair.similarity > worst.similarity ? pair : worst), { similarity: -Infinity, label: '—' });
    lines.push(
      `Robustness: each photo halved, enlarged, at JPEG quality 40, mirrored and 25 % brighter, against the other four photos: ${checked - wrong.length} of ${checked} verdicts correct${wrong.length > 0 ? `; wrong: ${wrong.join('; ')}` : ''}.`,
      `  lowest same-person similarity ${fixed(worstSame.similarity)} (${worstSame.label}), highest different-person ${fixed(worstDifferent.similarity)} (${worstDifferent.label}): gap ${fixed(worstSame.similarity - worstDifferent.similarity)}; margins ${fixed(worstSame.similarity - FACE_MATCH_THRESHOLD)} above and ${fixed(FACE_MATCH_THRESHOLD - worstDifferent.similarity)} below the threshold.`,
    );
    // A head turned by ~23° (the liveness challenge's turned frames are compared with the straight one).
    const turned = (await engine.analyse(await turnedFace())).faces[0];
    const obama2 = photos.find((photo) => photo.source === 'obama2');
    if (turned && obama2) lines.push(`  obama2.jpg turned further (~23° yaw, synthetic) / obama2.jpg: similarity ${fixed(faceSimilarity(turned.descriptor, obama2.face.descriptor))}; / biden.jpg: ${fixed(faceSimilarity(turned.descriptor, photos.find((photo) => photo.source === 'biden')?.face.descriptor ?? []))}.`);

    // 2. Anti-spoofing and liveness.
    lines.push('', `Anti-spoofing ("real", ≥ ANTISPOOF_THRESHOLD = ${ANTISPOOF_THRESHOLD} passes) and liveness ("live", ≥ LIVENESS_THRESHOLD = ${LIVENESS_THRESHOLD} passes):`);
    const groups: { label: string; faces: { label: string; face: AnalysedFace }[] }[] = [
      { label: 'real photos', faces: photos.map((photo) => ({ label: photo.label, face: photo.face })) },
      { label: 'printed portraits', faces: [] },
      { label: 'photos of a screen (simulated)', faces: [] },
    ];
    for (const name of DOCUMENT_PORTRAITS) groups[1]?.faces.push({ label: `${name} portrait alone`, face: await firstFace(engine, await printedPortrait(name), `${name} printed`) });
    for (const document of documents) groups[1]?.faces.push({ label: document.label, face: document.face });
    for (const name of FACE_FIXTURES) groups[2]?.faces.push({ label: name, face: await firstFace(engine, await screenReplay(name), `${name} screen`) });
    for (const group of groups) {
      const real = group.faces.map(({ face }) => face.antispoof ?? 0);
      const live = group.faces.map(({ face }) => face.liveness ?? 0);
      lines.push(
        `  ${group.label.padEnd(32)} antispoof ${fixed(Math.min(...real), 2)}–${fixed(Math.max(...real), 2)} (${real.filter((value) => value >= ANTISPOOF_THRESHOLD).length}/${real.length} pass), liveness ${fixed(Math.min(...live), 2)}–${fixed(Math.max(...live), 2)} (${live.filter((value) => value >= LIVENESS_THRESHOLD).length}/${live.length} pass)`,
      );
      lines.push(`    ${group.faces.map(({ label, face }) => `${label}: ${fixed(face.antispoof, 2)}/${fixed(face.liveness, 2)}`).join('; ')}`);
    }

    // 3. Time.
    lines.push('', `Time (${ROUNDS} rounds each, warm worker; load average ${load()} before):`);
    const selfieBytes = FACE_FIXTURES.map((name) => facePhoto(name));
    const known = documents[0]?.face.descriptor ?? [];
    const matchTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const face = await firstFace(engine, selfieBytes[round % selfieBytes.length] ?? Buffer.alloc(0), 'selfie');
      faceSimilarity(face.descriptor, known);
      matchTimes.push(performance.now() - started);
    }
    // A phone-sized selfie: obama3.jpg enlarged to 1080 × 1229 (no more detail, but the decoding and the detector's input
    // cost what a phone photo's do).
    const phoneSelfie = await sharp(facePhoto('obama3')).resize(1080).jpeg({ quality: 90 }).toBuffer();
    const phoneTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const face = await firstFace(engine, phoneSelfie, 'phone-sized selfie');
      faceSimilarity(face.descriptor, known);
      phoneTimes.push(performance.now() - started);
    }
    const cards = await Promise.all(DOCUMENT_PORTRAITS.map((name) => documentPhoto(name)));
    const afar = await Promise.all(DOCUMENT_PORTRAITS.map((name) => documentPhoto(name, { onTable: true })));
    const cardTimes: number[] = [];
    const afarTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let started = performance.now();
      await firstFace(engine, cards[round % cards.length] ?? Buffer.alloc(0), 'card');
      cardTimes.push(performance.now() - started);
      started = performance.now();
      await firstFace(engine, afar[round % afar.length] ?? Buffer.alloc(0), 'card from afar');
      afarTimes.push(performance.now() - started);
    }
    const match = stats(matchTimes);
    const phone = stats(phoneTimes);
    const card = stats(cardTimes);
    const far = stats(afarTimes);
    lines.push(
      `  face match (analyse a 480 × ~600 selfie + compare): mean ${match.mean.toFixed(0)} ms, p95 ${match.p95.toFixed(0)} ms (min ${match.min.toFixed(0)}, max ${match.max.toFixed(0)}) — goal ≤ 500 ms ${match.p95 <= 500 ? 'met at p95' : match.mean <= 500 ? 'met on the mean, not at p95' : 'NOT met'}`,
      `  face match, phone-sized selfie (1080 × 1229 JPEG): mean ${phone.mean.toFixed(0)} ms, p95 ${phone.p95.toFixed(0)} ms — goal ≤ 500 ms ${phone.p95 <= 500 ? 'met at p95' : phone.mean <= 500 ? 'met on the mean, not at p95' : 'NOT met'}`,
      `  document portrait, card filling the photo (1000 × 630): mean ${card.mean.toFixed(0)} ms, p95 ${card.p95.toFixed(0)} ms`,
      `  document portrait, card photographed from afar (2400 × 1800, tile search): mean ${far.mean.toFixed(0)} ms, p95 ${far.p95.toFixed(0)} ms`,
      `  load average after: ${load()}`,
    );
  } finally {
    await engine.close();
  }
  return lines;
}
