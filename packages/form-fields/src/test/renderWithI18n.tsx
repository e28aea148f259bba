import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { messages as en } from '../locales/en';
import { messages as pl } from '../locales/pl';

const catalogs: Record<'en' | 'pl', Messages> = { en, pl };

/** An i18n instance with this package's compiled catalog, as a host would set it up. */
export function createI18n(locale: 'en' | 'pl' = 'en') {
  return setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
}

/** Renders inside an `I18nProvider` (English unless asked), as every host does. */
export function renderWithI18n(ui: ReactElement, { locale = 'en', ...options }: RenderOptions & { locale?: 'en' | 'pl' } = {}) {
  const i18n = createI18n(locale);
  const Wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return render(ui, { wrapper: Wrapper, ...options });
}
