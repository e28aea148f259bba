import type { UploadFormat } from '@onboarding/realform-api';

export interface Dimensions {
  width: number;
  height: number;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

function pngDimensions(bytes: Uint8Array): Dimensions | null {
  // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4): IHDR must come first.
  if (bytes.length < 24 || ascii(bytes, 12, 16) !== 'IHDR') return null;
  const data = view(bytes);
  return { width: data.getUint32(16), height: data.getUint32(20) };
}

// Start-of-frame markers carry the frame size (ITU T.81 B.2.2); C4, C8 and CC are not frames.
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegDimensions(bytes: Uint8Array): Dimensions | null {
  const data = view(bytes);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame header
    const length = data.getUint16(offset + 2);
    if (length < 2) return null;
    if (SOF_MARKERS.has(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { height: data.getUint16(offset + 5), width: data.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

function gifDimensions(bytes: Uint8Array): Dimensions | null {
  if (bytes.length < 10) return null;
  const data = view(bytes);
  return { width: data.getUint16(6, true), height: data.getUint16(8, true) };
}

interface Box {
  type: string;
  start: number;
  end: number;
  /** Where the payload starts (after size, type and any 64-bit size). */
  body: number;
}

function* boxes(bytes: Uint8Array, start: number, end: number): Generator<Box> {
  const data = view(bytes);
  let offset = start;
  while (offset + 8 <= end) {
    let size = data.getUint32(offset);
    const type = ascii(bytes, offset + 4, offset + 8);
    let body = offset + 8;
    if (size === 1) {
      if (offset + 16 > end) return;
      size = Number(data.getBigUint64(offset + 8));
      body = offset + 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < body - offset || offset + size > end) return;
    yield { type, start: offset, end: offset + size, body };
    offset += size;
  }
}

function child(bytes: Uint8Array, parent: Box, type: string, skip = 0): Box | undefined {
  for (const box of boxes(bytes, parent.body + skip, parent.end)) if (box.type === type) return box;
  return undefined;
}

/**
 * HEIF and AVIF keep image sizes in `ispe` properties (ISO/IEC 23008-12 6.5.3) under meta → iprp → ipco. A file
 * may list several (thumbnails, grid tiles); the largest is the image's.
 */
function isoDimensions(bytes: Uint8Array): Dimensions | null {
  const root: Box = { type: 'root', start: 0, end: bytes.length, body: 0 };
  const meta = child(bytes, root, 'meta');
  // meta is a full box: 4 bytes of version and flags before its children.
  const iprp = meta && child(bytes, meta, 'iprp', 4);
  const ipco = iprp && child(bytes, iprp, 'ipco');
  if (!ipco) return null;
  const data = view(bytes);
  let best: Dimensions | null = null;
  for (const box of boxes(bytes, ipco.body, ipco.end)) {
    if (box.type !== 'ispe' || box.body + 12 > box.end) continue;
    const width = data.getUint32(box.body + 4);
    const height = data.getUint32(box.body + 8);
    if (!best || width * height > best.width * best.height) best = { width, height };
  }
  return best;
}

/**
 * An image's size from its header alone, without decoding it, so a decompression bomb is refused before any
 * pixel is allocated. Null when the header does not say (a PDF, a damaged file).
 */
export function imageDimensions(bytes: Uint8Array, format: UploadFormat): Dimensions | null {
  switch (format) {
    case 'png':
      return pngDimensions(bytes);
    case 'jpeg':
      return jpegDimensions(bytes);
    case 'gif':
      return gifDimensions(bytes);
    case 'heic':
    case 'heif':
    case 'avif':
      return isoDimensions(bytes);
    case 'pdf':
      return null;
  }
}
