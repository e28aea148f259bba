/** A large image could not be drawn smaller on a canvas (the browser cannot decode it, or is out of memory). */
export class ImageCompressionError extends Error {
  override readonly name = 'ImageCompressionError';
  /** The file that was chosen. */
  readonly file: File;

  constructor(file: File, cause: unknown) {
    super(
      `Expected to compress the image "${file.name}" (${file.size} bytes, ${file.type || 'unknown type'}) to a JPEG ` +
        `of at most 1280×1024 px, but drawing it failed${cause instanceof Error ? `: ${cause.message}` : ''}. ` +
        `Choose a smaller picture, or one in JPG or PNG format.`,
      { cause },
    );
    this.file = file;
  }
}
