import { faceFigures } from './faceBench';

// `pnpm --filter @apps/realform-server build && node apps/realform-server/dist/bench/faceBenchMain.js`: the face
// engine's figures on this machine (see faceBench.ts). FACE_BENCH_ROUNDS sets the timed rounds (default 20).
const lines = await faceFigures();
process.stdout.write(`${lines.join('\n')}\n`);
