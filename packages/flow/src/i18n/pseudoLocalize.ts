import type { Messages } from '@lingui/core';

/**
 * Pseudo-localisation (issue 8): every text becomes longer (about 40 %) and full of accents, wrapped in ⟦ ⟧, so
 * clipped, overflowing or untranslated (plain) text shows at a glance — in Storybook's locale toolbar and in the
 * pseudo e2e run (`?pseudo=1`). Placeholders, tags, plural and select syntax and `#` are kept exactly.
 */
const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ĺ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** One text made pseudo: accented, then padded by ~40 % of its letters (before any trailing spaces). */
export function pseudoText(text: string): string {
  if (text.trim() === '' || text === '#') return text;
  const accented = [...text].map((char) => ACCENTED[char] ?? char).join('');
  const letters = [...text].filter((char) => /\p{L}/u.test(char)).length;
  if (letters === 0) return accented;
  const [, body = '', trailing = ''] = /^([\s\S]*?)(\s*)$/u.exec(accented) ?? [];
  return `${body} ${'·'.repeat(Math.max(1, Math.round(letters * 0.4)))}${trailing}`;
}

function pseudoToken(token: unknown): unknown {
  if (typeof token === 'string') return pseudoText(token);
  if (!Array.isArray(token)) return token;
  // A compiled token: [name], [name, format], [name, 'plural'|'select'|…, { branch: tokens }] or a tag [index, children].
  return token.map((part: unknown, index) => {
    if (index === 0 || typeof part === 'string' || typeof part !== 'object' || part === null) return part;
    if (Array.isArray(part)) return part.map(pseudoToken);
    return Object.fromEntries(
      Object.entries(part).map(([branch, value]) => [branch, Array.isArray(value) ? value.map(pseudoToken) : pseudoToken(value)]),
    );
  });
}

/** A pseudo copy of compiled Lingui messages (English in, pseudo out); message ids unchanged. */
export function pseudoLocalize(messages: Messages): Messages {
  const out: Messages = {};
  for (const [id, message] of Object.entries(messages)) {
    out[id] = (
      typeof message === 'string' ? `⟦${pseudoText(message)}⟧` : Array.isArray(message) ? ['⟦', ...message.map(pseudoToken), '⟧'] : message
    ) as Messages[string];
  }
  return out;
}
