import type { Consent, ConsentCategory } from './createConsent';
import { whenGranted } from './createConsent';
import { pushDataLayer } from './pushDataLayer';
import type { DataLayerEntry, TrackingEventMap, TrackingEventName } from './TrackingEventMap';

export interface DataLayerOptions {
  /** The applicant's consent; nothing reaches `window.dataLayer` before `category` is granted. */
  consent: Consent;
  /** The consent category the tag manager's events need. @default 'analytics' */
  category?: ConsentCategory;
  /** The window that owns the data layer. @default window (none on a server: pushes do nothing) */
  win?: Window;
}

export interface DataLayer {
  /** Pushes `{ event, ...payload }`: at once with consent, held until the choice without, dropped on refusal. */
  push<TName extends TrackingEventName>(event: TName, payload: TrackingEventMap[TName]): void;
}

/** The tag manager's data layer behind consent: the only way this package writes to `window.dataLayer`. */
export function createDataLayer(options: DataLayerOptions): DataLayer {
  return {
    push(event, payload) {
      // The entry is built now: what is held back is what happened then, not a later state.
      const entry = { event, ...payload } as DataLayerEntry;
      whenGranted(options.consent, options.category ?? 'analytics', () => {
        const win = options.win ?? globalThis.window;
        if (win) pushDataLayer(entry, win);
      });
    },
  };
}
