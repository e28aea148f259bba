/** docs/spec/flow/validation.md#file-upload: the only file extensions an upload accepts (compared case-insensitively). */
export const ALLOWED_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'heic', 'heif', 'avif', 'pdf'] as const;

/** One of {@link ALLOWED_FILE_EXTENSIONS}. */
export type AllowedFileExtension = (typeof ALLOWED_FILE_EXTENSIONS)[number];

/** The extensions browsers cannot draw and heic2any converts to JPEG (docs/spec/flow/validation.md#file-upload). */
const HEIC_EXTENSIONS: ReadonlySet<string> = new Set(['heic', 'heif']);

/**
 * The `accept` attribute of the file input: extensions only, because phones report HEIC photos with an empty or
 * made-up MIME type, and a MIME list would hide them in the picker.
 */
export const FILE_INPUT_ACCEPT = ALLOWED_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The file name's extension, lower-case and without the dot; `''` when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether the upload accepts a file of this name (docs/spec/flow/validation.md#file-upload: by extension, in any letter case). */
export function isAllowedFileName(name: string): boolean {
  return (ALLOWED_FILE_EXTENSIONS as ReadonlyArray<string>).includes(fileExtension(name));
}

/** Whether the file is a HEIC/HEIF photo (by extension, or by MIME type where the browser knows it). */
export function isHeicFile(file: Pick<File, 'name' | 'type'>): boolean {
  return HEIC_EXTENSIONS.has(fileExtension(file.name)) || /^image\/hei[cf](-sequence)?$/i.test(file.type);
}

/** Whether the file is a PDF (it gets a file icon instead of a thumbnail and is never compressed). */
export function isPdfFile(file: Pick<File, 'name' | 'type'>): boolean {
  return fileExtension(file.name) === 'pdf' || file.type === 'application/pdf';
}

/** The name with its extension replaced (or added when it has none): `photo.HEIC` → `photo.jpg`. */
export function replaceExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base}.${extension}`;
}

/** docs/spec/flow/validation.md#file-upload: a `.jpeg` name (any letter case) becomes `.jpg`; other names are kept as they are. */
export function renameJpeg(name: string): string {
  return fileExtension(name) === 'jpeg' ? replaceExtension(name, 'jpg') : name;
}
