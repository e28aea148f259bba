// @ts-check

/**
 * The words a component shows for one of its Lingui messages, in the locale the story renders with — what a play
 * function or a test queries instead of an English literal, so it passes in every locale of the toolbar:
 *
 *   const next = canvas.getByRole('button', { name: pageText(context, msg`Next slide`) });
 *
 * `message` is the component's own message, written in the story with Lingui's `msg` macro exactly as the component
 * writes it (the same words and placeholder names give the same id); `source` is the i18n instance the story renders
 * with, or the story's context, whose `loaded.i18n` the Storybook preview's loader sets. A message the active catalog
 * does not hold throws: the component's wording changed, or it is not a message of any catalog the story loaded — the
 * text would otherwise silently stay English and match only in English.
 * @param {import('./pageText').PageTextSource} source
 * @param {import('./pageText').PageTextMessage} message
 * @param {Record<string, unknown>} [values] values of the message's placeholders, beside those the macro captured
 * @returns {string}
 */
export function pageText(source, message, values) {
  const i18n = 'loaded' in source ? source.loaded.i18n : source;
  if (!i18n || typeof i18n._ !== 'function') throw new Error('pageText: the story context has no loaded.i18n (the Storybook preview\'s loader sets it)');
  if (!i18n.messages || !Object.hasOwn(i18n.messages, message.id)) {
    throw new Error(`pageText: "${message.message ?? message.id}" (id ${message.id}) is not in the ${i18n.locale} catalog the story renders with — has the component's wording changed?`);
  }
  // A <Trans> message's elements ("Remove <0>{fileName}</0>") stand as numbered tags: the page shows their text.
  return i18n._({ ...message, values: { ...message.values, ...values } }).replace(/<\/?\d+\s*\/?>/g, '');
}

/**
 * A text as Testing Library's `*ByText` queries compare it with the page's: runs of spaces, no-break spaces among them,
 * made one space. French puts a no-break space before a colon, Czech after a one-letter word ("s SMS"), and
 * `getByText(pageText(…))` would not find those.
 * @param {string} text
 * @returns {string}
 */
export function spacesCollapsed(text) {
  return text.replace(/\s+/g, ' ').trim();
}
