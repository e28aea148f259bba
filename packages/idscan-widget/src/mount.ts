import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { setFrameWorkerUrl } from './capture/createFrameChecker';
import { idscanError } from './core/IdscanError';
import type { IdscanWidgetController, IdscanWidgetOptions, WidgetState } from './core/types';
import { createBrowserWidget } from './react/createBrowserWidget';
import { WidgetRoot } from './react/WidgetRoot';

/** What `mount()` returns: the widget's events and state, and the way to take it off the page. */
export interface MountedIdscanWidget {
  /** Journey events (docs/spec/widget/states.md#journey-events); returns an unsubscribe function. */
  on: IdscanWidgetController['on'];
  getState(): WidgetState;
  /** A refreshed scan token for the next calls; a call refused for the old one is tried again once (see the controller). */
  setToken: IdscanWidgetController['setToken'];
  /** Another locale, keeping the journey's state; resolves once the new texts are shown. */
  setLocale: IdscanWidgetController['setLocale'];
  /** The controller, for hosts that drive the widget themselves (e.g. `cancel()`). */
  readonly widget: IdscanWidgetController;
  /** Removes the widget, stops the camera and any request in flight. Idempotent. */
  unmount(): void;
}

function containerOf(target: Element | string): Element {
  if (typeof target === 'string') {
    if (typeof document === 'undefined') {
      throw idscanError('browserOnly', {}, 'mount() needs a browser document; on a server, render nothing and mount on the client.');
    }
    const found = document.querySelector(target);
    if (!found) throw idscanError('template', { reason: 'containerMissing' }, `Expected the selector "${target}" to match an element on the page, got none. Mount after the container exists.`);
    return found;
  }
  if (typeof Element === 'undefined' || !(target instanceof Element)) {
    throw idscanError('invalidParameter', { parameter: 'container', reason: 'container' }, `Invalid parameters: the container must be an element or a selector, got ${target === null ? 'null' : typeof target}.`);
  }
  return target;
}

/**
 * Mounts the widget in an element (or the first match of a selector) of any page, with or without React on it
 * (React and React DOM are peer dependencies: the host's bundle provides them). The same tree as `<IdscanWidget>`.
 * @throws IdscanError `invalidParameter` (container, options), `missingParameter` (backendUrl) or `template`
 * (containerMissing) at once (docs/spec/widget/errors.md).
 */
export function mount(target: Element | string, options: IdscanWidgetOptions): MountedIdscanWidget {
  const container = containerOf(target);
  const widget = createBrowserWidget(options);
  if (options.workerUrl !== undefined) setFrameWorkerUrl(options.workerUrl);
  const root = createRoot(container);
  root.render(createElement(WidgetRoot, { widget }));
  void widget.start();
  let mounted = true;
  return {
    on: (type, listener) => widget.on(type, listener),
    getState: () => widget.getState(),
    setToken: (token) => widget.setToken(token),
    setLocale: (locale) => widget.setLocale(locale),
    widget,
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
      widget.destroy();
    },
  };
}
