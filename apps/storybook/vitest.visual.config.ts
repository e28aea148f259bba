import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from '@repo/playwright-config';
import { defineConfig } from 'vitest/config';

const here = dirname(fileURLToPath(import.meta.url));

/** Where the committed baselines live: one folder per combination, one PNG per story (README "Visual regression"). */
export const BASELINE_DIR = join(here, '__screenshots__');
/** Where a failed comparison leaves the story's actual screenshot and its diff image (the CI artefact; git-ignored). */
export const DIFF_DIR = join(here, 'test-results', 'visual');

/** The toolbar's viewports (preview.tsx): a Pixel 7 phone and a 1280 px desktop. */
const VIEWPORTS = { phone: { width: 412, height: 915 }, desktop: { width: 1280, height: 800 } } as const;

/**
 * The brand × locale pairs screenshotted: each brand in its home language (the Polish brand in Polish, the international
 * one in English), which is what fits CI's time. `VISUAL_COMBOS` (comma separated `brand-locale`, e.g.
 * `pl-pl,eu-en,pl-en,eu-pl`) picks others for a local run; the crossed pairs have no committed baselines.
 */
const DEFAULT_COMBOS = ['pl-pl', 'eu-en'];
const combos = (process.env.VISUAL_COMBOS?.split(',').map((c) => c.trim()).filter(Boolean) ?? DEFAULT_COMBOS).map((combo) => {
  const [brand, locale] = combo.split('-');
  if ((brand !== 'pl' && brand !== 'eu') || (locale !== 'pl' && locale !== 'en')) throw new Error(`VISUAL_COMBOS: unknown pair ${combo}`);
  return { brand, locale };
});

/**
 * `VISUAL_INSTANCES` (comma separated `viewport-brand-locale`) runs some of the combinations only. CI runs two that
 * between them cover both viewports, both brands and both languages — the desktop international brand in English and
 * the phone Polish brand in Polish (`test:visual:ci`, about 68 s on two cores); `pnpm test:visual` runs all four
 * (about 110 s on the machine that measured it, 4–5 minutes on a slower one).
 */
const onlyInstances = process.env.VISUAL_INSTANCES?.split(',').map((name) => name.trim()).filter(Boolean);

/** The addon-vitest key under which a project's Storybook globals are provided (what its `initialGlobals` option sets). */
const INITIAL_GLOBALS_KEY = 'storybook/test-initial-globals';
/** The addon-vitest key of its run configuration: the visual run leaves axe to the story suite (`pnpm test`). */
const RUN_CONFIG_KEY = 'storybook/test-provided';

/** Read once: the root and every package's project exclude them. */
const untaggedStoryFiles = storyFilesWithoutVisualTag();

/** Exclusion globs for the story files of every package but `name` (paths as Vitest sees them from here). */
function otherPackagesThan(name: string): string[] {
  return readdirSync(join(here, '../../packages'))
    .filter((entry) => entry !== name)
    .map((entry) => `../../packages/${entry}/**`);
}

/** The packages whose stories are screenshotted, each in pages of its own. */
const VISUAL_PACKAGES = ['form-fields', 'flow', 'idscan-widget'];

/** The viewport × brand × locale combinations, each named `viewport-brand-locale` (the baselines' folder names). */
const allCombinations = Object.entries(VIEWPORTS).flatMap(([viewport, size]) =>
  combos.map(({ brand, locale }) => ({ name: `${viewport}-${brand}-${locale}`, viewport, size, brand, locale })),
);
const unknownInstances = onlyInstances?.filter((name) => !allCombinations.some((combination) => combination.name === name)) ?? [];
if (unknownInstances.length > 0) throw new Error(`VISUAL_INSTANCES: unknown ${unknownInstances.join(', ')} (known: ${allCombinations.map((c) => c.name).join(', ')})`);
const combinations = onlyInstances ? allCombinations.filter((combination) => onlyInstances.includes(combination.name)) : allCombinations;

/**
 * One browser instance per combination for a package's stories, its globals pinned as the toolbar would set them.
 * Instance names are unique across projects: `desktop-pl-pl@flow`; the baseline folder is the part before `@` (`comboOf`).
 */
function instancesOf(packageName: string) {
  return combinations.map(({ name, viewport, size, brand, locale }) => ({
    browser: 'chromium' as const,
    name: `${name}@${packageName}`,
    viewport: size,
    provide: { [INITIAL_GLOBALS_KEY]: { brand, locale, viewport: { value: viewport, isRotated: false } } },
  }));
}

/**
 * Story files with no story tagged `visual` (read as text: the tag is a literal in each file, as Storybook requires).
 * Excluded before the run, so the browser does not load dozens of files only to skip all their stories; the tag filter
 * itself (`tags.include`) still decides story by story.
 */
function storyFilesWithoutVisualTag(): string[] {
  const roots = [join(here, 'src'), ...readdirSync(join(here, '../../packages')).map((name) => join(here, '../../packages', name, 'src'))];
  return roots
    .filter((root) => existsSync(root))
    .flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => join(root, file)))
    .filter((file) => /\.stories\.tsx?$/.test(file) && !/tags:\s*\[[^\]]*'visual'/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(here, file));
}

/**
 * The visual regression suite (issue 22 item 4): every story tagged `visual` rendered in Debian's Chromium once per
 * viewport × brand × locale (one browser instance each, its globals pinned as the toolbar would set them) and its page
 * compared with the committed baseline by Vitest's `toMatchScreenshot` (src/visual/setup.ts). More than a handful of
 * changed pixels fails the story and leaves `<story>-actual.png` and `<story>-diff.png` in test-results/visual/.
 * `pnpm test:visual --update` rewrites the baselines.
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: join(here, '.storybook'), tags: { include: ['visual'] } })],
  // As in vitest.config.ts: a dependency first met mid-run would make Vite re-bundle and reload the page.
  optimizeDeps: { force: true },
  test: {
    name: 'visual',
    reporters: [
      'default',
      {
        // The diff folder holds this run's failures only, and a failed run says where they are.
        onInit: () => rmSync(DIFF_DIR, { recursive: true, force: true }),
        onTestRunEnd: () => {
          if (existsSync(DIFF_DIR)) console.info(`\nVisual differences (actual and diff images): ${relative(process.cwd(), DIFF_DIR) || '.'}/\n`);
        },
      },
    ],
    // A safety net, not a measure, that grows with the pages started at once: the first story of each page also waits
    // for Vite to transform its package's modules, and `pnpm test:visual` starts twelve pages (three packages × four
    // combinations) on two cores — a flow page's first story then took over 30 s (a different one each run:
    // TaxResidence, DesktopSms, WaitingForMobile, OnboardingDenied, UploadDocument) where it takes 6 s alone. Not more
    // than needed: a real difference fails only at the deadline (the matcher retries until the picture matches), so
    // CI's two combinations keep 30 s.
    testTimeout: Math.max(30_000, 15_000 * combinations.length),
    // All story files in one page per browser instance, as in the story suite (vitest.config.ts): each file's fresh
    // iframe cost more than its screenshot. src/visual/setup.ts keeps one comparison per story when it runs per file.
    isolate: false,
    // The screenshot waits for a stable picture (two equal captures) after the story; on a loaded machine that is slow.
    hookTimeout: 60_000,
    // Vitest's copies of the images it attaches to a failed test: with the diffs, in the git-ignored artefact folder.
    attachmentsDir: 'test-results/visual/attachments',
    setupFiles: ['./src/visual/setup.ts'],
    exclude: untaggedStoryFiles,
    // Each package's stories in pages of their own: in one page, style sheets a story file loaded stay for the files
    // after it, so the flow's styles changed the form fields' and the widget's pictures (the Accordion's chevrons, the
    // widget's instruction slides 6 px narrower than each story alone) depending on the order of the run. The form
    // fields and the widget are published on their own and ship their own defaults; the flow's pages show them with its
    // styles, as applicants see them.
    projects: VISUAL_PACKAGES.map((name) => ({
      extends: true as const,
      test: {
        name: `visual-${name}`,
        exclude: [...untaggedStoryFiles, ...otherPackagesThan(name), 'src/**'],
        browser: { instances: instancesOf(name) },
      },
    })),
    provide: { [RUN_CONFIG_KEY]: { a11y: false } },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
        // One device pixel per CSS pixel (baselines stay small and do not depend on the machine's screen), and a window
        // larger than the largest viewport: Vitest scales the story's frame down to fit a smaller one, blurring text.
        contextOptions: { deviceScaleFactor: 1, viewport: { width: 1600, height: 1200 } },
      }),
      // A story that fails to render is the story suite's business; here it would only add a screenshot of the error.
      screenshotFailures: false,
      // The screenshot matcher writes baselines and diff images through the browser server (on localhost only); the
      // Storybook plugin denies writes unless the config allows them.
      api: { allowWrite: true },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Animations stopped (finite ones at their end, infinite ones at their start) and no text caret.
          screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
          comparatorOptions: {
            // Per-pixel colour tolerance (YIQ distance; anti-aliased pixels are ignored) and at most 10 changed pixels:
            // rendering is deterministic on one machine image, so noise passes while a moved border, a changed colour,
            // text or corner radius does not (a 4 px radius on one button changes about 15 pixels).
            threshold: 0.1,
            allowedMismatchedPixels: 10,
          },
          resolveScreenshotPath: ({ arg, ext, project }) => join(BASELINE_DIR, comboOf(project.name), `${arg}${ext}`),
          resolveDiffPath: ({ arg, ext, project }) => join(DIFF_DIR, comboOf(project.name), `${arg}${ext}`),
        },
      },
    },
  },
});

/** The combination folder of a browser instance's project name (`phone-pl-pl@flow` → `phone-pl-pl`). */
function comboOf(projectName: string): string {
  const name = /\(([^)]+)\)/.exec(projectName)?.[1] ?? projectName;
  return name.split('@')[0] ?? name;
}
