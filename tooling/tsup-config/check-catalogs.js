#!/usr/bin/env node
// @ts-check
/**
 * Fails when a required catalog of this package has a missing or fuzzy translation, or a translation whose
 * placeholders ({name}, {0}, <0>…</0>) differ from the English source. Run in a package directory after
 * `lingui extract`: `check-catalogs` checks every translated locale's src/locales/<locale>.po, `check-catalogs pl`
 * only src/locales/pl.po (English is the source and always complete).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, SOURCE_LOCALE } from './locales.js';

// Every translated locale of the product (locales.js), or the ones named: `check-catalogs pl`.
const locales = process.argv.length > 2 ? process.argv.slice(2) : LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

/** @param {string} block @param {string} key */
function field(block, key) {
  const match = block.match(new RegExp(`^${key} ((?:".*"\\n?)+)`, 'm'));
  if (!match || !match[1]) return null;
  return [...match[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`)).join('');
}

/** Top-level placeholders and tag indexes; ICU plural/select branches are compared by their variable only. */
function placeholders(/** @type {string} */ message) {
  const names = new Set();
  for (const m of message.matchAll(/\{\s*([\w.]+)\s*(?:[,}])/g)) if (m[1] && m[1] !== '#') names.add(`{${m[1]}}`);
  for (const m of message.matchAll(/<\/?(\d+)\s*\/?>/g)) names.add(`<${m[1]}>`);
  return [...names].sort().join(' ');
}

let problems = 0;
for (const locale of locales) {
  const path = join(process.cwd(), 'src', 'locales', `${locale}.po`);
  const blocks = readFileSync(path, 'utf8').split(/\n\s*\n/);
  for (const block of blocks) {
    const msgid = field(block, 'msgid');
    if (!msgid) continue;
    const msgstr = field(block, 'msgstr') ?? '';
    const where = `${path}: "${msgid.length > 70 ? `${msgid.slice(0, 67)}...` : msgid}"`;
    if (/^#, .*fuzzy/m.test(block)) {
      console.error(`fuzzy   ${where}`);
      problems++;
    } else if (!msgstr) {
      console.error(`missing ${where}`);
      problems++;
    } else if (placeholders(msgid) !== placeholders(msgstr)) {
      console.error(`placeholders ${where}: source has [${placeholders(msgid)}], translation has [${placeholders(msgstr)}]`);
      problems++;
    }
  }
}
if (problems > 0) {
  console.error(`\n${problems} catalog problem(s). Translate them in src/locales/*.po (run "pnpm run extract" first).`);
  process.exit(1);
}
console.info(`catalogs complete: ${locales.join(', ')}`);
