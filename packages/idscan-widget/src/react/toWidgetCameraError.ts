import { toCameraError } from '../capture/CameraError';
import { type IdscanError, idscanError } from '../core/IdscanError';

/** The capture layer's camera failure (docs/spec/widget/errors.md#camera) as the widget's `camera` error. */
export function toWidgetCameraError(caught: unknown): IdscanError<'camera'> {
  const error = toCameraError(caught);
  return idscanError('camera', { reason: error.kind }, error.message, { cause: error });
}
