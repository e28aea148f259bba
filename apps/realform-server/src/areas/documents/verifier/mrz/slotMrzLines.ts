import { glyphShape, type GlyphShape } from './glyphTemplates';

/**
 * From OCR symbols to MRZ lines of exactly the right length. The MRZ is monospaced (OCR-B, 10 characters per inch),
 * so every character has a slot at a known pitch between the first and the last ink of its line; tesseract's own
 * spacing is not trusted (it reads a run of `<` fillers as fewer or more K, L and C). Fillers are recognised by
 * their shape in the binarised crop instead: a chevron, a tip in the middle of the left side and two arms on the
 * right with nothing between them — no letter or digit looks like that.
 */

/** A binarised crop: 1 = ink. */
export interface InkRaster {
  width: number;
  height: number;
  ink: Uint8Array;
}

/** One recognised character with its box in the crop. */
export interface OcrSymbol {
  text: string;
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A horizontal band of the crop that holds a line of text. */
export interface TextBand {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Bands of rows with ink, separated by near-empty rows; the wide ones (at least half the widest) only. */
export function textBands(raster: InkRaster): TextBand[] {
  const { width, height, ink } = raster;
  const counts = new Uint32Array(height);
  for (let y = 0; y < height; y++) {
    let count = 0;
    for (let x = 0; x < width; x++) count += ink[y * width + x]!;
    counts[y] = count;
  }
  const threshold = Math.max(2, width * 0.012);
  const bands: TextBand[] = [];
  let start = -1;
  for (let y = 0; y <= height; y++) {
    const inked = y < height && counts[y]! >= threshold;
    if (inked && start < 0) start = y;
    if (!inked && start >= 0) {
      if (y - start >= 6) bands.push(bandExtent(raster, start, y));
      start = -1;
    }
  }
  const widest = Math.max(0, ...bands.map((band) => band.right - band.left));
  return bands.filter((band) => band.right - band.left >= widest * 0.5 && band.right - band.left >= 8 * (band.bottom - band.top));
}

/**
 * Left and right ink of a band: the widest run of inked columns with gaps under one and a half character heights,
 * so specks of noise or the edge of the document beside the line do not stretch it.
 */
function bandExtent(raster: InkRaster, top: number, bottom: number): TextBand {
  const { width, ink } = raster;
  const height = bottom - top;
  const minimum = Math.max(2, Math.round(0.12 * height));
  const maxGap = 1.5 * height;
  let best: [number, number] = [0, 0];
  let runStart = -1;
  let runEnd = -1;
  for (let x = 0; x <= width; x++) {
    let count = 0;
    if (x < width) for (let y = top; y < bottom; y++) count += ink[y * width + x]!;
    const inked = x < width && count >= minimum;
    if (inked && runStart >= 0 && x - runEnd > maxGap) {
      if (runEnd - runStart > best[1] - best[0]) best = [runStart, runEnd];
      runStart = -1;
    }
    if (inked) {
      if (runStart < 0) runStart = x;
      runEnd = x + 1;
    }
  }
  if (runStart >= 0 && runEnd - runStart > best[1] - best[0]) best = [runStart, runEnd];
  return { top, bottom, left: best[0], right: best[1] };
}

/** Ink bounding box inside a rectangle, or null when empty. */
function inkBox(raster: InkRaster, x0: number, x1: number, y0: number, y1: number): ChevronBox | null {
  let left = Infinity;
  let right = -1;
  let top = Infinity;
  let bottom = -1;
  for (let y = Math.max(0, y0); y < Math.min(raster.height, y1); y++) {
    for (let x = Math.max(0, x0); x < Math.min(raster.width, x1); x++) {
      if (raster.ink[y * raster.width + x]) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  }
  return right < 0 ? null : { left, right: right + 1, top, bottom: bottom + 1 };
}

/** Whether the ink of a slot is a `<` chevron. */
export function isChevron(raster: InkRaster, x0: number, x1: number, y0: number, y1: number): boolean {
  const box = inkBox(raster, x0, x1, y0, y1);
  return box !== null && chevronShape(raster, box);
}

/** A box in a raster (right and bottom exclusive). */
export interface ChevronBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The chevron test on the ink inside a box (see the module comment). */
function chevronShape(raster: InkRaster, box: ChevronBox): boolean {
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  if (width < 4 || height < 6) return false;
  const rows = (from: number, to: number) => {
    // Which rows (relative 0..1 of the glyph height) hold ink within columns [from, to) of the glyph.
    const found: number[] = [];
    for (let y = box.top; y < box.bottom; y++) {
      for (let x = box.left + Math.floor(from * width); x < box.left + Math.ceil(to * width); x++) {
        if (raster.ink[y * raster.width + x]) {
          found.push((y - box.top + 0.5) / height);
          break;
        }
      }
    }
    return found;
  };
  const tip = rows(0, 0.2);
  const arms = rows(0.8, 1);
  if (tip.length === 0 || arms.length === 0) return false;
  const tipCentred = Math.min(...tip) > 0.2 && Math.max(...tip) < 0.8;
  const armsApart = arms.some((row) => row < 0.3) && arms.some((row) => row > 0.7) && !arms.some((row) => row > 0.38 && row < 0.62);
  return tipCentred && armsApart;
}

/** A line's characters, slot by slot, with which slots were not read at all. */
export interface SlottedLine {
  text: string;
  /** Slots no symbol fell into and no chevron was seen in. */
  unknown: number;
  /** Height of the ink in each slot, pixels (0 when empty): tells digits from letters where the font does. */
  heights: number[];
  /** The ink of each slot, size-normalised, to compare with OCR-B templates (null when empty). */
  shapes: (GlyphShape | null)[];
}

/** Fits centre = origin + slot × pitch to the glyphs that sit near a slot (two rounds of least squares). */
function fitSlots(centres: readonly number[], origin: number, pitch: number, length: number): [origin: number, pitch: number] {
  for (let round = 0; round < 2; round++) {
    let n = 0;
    let sumS = 0;
    let sumC = 0;
    let sumSS = 0;
    let sumSC = 0;
    for (const centre of centres) {
      const slot = Math.round((centre - origin) / pitch);
      if (slot < 0 || slot >= length || Math.abs(centre - origin - slot * pitch) > 0.3 * pitch) continue;
      n++;
      sumS += slot;
      sumC += centre;
      sumSS += slot * slot;
      sumSC += slot * centre;
    }
    const denominator = n * sumSS - sumS * sumS;
    if (n < 6 || denominator === 0) break;
    const fittedPitch = (n * sumSC - sumS * sumC) / denominator;
    if (fittedPitch < 0.85 * pitch || fittedPitch > 1.15 * pitch) break;
    pitch = fittedPitch;
    origin = (sumC - pitch * sumS) / n;
  }
  return [origin, pitch];
}

/**
 * The `length` characters of one band: a slot holding a chevron is `<`, otherwise it takes the most confident OCR
 * symbol centred in it. The slots run from the band's first ink to its last, refitted to the glyphs' centres.
 */
export function slotLine(raster: InkRaster, band: TextBand, symbols: readonly OcrSymbol[], length: number, chevrons: readonly ChevronBox[] = []): SlottedLine {
  const inBand = symbols.filter((symbol) => {
    const centre = (symbol.y0 + symbol.y1) / 2;
    return centre >= band.top && centre < band.bottom && symbol.text.trim() !== '';
  });
  const bandChevrons = chevrons.filter((box) => {
    const centre = (box.top + box.bottom) / 2;
    return centre >= band.top && centre < band.bottom;
  });
  const widths = [...inBand.map((symbol) => symbol.x1 - symbol.x0), ...bandChevrons.map((box) => box.right - box.left)].sort((a, b) => a - b);
  const glyphWidth = widths.length > 0 ? widths[Math.floor(widths.length * 0.4)]! : (band.right - band.left) / length / 1.5;
  let pitch = Math.max(1, (band.right - band.left - glyphWidth) / Math.max(1, length - 1));
  // Noise beside the line can stretch a symbol's box past the line's ends: clip it to the line first.
  const narrow = inBand
    .map((symbol) => ({ ...symbol, x0: Math.max(symbol.x0, band.left), x1: Math.min(symbol.x1, band.right) }))
    .filter((symbol) => symbol.x1 - symbol.x0 > 0 && symbol.x1 - symbol.x0 <= 1.4 * pitch);
  const centres = [...narrow.map((symbol) => (symbol.x0 + symbol.x1) / 2), ...bandChevrons.map((box) => (box.left + box.right) / 2)];
  let origin = band.left + glyphWidth / 2;
  [origin, pitch] = fitSlots(centres, origin, pitch, length);
  let text = '';
  let unknown = 0;
  const heights: number[] = [];
  const shapes: (GlyphShape | null)[] = [];
  for (let slot = 0; slot < length; slot++) {
    const centre = origin + slot * pitch;
    const ink = inkBox(raster, Math.round(centre - 0.42 * pitch), Math.round(centre + 0.42 * pitch), band.top - 2, band.bottom + 2);
    heights.push(ink ? ink.bottom - ink.top : 0);
    shapes.push(ink ? glyphShape(raster, ink) : null);
    const near = (x: number) => Math.abs(x - centre) <= pitch / 2;
    if (bandChevrons.some((box) => near((box.left + box.right) / 2)) || isChevron(raster, Math.round(centre - pitch / 2) + 1, Math.round(centre + pitch / 2) - 1, band.top - 1, band.bottom + 1)) {
      text += '<';
      continue;
    }
    let best: OcrSymbol | null = null;
    for (const symbol of narrow) if (near((symbol.x0 + symbol.x1) / 2) && (!best || symbol.confidence > best.confidence)) best = symbol;
    if (best) text += best.text[0]!.toUpperCase();
    else {
      unknown++;
      text += '<';
    }
  }
  return { text, unknown, heights, shapes };
}

interface InkPiece {
  pixels: number[];
  box: ChevronBox;
}

/** The 8-connected pieces of ink of a raster. */
export function inkPieces(raster: InkRaster): InkPiece[] {
  const { width, height, ink } = raster;
  const seen = new Uint8Array(width * height);
  const pieces: InkPiece[] = [];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const pixels: number[] = [];
    const box: ChevronBox = { left: width, right: 0, top: height, bottom: 0 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop()!;
      pixels.push(index);
      const x = index % width;
      const y = (index - x) / width;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x + 1);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y + 1);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (ink[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    pieces.push({ pixels, box });
  }
  return pieces;
}

function isChevronPiece(raster: InkRaster, piece: InkPiece): boolean {
  const { box } = piece;
  const boxWidth = box.right - box.left;
  const boxHeight = box.bottom - box.top;
  if (boxHeight < 8 || boxWidth < 4 || boxWidth > 1.2 * boxHeight) return false;
  // The test must see this piece only, not a neighbour reaching into its box.
  const only = new Uint8Array(boxWidth * boxHeight);
  for (const index of piece.pixels) {
    const x = index % raster.width;
    const y = (index - x) / raster.width;
    only[(y - box.top) * boxWidth + (x - box.left)] = 1;
  }
  return chevronShape({ width: boxWidth, height: boxHeight, ink: only }, { left: 0, right: boxWidth, top: 0, bottom: boxHeight });
}

/** Pieces of ink smaller than this (pixels) are noise, not print: a dot of the smallest glyph part is larger. */
const SPECK_AREA = 30;

/**
 * Cleans a binarised crop for the OCR: specks of noise go, and so does everything outside the MRZ-wide bands. The
 * `<` chevrons are taken out of the OCR's copy too, so it sees the letters and digits alone (tesseract's English
 * model reads runs of `<` as K, L and C, and lets them spoil its reading of the characters next to them).
 */
export function prepareForOcr(raster: InkRaster): { raster: InkRaster; ocr: InkRaster; bands: TextBand[]; chevrons: ChevronBox[] } {
  const pieces = inkPieces(raster);
  const clean = new Uint8Array(raster.ink.length);
  for (const piece of pieces) if (piece.pixels.length >= SPECK_AREA) for (const index of piece.pixels) clean[index] = 1;
  const despeckled: InkRaster = { width: raster.width, height: raster.height, ink: clean };
  const bands = textBands(despeckled);
  const ocr = new Uint8Array(raster.ink.length);
  const chevrons: ChevronBox[] = [];
  for (const piece of pieces) {
    if (piece.pixels.length < SPECK_AREA) continue;
    const centre = (piece.box.top + piece.box.bottom) / 2;
    if (!bands.some((band) => centre >= band.top && centre < band.bottom)) continue;
    if (isChevronPiece(raster, piece)) {
      chevrons.push(piece.box);
      continue;
    }
    for (const index of piece.pixels) ocr[index] = 1;
  }
  return { raster: despeckled, ocr: { width: raster.width, height: raster.height, ink: ocr }, bands, chevrons };
}
