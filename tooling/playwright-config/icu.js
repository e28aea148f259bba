// @ts-check
/**
 * Just enough ICU MessageFormat (what Lingui's catalogs hold) to turn a translated message into the text a user
 * sees: arguments `{name}`, `{n, plural, …}` / `selectordinal` with `#` and `=N`, `{x, select, …}`, formatted
 * arguments (`{n, number}`), apostrophe quoting, and Lingui's rich-text tags (`<0>…</0>`, whose content is text
 * of the same accessible name). With a value for every argument the result is the exact text; without, a RegExp
 * source where each unknown part matches any text (a plural: any of its forms).
 */

/**
 * @typedef {{ type: 'text', value: string }
 *   | { type: 'arg', name: string }
 *   | { type: 'pound' }
 *   | { type: 'plural', name: string, ordinal: boolean, offset: number, options: Record<string, Node[]> }
 *   | { type: 'select', name: string, options: Record<string, Node[]> }} Node
 */

export class IcuSyntaxError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'IcuSyntaxError';
  }
}

/** @param {string} message @returns {Node[]} */
export function parseIcu(message) {
  let at = 0;
  const fail = (/** @type {string} */ expected) => {
    throw new IcuSyntaxError(`Expected ${expected} at ${at} of the message ${JSON.stringify(message)}; fix the catalog entry.`);
  };
  const skipSpace = () => {
    while (at < message.length && /\s/.test(message[at] ?? '')) at++;
  };
  const word = () => {
    skipSpace();
    const start = at;
    while (at < message.length && !/[\s,{}]/.test(message[at] ?? '')) at++;
    if (at === start) fail('a name');
    return message.slice(start, at);
  };

  /** @param {boolean} inPlural @returns {Node[]} */
  const nodes = (inPlural) => {
    /** @type {Node[]} */
    const out = [];
    let text = '';
    const pushText = () => {
      if (text) out.push({ type: 'text', value: text });
      text = '';
    };
    while (at < message.length) {
      const char = message[at];
      if (char === '}') break;
      if (char === "'") {
        // ICU quoting: '' is one apostrophe; '{…}' (or a quoted # in a plural) is literal text.
        if (message[at + 1] === "'") {
          text += "'";
          at += 2;
          continue;
        }
        const next = message[at + 1];
        if (next === '{' || next === '}' || (inPlural && next === '#') || next === '<') {
          const end = message.indexOf("'", at + 1);
          text += message.slice(at + 1, end === -1 ? message.length : end);
          at = end === -1 ? message.length : end + 1;
          continue;
        }
        text += char;
        at++;
        continue;
      }
      if (char === '#' && inPlural) {
        pushText();
        out.push({ type: 'pound' });
        at++;
        continue;
      }
      if (char === '<') {
        // Lingui's rich text: <0>, </0>, <0/> — markup only, the text between stays.
        const tag = /^<\/?\d+\s*\/?>/.exec(message.slice(at));
        if (tag) {
          at += tag[0].length;
          continue;
        }
      }
      if (char === '{') {
        pushText();
        at++;
        out.push(argument());
        continue;
      }
      text += char;
      at++;
    }
    pushText();
    return out;
  };

  /** @returns {Node} */
  const argument = () => {
    const name = word();
    skipSpace();
    if (message[at] === '}') {
      at++;
      return { type: 'arg', name };
    }
    if (message[at] !== ',') fail('"," or "}"');
    at++;
    const kind = word();
    skipSpace();
    if (kind !== 'plural' && kind !== 'selectordinal' && kind !== 'select') {
      // {n, number}, {d, date, short}…: shown as the value.
      let depth = 0;
      while (at < message.length && !(message[at] === '}' && depth === 0)) {
        if (message[at] === '{') depth++;
        if (message[at] === '}') depth--;
        at++;
      }
      at++;
      return { type: 'arg', name };
    }
    if (message[at] !== ',') fail('"," after the argument type');
    at++;
    let offset = 0;
    /** @type {Record<string, Node[]>} */
    const options = {};
    for (;;) {
      skipSpace();
      if (message[at] === '}') {
        at++;
        break;
      }
      const selector = word();
      if (selector.startsWith('offset:')) {
        offset = Number(selector.slice('offset:'.length));
        continue;
      }
      skipSpace();
      if (message[at] !== '{') fail(`"{" after the selector ${selector}`);
      at++;
      options[selector] = nodes(kind !== 'select');
      if (message[at] !== '}') fail('"}" closing an option');
      at++;
    }
    if (!options.other) fail('an "other" option');
    return kind === 'select' ? { type: 'select', name, options } : { type: 'plural', name, ordinal: kind === 'selectordinal', offset, options };
  };

  const parsed = nodes(false);
  if (at < message.length) fail('the end of the message (an unmatched "}")');
  return parsed;
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
