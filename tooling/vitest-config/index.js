// @ts-check
import { linguiMacroVitePlugin } from '@repo/tsup-config/lingui-macro';
import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * The vitest preset. `environment: 'jsdom'` adds jest-dom matchers and Testing Library cleanup.
 *
 * Deadlines are safety nets, never what a test checks (issue 13): CI runs on two shared cores beside other
 * suites, where PGlite boots and real servers start several times slower than on an idle machine, so hooks get
 * three minutes and tests one. Two forks at most: one per core.
 * @param {{ environment?: 'node' | 'jsdom', overrides?: import('vitest/config').UserConfig }} [options]
 */
export function defineVitestConfig({ environment = 'node', overrides = {} } = {}) {
  return mergeConfig(
    defineConfig({
      plugins: [linguiMacroVitePlugin()],
      test: {
        environment,
        include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        setupFiles: environment === 'jsdom' ? ['@repo/vitest-config/setup-dom'] : [],
        hookTimeout: 180_000,
        testTimeout: 60_000,
        pool: 'forks',
        maxWorkers: 2,
        restoreMocks: true,
      },
    }),
    overrides,
  );
}

export { linguiMacroVitePlugin };
