import { readFileSync } from 'node:fs';

/**
 * jsdom does not cascade stylesheet values into `getComputedStyle` for layout properties, so this applies
 * styles.css's matching rules in source order (its selectors rise in specificity along the file where they
 * compete) and returns the last declared value. The Storybook run checks the same rules in real pixels.
 * Vitest runs in the package directory, hence the relative path.
 */
export function declaredStyle(element: Element, property: string): string {
  const style = document.createElement('style');
  style.textContent = readFileSync('src/styles.css', 'utf8');
  document.head.append(style);
  try {
    const rules = [...style.sheet!.cssRules].filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
    return rules.reduce(
      (value, rule) => (element.matches(rule.selectorText) && rule.style.getPropertyValue(property)) || value,
      '',
    );
  } finally {
    style.remove();
  }
}
