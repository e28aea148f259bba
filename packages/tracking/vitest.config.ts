import { defineVitestConfig } from '@repo/vitest-config';

// Every file shares a worker's modules and jsdom (CI time): none mocks a module or leaves globals behind.
export default defineVitestConfig({ environment: 'jsdom', isolatedFiles: [] });
