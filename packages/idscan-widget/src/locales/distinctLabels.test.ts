// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Buttons shown on one screen need names a person (and a screen reader) can tell apart, in every language: the
// mode toggle's "Upload a photo" sits above the preview's "Upload photo" (the preview sends the photo taken).
const SHOWN_TOGETHER = [['Upload a photo', 'Upload photo']] as const;

const directory = dirname(fileURLToPath(import.meta.url));
const catalogs = readdirSync(directory).filter((file) => file.endsWith('.po'));

function translation(catalog: string, id: string): string | undefined {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`msgid "${escaped}"\\nmsgstr "(.*)"`).exec(catalog)?.[1];
}

describe('labels shown together differ in every locale', () => {
  it.each(catalogs)('%s', (file) => {
    const catalog = readFileSync(join(directory, file), 'utf8');
    for (const ids of SHOWN_TOGETHER) {
      const names = ids.map((id) => translation(catalog, id) || id);
      expect(new Set(names).size, `${file}: ${ids.join(' / ')} → ${names.join(' / ')}`).toBe(names.length);
    }
  });
});
