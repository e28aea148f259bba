/** docs/spec/widget/errors.md#camera "camera permission denied" (docs/spec/flow/errors.md#camera: cameraPermissionDenied): the user or a browser policy said no. */
export class CameraPermissionDeniedError extends Error {
  override readonly name = 'CameraPermissionDeniedError';
  readonly kind = 'permissionDenied';

  constructor(options?: ErrorOptions) {
    super(
      'Expected permission to use the camera, got a refusal (NotAllowedError) from the user or a browser policy. ' +
        'Ask the user to allow the camera for this site in the browser settings, or offer a file upload.',
      options,
    );
  }
}
