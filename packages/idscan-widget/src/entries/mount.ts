// `@onboarding/idscan-widget/mount`: mount(element, options) for pages without a React integration of their own
// (React and React DOM are still peer dependencies: the host's bundle provides them; the script-tag build
// dist/idscan-widget.global.js brings its own).
export { mount } from '../mount';
export type { MountedIdscanWidget } from '../mount';
export type {
  IdscanOutcome,
  IdscanWidgetController,
  IdscanWidgetOptions,
  JourneyResult,
  WidgetEventMap,
  WidgetEventType,
  WidgetState,
} from '../core/types';
export type { WidgetError } from '../core/IdscanError';
