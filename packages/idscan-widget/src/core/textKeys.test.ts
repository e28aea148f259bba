// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en';
import { TEXT_KEYS, withTextOverrides } from './textKeys';

/** en.po's entries: msgid → the files that show it (its `#:` origins). */
function catalogOrigins(): Map<string, string[]> {
  const po = readFileSync(new URL('../locales/en.po', import.meta.url), 'utf8');
  const entries = new Map<string, string[]>();
  for (const block of po.split('\n\n')) {
    const id = /^msgid "(.*)"$/m.exec(block)?.[1];
    if (id === undefined) continue;
    const files = [...block.matchAll(/^#: (\S+):\d+$/gm)].map(([, file]) => file!);
    entries.set(JSON.parse(`"${id}"`) as string, files);
  }
  return entries;
}

describe('text keys (docs/texts.md)', () => {
  const origins = catalogOrigins();

  it.each(Object.entries(TEXT_KEYS))('%s names a message one screen shows, and only that screen', (_key, descriptor) => {
    expect(en[descriptor.id]).toBeDefined();
    const shownIn = new Set(origins.get(descriptor.message!)?.filter((file) => file !== 'src/core/textKeys.ts'));
    // A message shown in two places (a title and a results label) would change both: such texts get no key.
    expect([...shownIn]).toHaveLength(1);
    expect([...shownIn][0]).toMatch(/^src\/react\//);
    // A host's text is shown literally: the keys are texts without placeholders.
    expect(descriptor.message).not.toMatch(/[{}]/);
  });

  it('are all listed in docs/texts.md with their English text, and the doc lists no other', () => {
    const doc = readFileSync(new URL('../../docs/texts.md', import.meta.url), 'utf8');
    const documented = Object.fromEntries([...doc.matchAll(/^\| `([a-zA-Z.]+)` \| (.*) \|$/gm)].map(([, key, text]) => [key, text!.trim()]));
    expect(documented).toEqual(Object.fromEntries(Object.entries(TEXT_KEYS).map(([key, descriptor]) => [key, descriptor.message])));
  });

  it("put the host's wording in place of the widget's in that locale only, as literal text", () => {
    const messages = { [TEXT_KEYS['terms.title'].id]: ['Terms and conditions'], other: ['Other'] };
    const texts = { en: { 'terms.title': 'Before we start {name}' } };
    expect(withTextOverrides(messages, texts, 'en')).toEqual({ [TEXT_KEYS['terms.title'].id]: ['Before we start {name}'], other: ['Other'] });
    expect(withTextOverrides(messages, texts, 'pl')).toBe(messages);
  });
});
