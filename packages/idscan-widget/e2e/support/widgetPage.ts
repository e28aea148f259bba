import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const distDir = join(packageDir, 'dist');

/** Where the test page lives on the server's origin, so the widget's calls to the scan backend are same-origin. */
export const WIDGET_PAGE_PATH = '/idscan-e2e/';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.bin': 'application/octet-stream',
  '.map': 'application/json',
  '.jpg': 'image/jpeg',
};

let bundleDir: string | null = null;

/** Bundles e2e/pages/widgetModule.ts (which imports dist/) once per worker, like a host's build would. */
async function bundle(): Promise<string> {
  if (bundleDir) return bundleDir;
  if (!existsSync(join(distDir, 'index.js'))) throw new Error(`Expected the built widget in ${distDir}: run the package's build first.`);
  const out = mkdtempSync(join(tmpdir(), 'idscan-e2e-page-'));
  await build({
    entryPoints: { page: join(packageDir, 'e2e/pages/widgetModule.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    outdir: out,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  bundleDir = out;
  return out;
}

export interface WidgetPageOptions {
  /** A Content-Security-Policy header for the page and its scripts. @default none */
  csp?: string;
  /** Extra files served under the page path: URL path below it → file on disk. */
  files?: Record<string, string>;
}

/**
 * Serves the test page under the server's origin through Playwright's routing: `/idscan-e2e/` (an empty page
 * with the widget's stylesheet and the bundle), the bundle's chunks, and dist/'s own files (frameWorker.js and
 * the chunks it imports), as a host serving the package would. Then opens it and waits for `globalThis.idscan`.
 */
export async function openWidgetPage(page: Page, options: WidgetPageOptions = {}): Promise<void> {
  const out = await bundle();
  const headers = (type: string) => ({ 'content-type': type, ...(options.csp ? { 'content-security-policy': options.csp } : {}) });
  await page.route(`**${WIDGET_PAGE_PATH}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(WIDGET_PAGE_PATH.length);
    if (path === '') {
      return route.fulfill({
        headers: headers('text/html; charset=utf-8'),
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>idscan widget e2e</title>
<link rel="stylesheet" href="${WIDGET_PAGE_PATH}styles.css"><script type="module" src="${WIDGET_PAGE_PATH}page.js"></script></head>
<body><main><h1>Host page</h1><div id="widget"></div></main></body></html>`,
      });
    }
    const extra = options.files?.[path];
    const candidates = extra ? [extra] : [join(out, path), join(distDir, path)];
    const file = candidates.find((candidate) => !candidate.includes('..') && existsSync(candidate));
    if (!file) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ headers: headers(TYPES[extname(file)] ?? 'application/octet-stream'), body: readFileSync(file) });
  });
  await page.goto(WIDGET_PAGE_PATH);
  await page.waitForFunction(() => 'idscan' in globalThis);
}
