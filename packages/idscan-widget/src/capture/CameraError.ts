import { CameraNotReadableError } from './CameraNotReadableError';
import { CameraPermissionDeniedError } from './CameraPermissionDeniedError';
import { CameraPermissionUnavailableError } from './CameraPermissionUnavailableError';
import { NoSuitableCameraError } from './NoSuitableCameraError';

/** docs/spec/widget/errors.md#camera's four camera errors; switch on `kind`. */
export type CameraError = CameraPermissionDeniedError | CameraPermissionUnavailableError | CameraNotReadableError | NoSuitableCameraError;

export function isCameraError(value: unknown): value is CameraError {
  return (
    value instanceof CameraPermissionDeniedError ||
    value instanceof CameraPermissionUnavailableError ||
    value instanceof CameraNotReadableError ||
    value instanceof NoSuitableCameraError
  );
}

/**
 * Maps what getUserMedia rejects with to docs/spec/widget/errors.md#camera's camera errors, by the DOMException's name (older Chrome and
 * Firefox spellings included). Anything unrecognised means the camera did not start: not readable.
 */
export function toCameraError(error: unknown): CameraError {
  if (isCameraError(error)) return error;
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return new CameraPermissionDeniedError({ cause: error });
    case 'SecurityError':
    case 'TypeError':
      return new CameraPermissionUnavailableError(`${name} from getUserMedia`, { cause: error });
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return new NoSuitableCameraError({ cause: error });
    default:
      return new CameraNotReadableError({ cause: error });
  }
}
