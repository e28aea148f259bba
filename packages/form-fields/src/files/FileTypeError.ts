import { ALLOWED_FILE_EXTENSIONS } from './fileTypes';

/** A file whose extension the upload does not accept (docs/spec/flow/validation.md#file-upload: the file-type validation event). */
export class FileTypeError extends Error {
  override readonly name = 'FileTypeError';
  /** The file that was chosen or dropped. */
  readonly file: File;

  constructor(file: File) {
    super(
      `Expected a file ending in ${ALLOWED_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(', ')} ` +
        `(in any letter case), but got "${file.name}"${file.type ? ` (${file.type})` : ''}. ` +
        `Choose a photo or a PDF of the document.`,
    );
    this.file = file;
  }
}
