import type { UploadFormat } from '@onboarding/realform-api';

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

// ISO base media file brands (ISO/IEC 23008-12, AV1 image file format): the ftyp box names what the file is.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'mif2']);

function isoBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = Math.min(view.getUint32(0), bytes.length, 4096);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

/**
 * What a file is, judged by its content (magic bytes), never by its name or declared type (docs/security.md#uploads). Only the
 * docs/spec/flow/validation.md#file-upload types are recognised; anything else (an executable, HTML, WebP, a ZIP) is null.
 */
export function detectFormat(bytes: Uint8Array): UploadFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  const brands = isoBrands(bytes);
  if (brands) {
    // The major brand decides; compatible brands are the fallback (an AVIF may declare mif1 first).
    const [major = ''] = brands;
    if (AVIF_BRANDS.has(major)) return 'avif';
    if (HEIC_BRANDS.has(major)) return 'heic';
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heif';
  }
  return null;
}
