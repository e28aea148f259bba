// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
const doc = readFileSync(new URL('../docs/theming.md', import.meta.url), 'utf8');

/** Every public token the stylesheet reads, with the default it falls back to. */
function stylesheetTokens(): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const [, name, fallback] of css.matchAll(/var\((--idscan-[a-z0-9-]+)(?:,\s*([^)]+))?\)/g)) {
    tokens.set(name!, fallback?.trim() ?? '');
  }
  return tokens;
}

/** The doc's table: token → default. */
function documentedTokens(): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const [, name, fallback] of doc.matchAll(/^\| `(--idscan-[a-z0-9-]+)` \| `([^`]+)` \|/gm)) tokens.set(name!, fallback!);
  return tokens;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('theme tokens', () => {
  it('are exactly the ones docs/theming.md lists, with the same defaults', () => {
    expect(Object.fromEntries(documentedTokens())).toEqual(Object.fromEntries(stylesheetTokens()));
  });

  it('are never declared by the stylesheet, so a value from :root or the mount element wins', () => {
    expect(css).not.toMatch(/(^|[;{\s])--idscan-[a-z0-9-]+\s*:/m);
  });

  it('are each read once, on the widget root, into a private property the rules use', () => {
    const tokens = stylesheetTokens();
    for (const name of tokens.keys()) {
      expect(css.match(new RegExp(`var\\(${name}[,)]`, 'g'))).toHaveLength(1);
      expect(css).toContain(`--_idscan-${name.slice('--idscan-'.length)}: var(${name},`);
    }
  });

  it('default to colours that meet WCAG 2.2 AA', () => {
    const color = (name: string) => stylesheetTokens().get(`--idscan-color-${name}`)!;
    for (const ground of ['background', 'surface']) {
      for (const text of ['text', 'text-muted', 'primary', 'error', 'success', 'warning']) {
        expect(contrast(color(text), color(ground)), `${text} on ${ground}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrast(color('on-primary'), color('primary'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color('border'), color('background'))).toBeGreaterThanOrEqual(3);
    // The ring is drawn 2 px outside the element, on the background.
    expect(contrast(color('focus'), color('background'))).toBeGreaterThanOrEqual(3);
  });
});
