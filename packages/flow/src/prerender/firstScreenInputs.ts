import type { Locale } from '@onboarding/dictionaries';
import type { BrandConfig } from '../brand/BrandConfig';
import type { DeviceKind } from '../routing/device';
import { introMediaFor } from '../screens/newAccount/IntroPanel';

/** The attribute of the mount element that describes the page prerendered into it (JSON of {@link FirstScreenInputs}). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Everything the first screen's HTML depends on besides the components themselves (issue 21). The build renders each
 * locale and device for a first visit — no cookie choice yet, not a returning visitor, nothing answered — with the
 * app's own brand config; the browser hydrates that HTML only when its own inputs are the same, and otherwise renders
 * afresh (a returning visitor's entry screen is a different screen). The brand settings the server puts in the page
 * count only where the first screen shows them: the award claim of the side panel and the CFD loss figure of the risk
 * warning (`firstScreenInputs.test.tsx` fails when another setting starts to show on it).
 */
export interface FirstScreenInputs {
  locale: Locale;
  device: DeviceKind;
  /** The path the page was rendered for: the locale's base path and `/` (docs/spec/flow/screens.md#newaccount newAccount). */
  path: string;
  /** The intro the device gets (the video, or its still image only in the in-app browsers that break inline video). */
  intro: 'video' | 'poster' | null;
  awards: boolean;
  cfdRetailLossPercent: number | null;
}

/** The first screen's inputs of a brand config on a locale's entry path, device and browser. */
export function firstScreenInputs(brand: BrandConfig, locale: Locale, device: DeviceKind, path: string, userAgent = ''): FirstScreenInputs {
  return {
    locale,
    device,
    path,
    intro: introMediaFor(brand.introVideo, device, userAgent)?.kind ?? null,
    awards: (brand.awards?.length ?? 0) > 0,
    cfdRetailLossPercent: brand.cfdRetailLossPercent ?? null,
  };
}

/** The inputs a prerendered page was made with, read from its mount element; null when there is none (or it is unreadable). */
export function readPrerenderedInputs(element: Element): FirstScreenInputs | null {
  const value = element.getAttribute(PRERENDERED_ATTRIBUTE);
  if (!value || element.childElementCount === 0) return null;
  try {
    return JSON.parse(value) as FirstScreenInputs;
  } catch {
    return null;
  }
}

/** Whether two sets of inputs render the same first screen. */
export function sameFirstScreen(a: FirstScreenInputs, b: FirstScreenInputs): boolean {
  return (
    a.locale === b.locale &&
    a.device === b.device &&
    a.path === b.path &&
    a.intro === b.intro &&
    a.awards === b.awards &&
    a.cfdRetailLossPercent === b.cfdRetailLossPercent
  );
}

/**
 * What in a browser may make its entry screen differ from the prerendered first visit, or give the app something to
 * do as the page loads (issue 21): the flow's and the realform client's storage keys (`onboarding.draft`,
 * `realform.token`…) and the cookies of consent, tracking and the analytics client id. The page's inline loader
 * (tooling/tsup-config/prerender.js) starts the app at once when any of them is present, or the address has a query or
 * a fragment (a hand-off link, ad parameters, `?lang=`); otherwise the app starts at the visitor's first move.
 * `renderEntryPage.test.tsx` fails when one of them is named outside these prefixes.
 */
export const APP_STATE_MARKERS = {
  storagePrefixes: ['onboarding.', 'realform.'],
  cookiePrefixes: ['onboarding_', 'realform_', 'tmsc'],
} as const;

/**
 * Dispatched on the document once the app can take clicks on the page: as soon as it is hydrating the prerendered page,
 * or after its first commit when it renders afresh (mountOnboarding). The entry page's inline loader
 * (tooling/tsup-config/prerender.js, given this name by renderEntryPage) then stops holding back clicks and replays
 * the ones it held (issue 21).
 */
export const APP_READY_EVENT = 'onboarding:ready';
