// @ts-check
/**
 * ICU MessageFormat (what Lingui's catalogs hold) turned into the text a user sees. The syntax is parsed by
 * `@messageformat/parser`: arguments `{name}`, `{n, plural, …}` / `selectordinal` with `#`, `=N` and `offset:`,
 * `{x, select, …}`, formatted arguments (`{n, number}`), apostrophe quoting. On top of it, Lingui's rich-text
 * tags (`<0>…</0>`, whose content is text of the same accessible name) are dropped. With a value for every
 * argument the result is the exact text; without, a RegExp source where each unknown part matches any text (a
 * plural: any of its forms).
 */
import { parse, ParseError } from '@messageformat/parser';

/**
 * @typedef {{ type: 'text', value: string }
 *   | { type: 'arg', name: string }
 *   | { type: 'pound' }
 *   | { type: 'plural', name: string, ordinal: boolean, offset: number, options: Record<string, Node[]> }
 *   | { type: 'select', name: string, options: Record<string, Node[]> }} Node
 */

/** @typedef {ReturnType<typeof parse>[number] | { type: 'octothorpe' }} Token */

export class IcuSyntaxError extends Error {
  /** @param {string} message @param {unknown} [cause] */
  constructor(message, cause) {
    super(message, { cause });
    this.name = 'IcuSyntaxError';
  }
}

/** Lingui's rich text: `<0>`, `</0>`, `<0/>` — markup only, the text between stays. */
const RICH_TEXT_TAG = /<\/?\d+\s*\/?>/g;

/** @param {string} message @returns {Node[]} */
export function parseIcu(message) {
  /** @type {Token[]} */
  let tokens;
  try {
    // Any selector is accepted (the catalogs' plural keys are Lingui's to check, not this reader's).
    tokens = parse(message, { strictPluralKeys: false });
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    throw new IcuSyntaxError(`${error.message} in the message ${JSON.stringify(message)}; fix the catalog entry.`, error);
  }
  return convert(tokens, message);
}

/** @param {Token[]} tokens @param {string} message @returns {Node[]} */
function convert(tokens, message) {
  /** @type {Node[]} */
  const out = [];
  let text = '';
  const pushText = () => {
    // Tags never hold `{` or `#`, so after joining neighbouring text they are whole.
    const value = text.replace(RICH_TEXT_TAG, '');
    if (value) out.push({ type: 'text', value });
    text = '';
  };
  for (const token of tokens) {
    if (token.type === 'content') {
      text += token.value;
      continue;
    }
    pushText();
    switch (token.type) {
      case 'octothorpe':
        out.push({ type: 'pound' });
        break;
      case 'argument':
      case 'function':
        // {n, number}, {d, date, short}…: shown as the value.
        out.push({ type: 'arg', name: token.arg });
        break;
      default: {
        /** @type {Record<string, Node[]>} */
        const options = {};
        for (const option of token.cases) options[option.key] = convert(option.tokens, message);
        if (!options.other) throw new IcuSyntaxError(`Expected an "other" option for {${token.arg}, ${token.type}} in the message ${JSON.stringify(message)}; fix the catalog entry.`);
        out.push(
          token.type === 'select'
            ? { type: 'select', name: token.arg, options }
            : { type: 'plural', name: token.arg, ordinal: token.type === 'selectordinal', offset: token.pluralOffset ?? 0, options },
        );
      }
    }
  }
  pushText();
  return out;
}
/** @param {string} text */
export function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The text of a message with these values, or — where a value is missing — a RegExp source matching any.
 * @param {Node[]} ast
 * @param {Record<string, unknown>} values
 * @param {string} bcp47
 * @param {'text' | 'pattern'} mode
 * @param {number | null} [pound]
 * @returns {string}
 */
function render(ast, values, bcp47, mode, pound = null) {
  const literal = (/** @type {string} */ text) => (mode === 'text' ? text : escapeRegExp(text).replace(/\s+/g, '\\s+'));
  const number = (/** @type {number} */ value) => new Intl.NumberFormat(bcp47).format(value);
  return ast
    .map((node) => {
      switch (node.type) {
        case 'text':
          return literal(node.value);
        case 'pound':
          return pound === null ? '[\\d\\s\\u00a0.,]+' : literal(number(pound));
        case 'arg': {
          const value = values[node.name];
          if (value === undefined) return '[\\s\\S]+?';
          return literal(typeof value === 'number' ? number(value) : String(value));
        }
        case 'select': {
          const value = values[node.name];
          if (value === undefined) return `(?:${Object.values(node.options).map((option) => render(option, values, bcp47, mode, pound)).join('|')})`;
          return render(node.options[String(value)] ?? node.options.other ?? [], values, bcp47, mode, pound);
        }
        case 'plural': {
          const value = values[node.name];
          if (typeof value !== 'number') {
            return `(?:${Object.values(node.options).map((option) => render(option, values, bcp47, 'pattern', null)).join('|')})`;
          }
          const exact = node.options[`=${value}`];
          const shown = value - node.offset;
          const category = new Intl.PluralRules(bcp47, { type: node.ordinal ? 'ordinal' : 'cardinal' }).select(shown);
          return render(exact ?? node.options[category] ?? node.options.other ?? [], values, bcp47, mode, shown);
        }
      }
    })
    .join('');
}

/** The names of the arguments a message needs. @param {Node[]} ast @returns {Set<string>} */
export function argumentsOf(ast) {
  const names = new Set();
  const walk = (/** @type {Node[]} */ list) => {
    for (const node of list) {
      if (node.type === 'arg') names.add(node.name);
      if (node.type === 'plural' || node.type === 'select') {
        names.add(node.name);
        Object.values(node.options).forEach(walk);
      }
    }
  };
  walk(ast);
  return names;
}

/**
 * A translated message as the user sees it: the exact text when every argument has a value, otherwise a RegExp
 * (whole name, any text where a value is missing).
 * @param {string} message
 * @param {Record<string, unknown>} values
 * @param {string} bcp47
 * @returns {string | RegExp}
 */
export function formatIcu(message, values, bcp47) {
  const ast = parseIcu(message);
  const complete = [...argumentsOf(ast)].every((name) => values[name] !== undefined);
  if (complete) return render(ast, values, bcp47, 'text').replace(/\s+/g, ' ').trim();
  return new RegExp(`^\\s*${render(ast, values, bcp47, 'pattern')}\\s*$`);
}
