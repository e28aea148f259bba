import { parseUserAgent } from './parseUserAgent';
import { pickAnalyticsIds } from './pickAnalyticsIds';
import type { AnalyticsIds } from './TrackingEventMap';

type Scalars = Record<string, string | number | boolean>;

/**
 * The body of POST form-pl/write-analytics-response-to-log without the common fields the realform client adds
 * (token, languageCode, branchCode, brand). docs/spec/flow/calls.md#transport: "analytics data with browser, device and OS, sent on each step".
 * Only non-personal keys the server keeps; no key holds `undefined`.
 */
export interface AnalyticsLogPayload {
  step?: string;
  analytics?: AnalyticsIds;
  browser: Scalars & { name: string };
  device: Scalars & { type: 'mobile' | 'tablet' | 'desktop' };
  os: Scalars & { name: string };
}

export interface AnalyticsLogInput {
  /** The step the applicant is on (docs/spec/flow/screens.md name); longer than 64 characters is cut. */
  step?: string;
  /** The server's analytics answer (docs/spec/flow/entities.md); only the pseudonymous ids are kept. */
  analytics?: Readonly<Record<string, unknown>>;
  /** The window to read the user agent, language, touch and screen from. @default window (none on a server) */
  win?: Window;
  /** @default win.navigator.userAgent */
  userAgent?: string;
}

function defined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== '')) as T;
}

/** Builds the analytics log payload (docs/spec/flow/calls.md#call-table write-analytics-response-to-log) from the browser it runs in. */
export function buildAnalyticsLog(input: AnalyticsLogInput = {}): AnalyticsLogPayload {
  const win = input.win ?? globalThis.window;
  const nav = win?.navigator;
  const touch = (nav?.maxTouchPoints ?? 0) > 1;
  const { browser, os, device } = parseUserAgent(input.userAgent ?? nav?.userAgent ?? '', touch);
  const payload: AnalyticsLogPayload = {
    browser: defined({ ...browser, language: nav?.language }) as AnalyticsLogPayload['browser'],
    device: defined({
      ...device,
      touch: nav ? touch : undefined,
      screenWidth: win?.screen?.width,
      screenHeight: win?.screen?.height,
      pixelRatio: win?.devicePixelRatio,
    }) as AnalyticsLogPayload['device'],
    os: defined(os) as AnalyticsLogPayload['os'],
  };
  if (input.step) payload.step = input.step.slice(0, 64);
  const ids = pickAnalyticsIds(input.analytics);
  if (Object.keys(ids).length > 0) payload.analytics = ids;
  return payload;
}
