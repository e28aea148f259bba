import type { CountryCode, Locale } from '@onboarding/dictionaries';
import type { BrandSettings, CaptchaSetting, Localized, PageAgreementDocument } from '@onboarding/realform-api';

export type OwnLanguagePages = Partial<Record<CountryCode, { locale: string; url?: string }>>;

/**
 * docs/spec/flow/constants.md#countries: the countries with their own-language onboarding page (AT, DE, FR, HU, IE, LU) and the locale of that
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

/** An image of the page header (docs/spec/flow/overview.md#brands "header images" differ by brand). */
export interface HeaderImage {
  /** URL of the image (an SVG or a raster image the host serves). */
  src: string;
  /** Intrinsic size, so the header does not jump while it loads. */
  width: number;
  height: number;
}

/**
 * The brand's logo mark in the header, drawn before the brand's `name`, which the header always shows as text (so the
 * name never clips inside an image and follows the page's font and zoom): one image, or another for the mobile
 * layout (below 768 px, docs/spec/flow/constants.md#layout). The mark is decorative beside the name: give an image without the name in it.
 */
export interface HeaderImages {
  logo: HeaderImage;
  /** @default the `logo` */
  logoMobile?: HeaderImage;
}

/** One file of an intro video: its URL and MIME type (with codecs where it helps the browser choose). */
export interface IntroVideoSource {
  src: string;
  /** e.g. `video/webm; codecs=vp9` or `video/mp4` */
  type: string;
}

/** A video of the entry screen's intro (docs/spec/flow/screens.md#newaccount newAccount). */
export interface IntroVideo {
  /** The video as one file. Give `sources` instead to offer several formats. */
  src?: string;
  /**
   * The same video in several formats, the preferred first (e.g. WebM/VP9, then MP4/H.264 that every browser
   * plays): the browser plays the first it can.
   */
  sources?: readonly IntroVideoSource[];
  /** The still shown before playing, and instead of the video where the video cannot play (docs/spec/flow/screens.md#newaccount). */
  poster?: string;
  /** Intrinsic size, so the page keeps the video's room while it loads (no layout shift). */
  width?: number;
  height?: number;
  /**
   * Subtitles (WebVTT) in the page's language, for applicants who cannot hear the video.
   * @default none: the video has no speech; the page describes it in words instead
   */
  captions?: string;
}

/** What differs between the two brands (docs/spec/flow/overview.md#brands): favicon, header, bot-check site key, base path, languages. */
export interface BrandConfig {
  /** `pl`: the Polish brokerage brand; `eu`: the international brand with 'eu-' paths (docs/spec/flow/overview.md#brands). */
  brand: 'pl' | 'eu';
  /** Shown in the header (as the logo's text alternative) and in the page title. */
  name: string;
  /** Locales this brand serves from its own host; others redirect to the other brand (docs/spec/flow/routes.md#locale-and-base-path). */
  locales: readonly Locale[];
  /** The locale used when the URL names none and the host rule does not decide (docs/spec/flow/routes.md#locale-and-base-path). */
  defaultLocale: Locale;
  /**
   * @deprecated unused: the bot check is `captcha` (a hosted provider's site key is in it).
   */
  captchaSiteKey?: string;
  /**
   * The bot check of this brand's pages (docs/spec/flow/calls.md#new-account-extras: "two site keys, one per brand path"). Brand setting `captcha`.
   * @default { provider: 'altcha' }: the self-hosted proof of work, no third party
   */
  captcha?: CaptchaSetting;
  /** Favicon URL, set on mount (docs/spec/flow/overview.md#brands). */
  favicon: string;
  /**
   * The header's logo mark (docs/spec/flow/overview.md#brands "header images"), shown before the brand's name as text.
   * @default the brand's name as text alone
   */
  headerImages?: HeaderImages;
  /**
   * The entry screen's intro video (docs/spec/flow/screens.md#newaccount: desktop and mobile variants).
   * @default no video: the intro is text only
   */
  introVideo?: { desktop: IntroVideo; mobile?: IntroVideo };
  /**
   * Where residents of non-EU countries are sent (docs/spec/flow/states.md#entry-flow entry flow, docs/spec/flow/constants.md): the broker's page for them. Brand setting
   * `nonEuPageUrl` (README "Brand config").
   * @default none: the applicant is told in the page that the broker cannot open an account for residents of their
   *   country
   */
  nonEuPageUrl?: string;
  /**
   * Countries with their own-language onboarding page (docs/spec/flow/constants.md#countries: AT, DE, FR, HU, IE, LU), and the locale of that page.
   * A URL is used as is; a locale becomes this product's international path `/eu-{locale}/onboarding/`.
   */
  ownLanguagePages: OwnLanguagePages;
  /**
   * The client zone's password reminder (docs/spec/flow/screens.md#newlogin newLogin 'remind password' link). Brand setting `remindPasswordUrl`.
   * @default none: no link
   */
  remindPasswordUrl?: string;
  /**
   * Contact lines of the denied screen: e-mail, phone and when the phone is answered. Brand setting `contact`.
   * @default none: each unset line is left out
   */
  contact?: { email?: string; phone?: string; hours?: Localized };
  /**
   * The broker's table of fees and commissions (docs/spec/flow/screens.md#addressdetails addressDetails "fees-table link"). Brand setting `feesTableUrl`.
   * @default no link on the address step
   */
  feesTableUrl?: string;
  /**
   * Where the agreement documents of declarationAcceptance live: `{documentsUrl}/{locale}/{file}` for each document
   * and `{documentsUrl}/{locale}/all.zip` for "download all" (docs/spec/flow/routes.md#locale-and-base-path, docs/spec/flow/states.md).
   * @deprecated the brand settings' `documents` and `documentsArchiveUrl` replace it
   * @default the documents are listed without links
   */
  documentsUrl?: string;
  /**
   * The agreement documents of declarationAcceptance, in reading order, with their links (files the server serves
   * are already `/brand-files/…` links). Brand setting `documents`.
   */
  documents?: readonly PageAgreementDocument[];
  /** "Download all" of the documents: this URL with `{locale}` replaced. Given by the server with `documents`. */
  documentsArchiveUrl?: string;
  /**
   * Award badges of the benefits panel (docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer "award images"), each with its title as the text alternative. Brand
   * setting `awards`.
   * @default none: no badges and no "award-winning" claim
   */
  awards?: readonly AwardBadge[];
  /** The broker's client zone (docs/spec/flow/calls.md auto-login target). Brand setting `clientZoneUrl`. */
  clientZoneUrl?: string;
  /**
   * The tag-manager container (brand settings `tagManager`), loaded only after analytics consent.
   * @default none
   */
  tagManager?: BrandSettings['tagManager'];
  /**
   * Product-analytics and ad-attribution endpoints (brand settings `analytics`), used only with the matching consent.
   * @default none
   */
  analytics?: BrandSettings['analytics'];
  /**
   * Each brand's origin where the brands have hosts of their own (the brand settings' `origin`): a redirect to the
   * other brand, or to an own-language page of the international brand, goes to that host (issue 17).
   * @default the page's own host for both
   */
  brandOrigins?: Partial<Record<'pl' | 'eu', string>>;
  /**
   * ESMA's figure for this provider: the share of retail CFD accounts that lose money, in whole per cent, shown in the
   * risk warning ("N% of retail investor accounts lose money when trading CFDs with this provider").
   * @default the warning without the figure
   */
  cfdRetailLossPercent?: number;
}

/** An award badge as the page gets it: `image` is a URL (a file beside the settings is served under `/brand-files/`). */
export interface AwardBadge {
  /** What the award is: the image's text alternative, or the badge's text without an image. */
  title: Localized;
  image?: string;
  /** The page that confirms the award. */
  url?: string;
}
