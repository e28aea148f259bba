import type { PlaywrightTestConfig } from '@playwright/test';

export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
/** When Playwright records a trace: on a failed test's retry only (index.js). */
export declare const traceMode: 'on-first-retry';
/** A TCP port free on 127.0.0.1 right now. */
export declare function freePortSync(): number;
export declare function defineE2EConfig(options: {
  /** One command (the shell Playwright starts it with `exec`s it: the server is the runner's child). */
  serverCommand: string;
  testDir?: string;
  /** Specs another suite runs (the QR hand-off journey: `pnpm test:cluster`, through the balancer). */
  testIgnore?: string[];
  env?: Record<string, string>;
}): PlaywrightTestConfig;
