/**
 * docs/spec/widget/errors.md#camera "camera permission unavailable": the browser cannot even ask — no `navigator.mediaDevices`, which is
 * what an insecure (http) page or an old browser gets, or a policy that disables capture.
 */
export class CameraPermissionUnavailableError extends Error {
  override readonly name = 'CameraPermissionUnavailableError';
  readonly kind = 'permissionUnavailable';

  constructor(detail: string, options?: ErrorOptions) {
    super(
      `Expected a browser that can ask for the camera (navigator.mediaDevices.getUserMedia on an https page), got: ${detail}. ` +
        'Serve the page over https (or localhost), allow the camera in a Permissions-Policy/iframe "allow" attribute, or offer a file upload.',
      options,
    );
  }
}
