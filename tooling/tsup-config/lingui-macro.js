// @ts-check
import { transformAsync } from '@babel/core';

/** Files that import a Lingui macro; everything else skips Babel entirely (it is slow). */
export const MACRO_IMPORT = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Expands Lingui macros with Babel, keeping TypeScript and JSX syntax for the next tool to strip.
 * `stripMessageField: false` keeps the English source text in built code, so a host that has not loaded
 * our catalogs still shows words, never hashed ids.
 * @param {string} source
 * @param {string} filename
 */
export async function transformLinguiMacro(source, filename) {
  const isTsx = filename.endsWith('.tsx');
  const isTs = /\.[cm]?ts$/.test(filename);
  const result = await transformAsync(source, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: isTs ? ['typescript'] : isTsx ? ['typescript', 'jsx'] : ['jsx'] },
    plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]],
  });
  return { code: result?.code ?? source, map: result?.map ?? null };
}

/**
 * The same transform as a Vite plugin (apps, vitest, Storybook). Vite 8's plugin-react has no Babel option.
 * @returns {import('vite').Plugin}
 */
export function linguiMacroVitePlugin() {
  return {
    name: 'onboarding:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(path) || path.includes('/node_modules/')) return null;
      if (!MACRO_IMPORT.test(code)) return null;
      return transformLinguiMacro(code, path);
    },
  };
}
