// @ts-check
import axe from 'axe-core';

/** The WCAG 2.2 AA rule tags the product is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on a rendered DOM node and returns the violations, formatted so a failing test says what is
 * wrong and where. Colour contrast is left to the browser runs (jsdom cannot compute styles).
 * @param {Element} node
 */
export async function axeViolations(node) {
  const result = await axe.run(node, {
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n')}`,
  );
}
