/**
 * docs/spec/widget/errors.md "system not able to take the photo" / "canvas context unavailable": a still or a frame could not be
 * read from the camera.
 */
export class PhotoCaptureError extends Error {
  override readonly name = 'PhotoCaptureError';
  readonly reason: 'noFrame' | 'canvasUnavailable';

  constructor(reason: 'noFrame' | 'canvasUnavailable', options?: ErrorOptions) {
    super(
      reason === 'noFrame'
        ? 'Expected a video frame to take the photo from, got none: the camera has not delivered its first frame or was stopped. Wait for the stream to play, or open the camera again.'
        : 'Expected a 2D canvas to draw the photo on, got none (canvas context unavailable or encoding failed). Check that the browser allows canvas, or offer a file upload.',
      options,
    );
    this.reason = reason;
  }
}
