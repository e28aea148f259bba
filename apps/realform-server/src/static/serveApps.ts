import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Brand, BrandSettings } from '@onboarding/realform-api';
import type { Context, Hono } from 'hono';
import { brandSettingsElement, pageBrandSettings, withBrandSettingsElement } from '../brand/pageBrandSettings';
import type { AppEnv } from '../http/AppEnv';
import { contentTypeOf } from './contentTypes';

export interface AppDirs {
  pl?: string | undefined;
  eu?: string | undefined;
}

const APP_PACKAGES: Record<Brand, string> = { pl: '@apps/pl', eu: '@apps/eu' };
const APP_NAMES: Record<Brand, string> = { pl: 'Polish-brand', eu: 'international-brand' };

// S0 §2 base paths: Polish /onboarding/, ru and ua (any two letters: the app itself redirects lt) under
// /{lang}/onboarding/; international /eu-{lang}/onboarding/.
const PL_PAGE = /^\/(?:[a-z]{2}\/)?onboarding(?:\/.*)?$/;
const EU_PAGE = /^\/eu-[a-z]{2}\/onboarding(?:\/.*)?$/;

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

/**
 * The built brand apps (DESIGN §4 "one process serves everything on one port"): each Vite build has
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
    const element = settingsElements[brand];
    const html = element ? withBrandSettingsElement(await readFile(index, 'utf8'), element) : await readFile(index);
    return c.body(html, 200, { 'Content-Type': 'text/html; charset=utf-8' });
  }

  app.get('/', (c) => c.redirect('/onboarding/', 302));

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
    return c.body(await readFile(file), 200, { 'Content-Type': contentTypeOf(file) });
  });

  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (EU_PAGE.test(path)) return page(c, 'eu');
    if (PL_PAGE.test(path)) return page(c, 'pl');
    return next();
  });
}
