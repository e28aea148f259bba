// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@repo/tsup-config/locales';

/**
 * The packages whose Lingui catalogs hold the product's user-visible texts, in the order a message is looked up.
 * The .po files are the source of truth a translator edits (msgid = the English source), so the e2e driver
 * translates through exactly what the product shows — no text table kept by hand per locale.
 */
export const CATALOG_PACKAGES = ['flow', 'form-fields', 'dictionaries', 'realform-api', 'idscan-widget'];

/** The 14 product locales (docs/spec/flow/overview.md#languages), as the URLs spell them ('ua', 'cz'): the repository's one list. */
export { LOCALES };

/** Product locale → BCP 47, for `Intl` and plural rules (docs/architecture.md#internationalisation: 'ua' is Ukrainian, 'cz' Czech). */
export function toBcp47(locale) {
  return { ua: 'uk', cz: 'cs' }[locale] ?? locale;
}

const packagesDir = fileURLToPath(new URL('../../packages/', import.meta.url));

export class CatalogError extends Error {
  /** @param {string} message @param {unknown} [cause] */
  constructor(message, cause) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'CatalogError';
  }
}

/** A .po string literal's content, unescaped. @param {string} literal */
function unquote(literal) {
  return JSON.parse(literal.replace(/\\'/g, "'").replace(/\t/g, '\\t'));
}

/**
 * The entries of one .po file: msgctxt, msgid, msgstr and whether it is marked fuzzy. Multi-line strings ("" then
 * continuation lines) are joined; obsolete entries (#~) are skipped.
 * @param {string} text
 * @returns {{ context: string | undefined, id: string, translation: string, fuzzy: boolean }[]}
 */
export function parsePo(text) {
  const entries = [];
  /** @type {{ context?: string, id?: string, translation?: string, fuzzy: boolean }} */
  let entry = { fuzzy: false };
  /** @type {'context' | 'id' | 'translation' | null} */
  let field = null;
  const flush = () => {
    if (entry.id !== undefined && entry.id !== '') {
      entries.push({ context: entry.context, id: entry.id, translation: entry.translation ?? '', fuzzy: entry.fuzzy });
    }
    entry = { fuzzy: false };
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    if (line.startsWith('#~')) continue;
    if (line.startsWith('#,')) {
      if (entry.id !== undefined) flush();
      if (/\bfuzzy\b/.test(line)) entry.fuzzy = true;
      continue;
    }
    if (line.startsWith('#')) {
      if (entry.id !== undefined) flush();
      continue;
    }
    const keyword = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (keyword) {
      const [, name, literal] = /** @type {[string, string, string]} */ (keyword);
      if (name === 'msgctxt' && entry.id !== undefined) flush();
      if (name === 'msgid' && entry.id !== undefined) flush();
      field = name === 'msgctxt' ? 'context' : name === 'msgid' ? 'id' : 'translation';
      entry[field] = unquote(literal);
      continue;
    }
    if (line.startsWith('"') && field) {
      entry[field] = (entry[field] ?? '') + unquote(line);
      continue;
    }
    throw new CatalogError(`Expected a .po line (comment, msgctxt, msgid, msgstr or a "string"), got: ${raw}`);
  }
  flush();
  return entries;
}

/** @type {Map<string, Map<string, { pkg: string, translation: string }[]>>} */
const loaded = new Map();

/** @param {string | undefined} context @param {string} id */
const keyOf = (context, id) => `${context ?? ''}\u0004${id}`;

/**
 * Every translation of every source message in a locale, across CATALOG_PACKAGES, keyed by context + msgid.
 * English keeps the source where its msgstr is empty (the source is English).
 * @param {string} locale
 */
export function catalog(locale) {
  if (!(/** @type {readonly string[]} */ (LOCALES)).includes(locale)) throw new CatalogError(`Expected one of the product locales ${LOCALES.join(', ')}; got "${locale}".`);
  let messages = loaded.get(locale);
  if (messages) return messages;
  messages = new Map();
  for (const pkg of CATALOG_PACKAGES) {
    const file = `${packagesDir}${pkg}/src/locales/${locale}.po`;
    if (!existsSync(file)) throw new CatalogError(`Expected the catalog ${file}; run \`pnpm --filter @onboarding/${pkg} run extract\`.`);
    for (const entry of parsePo(readFileSync(file, 'utf8'))) {
      const translation = entry.translation !== '' && !entry.fuzzy ? entry.translation : locale === 'en' ? entry.id : '';
      if (translation === '') continue;
      const key = keyOf(entry.context, entry.id);
      const list = messages.get(key) ?? [];
      // Kept per package (two packages may translate one source alike): a lookup by `pkg` must find its own.
      if (!list.some((known) => known.translation === translation && known.pkg === pkg)) list.push({ pkg, translation });
      messages.set(key, list);
    }
  }
  loaded.set(locale, messages);
  return messages;
}

/**
 * The translations of an English source message in a locale (one per distinct wording: two packages may word the
 * same source differently).
 * @param {string} locale
 * @param {string} source the msgid: the English source exactly as in the code, ICU placeholders included
 * @param {{ context?: string, pkg?: string }} [options]
 * @returns {string[]}
 */
export function translations(locale, source, options = {}) {
  const found = (catalog(locale).get(keyOf(options.context, source)) ?? []).filter((entry) => !options.pkg || entry.pkg === options.pkg);
  if (found.length === 0) {
    const where = options.pkg ? `packages/${options.pkg}` : CATALOG_PACKAGES.map((pkg) => `packages/${pkg}`).join(', ');
    throw new CatalogError(
      `Expected a ${locale} translation of ${JSON.stringify(source)}${options.context ? ` (context ${JSON.stringify(options.context)})` : ''} in ${where}/src/locales/${locale}.po, found none. ` +
        'Check the English source (it must equal the msgid, placeholders included) or fill the msgstr and compile the catalogs.',
    );
  }
  return [...new Set(found.map((entry) => entry.translation))];
}
