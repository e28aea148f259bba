import { defineVitestConfig } from '@repo/vitest-config';

// Suites that set up many applicants in one beforeAll (steps, documents) share two cores with the rest of CI:
// their setup gets three minutes, not one.
//
// isolate: false — the test files of a worker share its module graph instead of importing the whole server again
// for each file (every file starts servers of its own through createServer, which holds no module-level state a
// test reads): 168 s instead of 250 s for the suite on the 2-core machine, 263 s of CPU instead of 412 (CI time).
export default defineVitestConfig({ environment: 'node', overrides: { test: { hookTimeout: 180_000, isolate: false } } });
