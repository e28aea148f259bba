import { warnSendError, type SendErrorHandler } from './adapters';
import { consentModeState, type ConsentModeState } from './consentModeState';
import type { Consent, ConsentState } from './createConsent';
import { TrackingConfigError } from './TrackingConfigError';

/** Where Google Tag Manager's container script comes from unless the host names another (a server-side container). */
export const DEFAULT_TAG_MANAGER_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

/** A Google Tag Manager web container id, as the brand settings accept it. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

export interface TagManagerOptions {
  /** The container's id, `GTM-` and 4–12 capital letters or digits. */
  containerId: string;
  /** The container script, without its `id` parameter. @default DEFAULT_TAG_MANAGER_SCRIPT_URL */
  scriptUrl?: string;
  /** The applicant's consent (`createConsent`): nothing is added to the page before `analytics` is granted. */
  consent: Consent;
  /**
   * Tell the container the applicant's choice in Google Consent Mode's terms (`consentModeState`): a `default`
   * command ahead of everything in the data layer when the container loads, an `update` after every later choice.
   * @default true
   */
  consentMode?: boolean;
  /** The window to load the container into. @default window (none on a server: nothing happens) */
  win?: Window;
  /** Clock in milliseconds, for the `gtm.start` entry. @default Date.now */
  now?: () => number;
  /** The script did not load (often an ad blocker); the form carries on. @default a console warning */
  onError?: SendErrorHandler;
}

export interface TagManager {
  /** Whether this loader has added the container script to the page. */
  loaded(): boolean;
  /**
   * Stops waiting for consent and stops telling the container about later choices. A script already added stays:
   * a page cannot unload a script.
   */
  dispose(): void;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * gtag's command form: Google's tags read `consent` commands only as an `arguments` object (what `gtag()` pushes
 * in Google's snippet), not as an array. The page's CSP forbids the inline snippet, so the object is made here.
 */
function gtagCommand(..._command: [name: 'consent', action: 'default' | 'update', state: ConsentModeState]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the `arguments` object itself is what the container expects.
  return arguments;
}

function containerScriptUrl(containerId: string, scriptUrl: string, base: string | undefined): URL {
  if (!CONTAINER_ID.test(containerId)) {
    throw new TrackingConfigError(`loadTagManager: containerId must look like GTM-ABC1234, got ${JSON.stringify(containerId)}. Copy it from the container's page in Tag Manager.`);
  }
  let url: URL;
  try {
    url = new URL(scriptUrl, base);
  } catch (cause) {
    throw new TrackingConfigError(`loadTagManager: scriptUrl must be a URL, got ${JSON.stringify(scriptUrl)}. Leave it out for Google's, or give your server-side container's gtm.js.`, { cause });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TrackingConfigError(`loadTagManager: scriptUrl must be an http(s) URL, got ${JSON.stringify(scriptUrl)}.`);
  }
  url.searchParams.set('id', containerId);
  return url;
}

/**
 * Loads a Google Tag Manager container the way Google's snippet does — `{'gtm.start', event: 'gtm.js'}` pushed to
 * `window.dataLayer`, then `{scriptUrl}?id={containerId}` added as an async script — but without the inline
 * snippet (the pages' CSP forbids inline script), only after consent and at most once per page.
 *
 * **Consent category: `analytics`.** docs/spec/flow/calls.md#third-party-services lists the tag manager as the receiver of "a tag-manager data layer",
 * and this package fills that data layer (step events, the consent choice, experiments, the analytics ids) only
 * with `analytics` consent — the banner's "analytics cookies to improve the form: how the form is used". A
 * container loaded on `marketing` alone would receive no events at all. Ad tags inside the container must follow
 * the `marketing` choice: Google's do so on their own through Consent Mode (`ad_storage`, `ad_user_data`,
 * `ad_personalization`), others by triggering on the `onboarding_consent` event's `marketing` field.
 *
 * - No choice yet, or analytics refused: nothing is added. A later grant (from the cookie-settings link) loads it.
 * - What the flow pushed before (held by `createDataLayer` until the grant, or pushed at once with a remembered
 *   choice) stays in `window.dataLayer`; the container reads the whole queue when it starts.
 * - A withdrawal cannot unload the script, but the data layer gets nothing more from this package and the
 *   container is told `analytics_storage: 'denied'`.
 * @throws TrackingConfigError when `containerId` or `scriptUrl` cannot work
 */
export function loadTagManager(options: TagManagerOptions): TagManager {
  const { containerId, consent, consentMode = true, now = Date.now, onError = warnSendError } = options;
  const win = (options.win ?? globalThis.window) as DataLayerWindow | undefined;
  const src = containerScriptUrl(containerId, options.scriptUrl ?? DEFAULT_TAG_MANAGER_SCRIPT_URL, win?.location?.href).href;
  let tried = false;
  let loaded = false;

  const load = (state: ConsentState) => {
    if (!win || tried) return;
    tried = true;
    const doc = win.document;
    // At most once per page, also with a second loader or a second mount of the flow: the first one owns it.
    if ([...doc.scripts].some((script) => script.src === src)) return;
    loaded = true;
    const dataLayer = (win.dataLayer ??= []);
    // Consent Mode's default must come before anything a tag could fire on: ahead of the entries already queued.
    if (consentMode) dataLayer.unshift(gtagCommand('consent', 'default', consentModeState(state)));
    dataLayer.push({ 'gtm.start': now(), event: 'gtm.js' });
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.addEventListener('error', () => onError(new Error(`@onboarding/tracking: the tag-manager container ${containerId} did not load from ${src}.`)));
    (doc.head ?? doc.documentElement).append(script);
  };

  let stop = () => {};
  if (win) {
    stop = consent.subscribe((state) => {
      if (tried) {
        if (!loaded) return;
        // The container is told every later choice, withdrawals included (a consent signal carries no personal data).
        if (consentMode) (win.dataLayer ??= []).push(gtagCommand('consent', 'update', consentModeState(state)));
      } else if (state.analytics) {
        load(state);
      }
    });
    if (consent.granted('analytics')) load(consent.get());
  }

  return {
    loaded: () => loaded,
    dispose: () => stop(),
  };
}
