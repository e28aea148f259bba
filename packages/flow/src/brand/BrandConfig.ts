import type { CountryCode, Locale } from '@onboarding/dictionaries';

export type OwnLanguagePages = Partial<Record<CountryCode, { locale: string; url?: string }>>;

/**
 * S0 §9: the countries with their own-language onboarding page (AT, DE, FR, HU, IE, LU) and the locale of that
 * page. Hungary has no Hungarian page in this product, so its residents are offered the English one.
 */
export const DEFAULT_OWN_LANGUAGE_PAGES: OwnLanguagePages = {
  AT: { locale: 'de' },
  DE: { locale: 'de' },
  FR: { locale: 'fr' },
  LU: { locale: 'fr' },
  IE: { locale: 'en' },
  HU: { locale: 'en' },
};

/** What differs between the two brands (S0 §1): favicon, header, bot-check site key, base path, languages. */
export interface BrandConfig {
  /** `pl`: the Polish brokerage brand; `eu`: the international brand with 'eu-' paths (S0 §1). */
  brand: 'pl' | 'eu';
  /** Shown in the header and the page title. */
  name: string;
  /** Locales this brand serves from its own host; others redirect to the other brand (S0 §2). */
  locales: readonly Locale[];
  /** The locale used when the URL names none and the host rule does not decide (S0 §2). */
  defaultLocale: Locale;
  /** Bot-check site key of this brand's form path (S0 §7: two site keys, one per brand path). */
  captchaSiteKey: string;
  /** Favicon URL, set on mount (S0 §1). */
  favicon: string;
  /** Where residents of non-EU countries are sent (S0 §4 entry flow, §9). */
  nonEuPageUrl: string;
  /**
   * Countries with their own-language onboarding page (S0 §9: AT, DE, FR, HU, IE, LU), and the locale of that page.
   * A URL is used as is; a locale becomes this product's international path `/eu-{locale}/onboarding/`.
   */
  ownLanguagePages: OwnLanguagePages;
  /** The client zone's password reminder (S0 §2 newLogin 'remind password' link). */
  remindPasswordUrl: string;
  /** Contact lines of the denied screen and the footer. */
  contact: { email: string; phone: string };
}
