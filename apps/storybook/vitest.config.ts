import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from '@repo/playwright-config';
import { defineConfig } from 'vitest/config';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Every story is a test (docs/conventions.md#tests): rendered in Debian's Chromium (never `playwright install`), its play
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
    // All story files in one page, their modules loaded once: 87 s instead of 275 s on two cores (the per-file set-up
    // of a fresh iframe was 1.6 s a file). Stories clean up after themselves (Storybook unmounts each one, the flow's
    // harness resets the applicant, Mock Service Worker resets its handlers per story); the one leak this exposed, two
    // copies of user-event patching the same inputs, is gone (packages/flow/src/stories/play.ts).
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        // The preset's Chromium and flags (Debian's build; no background networking on this closed network).
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
