import type { PlaywrightTestConfig } from '@playwright/test';

export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare function defineE2EConfig(options: {
  port: number;
  serverCommand: string;
  testDir?: string;
  env?: Record<string, string>;
}): PlaywrightTestConfig;
