import type { LinguiConfig } from '@lingui/conf';

export declare function linguiConfig(rootDir: string): LinguiConfig;
