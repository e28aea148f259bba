import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does not implement scrolling; the product scrolls to the top on every step (S0 §2), which would print
// "Not implemented" for every test.
// Files may opt into the node environment (`@vitest-environment node`), where there is no window.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}

afterEach(() => {
  cleanup();
});
