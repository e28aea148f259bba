// The script-tag build (dist/idscan-widget.global.js, an IIFE with React inside): `window.IdscanWidget.mount()`
// and `window.IdscanWidget.version` for pages with no bundler. The files it needs are found from the script's own
// URL, so a host that copies idscan-widget.global.js, frameWorker.js and styles.css (and, for the face steps'
// guidance, face-model/) into one folder configures nothing; `workerUrl` and `faceModelUrl` override them.
import { setFrameWorkerUrl } from '../capture/createFrameChecker';
import { importFaceApiFromModelFolder } from '../capture/loadFaceDetector';
import type { IdscanWidgetOptions } from '../core/types';
import { mount as mountWidget, type MountedIdscanWidget } from '../mount';

declare const __IDSCAN_WIDGET_VERSION__: string;

/** This build's package version, e.g. `0.2.0`. */
export const version: string = __IDSCAN_WIDGET_VERSION__;

// Read while the script runs: `document.currentScript` is null once it has finished (and in a module script).
const current = typeof document === 'undefined' ? null : document.currentScript;
const scriptUrl = current instanceof HTMLScriptElement && current.src ? current.src : null;

// No bundler resolves `@vladmandic/face-api` here: its bundle is imported from the model folder.
importFaceApiFromModelFolder();
if (scriptUrl) setFrameWorkerUrl(new URL('frameWorker.js', scriptUrl).href);

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
 * with the worker and the face model found beside this script unless `workerUrl` / `faceModelUrl` say otherwise.
 */
export function mount(target: Element | string, options: IdscanWidgetOptions): MountedIdscanWidget {
  // Anything unusable (no options, no document) goes to mount() as it came, for its S1 §8 errors.
  if (typeof options !== 'object' || options === null || typeof document === 'undefined') return mountWidget(target, options);
  const faceModelUrl = faceModelUrlOf(options.faceModelUrl) as string | undefined;
  return mountWidget(target, faceModelUrl === undefined ? options : { ...options, faceModelUrl });
}
