import { loadavg } from 'node:os';
import { faceFigures } from './faceBench';
import { mrzFigures } from './mrzBench';

/**
 * `pnpm --filter @apps/realform-server bench:verifier` (builds the server first): the identity checks' figures of issue 15
 * on this machine — the MRZ read from ≥ 100 generated document photos (exactly read, clean and rotated/blurred/dark/
 * glare; non-documents passed; the Debian `tesseract` CLI compared), then the face engine on the public-domain fixtures
 * (every pair's verdict against the truth, thresholds, time per document portrait and per face match). Both engines
 * run in their worker threads, as in the server. VERIFIER_BENCH_DOCUMENTS sets the number of documents (default 120).
 */
const started = performance.now();
const documents = Number(process.env.VERIFIER_BENCH_DOCUMENTS ?? 120);
process.stdout.write(`identity checks, ${new Date().toISOString()}, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}\n`);
process.stdout.write('\nMRZ (tesseract.js, @tesseract.js-data/eng):\n');
for (const line of await mrzFigures({ documents })) process.stdout.write(`${line}\n`);
process.stdout.write('\nFaces (@vladmandic/human detection and scores, @vladmandic/face-api descriptors, tfjs wasm):\n');
for (const line of await faceFigures()) process.stdout.write(`${line}\n`);
process.stdout.write(`\n${((performance.now() - started) / 1000).toFixed(0)} s in all; load average after ${loadavg().map((value) => value.toFixed(1)).join(' ')}\n`);
