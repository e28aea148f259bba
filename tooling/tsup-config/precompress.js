// @ts-check
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What gains from compression: text formats (media and images are compressed already). Source maps are left out. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/;
/** Below this a compressed file saves less than the response headers cost. */
const MIN_BYTES = 1024;

/**
 * Vite plugin (issue 21): after a build, writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) file next to
 * every compressible file of the output of at least 1 KiB, each only where it is smaller than the file itself. The
 * realform server answers the one the browser accepts, with `content-encoding` (apps/realform-server,
 * src/static/serveApps.ts). Compressing once at build time allows Brotli's best quality, too slow per request.
 * @returns {import('vite').Plugin}
 */
export function precompress() {
  /** @type {string} */
  let outDir = 'dist';
  return {
    name: 'onboarding:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await compressibleFiles(outDir);
      await Promise.all(files.map((file) => compressFile(file)));
    },
  };
}

/** @param {string} dir @returns {Promise<string[]>} */
async function compressibleFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    if ((await stat(path)).size >= MIN_BYTES) files.push(path);
  }
  return files;
}

/** @param {string} file */
export async function compressFile(file) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: source.byteLength } }),
    gzipped(source, { level: 9 }),
  ]);
  if (br.byteLength < source.byteLength) await writeFile(`${file}.br`, br);
  if (gz.byteLength < source.byteLength) await writeFile(`${file}.gz`, gz);
}
