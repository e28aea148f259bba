import { toBcp47, type Locale } from '@onboarding/dictionaries';
import { createRealformClient, memoryTokenStore } from '@onboarding/realform-api/client';
import { createConsent, createTracking } from '@onboarding/tracking';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { FlowServices } from '../api/FlowContext';
import type { BrandConfig } from '../brand/BrandConfig';
import { createBrandCaptcha } from '../captcha/createBrandCaptcha';
import { entryTitle, entryDescription } from '../i18n/documentMeta';
import { loadFlowI18n } from '../i18n/loadFlowI18n';
import { createOnboardingRouter, preloadEntryScreens } from '../routing/createOnboardingRouter';
import { basepathFor } from '../routing/detectLocale';
import { useDevice, type DeviceKind } from '../routing/device';
import { APP_READY_EVENT, APP_STATE_MARKERS, firstScreenInputs, type FirstScreenInputs } from './firstScreenInputs';
import { OnboardingApp } from './OnboardingApp';

/** A prerendered entry page: the app's HTML for the mount element, and what the page's head says. */
export interface EntryPage {
  /** The HTML to put inside the mount element. */
  html: string;
  /** What the page was rendered for: goes on the mount element (`PRERENDERED_ATTRIBUTE`) for the browser to compare. */
  inputs: FirstScreenInputs;
  /** The document's language (BCP 47), title and description, as `applyDocumentMeta` sets them in the browser. */
  lang: string;
  title: string;
  description: string;
  /** The storage keys and cookies that make the page's loader start the app at once ({@link APP_STATE_MARKERS}). */
  bootAtOnceWhen: typeof APP_STATE_MARKERS;
  /** The event the app dispatches once it can take the clicks the loader held ({@link APP_READY_EVENT}). */
  readyEvent: typeof APP_READY_EVENT;
}

/**
 * The entry screen of a brand in a locale (docs/spec/flow/screens.md#newaccount newAccount: the intro, the header, the risk warning, the cookie
 * choice) as HTML, rendered at build time from the real components for a first visit (issue 21); the browser hydrates
 * it (`mountOnboarding`). Runs in Node: no request is made, nothing is stored.
 */
export async function renderEntryPage(brand: BrandConfig, locale: Locale, device: DeviceKind): Promise<EntryPage> {
  if (!brand.locales.includes(locale)) throw new Error(`renderEntryPage: the ${brand.brand} brand does not serve '${locale}' (it serves ${brand.locales.join(', ')}).`);
  const basepath = basepathFor(brand.brand, locale);
  const path = `${basepath}/`;
  const [i18n] = await Promise.all([loadFlowI18n(locale), preloadEntryScreens()]);
  const tokenStore = memoryTokenStore();
  const consent = createConsent({ storage: { get: () => undefined, set: () => {} } });
  const services: FlowServices = {
    brand,
    locale,
    client: createRealformClient({ brand: brand.brand, locale, tokenStore, baseUrl: 'http://localhost', clientIdCookie: false }),
    tokenStore,
    captcha: createBrandCaptcha(brand.brand, brand.captcha),
    entryQuery: {},
    consent,
    tracking: createTracking({ consent, context: { locale, brand: brand.brand } }),
  };
  // zustand renders a store's initial state on a server (and while the browser hydrates): in the browser that is the
  // device detected when the module loaded; here it is made the device this page is for (the store offers no setter
  // for it, and this build-time process renders nothing else).
  useDevice.getState().set(device);
  (useDevice.getInitialState() as { kind: DeviceKind }).kind = device;
  const router = createOnboardingRouter({ basepath, tokenStore, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const html = renderToString(<OnboardingApp i18n={i18n} services={services} router={router} />);
  // A screen that was not loaded in time renders its fallback: that page would not be the entry screen.
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) {
    throw new Error(`renderEntryPage: part of the ${brand.brand} ${locale} entry page suspended while rendering (a lazy chunk not preloaded).`);
  }
  return {
    html,
    inputs: firstScreenInputs(brand, locale, device, path),
    lang: toBcp47(locale),
    title: entryTitle(i18n, brand),
    description: entryDescription(i18n, brand),
    bootAtOnceWhen: APP_STATE_MARKERS,
    readyEvent: APP_READY_EVENT,
  };
}
