import sharp from 'sharp';
import { greyRaster, localMeans, type MrzCandidate, type MrzSearch } from './locateMrz';
import { prepareForOcr, type ChevronBox, type InkRaster, type TextBand } from './slotMrzLines';

/** Character height the crops are scaled to: tesseract reads best around 30–40 px capitals. */
export const CROP_CHARACTER_HEIGHT = 36;
/** White border added around the crop for tesseract (it finds no text touching the edge); boxes come back shifted by it. */
export const CROP_BORDER = 12;

export interface MrzCrop {
  /** What the OCR reads: the binarised crop as PNG, black print on white, without the `<` chevrons. */
  png: Buffer;
  /** The binarised crop with the chevrons. */
  raster: InkRaster;
  bands: TextBand[];
  chevrons: ChevronBox[];
}

/** Block size of the local minimum and maximum (the window is three blocks square, about a character). */
const BLOCK = 12;
/** Least difference between local paper and print, grey levels: flatter places hold no print. */
const MIN_CONTRAST = 24;

/** How a crop is binarised (see `binarise`). */
export interface Threshold {
  /** Print is darker than the local mean by this fraction of it (noise on paper is not). */
  belowMean: number;
  /** …and darker than this fraction of the way from the local darkest to the local lightest. */
  fraction: number;
}

/**
 * Binarises with local thresholds (windows about a character): glare and shadows change the light along a line,
 * so one threshold for the crop would lose one end of it. Print must be clearly darker than the local mean (noise
 * of a dim photo is not) and darker than the midpoint between local print and paper, which keeps blurred strokes at
 * their true width where a threshold near the paper would fatten them into each other.
 */
export function binarise(pixels: Uint8Array, width: number, height: number, { belowMean, fraction }: Threshold): InkRaster {
  const means = localMeans({ width, height, pixels }, Math.round(CROP_CHARACTER_HEIGHT * 1.5));
  const columns = Math.ceil(width / BLOCK);
  const rows = Math.ceil(height / BLOCK);
  const blockMin = new Uint8Array(columns * rows).fill(255);
  const blockMax = new Uint8Array(columns * rows);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / BLOCK) * columns;
    for (let x = 0; x < width; x++) {
      const value = pixels[y * width + x]!;
      const block = row + Math.floor(x / BLOCK);
      if (value < blockMin[block]!) blockMin[block] = value;
      if (value > blockMax[block]!) blockMax[block] = value;
    }
  }
  const threshold = new Float32Array(columns * rows);
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < columns; bx++) {
      let low = 255;
      let high = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = bx + dx;
          const ny = by + dy;
          if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
          low = Math.min(low, blockMin[ny * columns + nx]!);
          high = Math.max(high, blockMax[ny * columns + nx]!);
        }
      }
      threshold[by * columns + bx] = high - low < MIN_CONTRAST ? -1 : low + fraction * (high - low);
    }
  }
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / BLOCK) * columns;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const value = pixels[i]!;
      const mean = means[i]!;
      if (value < threshold[row + Math.floor(x / BLOCK)]! && mean - value > Math.max(6, belowMean * mean)) ink[i] = 1;
    }
  }
  return { width, height, ink };
}

/**
 * The candidate's box cut from the full-size photo, straightened, scaled to `CROP_CHARACTER_HEIGHT` and
 * binarised. The box grows by a line or two above and below when fewer than three lines were seen, so a TD1 line
 * the search missed is still in the crop.
 */
export async function cropMrz(search: MrzSearch, candidate: MrzCandidate, threshold: Threshold = { belowMean: 0.14, fraction: 0.5 }): Promise<MrzCrop | null> {
  const { photo, scale, angle } = search;
  const lineHeight = candidate.lineHeight / scale;
  const grow = candidate.lines >= 3 ? 0.9 : candidate.lines === 2 ? 2.2 : 3.8;
  let straight = sharp(photo.pixels, { raw: { width: photo.width, height: photo.height, channels: 1 } });
  let width = photo.width;
  let height = photo.height;
  if (Math.abs(angle) >= 0.05) {
    const rotated = await greyRaster(straight.rotate(-angle, { background: { r: 255, g: 255, b: 255 } }));
    straight = sharp(rotated.pixels, { raw: { width: rotated.width, height: rotated.height, channels: 1 } });
    width = rotated.width;
    height = rotated.height;
  }
  const boxWidth = (candidate.right - candidate.left) / scale;
  const left = Math.max(0, Math.floor(candidate.left / scale - 0.04 * boxWidth));
  const right = Math.min(width, Math.ceil(candidate.right / scale + 0.04 * boxWidth));
  const top = Math.max(0, Math.floor(candidate.top / scale - grow * lineHeight));
  const bottom = Math.min(height, Math.ceil(candidate.bottom / scale + grow * lineHeight));
  if (right - left < 20 || bottom - top < 10) return null;
  const factor = Math.min(4, Math.max(0.4, CROP_CHARACTER_HEIGHT / Math.max(1, lineHeight)));
  const region = await greyRaster(straight.extract({ left, top, width: right - left, height: bottom - top }));
  const crop = await greyRaster(
    sharp(region.pixels, { raw: { width: region.width, height: region.height, channels: 1 } })
      .resize(Math.max(1, Math.round((right - left) * factor)), Math.max(1, Math.round((bottom - top) * factor)), { kernel: 'cubic' })
      .median(3)
      .normalise(),
  );
  const { raster, ocr, bands, chevrons } = prepareForOcr(binarise(crop.pixels, crop.width, crop.height, threshold));
  const white = Buffer.alloc(ocr.ink.length);
  for (let i = 0; i < white.length; i++) white[i] = ocr.ink[i] ? 0 : 255;
  const png = await sharp(white, { raw: { width: raster.width, height: raster.height, channels: 1 } })
    .extend({ top: CROP_BORDER, bottom: CROP_BORDER, left: CROP_BORDER, right: CROP_BORDER, background: { r: 255, g: 255, b: 255 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, raster, bands, chevrons };
}
