import type { UserConfig } from 'vitest/config';

export { linguiMacroVitePlugin } from '@repo/tsup-config/lingui-macro';
export declare function defineVitestConfig(options?: { environment?: 'node' | 'jsdom'; overrides?: UserConfig; isolatedFiles?: string[] }): UserConfig;
