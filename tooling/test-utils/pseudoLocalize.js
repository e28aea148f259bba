// @ts-check
/**
 * Pseudo-localisation of compiled Lingui catalogs (issue 8): every text becomes longer (about 40 %) and full of
 * accents, wrapped in ⟦ ⟧, so clipped, overflowing or untranslated (plain) text shows at a glance in Storybook and
 * in the pseudo e2e run. Placeholders, tags, plural and select syntax and `#` are kept exactly.
 */

/** @type {Record<string, string>} */
const ACCENTED = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ĺ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** One text made pseudo: accented, then padded by ~40 % of its letters with a repeated vowel run. */
export function pseudoText(/** @type {string} */ text) {
  if (text.trim() === '' || text === '#') return text;
  const accented = [...text].map((char) => ACCENTED[char] ?? char).join('');
  const letters = [...text].filter((char) => /\p{L}/u.test(char)).length;
  if (letters === 0) return accented;
  // The padding goes before trailing spaces, so "Slide " + {n} still reads as two words.
  const [, body = '', trailing = ''] = /^([\s\S]*?)(\s*)$/u.exec(accented) ?? [];
  return `${body} ${'·'.repeat(Math.max(1, Math.round(letters * 0.4)))}${trailing}`;
}

/** @param {unknown} token */
function pseudoToken(token) {
  if (typeof token === 'string') return pseudoText(token);
  if (!Array.isArray(token)) return token;
  // [name] or [name, format] or [name, 'plural'|'select'|'selectordinal', { branch: tokens }] or a tag [index, …].
  return token.map((part, index) => {
    if (index === 0 || typeof part === 'string' || typeof part !== 'object' || part === null) return part;
    if (Array.isArray(part)) return part.map(pseudoToken);
    return Object.fromEntries(Object.entries(part).map(([branch, value]) => [branch, Array.isArray(value) ? value.map(pseudoToken) : pseudoToken(value)]));
  });
}

/**
 * A pseudo copy of compiled messages (English in, pseudo out), message ids unchanged.
 * @param {Record<string, unknown>} messages
 * @returns {Record<string, unknown>}
 */
export function pseudoLocalize(messages) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [id, message] of Object.entries(messages)) {
    const wrap = (/** @type {unknown[]} */ tokens) => ['⟦', ...tokens.map(pseudoToken), '⟧'];
    out[id] = typeof message === 'string' ? `⟦${pseudoText(message)}⟧` : Array.isArray(message) ? wrap(message) : message;
  }
  return out;
}
