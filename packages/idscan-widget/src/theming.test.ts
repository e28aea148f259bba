// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
const doc = readFileSync(new URL('../docs/theming.md', import.meta.url), 'utf8');
// The onboarding product's design tokens (read here only to compare: the widget never loads them).
const productTokens = readFileSync(new URL('../../form-fields/src/tokens.css', import.meta.url), 'utf8');

interface Token {
  /** The product's design token the widget's token falls back to first (--of-…). */
  product: string;
  /** The widget's own default, for a page without the product's tokens. */
  fallback: string;
}

/** Every public token the stylesheet reads: `var(--idscan-x, var(--of-y, <default>))`. */
function stylesheetTokens(): Map<string, Token> {
  const tokens = new Map<string, Token>();
  for (const [, name, product, fallback] of css.matchAll(/var\((--idscan-[a-z0-9-]+), var\((--of-[a-z0-9-]+), ((?:[^()]|\([^()]*\))+)\)\)/g)) {
    tokens.set(name!, { product: product!, fallback: fallback!.trim() });
  }
  return tokens;
}

/** The doc's table: token → product token, default. */
function documentedTokens(): Map<string, Token> {
  const tokens = new Map<string, Token>();
  for (const [, name, product, fallback] of doc.matchAll(/^\| `(--idscan-[a-z0-9-]+)` \| `(--of-[a-z0-9-]+)` \| `([^`]+)` \|/gm)) {
    tokens.set(name!, { product: product!, fallback: fallback! });
  }
  return tokens;
}

/** The base (:root) value of each of the product's tokens. */
function productBaseValues(): Map<string, string> {
  const root = productTokens.slice(productTokens.indexOf(':root {'), productTokens.indexOf('}', productTokens.indexOf(':root {')));
  return new Map([...root.matchAll(/^\s*(--of-[a-z0-9-]+):\s*([^;]+);/gm)].map(([, name, value]) => [name!, value!.trim()]));
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
  it('are exactly the ones docs/theming.md lists, with the same product tokens and defaults', () => {
    expect(stylesheetTokens().size).toBeGreaterThan(15);
    expect(Object.fromEntries(documentedTokens())).toEqual(Object.fromEntries(stylesheetTokens()));
  });

  it("fall back to the product's design tokens, and without them to the product's base values", () => {
    const base = productBaseValues();
    for (const [name, { product, fallback }] of stylesheetTokens()) {
      expect(base.has(product), `${name} → ${product}`).toBe(true);
      // The font falls back to the host page's (inherit), not to the product's font stack.
      if (name === '--idscan-font-family') continue;
      expect(fallback, `${name}'s default`).toBe(base.get(product));
    }
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
    const color = (name: string) => stylesheetTokens().get(`--idscan-color-${name}`)!.fallback;
    for (const ground of ['background', 'surface']) {
      for (const text of ['text', 'text-muted', 'primary', 'error', 'success', 'warning']) {
        expect(contrast(color(text), color(ground)), `${text} on ${ground}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrast(color('on-primary'), color('primary'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color('on-primary'), color('primary-hover'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color('text'), color('secondary'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color('text'), color('secondary-hover'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color('border'), color('background'))).toBeGreaterThanOrEqual(3);
    // The ring is drawn 2 px outside the element, on the background.
    expect(contrast(color('focus'), color('background'))).toBeGreaterThanOrEqual(3);
  });
});
