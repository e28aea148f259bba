// @ts-check
import { linguiMacroVitePlugin } from '@repo/tsup-config/lingui-macro';
import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * The vitest preset. `environment: 'jsdom'` adds jest-dom matchers and Testing Library cleanup.
 * PGlite and real servers boot slowly on 2 cores, so hooks get a minute.
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
        hookTimeout: 60_000,
        testTimeout: 20_000,
        pool: 'forks',
        maxWorkers: 2,
        restoreMocks: true,
      },
    }),
    overrides,
  );
}

export { linguiMacroVitePlugin };
