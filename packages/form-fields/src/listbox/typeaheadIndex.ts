import { matchesPrefix } from './matchesPrefix';

/** Whether a key starts or continues a select's type-ahead: letters only (docs/spec/flow/validation.md), digits and symbols are not. */
export function isTypeaheadKey(key: string): boolean {
  return /^[\p{L}\p{M}]$/u.test(key);
}

/**
 * The option a select's type-ahead lands on, or -1 for none (WAI-ARIA APG select-only combobox, refined the way
 * native selects behave):
 * - a single letter looks after the active option, wrapping, so pressing it again cycles through the options
 *   that start with it;
 * - a longer search also accepts the active option itself, so "p", "o" stays on "Poland" instead of moving on
 *   to "Portugal";
 * - a repeated letter ("ppp") with no option starting with it cycles like the single letter.
 * Case and diacritics are ignored by the collator ("a" finds "Åland").
 */
export function typeaheadIndex(
  labels: ReadonlyArray<string>,
  search: string,
  activeIndex: number,
  collator: Intl.Collator,
): number {
  if (!search || labels.length === 0) return -1;
  const find = (query: string, from: number) => {
    for (let step = 0; step < labels.length; step += 1) {
      const index = (((from + step) % labels.length) + labels.length) % labels.length;
      if (matchesPrefix(labels[index]!, query, collator)) return index;
    }
    return -1;
  };
  const chars = Array.from(search);
  const found = find(search, chars.length === 1 ? activeIndex + 1 : Math.max(activeIndex, 0));
  if (found !== -1 || chars.length === 1) return found;
  const sameLetter = chars.every((char) => collator.compare(char, chars[0]!) === 0);
  return sameLetter ? find(chars[0]!, activeIndex + 1) : -1;
}
