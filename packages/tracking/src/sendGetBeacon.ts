import type { EventProperties, SendErrorHandler } from './adapters';

/**
 * Sends `properties` as the query string of a GET to `url`: `fetch` with `keepalive` (survives leaving the page),
 * or an image request where `fetch` is missing. No cookies go along (`credentials: 'omit'`).
 */
export function sendGetBeacon(url: string, properties: EventProperties, onError: SendErrorHandler): void {
  const target = new URL(url, globalThis.location?.href);
  for (const [name, value] of Object.entries(properties)) if (value !== undefined) target.searchParams.set(name, String(value));
  if (typeof fetch === 'function') {
    fetch(target, { keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(onError);
  } else {
    const image = new Image();
    image.onerror = onError;
    image.src = target.href;
  }
}
