import { defineVitestConfig } from '@repo/vitest-config';

export default defineVitestConfig({ environment: 'jsdom' });
