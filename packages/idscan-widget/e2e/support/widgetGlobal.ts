import type * as Widget from '../../dist/index.js';

/** The test page's global scope: the built widget as `idscan` (e2e/pages/widgetModule.ts), plus what a test keeps. */
export type WidgetWindow = typeof globalThis & {
  idscan: typeof Widget;
  outcome?: unknown;
  events?: string[];
  cspViolations?: string[];
};
