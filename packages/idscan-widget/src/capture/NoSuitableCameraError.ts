/** docs/spec/widget/errors.md#camera "no suitable camera found": no camera, or none that meets the constraints (a removed device id). */
export class NoSuitableCameraError extends Error {
  override readonly name = 'NoSuitableCameraError';
  readonly kind = 'noSuitableCamera';

  constructor(options?: ErrorOptions) {
    super(
      'Expected a camera that can capture video, got none (NotFoundError or OverconstrainedError). ' +
        'Connect a camera or choose another one, try another device, or offer a file upload.',
      options,
    );
  }
}
