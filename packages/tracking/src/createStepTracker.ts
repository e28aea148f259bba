import { STEP_DELAYED_EVENT, STEP_DELAYED_EVENT_DELAY_MS, STEP_EVENT } from './constants';
import { pushDataLayer } from './pushDataLayer';
import { stepNumber } from './stepNumbers';

/** The data-layer event sent on every route change (S0 §2). */
export interface StepEvent {
  event: typeof STEP_EVENT;
  step: number;
  stepName: string;
  locale?: string;
  brand?: string;
}

/** The second, delayed event, sent once per route name per tracker (S0 §2). */
export interface StepDelayedEvent extends Omit<StepEvent, 'event'> {
  event: typeof STEP_DELAYED_EVENT;
}

export interface StepTrackerOptions {
  /** The window whose data layer receives the events. @default window */
  win?: Window;
  /** Delay of the second event. @default STEP_DELAYED_EVENT_DELAY_MS (3000) */
  delayMs?: number;
  /** Added to every event. */
  context?: { locale?: string; brand?: string };
}

export interface StepTracker {
  /** Reports a route change to `stepName` (a route or step name of S0 §2; a `_M` suffix is allowed). */
  track(stepName: string): void;
  /** Cancels the delayed events not sent yet. */
  dispose(): void;
}

/**
 * The step analytics of S0 §2: an event on every route change, and a second one after `delayMs` the first
 * time each route name is seen. The delayed event is sent even if the applicant has moved on meanwhile:
 * it marks that the step was reached at least that long ago in this session.
 */
export function createStepTracker(options: StepTrackerOptions = {}): StepTracker {
  const delayMs = options.delayMs ?? STEP_DELAYED_EVENT_DELAY_MS;
  const context = Object.fromEntries(Object.entries(options.context ?? {}).filter(([, value]) => value !== undefined));
  const delayedSeen = new Set<string>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const push = (event: StepEvent | StepDelayedEvent) => pushDataLayer({ ...event }, options.win ?? window);

  return {
    track(stepName) {
      const step = stepNumber(stepName);
      if (step === undefined) {
        // A route without a number is a programming error, but analytics must never break the form.
        console.warn(`@onboarding/tracking: no step number for "${stepName}"; add it to STEP_NUMBERS. No event was sent.`);
        return;
      }
      push({ event: STEP_EVENT, step, stepName, ...context });
      if (delayedSeen.has(stepName)) return;
      delayedSeen.add(stepName);
      const timer = setTimeout(() => {
        timers.delete(timer);
        push({ event: STEP_DELAYED_EVENT, step, stepName, ...context });
      }, delayMs);
      timers.add(timer);
    },
    dispose() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
