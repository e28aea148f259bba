import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';

/**
 * The widget's own Lingui context. The widget is embedded in other teams' pages (docs/architecture.md#the-widget): it never reads
 * the host's i18n, so a host in another locale, or with no Lingui at all, cannot change its texts.
 */
export function WidgetI18n({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
