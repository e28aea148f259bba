import type { Plugin } from 'esbuild';
import type { Options } from 'tsup';

export { linguiMacroVitePlugin, transformLinguiMacro } from './lingui-macro.js';
export declare function linguiMacroPlugin(): Plugin;
export declare function defineLibraryConfig(options?: Options): Options | Options[] | ((overrideOptions: Options) => Options | Options[]);
