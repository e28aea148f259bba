import { fileURLToPath } from 'node:url';
import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';
import { defineVitestConfig } from '@repo/vitest-config';

/** The API onboarding first, then the SIGKILL test's load (its kill and restart). */
class OnboardingFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => (file.moduleId.endsWith('/test/onboarding.test.ts') ? 0 : 1);
    return [...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId));
  }
}

// `pnpm test:cluster` (tooling/cluster/testCluster.mjs): the suites run against the cluster it started — the ordinary
// suite's API onboarding (test/onboarding.test.ts, through the harness's REALFORM_TEST_BASE_URL) and the SIGKILL test
// (*.cluster.ts, never part of the ordinary run). Files are named on the command line. The deadlines are safety nets for a busy
// machine (ten minutes a test), never what a test checks.
export default defineVitestConfig({
  environment: 'node',
  overrides: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    test: { include: ['test/onboarding.test.ts', 'test/cluster/*.cluster.ts'], hookTimeout: 180_000, testTimeout: 600_000, fileParallelism: false, sequence: { sequencer: OnboardingFirst } },
  },
});
