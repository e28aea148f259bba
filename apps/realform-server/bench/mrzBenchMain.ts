import { mrzFigures } from './mrzBench';

// `node dist/bench/mrzBenchMain.js [documents [firstSeed [cliDocuments]]]` after `pnpm build`: prints the MRZ reader's
// figures (issue 15); the photos it misses go to stderr.
const [documents = 120, firstSeed = 1000, cliDocuments = 24] = process.argv.slice(2).map(Number);
const lines = await mrzFigures({ documents, firstSeed, cliDocuments, log: (line) => console.error(line) });
console.info(lines.join('\n'));
