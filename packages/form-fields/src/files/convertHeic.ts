import { IMAGE_JPEG_QUALITY } from '../constants';
import { replaceExtension } from './fileTypes';
import { HeicConversionError } from './HeicConversionError';

/** The part of heic2any's API this package uses. */
export type Heic2Any = (options: { blob: Blob; toType?: string; quality?: number }) => Promise<Blob | Blob[]>;

/** Loads the converter; {@link loadHeic2any} by default, a fake in tests. */
export type HeicConverterLoader = () => Promise<Heic2Any>;

/**
 * heic2any is about 1.35 MB (345 KB gzip), so it is imported only when a HEIC/HEIF photo is chosen
 * (docs/architecture.md#loading-on-demand); bundlers split it into its own chunk. It ships as UMD, so depending on the bundler's
 * CommonJS interop the function is the module's default export or that export's `default`.
 */
export async function loadHeic2any(): Promise<Heic2Any> {
  const module: { default: unknown } = await import('heic2any');
  const exported = module.default as Heic2Any | { default: Heic2Any };
  return typeof exported === 'function' ? exported : exported.default;
}

/**
 * Converts a HEIC/HEIF photo (iPhones' default) to a JPEG named `.jpg` (docs/spec/flow/validation.md#file-upload), which browsers can show and
 * the document checks can read. A multi-image HEIF gives its first image.
 * @throws {HeicConversionError} when the converter cannot be loaded or the photo cannot be converted.
 */
export async function convertHeic(file: File, load: HeicConverterLoader = loadHeic2any): Promise<File> {
  let jpeg: Blob;
  try {
    const heic2any = await load();
    const result = await heic2any({ blob: file, toType: 'image/jpeg', quality: IMAGE_JPEG_QUALITY });
    const first = Array.isArray(result) ? result[0] : result;
    if (!first) throw new Error('the converter returned no image');
    jpeg = first;
  } catch (error) {
    throw new HeicConversionError(file, error);
  }
  return new File([jpeg], replaceExtension(file.name, 'jpg'), { type: 'image/jpeg', lastModified: file.lastModified });
}
