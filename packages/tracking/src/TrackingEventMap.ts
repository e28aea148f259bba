/** Added to step events so one tag-manager container can serve both brands and every locale. */
export type TrackingContext = {
  locale?: string;
  brand?: string;
};

/** The payload of both step events (docs/spec/flow/screens.md). */
// Type aliases, not interfaces: they fit `EventProperties` (an index signature) as they are.
export type StepEventPayload = TrackingContext & {
  /** 0 (entry) … 14 (account opened): see `STEP_NUMBERS`. */
  step: number;
  /** The route or step name of docs/spec/flow/routes.md#step-names-without-a-path, as tracked (a `_M` mobile suffix included). */
  stepName: string;
};

/** The pseudonymous ids of the server's analytics answer (docs/spec/flow/entities.md#server-response-fields "analytics (userId, leadId, leadIdSha, userIdSha)"). */
export type AnalyticsIds = {
  userId?: string;
  leadId?: string;
  userIdSha?: string;
  leadIdSha?: string;
};

/**
 * Every event this package pushes to `window.dataLayer`, by name. Each entry is `{ event: name, ...payload }`.
 */
export interface TrackingEventMap {
  /** Every route change (docs/spec/flow/routes.md#after-each-route-change). */
  onboarding_step: StepEventPayload;
  /** `STEP_DELAYED_EVENT_DELAY_MS` after the first visit of each route name (docs/spec/flow/routes.md#after-each-route-change). */
  onboarding_step_delayed: StepEventPayload;
  /** After every consent choice: lets the tag manager fire ad tags only when `marketing` is true. */
  onboarding_consent: { analytics: boolean; marketing: boolean; preferences: boolean };
  /** The first time an A/B-test variant is used in this page load (exposure). */
  onboarding_experiment: { experiment: string; variant: string };
  /** The server's analytics answer arrived (docs/spec/flow/entities.md#registration): the ids let the tag manager attribute a registration. */
  onboarding_identify: AnalyticsIds;
}

export type TrackingEventName = keyof TrackingEventMap;

/** One entry of the data layer as pushed: `{ event, ...payload }`. */
export type DataLayerEntry<TName extends TrackingEventName = TrackingEventName> = TName extends TrackingEventName
  ? { event: TName } & TrackingEventMap[TName]
  : never;
