import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { messages as en } from '../../../locales/en';
import { messages as pl } from '../../../locales/pl';

const catalogs: Record<'en' | 'pl', Messages> = { en, pl };

/** Renders inside the widget's root class and an `I18nProvider` with this package's compiled catalog (English unless asked). */
export function renderWithI18n(ui: ReactElement, { locale = 'en', ...options }: RenderOptions & { locale?: 'en' | 'pl' } = {}) {
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <div className="idscan" lang={locale}>
        {children}
      </div>
    </I18nProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
