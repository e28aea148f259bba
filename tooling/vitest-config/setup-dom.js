import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does not implement scrolling; the product scrolls to the top on every step (docs/spec/flow/screens.md), which would print
// "Not implemented" for every test.
// Files may opt into the node environment (`@vitest-environment node`), where there is no window.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}

// findBy*/waitFor poll until what they wait for appears; their deadline is only a safety net that names what was
// awaited. Testing Library's default of 1 s is shorter than a lazy chunk's first import on two busy cores (issue 13).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});
