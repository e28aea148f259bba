import { describe, it } from 'vitest';

// Two server instances on one PostgreSQL database (test/clusterSuite.ts): only with DATABASE_URL (`pnpm test:pg`),
// PGlite being one process's database. Without it the suite is not even imported, so the PGlite run pays nothing.
if (process.env.DATABASE_URL) await import('./clusterSuite');
else describe.skip('two instances on one PostgreSQL (pnpm test:pg)', () => it('runs with DATABASE_URL', () => undefined));
