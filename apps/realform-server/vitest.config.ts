import { defineVitestConfig } from '@repo/vitest-config';

// Suites that set up many applicants in one beforeAll (steps, documents) share two cores with the rest of CI:
// their setup gets three minutes, not one.
export default defineVitestConfig({ environment: 'node', overrides: { test: { hookTimeout: 180_000 } } });
