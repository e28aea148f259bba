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

/**
 * Binarises with a local threshold (window about three characters): glare and shadows change the light across a
 * line, so one threshold for the crop would lose one end of it.
 */
export function binarise(pixels: Uint8Array, width: number, height: number, relative: number): InkRaster {
  const radius = Math.round(CROP_CHARACTER_HEIGHT * 1.5);
  const means = localMeans({ width, height, pixels }, radius);
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) {
    const mean = means[i]!;
    if (mean - pixels[i]! > Math.max(6, relative * mean)) ink[i] = 1;
  }
  return { width, height, ink };
}

/**
 * The candidate's box cut from the full-size photo, straightened, scaled to `CROP_CHARACTER_HEIGHT` and
 * binarised. The box grows by a line or two above and below when fewer than three lines were seen, so a TD1 line
 * the search missed is still in the crop.
 */
export async function cropMrz(search: MrzSearch, candidate: MrzCandidate, relative = 0.14): Promise<MrzCrop | null> {
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
  const { raster, ocr, bands, chevrons } = prepareForOcr(binarise(crop.pixels, crop.width, crop.height, relative));
  const white = Buffer.alloc(ocr.ink.length, 255);
  if (process.env.MRZ_GREY) {
    // The grey crop where the kept print is (grown by two pixels for its soft edges), white elsewhere.
    const { width: w, height: h } = ocr;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let near = false;
        for (let dy = -2; dy <= 2 && !near; dy++) for (let dx = -2; dx <= 2 && !near; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < w && ny < h && ocr.ink[ny * w + nx]) near = true;
        }
        if (near) white[y * w + x] = crop.pixels[y * w + x]!;
      }
    }
  } else for (let i = 0; i < white.length; i++) white[i] = ocr.ink[i] ? 0 : 255;
  const png = await sharp(white, { raw: { width: raster.width, height: raster.height, channels: 1 } })
    .extend({ top: CROP_BORDER, bottom: CROP_BORDER, left: CROP_BORDER, right: CROP_BORDER, background: { r: 255, g: 255, b: 255 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, raster, bands, chevrons };
}
