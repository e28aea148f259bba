/** A HEIC/HEIF photo could not be converted to JPEG (a broken file, or a browser heic2any does not support). */
export class HeicConversionError extends Error {
  override readonly name = 'HeicConversionError';
  /** The file that was chosen. */
  readonly file: File;

  constructor(file: File, cause: unknown) {
    super(
      `Expected to convert the HEIC/HEIF photo "${file.name}" (${file.size} bytes) to JPEG, but the converter failed` +
        `${cause instanceof Error ? `: ${cause.message}` : ''}. Choose a JPG or PNG picture instead, or check that ` +
        `the file opens on the device it came from.`,
      { cause },
    );
    this.file = file;
  }
}
