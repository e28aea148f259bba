import { warnSendError, type ProductAnalytics, type SendErrorHandler } from './adapters';
import { buildAnalyticsLog, type AnalyticsLogPayload } from './buildAnalyticsLog';
import { STEP_EVENT } from './constants';

/** Sends the analytics log; the flow implements it with the realform client (`call('writeAnalyticsResponseToLog', payload)`). */
export interface AnalyticsLogSink {
  send(payload: AnalyticsLogPayload): Promise<void>;
}

export interface AnalyticsLogAdapterOptions {
  /** The window whose browser the log describes. @default window */
  win?: Window;
  /** @default a console warning */
  onError?: SendErrorHandler;
}

/**
 * The analytics log as a product-analytics adapter (pass it in `createTracking`'s `analytics`, so it runs only
 * with `analytics` consent): on every step event it sends `buildAnalyticsLog` through `sink` (docs/spec/flow/calls.md
 * write-analytics-response-to-log, "sent on each step"), with the ids of the last `identify`.
 */
export function analyticsLogAdapter(sink: AnalyticsLogSink, options: AnalyticsLogAdapterOptions = {}): ProductAnalytics {
  let ids: Readonly<Record<string, unknown>> | undefined;
  return {
    track(event, properties) {
      if (event === 'onboarding_identify') ids = properties;
      if (event !== STEP_EVENT) return;
      sink.send(buildAnalyticsLog({ step: String(properties.stepName), analytics: ids, win: options.win })).catch(options.onError ?? warnSendError);
    },
  };
}
