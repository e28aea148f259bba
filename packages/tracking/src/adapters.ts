/** Scalar properties of an event; `undefined` entries are left out of what is sent. */
export type EventProperties = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * A product analytics service (docs/spec/flow/calls.md#third-party-services). Supply your SDK behind this interface, or use `httpAnalytics`.
 * `createTracking` calls it only with `analytics` consent.
 */
export interface ProductAnalytics {
  track(event: string, properties: EventProperties): void;
}

/**
 * An ad-attribution service (docs/spec/flow/calls.md#call-table: "sessions and events via GET"). Use `attributionBeacon`, or supply your own.
 * `createTracking` calls it only with `marketing` consent.
 */
export interface AdAttribution {
  /** A visit began: the landing's ad parameters and the visit ids. */
  session(properties: EventProperties): void;
  /** Something worth attributing happened (a step reached). */
  event(name: string, properties: EventProperties): void;
}

/** Reports a failed send. Blocked beacons are common (ad blockers); the form carries on either way. */
export type SendErrorHandler = (error: unknown) => void;

export const warnSendError: SendErrorHandler = (error) => console.warn('@onboarding/tracking: a beacon was not delivered.', error);
