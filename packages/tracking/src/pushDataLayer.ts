import type { DataLayerEntry } from './TrackingEventMap';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Pushes an entry onto the tag manager's data layer, creating `window.dataLayer` when the tag manager has not
 * loaded yet (it replays what is queued there when it does). No consent check: this is the raw write that
 * `createDataLayer` makes once consent allows it, and it is not exported, so every write goes through consent.
 * @param win the window that owns the data layer. @default window
 */
export function pushDataLayer(entry: DataLayerEntry, win: Window = window): void {
  const target = win as DataLayerWindow;
  (target.dataLayer ??= []).push(entry);
}
