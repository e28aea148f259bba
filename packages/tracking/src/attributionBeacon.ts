import { warnSendError, type AdAttribution, type SendErrorHandler } from './adapters';
import { sendGetBeacon } from './sendGetBeacon';
import { TrackingConfigError } from './TrackingConfigError';

export interface AttributionBeaconOptions {
  /** Receives a GET with the session's parameters as the query string. */
  sessionUrl: string;
  /** Receives a GET with `event={name}` and the event's parameters. */
  eventUrl: string;
  /** Extra parameters on every request (an app key…). @default {} */
  params?: Readonly<Record<string, string>>;
  /** @default a console warning */
  onError?: SendErrorHandler;
}

function checkedUrl(url: string, option: string): string {
  try {
    new URL(url, globalThis.location?.href);
    return url;
  } catch (cause) {
    throw new TrackingConfigError(`attributionBeacon: ${option} must be a URL, got ${JSON.stringify(url)}. Pass an absolute https URL of the attribution service.`, { cause });
  }
}

/** The generic ad-attribution adapter (docs/spec/flow/calls.md#call-table: "sessions and events via GET"). */
export function attributionBeacon(options: AttributionBeaconOptions): AdAttribution {
  const sessionUrl = checkedUrl(options.sessionUrl, 'sessionUrl');
  const eventUrl = checkedUrl(options.eventUrl, 'eventUrl');
  const { params = {}, onError = warnSendError } = options;
  return {
    session: (properties) => sendGetBeacon(sessionUrl, { ...params, ...properties }, onError),
    event: (name, properties) => sendGetBeacon(eventUrl, { ...params, ...properties, event: name }, onError),
  };
}
