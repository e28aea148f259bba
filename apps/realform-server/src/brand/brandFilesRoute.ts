import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { EU_BRAND_LOCALES, PL_BRAND_LOCALES, type Locale } from '@onboarding/dictionaries';
import type { Brand, BrandSettings } from '@onboarding/realform-api';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/AppEnv';
import { NO_SESSION, route } from '../http/routeAccess';
import type { SafeLogger } from '../log/safeLogger';
import { contentTypeOf } from '../static/contentTypes';
import { resolveInside } from '../static/serveApps';
import { buildDocumentsArchive, DEFAULT_DOCUMENT_FETCH_LIMITS, DocumentUnavailableError, type DocumentFetchLimits } from './documentsArchive';

/** A brand's settings and the directory of its settings file, where the files the settings name live. */
export interface BrandFilesSource {
  settings: BrandSettings | undefined;
  dir: string | undefined;
}

export interface BrandFilesOptions {
  brands: Partial<Record<Brand, BrandFilesSource>>;
  logger: Pick<SafeLogger, 'warn'>;
  /** Limits of fetching documents given as URLs for the archive. @default DEFAULT_DOCUMENT_FETCH_LIMITS */
  fetchLimits?: Partial<DocumentFetchLimits>;
}

export const BRAND_FILES_PREFIX = '/brand-files';

const BRAND_LOCALES: Record<Brand, readonly Locale[]> = { pl: PL_BRAND_LOCALES, eu: EU_BRAND_LOCALES };
const PATH = /^\/brand-files\/(pl|eu)\/(.+)$/;
const ARCHIVE = /^agreement-documents-([a-z]{2})\.zip$/;
const isHttpUrl = (value: string) => /^https?:\/\//i.test(value);

// The files do not change while the server runs, but a broker replaces them between runs: an hour, then revalidate.
const CACHE_CONTROL = 'public, max-age=3600';

/** Every file the settings name beside the settings file (documents in every locale, award images), resolved. */
export function listedFiles(settings: BrandSettings | undefined, dir: string | undefined): Set<string> {
  const files = new Set<string>();
  if (!settings || !dir) return files;
  const add = (relative: string | undefined) => {
    const path = relative === undefined ? null : resolveInside(dir, relative);
    if (path) files.add(path);
  };
  for (const document of settings.documents ?? []) {
    const file = document.file;
    if (typeof file === 'string') add(file);
    else if (file) for (const value of Object.values(file)) add(value);
  }
  for (const award of settings.awards ?? []) if (award.image && !isHttpUrl(award.image)) add(award.image);
  return files;
}

/** The archive's file name in a locale (the page's `documentsArchiveUrl` with `{locale}` filled in). */
export const archiveFileName = (locale: string) => `agreement-documents-${locale}.zip`;

/**
 * `GET /brand-files/{brand}/{file}`: the files a brand's settings name (agreement documents, award images), from the
 * directory of its settings file, and nothing else — a file not named there, a dotfile or a path leading out of the
 * directory answers 404. `GET /brand-files/{brand}/agreement-documents-{locale}.zip`: every document of the locale in
 * one ZIP (README "Agreement documents"), built once per brand and locale and kept in memory. Public: no session.
 */
export function registerBrandFiles(app: Hono<AppEnv>, options: BrandFilesOptions): void {
  const limits: DocumentFetchLimits = { ...DEFAULT_DOCUMENT_FETCH_LIMITS, ...options.fetchLimits };
  const listed: Partial<Record<Brand, Set<string>>> = {};
  for (const brand of ['pl', 'eu'] as const) listed[brand] = listedFiles(options.brands[brand]?.settings, options.brands[brand]?.dir);
  const archives = new Map<string, Promise<Uint8Array>>();

  const notFound = (c: Context<AppEnv>) => c.text('Not found', 404);

  async function archive(c: Context<AppEnv>, brand: Brand, locale: string): Promise<Response> {
    const source = options.brands[brand];
    const documents = source?.settings?.documents;
    if (!documents || !(BRAND_LOCALES[brand] as readonly string[]).includes(locale)) return notFound(c);
    const key = `${brand}/${locale}`;
    let built = archives.get(key);
    if (!built) {
      built = buildDocumentsArchive(documents, locale as Locale, source.dir, limits);
      archives.set(key, built);
      // A failure is not kept: the next request tries again (the broker's site may be back).
      built.catch(() => archives.delete(key));
    }
    let bytes: Uint8Array;
    try {
      bytes = await built;
    } catch (error) {
      if (!(error instanceof DocumentUnavailableError)) throw error;
      options.logger.warn('agreement documents archive unavailable', { brand, locale, document: error.documentId, reason: error.reason });
      const remote = error.source === 'remote';
      c.header('Cache-Control', 'no-store');
      return c.text(
        `The agreement documents archive is unavailable: document ${error.documentId} ${remote ? 'could not be fetched from its address' : 'is missing on the server'}. Open the documents one by one, or try again later.`,
        remote ? 502 : 500,
      );
    }
    c.header('Cache-Control', CACHE_CONTROL);
    c.header('Content-Disposition', `attachment; filename="${archiveFileName(locale)}"`);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/zip' });
  }

  route(app, 'GET', `${BRAND_FILES_PREFIX}/:brand/*`, NO_SESSION, async (c) => {
    // The raw path (not Hono's decoded parameters): resolveInside decodes it once, and refuses what leaves the directory.
    const match = PATH.exec(new URL(c.req.url).pathname);
    if (!match) return notFound(c);
    const brand = match[1] as Brand;
    const rest = match[2]!;
    const zip = ARCHIVE.exec(rest);
    if (zip) return archive(c, brand, zip[1]!);
    const dir = options.brands[brand]?.dir;
    const file = dir ? resolveInside(dir, rest) : null;
    if (!file || !listed[brand]!.has(file)) return notFound(c);
    let info;
    try {
      info = await stat(file);
    } catch {
      return notFound(c);
    }
    if (!info.isFile()) return notFound(c);
    const etag = `"${createHash('sha256').update(`${info.size}:${info.mtimeMs}:${file}`).digest('base64url').slice(0, 27)}"`;
    c.header('Cache-Control', CACHE_CONTROL);
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Disposition', `inline; filename="${basename(file)}"`);
    return c.body(await readFile(file), 200, { 'Content-Type': contentTypeOf(file) });
  });
}
