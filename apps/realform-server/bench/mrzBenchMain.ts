import { mrzFigures } from './mrzBench';

// `node dist/bench/mrzBenchMain.js [documents]` after `pnpm build`: prints the MRZ reader's figures (issue 15).
const documents = Number(process.argv[2] ?? 120);
const lines = await mrzFigures({ documents, log: (line) => console.error(line) });
console.log(lines.join('\n'));
