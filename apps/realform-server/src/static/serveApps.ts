import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Brand, BrandSettings } from '@onboarding/realform-api';
import type { Context, Hono } from 'hono';
import { brandSettingsElement, pageBrandSettings, withBrandSettingsElement } from '../brand/pageBrandSettings';
import type { AppEnv } from '../http/AppEnv';
import type { ContentEncoding } from '../http/contentEncoding';
import { acceptedEncodings, compressBody } from '../http/contentEncoding';
import { withInlineHashes } from '../security/brandCsp';
import { contentTypeOf } from './contentTypes';
import { serveStorybook, workspaceStorybookDir } from './serveStorybook';

export interface AppDirs {
  pl?: string | undefined;
  eu?: string | undefined;
  /** The static Storybook build, served at /storybook/ (issue 22). @default the workspace's, beside the brand apps */
  storybook?: string | undefined;
}

const APP_PACKAGES: Record<Brand, string> = { pl: '@apps/pl', eu: '@apps/eu' };
const APP_NAMES: Record<Brand, string> = { pl: 'Polish-brand', eu: 'international-brand' };

// docs/spec/flow/routes.md#locale-and-base-path base paths: Polish /onboarding/, ru and ua (any two letters: the app itself redirects lt) under
// /{lang}/onboarding/; international /eu-{lang}/onboarding/.
// The locale is the first group.
const PL_PAGE = /^\/(?:([a-z]{2})\/)?onboarding(?:\/.*)?$/;
const EU_PAGE = /^\/eu-([a-z]{2})\/onboarding(?:\/.*)?$/;

// Issue 21: a locale's entry page — the base path itself — is prerendered by the app's build for a phone and for a
// desktop (tooling/tsup-config/prerender.js): dist/prerendered/{locale}.{mobile|desktop}.html. Deeper paths (later
// steps) get the client-rendered shell, in their locale's language (localeShell).
const PL_ENTRY = /^\/(?:([a-z]{2})\/)?onboarding\/$/;
const EU_ENTRY = /^\/eu-([a-z]{2})\/onboarding\/$/;
// The flow's detected-device flag (packages/flow src/routing/device.ts `detectDevice`), from the request: the user-agent
// client hint where the browser sends it, else the same user-agent test. The page must be the one the browser's first
// render will be, or the app renders afresh instead of taking it over.
const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|Silk/i;

/** The prerendered page of a request's entry path, relative to the app's directory; null for any other path. */
export function prerenderedPage(brand: Brand, path: string, headers: { userAgent?: string | undefined; mobileHint?: string | undefined }): string | null {
  const match = (brand === 'eu' ? EU_ENTRY : PL_ENTRY).exec(path);
  if (!match) return null;
  const locale = match[1] ?? 'pl';
  const mobile = headers.mobileHint?.trim() === '?1' || MOBILE_USER_AGENT.test(headers.userAgent ?? '');
  return `prerendered/${locale}.${mobile ? 'mobile' : 'desktop'}.html`;
}

/**
 * The shell of a page path's locale (the build's index.html with the head in the locale's language, written beside
 * the prerendered pages), relative to the app's directory: a later step's address, or an entry path with a query,
 * then has the locale's `lang` and title before the app runs. Null for a path without a locale.
 */
export function localeShell(brand: Brand, path: string): string | null {
  const match = (brand === 'eu' ? EU_PAGE : PL_PAGE).exec(path);
  return match ? `prerendered/${match[1] ?? 'pl'}.shell.html` : null;
}

// Vite names built assets name-HASH.ext under assets/: their content never changes under one URL.
const HASHED_ASSET = /^assets\/.+[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** A file's bytes, or null when there is no such file. */
async function readIfPresent(path: string): Promise<Buffer<ArrayBuffer> | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The file under `root` a URL path names, or null when it would step outside it or names a dotfile. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return null;
  if (segments.some((segment) => segment.startsWith('.') || segment.includes('\0') || segment.includes('\\'))) return null;
  const base = resolve(root);
  const full = resolve(base, ...segments);
  return full.startsWith(base + sep) ? full : null;
}

/** The file extension of each compressed form the build writes next to an asset (tooling/tsup-config/precompress.js). */
const ENCODED_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The one byte range a `Range` header asks for (RFC 9110 §14.1.2), clamped to the file; null to answer the whole
 * file (no header, a unit other than bytes, several ranges, or a header we cannot read: a server may ignore Range);
 * 'unsatisfiable' when it starts past the end (416).
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/**
 * The built brand apps (docs/architecture.md#the-server "one process serves everything on one port"): each Vite build has
 * `base: '/static/{brand}/'`, so its files are served from /static/{brand}/…, and every page path answers the
 * app's index.html so deep links survive a reload. In production, `.map` files answer 404.
 */
export function serveApps(
  app: Hono<AppEnv>,
  dirs: AppDirs,
  {
    production = false,
    pageHeaders,
    brandSettings = {},
  }: {
    production?: boolean;
    pageHeaders?: Partial<Record<Brand, Readonly<Record<string, string>>>>;
    /** Each brand's settings: its pages carry the public part (README "Brand settings"). */
    brandSettings?: Partial<Record<Brand, BrandSettings>>;
  } = {},
): void {
  // Built once at start: the settings do not change while the server runs.
  const settingsElements: Partial<Record<Brand, string>> = {};
  for (const brand of ['pl', 'eu'] as const) {
    const settings = brandSettings[brand];
    if (settings) settingsElements[brand] = brandSettingsElement(pageBrandSettings(brand, settings, brandSettings));
  }

  async function page(c: Context<AppEnv>, brand: Brand): Promise<Response> {
    const headers = pageHeaders?.[brand];
    if (headers) c.set('securityHeaders', headers);
    const dir = dirs[brand];
    const index = dir ? resolve(dir, 'index.html') : undefined;
    if (!index || !(await isFile(index))) {
      return c.text(
        `The ${APP_NAMES[brand]} app is not built. Run \`pnpm --filter ${APP_PACKAGES[brand]} build\` (or \`pnpm start\` from the repository root), then reload.`,
        503,
      );
    }
    c.header('Cache-Control', REVALIDATE);
    // Only the bare entry path: a query (the hand-off link's token, a campaign's parameters) makes the app's first
    // screen another one, or its start different, so the client renders it from the shell.
    const prerendered = new URL(c.req.url).search
      ? null
      : prerenderedPage(brand, c.req.path, { userAgent: c.req.header('User-Agent'), mobileHint: c.req.header('Sec-CH-UA-Mobile') });
    // Any other page of a locale gets that locale's shell; a locale without its pages (one the brand does not serve:
    // the app redirects) gets the build's own.
    const shell = localeShell(brand, c.req.path);
    const file =
      (prerendered && dir ? await readIfPresent(resolve(dir, prerendered)) : null) ??
      (shell && dir ? await readIfPresent(resolve(dir, shell)) : null) ??
      (await readFile(index));
    // The entry page differs by device (the intro's variant): caches must keep one per device.
    c.header('Vary', prerendered ? 'Accept-Encoding, Sec-CH-UA-Mobile, User-Agent' : 'Accept-Encoding');
    const element = settingsElements[brand];
    const html = element ? Buffer.from(withBrandSettingsElement(file.toString('utf8'), element)) : file;
    if (prerendered) {
      // The prerendered page carries its stylesheet: the policy allows exactly that text, by its hash.
      const current = c.get('securityHeaders');
      const policy = current['Content-Security-Policy'];
      if (policy) c.set('securityHeaders', { ...current, 'Content-Security-Policy': withInlineHashes(policy, html.toString('utf8')) });
    }
    const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'));
    if (!encoding) return c.body(html, 200, { 'Content-Type': 'text/html; charset=utf-8' });
    return c.body(await compressBody(html, encoding), 200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': encoding });
  }

  app.get('/', (c) => c.redirect('/onboarding/', 302));

  serveStorybook(app, dirs.storybook ?? workspaceStorybookDir(dirs.pl ?? dirs.eu), { production });

  app.get('/static/:brand{pl|eu}/*', async (c) => {
    const brand = c.req.param('brand') as Brand;
    const dir = dirs[brand];
    const prefix = `/static/${brand}/`;
    const rawPath = new URL(c.req.url).pathname.slice(prefix.length);
    const file = dir ? resolveInside(dir, rawPath) : null;
    // Source maps give away the sources: for the developer's tools only, never in production.
    if (production && file?.endsWith('.map')) return c.text('Not found', 404);
    if (!file || !(await isFile(file))) return c.text('Not found', 404);
    c.header('Cache-Control', HASHED_ASSET.test(rawPath) ? IMMUTABLE : REVALIDATE);
    const type = contentTypeOf(file);
    // Issue 21: the compressed file the build wrote next to this one, in the best encoding the browser accepts (read
    // straight away: a file the build did not compress is simply absent, and the next encoding is tried).
    if (!type.startsWith('video/') && !type.startsWith('audio/')) {
      c.header('Vary', 'Accept-Encoding');
      for (const encoding of acceptedEncodings(c.req.header('Accept-Encoding'))) {
        const compressed = await readIfPresent(file + ENCODED_SUFFIX[encoding]);
        if (compressed) return c.body(compressed, 200, { 'Content-Type': type, 'Content-Encoding': encoding });
      }
    }
    const body = await readFile(file);
    // Media answer byte ranges: Safari plays a video only from a server that does (the entry screen's intro).
    if (type.startsWith('video/') || type.startsWith('audio/')) {
      c.header('Accept-Ranges', 'bytes');
      const range = byteRange(c.req.header('Range'), body.byteLength);
      if (range === 'unsatisfiable') {
        return c.body(null, 416, { 'Content-Range': `bytes */${body.byteLength}`, 'Content-Type': type });
      }
      if (range) {
        return c.body(body.subarray(range.start, range.end + 1), 206, {
          'Content-Type': type,
          'Content-Range': `bytes ${range.start}-${range.end}/${body.byteLength}`,
        });
      }
    }
    return c.body(body, 200, { 'Content-Type': type });
  });

  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (EU_PAGE.test(path)) return page(c, 'eu');
    if (PL_PAGE.test(path)) return page(c, 'pl');
    return next();
  });
}
