import { I18nProvider } from '@lingui/react';
import { isCountryCode, localeCountry } from '@onboarding/dictionaries';
import type { TokenStore } from '@onboarding/realform-api/client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FlowProvider, type FlowServices } from './api/FlowContext';
import type { BrandConfig } from './brand/BrandConfig';
import { readPageBrandSettings, withPageBrandSettings } from './brand/pageBrandSettings';
import type { Captcha } from './captcha/Captcha';
import { createBrandCaptcha } from './captcha/createBrandCaptcha';
import { applyDocumentMeta } from './i18n/documentMeta';
import { loadFlowI18n } from './i18n/loadFlowI18n';
import { createOnboardingRouter, preloadEntryScreens } from './routing/createOnboardingRouter';
import { detectLocale } from './routing/detectLocale';
import { detectDevice, useDevice } from './routing/device';
import { useDraftStore } from './stores/draftStore';

export interface MountOptions {
  /** The bot check; @default the brand's (`brand.captcha`): the self-hosted ALTCHA check, or the hosted provider it selects */
  captcha?: Captcha;
  /** Where the session token is kept; @default localStorage under 'realform.token' (S0 §3 "Local storage") */
  tokenStore?: TokenStore;
  /** Origin of the realform API; @default the page's origin */
  apiBaseUrl?: string;
}

/**
 * Mounts the onboarding flow of a brand into an element: detects the locale and base path from the URL (S0 §2),
 * redirects to the other brand where S0 says so, loads the messages, and renders the router.
 */
export async function mountOnboarding(element: HTMLElement, appBrand: BrandConfig, options: MountOptions = {}): Promise<{ unmount(): void }> {
  // The brand settings the server put in the page (links, contact, awards, documents…) over the app's own config.
  const brand = withPageBrandSettings(appBrand, readPageBrandSettings(document));
  const detection = detectLocale(window.location, brand);
  if (detection.kind === 'redirect') {
    window.location.replace(detection.to);
    return { unmount() {} };
  }
  const { locale, basepath } = detection;
  const entryQuery = Object.fromEntries(new URLSearchParams(window.location.search));

  // The messages, the realform client, tracking, the frame and the entry screen load side by side, after the entry
  // script: the first render needs them all, but none of them is needed to start fetching them, so the entry script
  // stays within its budget (issue 7: 110 KB) and the page waits for one round of parallel requests.
  // `?pseudo=1`: the pseudo-locale, a QA aid for clipped and overflowing text (issue 8); harmless in production.
  const [i18n, { createRealformClient, webStorageTokenStore }, { analyticsLogAdapter, createConsent, createTracking, endpointAdapters, loadTagManager }] = await Promise.all([
    loadFlowI18n(locale, { pseudo: new URLSearchParams(window.location.search).get('pseudo') === '1' }),
    import('@onboarding/realform-api/client'),
    import('@onboarding/tracking'),
    preloadEntryScreens(),
  ]);
  applyDocumentMeta(document, i18n, locale, brand);
  applyLangParameter(entryQuery.lang, locale);

  const tokenStore = options.tokenStore ?? webStorageTokenStore(window.localStorage);
  // The analytics client-id cookie is tracking's to write, and only with analytics consent.
  const client = createRealformClient({ brand: brand.brand, locale, tokenStore, baseUrl: options.apiBaseUrl, clientIdCookie: false });
  const consent = createConsent();
  // S0 §7: the brand's product-analytics and ad-attribution endpoints, when configured (brand settings `analytics`).
  const endpoints = endpointAdapters(brand.analytics);
  const tracking = createTracking({
    consent,
    context: { locale, brand: brand.brand },
    // S0 §7 write-analytics-response-to-log, sent only with analytics consent.
    analytics: [
      analyticsLogAdapter({
        send: async (payload) => {
          await client.call('writeAnalyticsResponseToLog', payload as never);
        },
      }),
      ...endpoints.analytics,
    ],
    attribution: endpoints.attribution,
  });
  // S0 §7: the tag-manager container, added to the page only once analytics is allowed (tracking's chunk is lazy: the
  // entry script does not carry the loader).
  if (brand.tagManager) loadTagManager({ ...brand.tagManager, consent });
  // S0 §2: the landing's ad parameters and source are kept (in memory until marketing consent).
  tracking.start();
  const services: FlowServices = {
    brand,
    locale,
    client,
    tokenStore,
    captcha: options.captcha ?? createBrandCaptcha(brand.brand, brand.captcha, { baseUrl: options.apiBaseUrl, language: document.documentElement.lang || undefined }),
    entryQuery,
    consent,
    tracking,
  };
  // S0 §2/§6: the detected-device flag picks the desktop or mobile variant of a step (`_M`).
  useDevice.getState().set(detectDevice());
  const router = createOnboardingRouter({ basepath, tokenStore });

  const root = createRoot(element);
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <FlowProvider services={services}>
          <RouterProvider router={router} />
        </FlowProvider>
      </I18nProvider>
    </StrictMode>,
  );
  return { unmount: () => root.unmount() };
}

/** S0 §2: the `lang` query parameter pre-selects the residence country (and so the language question's answer). */
function applyLangParameter(lang: string | undefined, locale: Parameters<typeof localeCountry>[0]) {
  if (!lang) return;
  const country = lang.toUpperCase();
  if (!isCountryCode(country)) return;
  const draft = useDraftStore.getState();
  if (draft.residenceDone) return;
  const own = locale !== 'en' && localeCountry(locale) === country;
  draft.update({ residenceCountry: own ? null : country, residenceConfirm: locale === 'en' ? null : own, chooseLanguage: false });
}
