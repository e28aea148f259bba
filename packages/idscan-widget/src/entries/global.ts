// The script-tag build (dist/idscan-widget.global.js, an IIFE with React inside): `window.IdscanWidget.mount()`
// and `window.IdscanWidget.version` for pages with no bundler. The files it needs are found from the script's own
// URL, so a host that copies idscan-widget.global.js, frameWorker.js, styles.css and locales/ (and, for the face
// steps' guidance, face-model/) into one folder configures nothing; `workerUrl`, `faceModelUrl` and `localesUrl`
// override them. English is inside the script; the other locales' texts are fetched from locales/<locale>.json.
import { setFrameWorkerUrl } from '../capture/createFrameChecker';
import { importFaceApiFromModelFolder } from '../capture/loadFaceDetector';
import type { IdscanWidgetOptions } from '../core/types';
import { setLocalesUrl } from './globalMessages';
import { mount as mountWidget, type MountedIdscanWidget } from '../mount';

declare const __IDSCAN_WIDGET_VERSION__: string;

/** This build's package version, e.g. `0.2.0`. */
export const version: string = __IDSCAN_WIDGET_VERSION__;

// Read while the script runs: `document.currentScript` is null once it has finished (and in a module script).
const current = typeof document === 'undefined' ? null : document.currentScript;
const scriptUrl = current instanceof HTMLScriptElement && current.src ? current.src : null;

// No bundler resolves `@vladmandic/face-api` here: its bundle is imported from the model folder.
importFaceApiFromModelFolder();
if (scriptUrl) {
  setFrameWorkerUrl(new URL('frameWorker.js', scriptUrl).href);
  setLocalesUrl(new URL('locales/', scriptUrl).href);
}

/** What `mount()` of the script-tag build takes: the widget's options and where its locale files are. */
export interface ScriptTagMountOptions extends IdscanWidgetOptions {
  /**
   * The folder of the locale files (`locales/<locale>.json` of the package's dist/, one per locale but English,
   * which is inside the script), when not beside `idscan-widget.global.js`; relative URLs resolve against the page.
   * They are fetched (a CSP needs `connect-src` for it; from another origin, CORS) when a widget first shows that
   * locale (`locale`, `setLocale`). If the file of the locale a widget starts with cannot be loaded, the widget
   * shows in English and `onError` gets an `unexpected` error saying why (without `onError`, the console does);
   * a failed `setLocale` keeps the current locale and reports through `onError`. Page-wide, as `workerUrl`.
   * @default `locales/` beside `idscan-widget.global.js`
   */
  localesUrl?: string | URL;
}

/** Against the page (as `fetch` resolves it); left as given when it is no URL (the fetch reports it). */
function absoluteUrl(url: string): string {
  try {
    return new URL(url, document.baseURI).href;
  } catch {
    return url;
  }
}

function faceModelUrlOf(option: unknown): unknown {
  // Made absolute against the page (as the model files are fetched): the detector's code is imported from the same
  // folder, and a relative import() in this script would resolve against the script's URL instead.
  if (typeof option === 'string') {
    try {
      return new URL(option, document.baseURI).href;
    } catch {
      return option;
    }
  }
  return option === undefined && scriptUrl ? new URL('face-model/', scriptUrl).href : option;
}

/**
 * Mounts the widget in an element (or the first match of a selector): `mount()` of `@onboarding/idscan-widget/mount`,
 * with the worker, the face model and the locale files found beside this script unless `workerUrl` /
 * `faceModelUrl` / `localesUrl` say otherwise.
 */
export function mount(target: Element | string, options: ScriptTagMountOptions): MountedIdscanWidget {
  // Anything unusable (no options, no document) goes to mount() as it came, for its docs/spec/widget/errors.md errors.
  if (typeof options !== 'object' || options === null || typeof document === 'undefined') return mountWidget(target, options);
  const { localesUrl, ...widgetOptions } = options;
  if (localesUrl !== undefined) setLocalesUrl(absoluteUrl(String(localesUrl)));
  const faceModelUrl = faceModelUrlOf(widgetOptions.faceModelUrl) as string | undefined;
  // A locale file that cannot be loaded: the widget starts in English (inside this script) and onError says why.
  return mountWidget(target, faceModelUrl === undefined ? widgetOptions : { ...widgetOptions, faceModelUrl });
}
