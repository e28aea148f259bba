import { defineVitestConfig } from '@repo/vitest-config';

// isolate: false — the test files of a worker share one module graph and jsdom instead of a fresh one per file: the
// suite's tests hold no module-level state between files (each renders its own tree; Testing Library cleans up after
// every test), and the run takes seconds instead of a minute on CI's two cores (CI time).
export default defineVitestConfig({ environment: 'jsdom', overrides: { test: { isolate: false } } });
