import { useSyncExternalStore } from 'react';
import type { IdscanWidgetController, WidgetState } from '../core/types';

/** The controller's state; on a server the first snapshot (not ready: the widget renders nothing). */
export function useWidgetState(widget: IdscanWidgetController): WidgetState {
  return useSyncExternalStore(widget.subscribe, widget.getState, widget.getState);
}
