import { fileURLToPath } from 'node:url';
import { defineVitestConfig } from '@repo/vitest-config';

// `pnpm test:cluster` (tooling/cluster/testCluster.mjs): the suites run against the cluster it started — the API
// onboarding (apiOnboarding.cluster.ts, through the harness's REALFORM_TEST_BASE_URL) and the SIGKILL test (*.cluster.ts,
// never part of the ordinary run). Files are named on the command line. The deadlines are safety nets for a busy
// machine (ten minutes a test), never what a test checks.
export default defineVitestConfig({
  environment: 'node',
  overrides: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    test: { include: ['test/cluster/*.cluster.ts'], hookTimeout: 180_000, testTimeout: 600_000, fileParallelism: false },
  },
});
