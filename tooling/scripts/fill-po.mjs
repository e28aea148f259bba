#!/usr/bin/env node
// @ts-check
/**
 * Fills the msgstr entries of a Lingui .po catalog from a JSON map {msgid: translation}.
 *
 * Usage: node tooling/scripts/fill-po.mjs CATALOG.po TRANSLATIONS.json
 *
 * Entries already translated are kept unless the map has them; entries still empty afterwards are reported (exit
 * code 1), so a translator sees at once what is missing. The catalog is read and written with `pofile`, the
 * library Lingui's own po format (`@lingui/format-po`) uses, resolved through the catalog's package's
 * `@lingui/cli` — so the file comes out as `lingui extract` writes it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/** The nearest package.json above `path`. @param {string} path */
function packageJsonAbove(path) {
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`fill-po: no package.json above ${path}`);
  }
}

/** `pofile`, as `@lingui/cli` → `@lingui/format-po` of the catalog's package load it. @param {string} catalog */
function loadPofile(catalog) {
  const fromPackage = createRequire(packageJsonAbove(catalog));
  const fromCli = createRequire(fromPackage.resolve('@lingui/cli'));
  const fromFormat = createRequire(fromCli.resolve('@lingui/format-po'));
  return /** @type {typeof import('pofile')} */ (fromFormat('pofile'));
}

const [catalogArg, mapArg] = process.argv.slice(2);
if (!catalogArg || !mapArg) {
  console.error('Usage: fill-po.mjs CATALOG.po TRANSLATIONS.json');
  process.exit(2);
}
const catalog = resolve(catalogArg);
/** @type {Record<string, string>} */
const translations = JSON.parse(readFileSync(resolve(mapArg), 'utf8'));
const PO = loadPofile(catalog);
const source = readFileSync(catalog, 'utf8');
const po = PO.parse(source);

const missing = [];
for (const item of po.items) {
  if (!item.msgid) continue;
  const value = Object.hasOwn(translations, item.msgid) ? translations[item.msgid] : item.msgstr.join('');
  if (!value) missing.push(item.msgid);
  item.msgstr = [value ?? ''];
}
const text = po.toString();
writeFileSync(catalog, source.endsWith('\n') && !text.endsWith('\n') ? `${text}\n` : text);
for (const msgid of missing) console.error(`missing: ${msgid}`);
process.exit(missing.length > 0 ? 1 : 0);
