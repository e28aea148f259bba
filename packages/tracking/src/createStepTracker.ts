import { STEP_DELAYED_EVENT, STEP_DELAYED_EVENT_DELAY_MS, STEP_EVENT } from './constants';
import type { DataLayer } from './createDataLayer';
import { stepNumber } from './stepNumbers';
import type { DataLayerEntry, StepEventPayload, TrackingContext } from './TrackingEventMap';

/** The data-layer entry sent on every route change (docs/spec/flow/routes.md#after-each-route-change). */
export type StepEvent = DataLayerEntry<typeof STEP_EVENT>;

/** The second, delayed entry, sent once per route name per tracker (docs/spec/flow/routes.md#after-each-route-change). */
export type StepDelayedEvent = DataLayerEntry<typeof STEP_DELAYED_EVENT>;

export interface StepTrackerOptions {
  /** The consent-gated data layer that receives the events (`createDataLayer`). */
  dataLayer: DataLayer;
  /** Delay of the second event. @default STEP_DELAYED_EVENT_DELAY_MS (3000) */
  delayMs?: number;
  /** Added to every event. @default {} */
  context?: TrackingContext;
}

export interface StepTracker {
  /**
   * Reports a route change to `stepName` (a route or step name of docs/spec/flow/routes.md#after-each-route-change; a `_M` suffix is allowed).
   * @returns the step's payload, or `undefined` (and nothing sent) for a name without a number
   */
  track(stepName: string): StepEventPayload | undefined;
  /** Cancels the delayed events not sent yet. */
  dispose(): void;
}

/**
 * The step analytics of docs/spec/flow/routes.md#after-each-route-change: an event on every route change, and a second one after `delayMs` the first
 * time each route name is seen. The delayed event is sent even if the applicant has moved on meanwhile:
 * it marks that the step was reached at least that long ago in this session.
 */
export function createStepTracker(options: StepTrackerOptions): StepTracker {
  const { dataLayer, delayMs = STEP_DELAYED_EVENT_DELAY_MS } = options;
  const context = Object.fromEntries(Object.entries(options.context ?? {}).filter(([, value]) => value !== undefined));
  const delayedSeen = new Set<string>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  return {
    track(stepName) {
      const step = stepNumber(stepName);
      if (step === undefined) {
        // A route without a number is a programming error, but analytics must never break the form.
        console.warn(`@onboarding/tracking: no step number for "${stepName}"; add it to STEP_NUMBERS. No event was sent.`);
        return undefined;
      }
      const payload: StepEventPayload = { step, stepName, ...context };
      dataLayer.push(STEP_EVENT, payload);
      if (!delayedSeen.has(stepName)) {
        delayedSeen.add(stepName);
        const timer = setTimeout(() => {
          timers.delete(timer);
          dataLayer.push(STEP_DELAYED_EVENT, payload);
        }, delayMs);
        timers.add(timer);
      }
      return payload;
    },
    dispose() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
