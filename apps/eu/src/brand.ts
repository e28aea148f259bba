import { DEFAULT_OWN_LANGUAGE_PAGES, EU_BRAND_LOCALES, type BrandConfig } from '@onboarding/flow';
import desktopPoster from './intro/desktop-poster.jpg';
import desktopMp4 from './intro/desktop.mp4';
import desktopWebm from './intro/desktop.webm';
import mobilePoster from './intro/mobile-poster.jpg';
import mobileMp4 from './intro/mobile.mp4';
import mobileWebm from './intro/mobile.webm';

const base = import.meta.env.BASE_URL;

/**
 * The international brand (docs/spec/flow/overview.md#brands): /eu-{lang}/onboarding/ for EN, FR, IT, ES, DE, PT, NL, CZ, LV, LT, RO.
 * Only what is built into the app: name, languages, favicon, header images and the intro video. The broker's links, contact details,
 * awards, bot check and agreement documents are brand settings the server reads at start-up and puts in the page
 * (apps/realform-server README "Brand settings"): none is baked in here.
 */
export const brand: BrandConfig = {
  brand: 'eu',
  name: 'Broker International',
  locales: EU_BRAND_LOCALES,
  defaultLocale: 'en',
  // docs/spec/flow/overview.md#brands: favicon and header images by brand. The header shows the mark and, beside it, `name` as text (issue 22:
  // a name drawn inside a fixed-width image was clipped).
  favicon: `${base}favicon.svg`,
  headerImages: {
    logo: { src: `${base}logo-mark.svg`, width: 40, height: 40 },
  },
  ownLanguagePages: DEFAULT_OWN_LANGUAGE_PAGES,
  // docs/spec/flow/screens.md#newaccount newAccount: the intro video, desktop and mobile variants (tooling/scripts/make-intro-videos.sh renders
  // them: a silent title card in the brand's colours). Imported, so the build names them by content and the server
  // caches them for a year; VP9 first, H.264 for the browsers without it (Safari on older iPhones).
  introVideo: {
    desktop: {
      sources: [
        { src: desktopWebm, type: 'video/webm; codecs=vp9' },
        { src: desktopMp4, type: 'video/mp4' },
      ],
      poster: desktopPoster,
      width: 960,
      height: 540,
    },
    mobile: {
      sources: [
        { src: mobileWebm, type: 'video/webm; codecs=vp9' },
        { src: mobileMp4, type: 'video/mp4' },
      ],
      poster: mobilePoster,
      width: 480,
      height: 400,
    },
  },
};
