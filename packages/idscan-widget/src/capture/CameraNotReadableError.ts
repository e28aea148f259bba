/** docs/spec/widget/errors.md#camera "camera not readable": the camera exists and was allowed but could not start, usually held by another app. */
export class CameraNotReadableError extends Error {
  override readonly name = 'CameraNotReadableError';
  readonly kind = 'notReadable';

  constructor(options?: ErrorOptions) {
    super(
      'Expected the camera to start, got a hardware or OS refusal (NotReadableError). ' +
        'Another app or browser tab is probably using it: ask the user to close other apps that use the camera and try again.',
      options,
    );
  }
}
