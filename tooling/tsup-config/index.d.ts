import type { Plugin } from 'esbuild';
import type { Options } from 'tsup';

export { linguiMacroVitePlugin, transformLinguiMacro } from './lingui-macro.js';
export declare function linguiMacroPlugin(): Plugin;
/** The private workspace packages bundled into every published package (code and declarations). */
export declare const BUNDLED_WORKSPACE_PACKAGES: RegExp[];
export declare function defineLibraryConfig(options?: Options): Options | Options[] | ((overrideOptions: Options) => Options | Options[]);
