import type { AdAttribution, EventProperties, ProductAnalytics } from './adapters';
import { assignVariant, type ExperimentsConfig } from './assignVariant';
import { CLIENT_ID_COOKIE, SESSION_COOKIE, SOURCE_COOKIE, STEP_EVENT, TMSC_COOKIE } from './constants';
import { whenGranted, type Consent } from './createConsent';
import { createDataLayer, type DataLayer } from './createDataLayer';
import { createStepTracker } from './createStepTracker';
import { createTrackingSession, type SessionFields } from './createTrackingSession';
import { defaultCookies, type CookieJar } from './cookieJar';
import { captureAdParameters, readSource, readTmsc, type TmscData } from './tmsc';
import { pickAnalyticsIds } from './pickAnalyticsIds';
import type { TrackingContext } from './TrackingEventMap';

/** docs/spec/flow/calls.md#step-calls: the tracking fields new-account sends, named and shaped as the contract has them. */
export interface NewAccountTrackingFields extends SessionFields {
  tmsc?: TmscData;
  /** docs/spec/flow/routes.md#query-parameters: the entry URL's `from` parameter. */
  source?: string;
}

export interface TrackingOptions {
  /** The applicant's consent (`createConsent`): every send and every stored id waits for it. */
  consent: Consent;
  /** Added to step events and the attribution session (locale, brand). @default {} */
  context?: TrackingContext;
  /** The window whose `dataLayer` receives the events. @default window (none on a server: no data layer) */
  win?: Window;
  /** @default the document's cookies (memory on a server) */
  cookies?: CookieJar;
  /** Name of the analytics client-id cookie. @default CLIENT_ID_COOKIE ('realform_cid') */
  clientIdCookie?: string;
  /** Delay of the second step event. @default STEP_DELAYED_EVENT_DELAY_MS (3000) */
  delayMs?: number;
  /** Clock in milliseconds. @default Date.now */
  now?: () => number;
  /**
   * Product analytics (`analytics` consent): each adapter receives every data-layer event, with `client_id`
   * and `session_id`. `httpAnalytics`, `analyticsLogAdapter`, or your SDK behind `ProductAnalytics`. @default none
   */
  analytics?: ProductAnalytics | readonly ProductAnalytics[];
  /** Ad attribution (`marketing` consent): the visit on `start()`, then every step. @default none */
  attribution?: AdAttribution;
  /** A/B tests, assigned by client id (`analytics` consent). @default none */
  experiments?: ExperimentsConfig;
  /** Tells the A/B test service a variant was shown (once per experiment and page load). @default none */
  onExposure?: (experiment: string, variant: string) => void;
}

export interface Tracking {
  /** On page load: keeps the landing's ad parameters and source, counts the visit, opens the attribution session. */
  start(landing?: { url?: string | URL; referrer?: string }): void;
  /** After each route change (docs/spec/flow/routes.md#after-each-route-change): the step events (to the data layer and product analytics) and an attribution event. */
  trackStep(stepName: string): void;
  /** Any event of `TrackingEventMap`, through consent, to the data layer and product analytics. */
  push: DataLayer['push'];
  /** The server's analytics answer arrived (docs/spec/flow/entities.md): its ids go to the data layer (and so to later analytics logs). */
  identify(answer: Readonly<Record<string, unknown>>): void;
  /** The variant of an A/B test: the control (first variant) until `analytics` is allowed; `undefined` if unknown. */
  variant(experiment: string): string | undefined;
  /** docs/spec/flow/calls.md#step-calls: what new-account sends — only what consent allows (ad data with `marketing`, visit ids with `analytics`). */
  newAccountFields(): NewAccountTrackingFields;
  /**
   * Cancels the delayed step events not sent yet and stops reacting to consent changes. Sends already held for
   * the applicant's first choice still go out if it is a grant.
   */
  dispose(): void;
}

/**
 * Everything this package does, behind consent, for the flow: data layer, step events, tmsc, visit ids,
 * product analytics (and the analytics log), ad attribution and A/B tests. Adapters left out do nothing. When the
 * applicant refuses (or withdraws) a category, what waited for it is dropped and its cookies are deleted.
 * @throws TrackingConfigError when an experiment cannot be assigned
 */
export function createTracking(options: TrackingOptions): Tracking {
  const { consent, attribution, experiments = {}, context = {}, clientIdCookie = CLIENT_ID_COOKIE } = options;
  const cookies = options.cookies ?? defaultCookies();
  const session = createTrackingSession({ consent, cookies, clientIdCookie, now: options.now });
  const gatedDataLayer = createDataLayer({ consent, win: options.win });
  const exposed = new Set<string>();
  let captured: TmscData = {};
  const analytics = ([] as ProductAnalytics[]).concat(options.analytics ?? []);

  for (const [name, experiment] of Object.entries(experiments)) assignVariant(name, experiment, '');

  const attribute = (send: (to: AdAttribution) => void) => attribution && whenGranted(consent, 'marketing', () => send(attribution));

  const push: DataLayer['push'] = (event, payload) => {
    gatedDataLayer.push(event, payload);
    if (analytics.length > 0) {
      whenGranted(consent, 'analytics', () => {
        const { client_id, session_id } = session.fields();
        for (const adapter of analytics) adapter.track(event, { ...(payload as EventProperties), client_id, session_id });
      });
    }
  };
  const steps = createStepTracker({ dataLayer: { push }, delayMs: options.delayMs, context });

  const stopListening = consent.subscribe((state) => {
    // A refusal or a withdrawal also removes what an earlier grant stored.
    if (!state.analytics) for (const name of [clientIdCookie, SESSION_COOKIE]) cookies.set(name, '', 0);
    if (!state.marketing) for (const name of [TMSC_COOKIE, SOURCE_COOKIE]) cookies.set(name, '', 0);
    push('onboarding_consent', { analytics: state.analytics, marketing: state.marketing, preferences: state.preferences });
  });

  return {
    start(landing) {
      captured = captureAdParameters({ consent, cookies, ...landing });
      session.touch();
      attribute((to) => to.session({ ...captured, source: readSource(cookies), ...session.fields(), ...context }));
    },
    trackStep(stepName) {
      session.touch();
      const payload = steps.track(stepName);
      if (payload) attribute((to) => to.event(STEP_EVENT, payload));
    },
    push,
    identify(answer) {
      const picked = pickAnalyticsIds(answer);
      if (Object.keys(picked).length > 0) push('onboarding_identify', picked);
    },
    variant(name) {
      const experiment = experiments[name];
      if (!experiment) return undefined;
      const clientId = session.fields().client_id;
      if (!clientId) return experiment.variants[0];
      const variant = assignVariant(name, experiment, clientId);
      if (!exposed.has(name)) {
        exposed.add(name);
        push('onboarding_experiment', { experiment: name, variant });
        options.onExposure?.(name, variant);
      }
      return variant;
    },
    newAccountFields() {
      const fields: NewAccountTrackingFields = session.fields();
      if (consent.granted('marketing')) {
        const tmsc = { ...captured, ...readTmsc(cookies) };
        const source = readSource(cookies);
        if (Object.keys(tmsc).length > 0) fields.tmsc = tmsc;
        if (source) fields.source = source;
      }
      return fields;
    },
    dispose() {
      steps.dispose();
      stopListening();
    },
  };
}
