// @ts-check
import { linguiMacroVitePlugin } from '@repo/tsup-config/lingui-macro';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';

/**
 * The vitest preset. `environment: 'jsdom'` adds jest-dom matchers and Testing Library cleanup.
 *
 * Deadlines are safety nets, never what a test checks (issue 13): CI runs on two shared cores beside other
 * suites, where PGlite boots and real servers start several times slower than on an idle machine, so hooks get
 * three minutes and tests one. Two forks at most: one per core.
 *
 * `isolatedFiles`: the suite's files share a worker's module graph (and jsdom) instead of a fresh one per file — a
 * fresh one per file was most of a jsdom suite's time on CI's two cores — except these files, which run isolated as
 * before: the ones that replace a module with `vi.mock` (a mocked module would leak into the next file of the worker)
 * or change globals other files read. Without the option every file is isolated.
 * @param {{ environment?: 'node' | 'jsdom', overrides?: import('vitest/config').UserConfig, isolatedFiles?: string[] }} [options]
 */
export function defineVitestConfig({ environment = 'node', overrides = {}, isolatedFiles } = {}) {
  const test = {
    environment,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: environment === 'jsdom' ? ['@repo/vitest-config/setup-dom'] : [],
    hookTimeout: 180_000,
    testTimeout: 60_000,
    restoreMocks: true,
  };
  // Each project is written out whole (no `extends`: it would concatenate the root's include with the project's).
  const projects = isolatedFiles
    ? [
        { plugins: [linguiMacroVitePlugin()], test: { ...test, name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...isolatedFiles] } },
        ...(isolatedFiles.length > 0 ? [{ plugins: [linguiMacroVitePlugin()], test: { ...test, name: 'isolated', isolate: true, include: isolatedFiles } }] : []),
      ]
    : undefined;
  return mergeConfig(
    defineConfig({
      plugins: [linguiMacroVitePlugin()],
      test: { ...test, pool: 'forks', maxWorkers: 2, ...(projects ? { projects } : {}) },
    }),
    overrides,
  );
}

export { linguiMacroVitePlugin };
