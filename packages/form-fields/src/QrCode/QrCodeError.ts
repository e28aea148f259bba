/** A value could not be encoded as a QR code (usually: too long for a code of error-correction level H). */
export class QrCodeError extends Error {
  override readonly name = 'QrCodeError';

  constructor(value: string, cause: unknown) {
    super(
      `Expected a value that fits a QR code of error-correction level H (at most about 1,270 characters of a URL), ` +
        `but encoding ${value.length} characters failed${cause instanceof Error ? `: ${cause.message}` : ''}. ` +
        `Pass a shorter URL.`,
      { cause },
    );
  }
}
