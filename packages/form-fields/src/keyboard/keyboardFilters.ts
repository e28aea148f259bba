/**
 * Keyboard and paste filters (docs/spec/flow/validation.md#keyboard-filters "Keyboard filters"): by default only letters, digits, spaces and
 * / , . ' - : ( ) are allowed; the street variant also allows quotes, & and *; number-only fields accept only
 * digits; fields may opt out. Pasting is filtered likewise. Asterisk and plus are always blocked — except
 * that the street variant allows '*' and the opt-out (`none`) allows anything (passwords need both).
 * Other spaces (a no-break space from a web page, a tab or line break in pasted text) become the plain space in
 * the filters that allow it, so "ul. Długa 5⏎Warszawa" pastes as two words, not "5Warszawa".
 */

/** Letters of any script with their combining marks: names are not only Latin (docs/spec/flow/overview.md#languages lists 14 languages). */
const LETTER = /^[\p{L}\p{M}]$/u;
// ASCII digits only: the server's fields (postal codes, building numbers, phone) expect 0-9, not other scripts' digits.
const DIGIT = /^[0-9]$/;
const DEFAULT_PUNCTUATION = new Set([' ', '/', ',', '.', "'", '-', ':', '(', ')']);
const STREET_EXTRA = new Set(['"', "'", '&', '*']);
const WHITESPACE = /^\s$/u;

/**
 * Typographic quotes are what phone keyboards (iOS "smart punctuation") insert when the user presses the
 * plain key: they are turned into the ASCII character the filter allows instead of being silently dropped.
 * Every replacement is one character for one, so caret positions stay valid.
 */
const TYPOGRAPHIC = new Map([
  ['\u2019', "'"],
  ['\u2018', "'"],
  ['\u201C', '"'],
  ['\u201D', '"'],
  ['\u201E', '"'],
]);

/** One filter: which characters may be typed or pasted. */
export interface KeyboardFilterRule {
  /** Whether one character (a Unicode code point) is accepted. */
  allows(char: string): boolean;
  /** Whether typographic quotes are turned into their ASCII form before filtering. */
  normalizesQuotes: boolean;
  /** Whether any whitespace (no-break space, tab, line break) is turned into a plain space before filtering. */
  normalizesSpaces: boolean;
}

/**
 * The filters, by name.
 * - `default`: letters (any script), digits, spaces and / , . ' - : ( )
 * - `street`: `default` plus " ' & *
 * - `numeric`: digits 0-9 only
 * - `letters`: letters, spaces and hyphens (the country select: "accepts only letter keys", docs/spec/flow/validation.md#residence-and-language; spaces and
 *   hyphens so multi-word names such as "United Kingdom" or "Guinea-Bissau" can be typed)
 * - `email`: anything but whitespace. A deliberate deviation from "asterisk and plus always blocked" (docs/spec/flow/validation.md#keyboard-filters,
 *   which is about text inputs): '+' and '*' are valid in an e-mail local part (RFC 5322 atext), and blocking
 *   `name+tag@` addresses would lock real applicants out.
 * - `none`: anything (passwords, free text that must not be filtered)
 */
export const KEYBOARD_FILTERS = {
  default: {
    allows: (char) => LETTER.test(char) || DIGIT.test(char) || DEFAULT_PUNCTUATION.has(char),
    normalizesQuotes: true,
    normalizesSpaces: true,
  },
  street: {
    allows: (char) =>
      LETTER.test(char) || DIGIT.test(char) || DEFAULT_PUNCTUATION.has(char) || STREET_EXTRA.has(char),
    normalizesQuotes: true,
    normalizesSpaces: true,
  },
  numeric: { allows: (char) => DIGIT.test(char), normalizesQuotes: false, normalizesSpaces: false },
  letters: {
    allows: (char) => LETTER.test(char) || char === ' ' || char === '-',
    normalizesQuotes: false,
    normalizesSpaces: true,
  },
  email: { allows: (char) => !WHITESPACE.test(char), normalizesQuotes: false, normalizesSpaces: false },
  none: { allows: () => true, normalizesQuotes: false, normalizesSpaces: false },
} as const satisfies Record<string, KeyboardFilterRule>;

/** The name of a keyboard filter. */
export type KeyboardFilter = keyof typeof KEYBOARD_FILTERS;

function normalize(char: string, rule: KeyboardFilterRule): string {
  if (rule.normalizesSpaces && WHITESPACE.test(char)) return ' ';
  return rule.normalizesQuotes ? (TYPOGRAPHIC.get(char) ?? char) : char;
}

/** Whether one character may be typed into a field with this filter. */
export function isAllowedCharacter(char: string, filter: KeyboardFilter): boolean {
  const rule: KeyboardFilterRule = KEYBOARD_FILTERS[filter];
  return rule.allows(normalize(char, rule));
}

/**
 * The text with every character the filter does not allow removed (typographic quotes and other spaces turned
 * into ASCII where the filter allows them). Iterates by code point, so letters outside the Basic Multilingual Plane
 * survive whole.
 */
export function filterText(text: string, filter: KeyboardFilter): string {
  const rule: KeyboardFilterRule = KEYBOARD_FILTERS[filter];
  let result = '';
  for (const char of text) {
    const normalized = normalize(char, rule);
    if (rule.allows(normalized)) result += normalized;
  }
  return result;
}
