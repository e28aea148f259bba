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
  const restore = lendCanvasForAxe();
  let result;
  try {
    result = await axe.run(node, {
      runOnly: { type: 'tag', values: AXE_TAGS },
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
  } finally {
    restore();
  }
  return result.violations.map(
    (v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n')}`,
  );
}

/**
 * axe's label-content-name-mismatch (WCAG 2.5.3, tag wcag21a) measures each text with a 2D canvas to skip icon-font
 * ligatures; jsdom has no canvas, so the check throws and axe drops the rule without a word. For the length of one
 * axe run, a canvas stand-in draws every character as an ordinary glyph, so the rule really runs. Only where the
 * environment is jsdom, which has no canvas; a browser's is left alone.
 * @returns {() => void} puts the environment's getContext back
 */
function lendCanvasForAxe() {
  if (typeof HTMLCanvasElement === 'undefined') return () => {};
  const prototype = HTMLCanvasElement.prototype;
  const own = prototype.getContext;
  // Asking jsdom's canvas would print its "Not implemented" error on every run: it names itself instead.
  if (!navigator.userAgent.includes('jsdom')) return () => {};
  /** @this {HTMLCanvasElement} */
  function standIn() {
    return {
      canvas: this,
      font: '',
      textAlign: 'left',
      textBaseline: 'top',
      measureText: (/** @type {string} */ text) => ({ width: 30 * text.length }),
      fillText() {},
      clearRect() {},
      getImageData: (/** @type {number} */ _x, /** @type {number} */ _y, /** @type {number} */ width, /** @type {number} */ height) => ({
        data: new Uint8ClampedArray(4 * Math.ceil(width) * Math.ceil(height)).fill(1),
      }),
    };
  }
  prototype.getContext = /** @type {typeof own} */ (/** @type {unknown} */ (standIn));
  return () => {
    prototype.getContext = own;
  };
}
