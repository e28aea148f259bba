import type { Plugin } from 'vite';

export declare const MACRO_IMPORT: RegExp;
export declare function transformLinguiMacro(source: string, filename: string): Promise<{ code: string; map: unknown }>;
export declare function linguiMacroVitePlugin(): Plugin;
