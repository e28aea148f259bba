// @ts-check
import { readFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { MACRO_IMPORT, transformLinguiMacro } from './lingui-macro.js';

export { linguiMacroVitePlugin, transformLinguiMacro } from './lingui-macro.js';

/**
 * esbuild cannot expand Lingui macros (they are Babel macros): files that import one go through Babel first.
 * @returns {import('esbuild').Plugin}
 */
export function linguiMacroPlugin() {
  return {
    name: 'lingui-macro',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.path.includes('node_modules')) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!MACRO_IMPORT.test(source)) return undefined;
        const { code } = await transformLinguiMacro(source, args.path);
        const loader = args.path.endsWith('.tsx') ? 'tsx' : /\.[cm]?ts$/.test(args.path) ? 'ts' : 'jsx';
        return { contents: code, loader };
      });
    },
  };
}

/**
 * The workspace's private source modules (`@repo/react-primitives`, the locale list): bundled into each published
 * package's code, so none of them is needed at run time. Declarations: `dts.resolve` is set, but rollup-plugin-dts
 * does not inline a TypeScript source package's types, so a published package's public types must not name one
 * (write its props interface in the package, as form-fields' ModalProps does; a value's inferred type is inlined).
 */
export const BUNDLED_WORKSPACE_PACKAGES = [/^@repo\/react-primitives(?:\/|$)/, /^@repo\/tsup-config\/locales$/];

/**
 * The build every published package uses: ESM with declarations, tree-shakeable, dependencies and peers
 * external (tsup's default), the private `@repo/react-primitives` bundled in, Lingui macros expanded.
 * @param {import('tsup').Options} [options]
 */
export function defineLibraryConfig(options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    target: 'es2022',
    noExternal: BUNDLED_WORKSPACE_PACKAGES,
    dts: { compilerOptions: { ignoreDeprecations: '6.0' }, resolve: BUNDLED_WORKSPACE_PACKAGES },
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    esbuildPlugins: [linguiMacroPlugin()],
    ...options,
  });
}
