import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/AppEnv';
import { NO_SESSION, route } from '../http/routeAccess';
import { contentTypeOf } from './contentTypes';
import { resolveInside } from './serveApps';

/** Where the designers' Storybook is served (issue 22: `pnpm start` serves it beside the product). */
export const STORYBOOK_PATH = '/storybook/';

// Vite names the preview's built files name-HASH.ext under assets/; Storybook's own files keep their names.
const HASHED_ASSET = /^assets\/.+[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source of each inline script of a page, by its hash (CSP3 `'sha256-…'`): exactly these may run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (body.trim() !== '') hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy of Storybook's pages, for /storybook/ only: the product's pages keep theirs. What Storybook's static build
 * needs beyond it, and why:
 * - its two pages start with inline scripts (the manager's globals, the preview's module imports): allowed by their
 *   hashes, computed from the very page served, so nothing else inline runs and there is no 'unsafe-eval';
 * - its UI draws with inline styles and style elements (emotion): 'unsafe-inline' for styles, a designers' tool only;
 * - the manager shows the preview in an iframe of the same origin: frame-src and frame-ancestors 'self' (the product
 *   allows no framing at all);
 * - the flow's stories answer the API with Mock Service Worker: its worker script, same origin (worker-src 'self').
 */
export function storybookContentSecurityPolicy(html: string): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...inlineScriptHashes(html)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The workspace's Storybook build, found beside a brand app's build (`apps/pl/dist` → `apps/storybook/storybook-static`),
 * where `pnpm start` builds it; undefined without a brand app to start from.
 */
export function workspaceStorybookDir(brandAppDir: string | undefined): string | undefined {
  return brandAppDir ? resolve(brandAppDir, '..', '..', 'storybook', 'storybook-static') : undefined;
}

/**
 * Serves the static Storybook build (`apps/storybook/storybook-static`) at /storybook/, so a designer with the product
 * running needs no second command (issue 22 item 5). Without a build the path answers 503 with the command that
 * makes one (404 in production, where a container has none); in production, source maps answer 404 as the apps' do.
 */
export function serveStorybook(app: Hono<AppEnv>, dir: string | undefined, { production = false }: { production?: boolean } = {}): void {
  // Public files, like the apps' pages: no session is looked up.
  route(app, 'GET', '/storybook', NO_SESSION, (c) => c.redirect(STORYBOOK_PATH, 301));
  route(app, 'GET', `${STORYBOOK_PATH}*`, NO_SESSION, async (c: Context<AppEnv>) => {
    const index = dir ? resolve(dir, 'index.html') : undefined;
    if (!dir || !index || !(await isFile(index))) {
      // In production (the container has no Storybook) the path is simply not there: no command for a visitor to read.
      if (production) return c.text('Not found', 404);
      return c.text('The Storybook is not built. Run `pnpm turbo run build --filter=@apps/storybook` (or `pnpm start`) from the repository root, then reload.', 503);
    }
    const rawPath = new URL(c.req.url).pathname.slice(STORYBOOK_PATH.length) || 'index.html';
    const file = resolveInside(dir, rawPath);
    if (production && file?.endsWith('.map')) return c.text('Not found', 404);
    if (!file || !(await isFile(file))) return c.text('Not found', 404);
    const type = contentTypeOf(file);
    const body = await readFile(file);
    c.header('Cache-Control', HASHED_ASSET.test(rawPath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (type.startsWith('text/html')) {
      c.set('securityHeaders', {
        ...c.get('securityHeaders'),
        'Content-Security-Policy': storybookContentSecurityPolicy(body.toString('utf8')),
        'X-Frame-Options': 'SAMEORIGIN',
      });
    }
    return c.body(body, 200, { 'Content-Type': type });
  });
}
