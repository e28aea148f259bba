import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The URL of a worker script of `src/workers/` (plain `.mjs`, so the same file runs under vitest from the sources and
 * from the build): beside this module in the sources, under `workers/` beside the bundle in `dist/` (tsup copies the
 * folder there, see tsup.config.ts).
 */
export function workerUrl(name: string): URL {
  // dist/*.js (a bundle or chunk), dist/bench/*.js (a benchmark's bundle), src/workers/ (the sources).
  const candidates = [new URL(`./workers/${name}`, import.meta.url), new URL(`../workers/${name}`, import.meta.url), new URL(`./${name}`, import.meta.url)];
  const found = candidates.find((candidate) => existsSync(fileURLToPath(candidate)));
  if (!found) throw new Error(`The worker script ${name} is missing (looked at ${candidates.map((candidate) => fileURLToPath(candidate)).join(', ')}).`);
  return found;
}
