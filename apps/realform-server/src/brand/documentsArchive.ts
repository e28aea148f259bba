import { readFile } from 'node:fs/promises';
import type { Locale } from '@onboarding/dictionaries';
import { localizedValue, type AgreementDocumentSetting } from '@onboarding/realform-api';
import { zipSync, type Zippable } from 'fflate';
import { resolveInside } from '../static/serveApps';

/** Limits of fetching a document the settings give as an external `url` (README "Agreement documents"). */
export interface DocumentFetchLimits {
  /** How long one document may take, redirects included. @default 15000 */
  timeoutMs: number;
  /** The largest document taken, in bytes. @default 20 MiB */
  maxBytes: number;
  /** Redirects followed (each to an http(s) URL only). @default 3 */
  maxRedirects: number;
}

export const DEFAULT_DOCUMENT_FETCH_LIMITS: DocumentFetchLimits = { timeoutMs: 15_000, maxBytes: 20 * 1024 * 1024, maxRedirects: 3 };

/** Why the archive of a locale could not be built: which document, and what went wrong (no personal data in it). */
export class DocumentUnavailableError extends Error {
  constructor(
    readonly documentId: string,
    readonly reason: string,
    /** `remote`: its URL did not answer with the document; `local`: its file beside the settings is missing. */
    readonly source: 'remote' | 'local',
  ) {
    super(`agreement document ${documentId}: ${reason}`);
    this.name = 'DocumentUnavailableError';
  }
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': '.pdf',
  'text/html': '.html',
  'text/plain': '.txt',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.oasis.opendocument.text': '.odt',
  'application/rtf': '.rtf',
};

/** The extension of a file or URL path (`.pdf`), or '' when it has none. */
function extensionOf(path: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(path);
  return match ? `.${match[1]!.toLowerCase()}` : '';
}

const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/** The body of a response, refused once it passes `maxBytes` (the length header is checked first, then the bytes). */
async function boundedBody(response: Response, maxBytes: number, id: string): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new DocumentUnavailableError(id, `larger than ${maxBytes} bytes`, 'remote');
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new DocumentUnavailableError(id, `larger than ${maxBytes} bytes`, 'remote');
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/**
 * A document from its URL: http(s) only, redirects followed by hand (each target must be http(s) too, at most
 * `maxRedirects`), one timeout for the whole fetch, the body capped. Anything but a 2xx answer is a failure.
 */
export async function fetchDocument(id: string, address: string, limits: DocumentFetchLimits): Promise<{ bytes: Uint8Array; extension: string }> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new DocumentUnavailableError(id, 'its url is not a URL', 'remote');
  }
  const signal = AbortSignal.timeout(limits.timeoutMs);
  for (let redirects = 0; ; redirects++) {
    if (!isHttp(url)) throw new DocumentUnavailableError(id, `refused a ${url.protocol} URL (http and https only)`, 'remote');
    let response: Response;
    try {
      response = await fetch(url, { redirect: 'manual', signal, headers: { accept: 'application/pdf, */*;q=0.5' } });
    } catch (error) {
      const timedOut = signal.aborted;
      throw new DocumentUnavailableError(id, timedOut ? `no answer within ${limits.timeoutMs} ms` : `fetch failed (${(error as Error).message})`, 'remote');
    }
    if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
      await response.body?.cancel().catch(() => undefined);
      if (redirects >= limits.maxRedirects) throw new DocumentUnavailableError(id, `more than ${limits.maxRedirects} redirects`, 'remote');
      try {
        url = new URL(response.headers.get('location')!, url);
      } catch {
        throw new DocumentUnavailableError(id, 'redirected to an invalid URL', 'remote');
      }
      continue;
    }
    if (response.status < 200 || response.status >= 300) {
      await response.body?.cancel().catch(() => undefined);
      throw new DocumentUnavailableError(id, `its URL answered ${response.status}`, 'remote');
    }
    let bytes: Uint8Array;
    try {
      bytes = await boundedBody(response, limits.maxBytes, id);
    } catch (error) {
      if (error instanceof DocumentUnavailableError) throw error;
      throw new DocumentUnavailableError(id, signal.aborted ? `no answer within ${limits.timeoutMs} ms` : 'the answer broke off', 'remote');
    }
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    return { bytes, extension: extensionOf(url.pathname) || EXTENSIONS[type] || '' };
  }
}

/** The file a document names for a locale, inside the settings directory; undefined when it names none there. */
export function documentFile(document: AgreementDocumentSetting, locale: Locale, dir: string): string | undefined {
  const file = localizedValue(document.file, locale);
  return file === undefined ? undefined : (resolveInside(dir, file) ?? undefined);
}

/**
 * The "download all" archive of a locale (docs/spec/flow/routes.md#locale-and-base-path): every document the settings give in that locale, each named by
 * its id and its extension (`TERMS.pdf`), files read from the settings directory and URLs fetched. One document that
 * cannot be had fails the whole archive ({@link DocumentUnavailableError}): an archive missing a document the
 * applicant accepts would be worse than none.
 */
export async function buildDocumentsArchive(
  documents: readonly AgreementDocumentSetting[],
  locale: Locale,
  dir: string | undefined,
  limits: DocumentFetchLimits = DEFAULT_DOCUMENT_FETCH_LIMITS,
): Promise<Uint8Array> {
  const entries = await Promise.all(
    documents.map(async (document): Promise<[string, Uint8Array] | null> => {
      const address = localizedValue(document.url, locale);
      if (address !== undefined) {
        const { bytes, extension } = await fetchDocument(document.id, address, limits);
        return [`${document.id}${extension}`, bytes];
      }
      const file = localizedValue(document.file, locale);
      if (file === undefined) return null;
      const path = dir ? resolveInside(dir, file) : null;
      if (!path) throw new DocumentUnavailableError(document.id, 'its file is outside the settings directory', 'local');
      try {
        return [`${document.id}${extensionOf(path)}`, new Uint8Array(await readFile(path))];
      } catch {
        throw new DocumentUnavailableError(document.id, `its file ${file} cannot be read`, 'local');
      }
    }),
  );
  const zippable: Zippable = {};
  for (const entry of entries) {
    if (!entry) continue;
    // Ids are meant to be unique; two alike still both go in.
    let name = entry[0];
    for (let n = 2; name in zippable; n++) name = entry[0].replace(/(\.[a-z0-9]+)?$/, `-${n}$1`);
    zippable[name] = [entry[1], { level: 6 }];
  }
  return zipSync(zippable);
}
