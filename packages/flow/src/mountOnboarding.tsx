import { isCountryCode, localeCountry } from '@onboarding/dictionaries';
import type { TokenStore } from '@onboarding/realform-api/client';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { FlowServices } from './api/FlowContext';
import type { BrandConfig } from './brand/BrandConfig';
import { readPageBrandSettings, withPageBrandSettings } from './brand/pageBrandSettings';
import type { Captcha } from './captcha/Captcha';
import { createBrandCaptcha } from './captcha/createBrandCaptcha';
import { applyDocumentMeta } from './i18n/documentMeta';
import { loadFlowI18n } from './i18n/loadFlowI18n';
import { OnboardingApp } from './prerender/OnboardingApp';
import { APP_READY_EVENT, firstScreenInputs, readPrerenderedInputs, sameFirstScreen } from './prerender/firstScreenInputs';
import { createOnboardingRouter, preloadEntryScreens, type OnboardingRouter } from './routing/createOnboardingRouter';
import { detectLocale } from './routing/detectLocale';
import { detectDevice, useDevice } from './routing/device';
import { phaseInHistoryState } from './routing/historyState';
import { useDraftStore } from './stores/draftStore';
import { isReturningVisitor } from './stores/returningVisitor';

export { APP_READY_EVENT } from './prerender/firstScreenInputs';

export interface MountOptions {
  /** The bot check; @default the brand's (`brand.captcha`): the self-hosted ALTCHA check, or the hosted provider it selects */
  captcha?: Captcha;
  /** Where the session token is kept; @default localStorage under 'realform.token' (docs/spec/flow/entities.md#local-storage-and-cookies "Local storage") */
  tokenStore?: TokenStore;
  /** Origin of the realform API; @default the page's origin */
  apiBaseUrl?: string;
}

/**
 * Mounts the onboarding flow of a brand into an element: detects the locale and base path from the URL (docs/spec/flow/routes.md#locale-and-base-path),
 * redirects to the other brand where the flow spec says so, loads the messages, and renders the router.
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
  const prerendered = readPrerenderedInputs(element);
  // Issue 21: a prerendered page is painted before the app's work starts (a phone's first paint waits for no script).
  if (prerendered) await nextPaint();
  const entryQuery = Object.fromEntries(new URLSearchParams(window.location.search));
  const pseudo = entryQuery.pseudo === '1';

  // The messages, the realform client, tracking, the frame and the entry screen load side by side, after the entry
  // script: the first render needs them all, but none of them is needed to start fetching them, so the entry script
  // stays within its budget (issue 7: 110 KB) and the page waits for one round of parallel requests.
  // `?pseudo=1`: the pseudo-locale, a QA aid for clipped and overflowing text (issue 8); harmless in production.
  const [i18n, { createRealformClient, webStorageTokenStore }, { analyticsLogAdapter, createConsent, createTracking, endpointAdapters, loadTagManager }] = await Promise.all([
    loadFlowI18n(locale, { pseudo }),
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
  // docs/spec/flow/calls.md#third-party-services: the brand's product-analytics and ad-attribution endpoints, when configured (brand settings `analytics`).
  const endpoints = endpointAdapters(brand.analytics);
  const tracking = createTracking({
    consent,
    context: { locale, brand: brand.brand },
    // docs/spec/flow/calls.md#call-table write-analytics-response-to-log, sent only with analytics consent.
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
  // docs/spec/flow/calls.md#third-party-services: the tag-manager container, added to the page only once analytics is allowed (tracking's chunk is lazy: the
  // entry script does not carry the loader).
  if (brand.tagManager) loadTagManager({ ...brand.tagManager, consent });
  // docs/spec/flow/routes.md#query-parameters: the landing's ad parameters and source are kept (in memory until marketing consent).
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
  // docs/spec/flow/routes.md#step-names-without-a-path/docs/spec/flow/overview.md#roles-and-permissions: the detected-device flag picks the desktop or mobile variant of a step (`_M`).
  const device = detectDevice();
  useDevice.getState().set(device);
  const router = createOnboardingRouter({ basepath, tokenStore });
  // The entry page's loader holds back a click made before the app had started, and gives it to the app on this event,
  // in a task of its own (a click dispatched inside React's commit is not handled).
  const signalReady = () => setTimeout(() => document.dispatchEvent(new Event(APP_READY_EVENT)), 0);

  // Issue 21: the server sent the entry screen as HTML built for a first visit on this locale and device. The app takes
  // it over (hydrates it) when its own first render is that same page; otherwise — a returning visitor, a cookie choice
  // already made, an answered question, a later phase of the entry, the pseudo-locale — it renders afresh over it, as it would into an empty element.
  const firstVisit =
    prerendered !== null &&
    !pseudo &&
    !consent.hasChosen() &&
    !isReturningVisitor() &&
    !useDraftStore.getState().residenceDone &&
    // A reload or Back onto a later phase of the entry (the residence question): the history entry names it.
    (phaseInHistoryState(window.history.state) ?? 'intro') === 'intro' &&
    sameFirstScreen(prerendered, firstScreenInputs(brand, locale, device, window.location.pathname, navigator.userAgent));
  // In a transition: React then renders (and hydrates) in slices, leaving the main thread free for input between
  // them instead of one long task (issue 21: total blocking time).
  let root: Root;
  if (firstVisit && (await loadsEntryScreen(router))) {
    root = transition(() => hydrateRoot(element, <OnboardingApp i18n={i18n} services={services} router={router} />));
    // A held click may go to the app as soon as it is taking the page over: React hydrates what a click lands on at
    // once (selective hydration) instead of after the slices of the transition — the applicant who tapped is waiting.
    signalReady();
  } else {
    // Rendered afresh over the prerendered page: a held click is for an element of the new screen, after its commit.
    root = createRoot(element);
    startTransition(() => root.render(<OnboardingApp i18n={i18n} services={services} router={router} onReady={signalReady} />));
  }
  return { unmount: () => root.unmount() };
}

/** Runs `start` (which calls React synchronously) as a transition, returning what it returns. */
function transition<T>(start: () => T): T {
  let result: { value: T } | undefined;
  startTransition(() => {
    result = { value: start() };
  });
  if (!result) throw new Error('startTransition did not run its callback synchronously.');
  return result.value;
}

/** Resolves after the browser has painted the page as it is (at once in a hidden page, which paints nothing). */
function nextPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Resolves the route before the first render, as the prerender did, and says whether it is the entry screen (docs/spec/flow/routes.md#route-table
 * newAccount) — not a hand-off link that goes on to another step. The router then renders the prerendered tree as
 * the server did: no suspense boundary of its own around the matches (TanStack Router's server-rendering mode).
 */
async function loadsEntryScreen(router: OnboardingRouter): Promise<boolean> {
  try {
    await router.load();
  } catch {
    return false;
  }
  const leaf = router.state.matches.at(-1);
  if (leaf?.routeId !== '/' || leaf.status !== 'success') return false;
  (router as { ssr?: unknown }).ssr = { manifest: undefined };
  return true;
}

/** docs/spec/flow/routes.md#query-parameters: the `lang` query parameter pre-selects the residence country (and so the language question's answer). */
function applyLangParameter(lang: string | undefined, locale: Parameters<typeof localeCountry>[0]) {
  if (!lang) return;
  const country = lang.toUpperCase();
  if (!isCountryCode(country)) return;
  const draft = useDraftStore.getState();
  if (draft.residenceDone) return;
  const own = locale !== 'en' && localeCountry(locale) === country;
  draft.update({ residenceCountry: own ? null : country, residenceConfirm: locale === 'en' ? null : own, chooseLanguage: false });
}
