import { MAX_UPLOAD_BYTES } from '../core/constants';
import type { UploadCheckResult } from './types';

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, i) => bytes[i] === byte);

/**
 * docs/spec/widget/validation.md#uploaded-files: JPG and PNG only, size under 7.5 MB. The type comes from the file's first bytes, never its name or the
 * browser's guess (a renamed PDF says image/jpeg). Format is checked first: a smaller copy of a wrong format
 * would be refused again, so "format" is the answer that helps.
 */
export async function checkUploadFile(file: Blob): Promise<UploadCheckResult> {
  const head = new Uint8Array(await file.slice(0, PNG_MAGIC.length).arrayBuffer());
  const type = startsWith(head, JPEG_MAGIC) ? 'image/jpeg' : startsWith(head, PNG_MAGIC) ? 'image/png' : null;
  if (!type) return { ok: false, error: 'format' };
  // "Under 7.5 MB": a file of exactly MAX_UPLOAD_BYTES is refused, like the scan backend does.
  if (file.size >= MAX_UPLOAD_BYTES) return { ok: false, error: 'tooBig' };
  return { ok: true, type };
}
