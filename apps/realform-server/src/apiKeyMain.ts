import { runApiKeyCli } from './areas/scanApi/apiKeyCli';
import { DataDirLockedError } from './db/dataDirLock';

// `pnpm --filter @apps/realform-server run api-key …` (README "Scan API for other teams").
try {
  process.exitCode = await runApiKeyCli(process.argv.slice(2), process.env, { out: (line) => process.stdout.write(`${line}\n`) });
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(`${error.message}\nStop the server first (PGlite allows one process), or use DATABASE_URL.`);
  process.exitCode = 1;
}
