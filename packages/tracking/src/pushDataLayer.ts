type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Pushes an event onto the tag manager's data layer, creating `window.dataLayer` when the tag manager has
 * not loaded yet (it replays what is queued there when it does).
 * @param win the window that owns the data layer. @default window
 */
export function pushDataLayer(event: Record<string, unknown>, win: Window = window): void {
  const target = win as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push(event);
}
