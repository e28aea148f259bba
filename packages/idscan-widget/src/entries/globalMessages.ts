// The script-tag build's `loadMessages` (tsup.config.ts puts it in place of src/locales/index.ts there): English is inside the
// script, as the fallback; each other locale is a JSON file of compiled messages, `locales/<locale>.json` beside
// idscan-widget.global.js, fetched the first time a widget shows that locale. What the ESM build does with a dynamic
// import() of a chunk, done with a fetch: a strict CSP allows it with `connect-src` for the folder (no eval, no
// inline script), and hosts copy plain files.
import type { Messages } from '@lingui/core';
import { messages as english } from '../locales/en';

let localesUrl: string | null = null;
const fetched = new Map<string, Promise<Messages>>();

/** The folder of the locale files (absolute, ending in `/`), page-wide; a new folder fetches again. */
export function setLocalesUrl(url: string): void {
  const folder = url.endsWith('/') ? url : `${url}/`;
  if (folder !== localesUrl) fetched.clear();
  localesUrl = folder;
}

async function fetchCatalog(locale: string): Promise<Messages> {
  if (!localesUrl) throw new Error(`No folder for the locale files: load idscan-widget.global.js with a <script src> or pass localesUrl to mount().`);
  const url = new URL(`${locale}.json`, localesUrl).href;
  let response: Response;
  try {
    response = await fetch(url);
  } catch (caught) {
    throw new Error(`The "${locale}" texts could not be fetched from ${url}: ${caught instanceof Error ? caught.message : String(caught)}.`, { cause: caught });
  }
  if (!response.ok) throw new Error(`The "${locale}" texts could not be loaded from ${url}: HTTP ${response.status}. Serve the locales/ folder beside idscan-widget.global.js, or pass localesUrl to mount().`);
  const messages: unknown = await response.json().catch((caught: unknown) => {
    throw new Error(`${url} is not JSON: ${caught instanceof Error ? caught.message : String(caught)}.`, { cause: caught });
  });
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) throw new Error(`${url} holds no messages (expected a JSON object of compiled messages).`);
  return messages as Messages;
}

/** This package's compiled messages for a product locale; English for 'en' and unknown codes (as src/locales/index.ts). */
export async function loadMessages(locale: string, fetchedLocales: readonly string[]): Promise<Messages> {
  if (!fetchedLocales.includes(locale)) return english;
  let loading = fetched.get(locale);
  if (!loading) {
    loading = fetchCatalog(locale);
    fetched.set(locale, loading);
    // A failed load is tried again next time.
    loading.catch(() => {
      if (fetched.get(locale) === loading) fetched.delete(locale);
    });
  }
  // A failure rejects: the widget starts in English instead (createIdscanWidget's start) or keeps its locale (setLocale).
  return loading;
}
