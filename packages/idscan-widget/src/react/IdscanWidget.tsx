import { useEffect, useRef, useState } from 'react';
import { setFrameWorkerUrl } from '../capture/createFrameChecker';
import { JOURNEY_EVENTS } from '../core/enumerations';
import { validateOptions } from '../core/validateOptions';
import type { IdscanWidgetController, IdscanWidgetOptions, WidgetEventListener, WidgetEventType } from '../core/types';
import { createBrowserWidget } from './createBrowserWidget';
import { WidgetRoot } from './WidgetRoot';

/** Listeners by event name (docs/spec/widget/states.md#journey-events), for React hosts: `events={{ end: ({ result }) => … }}`. */
export type IdscanWidgetEvents = { [K in WidgetEventType]?: WidgetEventListener<K> };

export interface IdscanWidgetProps extends IdscanWidgetOptions {
  /** Journey events; the newest listeners are always called, so inline functions are fine. */
  events?: IdscanWidgetEvents;
}

const EVENT_TYPES: readonly WidgetEventType[] = [...JOURNEY_EVENTS, 'transferProgress'];

/** Forwards the controller's callbacks and events to the newest props, so hosts may pass inline functions. */
function createRelay(first: IdscanWidgetProps) {
  // The host's own callbacks are checked, not the forwarders that replace them.
  validateOptions(first);
  let latest = first;
  const options: IdscanWidgetOptions = {
    ...first,
    onComplete: (outcome) => latest.onComplete?.(outcome),
    onError: (error) => latest.onError?.(error),
    onUserExit: () => latest.onUserExit?.(),
    onLogout: first.onLogout && (() => latest.onLogout?.()),
    onNewJourney: first.onNewJourney && (() => latest.onNewJourney?.()),
  };
  return {
    options,
    update(props: IdscanWidgetProps) {
      latest = props;
    },
    subscribe(widget: IdscanWidgetController): () => void {
      const offs = EVENT_TYPES.map((type) => widget.on(type, (payload: unknown) => (latest.events?.[type] as ((payload: unknown) => void) | undefined)?.(payload)));
      return () => {
        for (const off of offs) off();
      };
    },
  };
}

/**
 * The identity-verification widget (the widget spec) as a React component. The options are read on the first render: give
 * the component a new `key` for another journey. Callbacks and `events` may change at any time, and so may `token`
 * (a refreshed scan token) and `locale` (the texts change, the journey goes on). On a server it
 * renders nothing; in the browser it starts after mounting.
 * @throws IdscanError `invalidParameter` / `missingParameter` during render for unusable options (docs/spec/widget/errors.md).
 */
export function IdscanWidget(props: IdscanWidgetProps) {
  const [relay] = useState(() => createRelay(props));
  const [widget] = useState(() => createBrowserWidget(relay.options));
  useEffect(() => {
    relay.update(props);
  });
  // A new token or locale from the host goes to the running widget: the journey goes on (no remount).
  useEffect(() => {
    widget.setToken(props.token);
  }, [widget, props.token]);
  useEffect(() => {
    void widget.setLocale(props.locale ?? 'en');
  }, [widget, props.locale]);
  // The destroy waits one task: React's development double mount (StrictMode) unmounts and mounts again at
  // once, and must find the widget alive.
  const pendingDestroy = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (pendingDestroy.current !== null) clearTimeout(pendingDestroy.current);
    pendingDestroy.current = null;
    const unsubscribe = relay.subscribe(widget);
    if (relay.options.workerUrl !== undefined) setFrameWorkerUrl(relay.options.workerUrl);
    void widget.start();
    return () => {
      unsubscribe();
      pendingDestroy.current = setTimeout(() => widget.destroy());
    };
  }, [widget, relay]);
  return <WidgetRoot widget={widget} />;
}
