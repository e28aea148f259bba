/**
 * Letters that Unicode does not decompose into a base letter and a mark, so stripping marks alone would keep
 * them: "Łódź" must be found by "lodz", "Straße" by "strasse".
 */
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  þ: 'th',
  ı: 'i',
};

/** Lower case, no diacritics, only letters and digits separated by single spaces: the form both sides are compared in. */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[łđðøæœßþı]/g, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a query, folded: every one must be found for an option to match. */
export function queryWords(query: string): string[] {
  const folded = foldForSearch(query);
  return folded === '' ? [] : folded.split(' ');
}

/**
 * How well a folded text matches the query's words: `null` when a word is missing, else a rank (lower is better) —
 * 0 when every word starts a word of the text ("warsz" in "warszawa bemowo"), 1 when some are found inside a word.
 */
export function matchRank(folded: string, words: readonly string[]): 0 | 1 | null {
  let rank: 0 | 1 = 0;
  for (const word of words) {
    const at = folded.indexOf(word);
    if (at === -1) return null;
    if (!(folded.startsWith(word) || folded.includes(` ${word}`))) rank = 1;
  }
  return rank;
}
