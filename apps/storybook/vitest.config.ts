import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from '@repo/playwright-config';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * `STORY_LOCALE=pl pnpm exec vitest run` renders every story in another locale of the toolbar (as a story's own
 * `globals` would; a story that pins its locale keeps it). English by default.
 */
const storyLocale = process.env.STORY_LOCALE;

/**
 * The locale the play functions are run in a second time, beside the English run: a play function finds what it clicks
 * and checks by the components' words in the story's locale (`pageText`, @repo/test-utils/page-text), never by English
 * literals, so it must pass in every locale of the toolbar. German stands for the thirteen others: its words are
 * among the longest and share the fewest with English. `STORY_PLAY_LOCALE=pl` (any toolbar locale, or `pseudo`) runs
 * them in another one (project `storybook-pl`).
 */
export const PLAY_LOCALE = process.env.STORY_PLAY_LOCALE ?? 'de';

/** The addon-vitest key of its run configuration (whether axe runs), as vitest.visual.config.ts sets it. */
const RUN_CONFIG_KEY = 'storybook/test-provided';

/** One browser project of the story suite: the stories (all, or those tagged), with the toolbar's globals as given. */
function storyProject(
  name: string,
  { axe = true, ...options }: { initialGlobals?: Record<string, unknown>; tags?: { include: string[] }; axe?: boolean } = {},
): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir: join(here, '.storybook'), ...options })],
    // Re-scan dependencies at every start: with a warm cache, a dependency first met mid-run (a story that
    // starts importing a package) makes Vite re-bundle and reload the page, and the run fails at random.
    optimizeDeps: { force: true },
    test: {
      name,
      testTimeout: 30_000,
      // addon-vitest's run configuration: without axe, only the render and the play function are tested.
      ...(axe ? {} : { provide: { [RUN_CONFIG_KEY]: { a11y: false } } }),
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
  };
}

/**
 * Every story is a test (docs/conventions.md#tests): rendered in Debian's Chromium (never `playwright install`), its play
 * function run, and axe applied (`parameters.a11y.test = 'error'` in preview.tsx) — in English (or `STORY_LOCALE`).
 * Then the stories with a play function once more in German (project `storybook-de`, Storybook's `play-fn` tag: a
 * story whose `play` is written in its object), so that a play function that only works in English fails here rather
 * than in front of a designer who switched the toolbar. `--project storybook` or `--project storybook-de` runs one.
 * Not when Storybook's own test panel runs the suite (it runs the stories in the toolbar's globals, one project).
 */
export default defineConfig({
  test: {
    projects: [
      storyProject('storybook', storyLocale ? { initialGlobals: { locale: storyLocale } } : {}),
      ...(process.env.VITEST_STORYBOOK === 'true' ? [] : [storyProject(`storybook-${PLAY_LOCALE}`, { initialGlobals: { locale: PLAY_LOCALE }, tags: { include: ['play-fn'] }, axe: false })]),
    ],
  },
});
