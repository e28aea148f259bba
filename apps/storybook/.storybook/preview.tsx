import '@onboarding/form-fields/styles.css';
import '@onboarding/idscan-widget/styles.css';
import './preview.css';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Preview } from '@storybook/react-vite';
import { autonym, loadAllMessages, LOCALES, PSEUDO_LOCALE, storyLanguageTag, storyLocale } from './locales';

/** One i18n instance for the whole preview, re-activated when the toolbar locale changes. */
const i18n = setupI18n();

/** The WCAG 2.2 AA rule tags the product is held to (the same as @repo/test-utils). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const preview: Preview = {
  globalTypes: {
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
  initialGlobals: { locale: 'en' },
  loaders: [
    async ({ globals }) => {
      const locale = storyLocale(globals.locale);
      const messages = await loadAllMessages(locale);
      i18n.loadAndActivate({ locale, locales: storyLanguageTag(locale), messages });
      document.documentElement.lang = storyLanguageTag(locale);
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <I18nProvider i18n={i18n}>
        <Story />
      </I18nProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: {
      // Stories are tests: any axe violation fails the story's test run (DESIGN.md §7).
      test: 'error',
      options: { runOnly: { type: 'tag', values: AXE_TAGS } },
    },
  },
};

export default preview;
