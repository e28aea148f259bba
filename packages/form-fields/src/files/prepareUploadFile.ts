import { compressImage as compressOnCanvas, needsCompression } from './compressImage';
import { convertHeic as convertWithHeic2any } from './convertHeic';
import { isAllowedFileName, isHeicFile, renameJpeg } from './fileTypes';
import { FileTypeError } from './FileTypeError';

/** The steps of {@link prepareUploadFile} that need a browser; tests replace them with fakes. */
export interface FilePreparers {
  /** Converts a HEIC/HEIF photo to JPEG. @default convertHeic (heic2any, loaded on first use) */
  convertHeic?: (file: File) => Promise<File>;
  /** Compresses a large image. @default compressImage (a 1280 × 1024 canvas) */
  compressImage?: (file: File) => Promise<File>;
}

/**
 * Turns a chosen file into the one to upload (docs/spec/flow/validation.md#file-upload): refuses other types, converts HEIC/HEIF to JPEG,
 * compresses images of 7 MB or more (after conversion, which can make a photo larger), and renames `.jpeg`
 * to `.jpg`. A file that needs none of it is returned as it is.
 * @throws {FileTypeError} for an extension that is not allowed.
 * @throws {HeicConversionError | ImageCompressionError} from the default steps.
 */
export async function prepareUploadFile(
  file: File,
  { convertHeic = convertWithHeic2any, compressImage = compressOnCanvas }: FilePreparers = {},
): Promise<File> {
  if (!isAllowedFileName(file.name)) throw new FileTypeError(file);
  let prepared = isHeicFile(file) ? await convertHeic(file) : file;
  if (needsCompression(prepared)) prepared = await compressImage(prepared);
  const name = renameJpeg(prepared.name);
  return name === prepared.name
    ? prepared
    : new File([prepared], name, { type: prepared.type, lastModified: prepared.lastModified });
}
