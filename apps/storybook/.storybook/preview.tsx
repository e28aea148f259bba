import '@onboarding/form-fields/styles.css';
import '@onboarding/idscan-widget/styles.css';
import './preview.css';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { autonym, loadAllMessages, LOCALES, PSEUDO_LOCALE, storyLanguageTag, storyLocale } from './locales';
import { translateStoryArgs } from '../src/translateStoryArgs';

/** One i18n instance for the whole preview, re-activated when the toolbar locale changes. */
const i18n = setupI18n();

/** The WCAG 2.2 AA rule tags the product is held to (the same as @repo/test-utils). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Mock Service Worker for the flow's stories (their `parameters.msw.handlers` answer the realform calls). The worker
 * script is served beside iframe.html (main.ts staticDirs) and, in the static build, registered by a relative URL, so it
 * also works where the build is served under a path (the server's /storybook/). Requests no handler knows go to the network.
 */
async function startMockServiceWorker() {
  const worker = setupWorker();
  // BASE_URL is './' in the static build (relative to iframe.html) and '/' under `storybook dev` and the story tests.
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass', serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` } });
  return worker;
}

/** The toolbar's viewports (docs/spec/flow/constants.md#layout: the mobile layout is below 768 px): a Pixel 7 phone and a 1280 px desktop. */
const VIEWPORTS = {
  phone: { name: 'Phone (412 × 915)', styles: { width: '412px', height: '915px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  // A docs page for every component (its stories, props table and JSDoc), beside the MDX pages of src/docs.
  tags: ['autodocs'],
  globalTypes: {
    brand: {
      description: 'Brand (docs/spec/flow/overview.md#brands): its configuration and theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'pl', title: 'Polish brand (pl)', right: 'pl' },
          { value: 'eu', title: 'International brand (eu)', right: 'eu' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the components',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          ...LOCALES.map((value) => ({ value, title: autonym(value), right: value })),
          { value: PSEUDO_LOCALE, title: 'Pseudo-locale (long, accented)', right: PSEUDO_LOCALE },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', brand: 'pl' },
  loaders: [
    mswLoader(startMockServiceWorker),
    async ({ globals }) => {
      const locale = storyLocale(globals.locale);
      const messages = await loadAllMessages(locale);
      i18n.loadAndActivate({ locale, locales: storyLanguageTag(locale), messages });
      document.documentElement.lang = storyLanguageTag(locale);
      // The brand's theme hangs on data-brand, as in the apps (the flow's frame sets it on its root too).
      document.documentElement.dataset.brand = globals.brand === 'eu' ? 'eu' : 'pl';
      // Play functions find the words they look for through it (`pageText` with the `msg` macro, @repo/test-utils/page-text),
      // so they find the components in every locale of the toolbar.
      return { i18n };
    },
  ],
  decorators: [
    // The labels a story writes in its args follow the locale toolbar too (src/storyLabels.ts).
    (Story, { args }) => (
      <I18nProvider i18n={i18n}>
        <Story args={translateStoryArgs(args, i18n)} />
      </I18nProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: VIEWPORTS },
    a11y: {
      // Stories are tests: any axe violation fails the story's test run (docs/conventions.md#tests).
      test: 'error',
      options: { runOnly: { type: 'tag', values: AXE_TAGS } },
    },
  },
};

export default preview;
