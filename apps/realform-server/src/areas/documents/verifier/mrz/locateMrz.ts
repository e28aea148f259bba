import sharp, { type Sharp } from 'sharp';

/**
 * Finding the machine-readable zone on a photo: a few passes over a shrunk grey copy (the pixel loops run on the
 * event loop, so they stay on about a megapixel), while decoding, rotating and cropping the full-size photo is left
 * to sharp (libuv's pool).
 */

/** A single-channel 8-bit image, row by row. */
export interface GreyRaster {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** A text band that may be the MRZ, in the coordinates of the deskewed search image. */
export interface MrzCandidate {
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** How many wide text lines were stacked (2 or 3, or 1 when only one was found). */
  lines: number;
  /** Median height of its text lines (about the character height). */
  lineHeight: number;
  score: number;
}

export interface MrzSearch {
  /** Skew of the text, degrees clockwise; the crops are rotated back by it. */
  angle: number;
  /** The (EXIF-oriented) photo in grey, full size. */
  photo: GreyRaster;
  /** Search image width over photo width. */
  scale: number;
  candidates: MrzCandidate[];
}

/** Long side of the search image. */
export const SEARCH_LONG_SIDE = 1000;
/** Skews searched, degrees either way (photos are taken roughly straight; ±5° is the goal). */
export const MAX_SKEW = 7;
/** Row gaps closed when joining characters into lines, as fractions of the search image width. */
const SMEAR_GAPS = [1 / 70, 1 / 45, 1 / 28] as const;

/** Integral image of a raster (width+1 × height+1). */
function integral(image: GreyRaster): Float64Array {
  const { width, height, pixels } = image;
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += pixels[y * width + x]!;
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1]! + row;
    }
  }
  return sums;
}

/** Local means over a (2r+1)² box, clipped at the borders. */
export function localMeans(image: GreyRaster, radius: number): Float32Array {
  const { width, height } = image;
  const sums = integral(image);
  const stride = width + 1;
  const means = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum = sums[y1 * stride + x1]! - sums[y0 * stride + x1]! - sums[y1 * stride + x0]! + sums[y0 * stride + x0]!;
      means[y * width + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return means;
}

/**
 * Dark print on a lighter surround: darker than the local mean by a margin that grows with the light (so dim
 * photos keep their text and glare does not turn paper texture into ink). 1 = ink.
 */
export function inkMask(image: GreyRaster, radius: number, relative = 0.12, absolute = 10): Uint8Array {
  const means = localMeans(image, radius);
  const mask = new Uint8Array(image.width * image.height);
  for (let i = 0; i < mask.length; i++) {
    const mean = means[i]!;
    if (mean - image.pixels[i]! > Math.max(absolute, relative * mean)) mask[i] = 1;
  }
  return mask;
}

/** Skew of the text lines by projection profiles: the angle whose row histogram of ink is sharpest. */
export function estimateSkew(mask: Uint8Array, width: number, height: number): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x]) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 50) return 0;
  const margin = Math.ceil(width * Math.tan((MAX_SKEW * Math.PI) / 180)) + 1;
  const bins = new Float64Array(height + 2 * margin);
  const sharpness = (degrees: number) => {
    bins.fill(0);
    const slope = Math.tan((degrees * Math.PI) / 180);
    for (let i = 0; i < xs.length; i++) bins[Math.round(ys[i]! - xs[i]! * slope) + margin]! += 1;
    let sum = 0;
    for (let i = 0; i < bins.length; i++) sum += bins[i]! * bins[i]!;
    return sum;
  };
  let best = 0;
  let bestScore = -1;
  for (let degrees = -MAX_SKEW; degrees <= MAX_SKEW + 1e-9; degrees += 0.5) {
    const score = sharpness(degrees);
    if (score > bestScore) [best, bestScore] = [degrees, score];
  }
  const coarse = best;
  for (let degrees = coarse - 0.4; degrees <= coarse + 0.4 + 1e-9; degrees += 0.1) {
    const score = sharpness(degrees);
    if (score > bestScore) [best, bestScore] = [degrees, score];
  }
  return best;
}

interface LineBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
  ink: number;
}

/**
 * Text lines: ink smeared along rows (gaps shorter than `gap` closed, the run-length smoothing of document analysis),
 * then connected into boxes.
 */
export function textLines(mask: Uint8Array, width: number, height: number, gap: number): LineBox[] {
  const parent: number[] = [];
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const runs: { y: number; start: number; end: number; ink: number }[] = [];
  let previous: number[] = [];
  for (let y = 0; y < height; y++) {
    const current: number[] = [];
    let x = 0;
    while (x < width) {
      if (!mask[y * width + x]) {
        x++;
        continue;
      }
      const start = x;
      let ink = 0;
      let last = x;
      while (x < width && x - last <= gap) {
        if (mask[y * width + x]) {
          last = x;
          ink++;
        }
        x++;
      }
      const end = last + 1;
      x = end;
      const index = runs.length;
      runs.push({ y, start, end, ink });
      parent.push(index);
      for (const other of previous) {
        const run = runs[other]!;
        if (run.start < end && start < run.end) parent[find(index)] = find(other);
      }
      current.push(index);
    }
    previous = current;
  }
  const boxes = new Map<number, LineBox>();
  runs.forEach((run, index) => {
    const root = find(index);
    const box = boxes.get(root);
    if (!box) boxes.set(root, { left: run.start, right: run.end, top: run.y, bottom: run.y + 1, ink: run.ink });
    else {
      box.left = Math.min(box.left, run.start);
      box.right = Math.max(box.right, run.end);
      box.top = Math.min(box.top, run.y);
      box.bottom = Math.max(box.bottom, run.y + 1);
      box.ink += run.ink;
    }
  });
  return [...boxes.values()];
}

/**
 * MRZ candidates among text lines: long, thin, evenly filled lines, stacked two or three deep with the same left
 * and right edges and an even spacing (ICAO 9303 part 3 §4.2: OCR-B at 10 characters per inch, lines about 1.75
 * character heights apart), best first.
 */
export function mrzCandidates(lines: LineBox[], imageWidth: number): MrzCandidate[] {
  const wide = lines
    .filter((line) => {
      const width = line.right - line.left;
      const height = line.bottom - line.top;
      return height >= 4 && width >= imageWidth / 10 && width >= 10 * height && line.ink / (width * height) >= 0.12;
    })
    .sort((a, b) => a.top - b.top);
  const candidates: MrzCandidate[] = [];
  const heightOf = (line: LineBox) => line.bottom - line.top;
  const aligned = (a: LineBox, b: LineBox) => {
    const width = Math.max(a.right - a.left, b.right - b.left);
    const tolerance = 0.06 * width;
    const heights = heightOf(a) / heightOf(b);
    const distance = (b.top + b.bottom) / 2 - (a.top + a.bottom) / 2;
    const height = (heightOf(a) + heightOf(b)) / 2;
    return Math.abs(a.left - b.left) <= tolerance && Math.abs(a.right - b.right) <= tolerance && heights > 0.6 && heights < 1.65 && distance >= 1.15 * height && distance <= 3.2 * height;
  };
  for (let i = 0; i < wide.length; i++) {
    const chain = [wide[i]!];
    for (let j = i + 1; j < wide.length && chain.length < 3; j++) if (aligned(chain[chain.length - 1]!, wide[j]!)) chain.push(wide[j]!);
    for (let count = chain.length; count >= 1; count--) {
      const members = chain.slice(0, count);
      const left = Math.min(...members.map((line) => line.left));
      const right = Math.max(...members.map((line) => line.right));
      const heights = members.map(heightOf).sort((a, b) => a - b);
      const lineHeight = heights[Math.floor(heights.length / 2)]!;
      const width = right - left;
      // Width over height is about 30–32 (TD1) or 44–46 (TD3) for OCR-B lines; stacked lines weigh most.
      const ratio = width / lineHeight;
      const shape = ratio >= 18 && ratio <= 70 ? 1 : 0.4;
      candidates.push({ left, right, top: members[0]!.top, bottom: members[count - 1]!.bottom, lines: count, lineHeight, score: width * shape * (count === 1 ? 0.3 : count) });
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  // One candidate per place: a lower-scored box mostly inside a better one is the same zone.
  const distinct: MrzCandidate[] = [];
  for (const candidate of candidates) {
    const overlaps = distinct.some((kept) => {
      const x = Math.min(kept.right, candidate.right) - Math.max(kept.left, candidate.left);
      const y = Math.min(kept.bottom, candidate.bottom) - Math.max(kept.top, candidate.top);
      return x > 0 && y > 0 && x * y >= 0.6 * (candidate.right - candidate.left) * (candidate.bottom - candidate.top);
    });
    if (!overlaps) distinct.push(candidate);
  }
  return distinct;
}

export async function greyRaster(image: Sharp): Promise<GreyRaster> {
  const { data, info } = await image.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** Where the MRZ may be on a photo: the skew of its text and candidate boxes, best first. */
export async function searchMrz(photo: Buffer): Promise<MrzSearch> {
  const full = await greyRaster(sharp(photo).rotate().greyscale());
  const { width, height } = full;
  const scale = Math.min(1, SEARCH_LONG_SIDE / Math.max(width, height));
  const small = await greyRaster(sharp(full.pixels, { raw: { width, height, channels: 1 } }).resize(Math.round(width * scale), Math.round(height * scale)));
  const radius = Math.max(6, Math.round(small.width / 50));
  const angle = estimateSkew(inkMask(small, radius), small.width, small.height);
  let level = 0;
  for (let i = 0; i < small.pixels.length; i += 7) level += small.pixels[i]!;
  level = Math.round(level / Math.ceil(small.pixels.length / 7));
  const straight =
    Math.abs(angle) < 0.05
      ? small
      : await greyRaster(sharp(small.pixels, { raw: { width: small.width, height: small.height, channels: 1 } }).rotate(-angle, { background: { r: level, g: level, b: level } }));
  const mask = inkMask(straight, radius);
  // The smearing gap must exceed the pitch of a run of `<` (touching only at their tips) without knowing the size
  // of the document in the photo: a few gaps, every line any of them finds.
  const lines = SMEAR_GAPS.flatMap((fraction) => textLines(mask, straight.width, straight.height, Math.max(4, Math.round(straight.width * fraction))));
  return { angle, photo: full, scale, candidates: mrzCandidates(lines, straight.width) };
}
