import { describe, expect, it } from 'vitest';
import { CameraNotReadableError } from './CameraNotReadableError';
import { isCameraError, toCameraError } from './CameraError';
import { CameraPermissionDeniedError } from './CameraPermissionDeniedError';
import { CameraPermissionUnavailableError } from './CameraPermissionUnavailableError';
import { NoSuitableCameraError } from './NoSuitableCameraError';

const domError = (name: string) => Object.assign(new Error(`${name} from the browser`), { name });

describe('toCameraError (docs/spec/widget/errors.md#camera camera errors)', () => {
  it.each([
    ['NotAllowedError', CameraPermissionDeniedError, 'permissionDenied'],
    ['PermissionDeniedError', CameraPermissionDeniedError, 'permissionDenied'],
    ['SecurityError', CameraPermissionUnavailableError, 'permissionUnavailable'],
    ['TypeError', CameraPermissionUnavailableError, 'permissionUnavailable'],
    ['NotReadableError', CameraNotReadableError, 'notReadable'],
    ['TrackStartError', CameraNotReadableError, 'notReadable'],
    ['AbortError', CameraNotReadableError, 'notReadable'],
    ['NotFoundError', NoSuitableCameraError, 'noSuitableCamera'],
    ['DevicesNotFoundError', NoSuitableCameraError, 'noSuitableCamera'],
    ['OverconstrainedError', NoSuitableCameraError, 'noSuitableCamera'],
  ])('maps a %s to %o with kind %s, keeping the original as cause', (name, type, kind) => {
    const original = domError(name);
    const error = toCameraError(original);
    expect(error).toBeInstanceOf(type);
    expect(error).toMatchObject({ kind, cause: original });
    expect(isCameraError(error)).toBe(true);
  });

  it('tells the developer what was expected, what happened and what to do', () => {
    const error = toCameraError(domError('NotReadableError'));
    expect(error.name).toBe('CameraNotReadableError');
    expect(error.message).toMatch(/Expected the camera to start.*close other apps/);
  });

  it('passes a camera error through unchanged and does not take other errors for one', () => {
    const denied = new CameraPermissionDeniedError();
    expect(toCameraError(denied)).toBe(denied);
    expect(isCameraError(new Error('x'))).toBe(false);
  });
});
