import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Every story is a test (DESIGN.md §7): rendered in Debian's Chromium (never `playwright install`), its play
 * function run, and axe applied (`parameters.a11y.test = 'error'` in preview.tsx).
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: join(here, '.storybook') })],
  // Re-scan dependencies at every start: with a warm cache, a dependency first met mid-run (a story that
  // starts importing a package) makes Vite re-bundle and reload the page, and the run fails at random.
  optimizeDeps: { force: true },
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          // Without the background-networking flags Chromium calls Google's hosts at start; this network refuses them.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
