import sharp from 'sharp';
import { OCRB_GLYPH_TEMPLATES } from './ocrbGlyphTemplates';
import type { InkRaster } from './slotMrzLines';

/**
 * OCR-B glyph shapes, for choosing between look-alikes the OCR confuses (O/0, I/1, S/5, Z/2, B/8, G/6, A/4, T/7).
 * ICAO 9303 part 3 §4.2.2 prints every MRZ in OCR-B, so the shapes are known: the templates were rendered from the
 * "OCR B" font (Debian fonts-ocr-b, public domain) and ship with the code (ocrbGlyphTemplates.ts), so a server reads
 * as well without the font installed; glyphTemplates.test.ts renders them again from the font and compares.
 */

const GRID_WIDTH = 12;
const GRID_HEIGHT = 18;
const TEMPLATE_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A glyph's ink, size-normalised to a grid of ink fractions, with its aspect (width over height). */
export interface GlyphShape {
  grid: Float32Array;
  aspect: number;
}

export type GlyphTemplates = ReadonlyMap<string, GlyphShape>;

/** The ink of a box as a `GlyphShape`, or null when the box holds none. */
export function glyphShape(raster: InkRaster, box: { left: number; right: number; top: number; bottom: number }): GlyphShape | null {
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  if (width <= 0 || height <= 0) return null;
  const grid = new Float32Array(GRID_WIDTH * GRID_HEIGHT);
  const counts = new Float32Array(GRID_WIDTH * GRID_HEIGHT);
  for (let y = box.top; y < box.bottom; y++) {
    const row = Math.min(GRID_HEIGHT - 1, Math.floor(((y - box.top) * GRID_HEIGHT) / height));
    for (let x = box.left; x < box.right; x++) {
      const column = Math.min(GRID_WIDTH - 1, Math.floor(((x - box.left) * GRID_WIDTH) / width));
      counts[row * GRID_WIDTH + column]! += 1;
      if (raster.ink[y * raster.width + x]) grid[row * GRID_WIDTH + column]! += 1;
    }
  }
  for (let i = 0; i < grid.length; i++) grid[i] = counts[i]! > 0 ? grid[i]! / counts[i]! : 0;
  return { grid, aspect: width / height };
}

/** How unlike two shapes are: mean difference of ink, plus the difference of aspect (0 = same). */
export function shapeDistance(a: GlyphShape, b: GlyphShape): number {
  let sum = 0;
  for (let i = 0; i < a.grid.length; i++) sum += Math.abs(a.grid[i]! - b.grid[i]!);
  return sum / a.grid.length + 0.5 * Math.abs(a.aspect - b.aspect);
}

let templates: Promise<GlyphTemplates> | null = null;

/** The OCR-B templates that ship with the code (see ocrbGlyphTemplates.ts). */
export function loadGlyphTemplates(): Promise<GlyphTemplates> {
  templates ??= Promise.resolve(
    new Map(Object.entries(OCRB_GLYPH_TEMPLATES).map(([character, shape]) => [character, { grid: Float32Array.from(shape.grid), aspect: shape.aspect }])),
  );
  return templates;
}

/**
 * The OCR-B templates rendered from the installed "OCR B" font (about 36 small SVGs through sharp): how
 * ocrbGlyphTemplates.ts was made. Empty when fontconfig finds no such font.
 */
export function renderGlyphTemplates(): Promise<GlyphTemplates> {
  return (async () => {
    const map = new Map<string, GlyphShape>();
    for (const character of TEMPLATE_CHARACTERS) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="100%" height="100%" fill="#fff"/><text x="30" y="120" font-family="OCR B" font-size="100" fill="#000">${character}</text></svg>`;
      const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
      const ink = new Uint8Array(info.width * info.height);
      let left = info.width;
      let right = 0;
      let top = info.height;
      let bottom = 0;
      for (let y = 0; y < info.height; y++) {
        for (let x = 0; x < info.width; x++) {
          if (data[(y * info.width + x) * info.channels]! < 128) {
            ink[y * info.width + x] = 1;
            left = Math.min(left, x);
            right = Math.max(right, x + 1);
            top = Math.min(top, y);
            bottom = Math.max(bottom, y + 1);
          }
        }
      }
      const shape = glyphShape({ width: info.width, height: info.height, ink }, { left, right, top, bottom });
      if (shape) map.set(character, shape);
    }
    // Without the font (fontconfig finds no "OCR B") librsvg falls back to a proportional face, where I is a
    // fraction of M's width: those shapes would mislead, so there are none.
    const narrow = map.get('I');
    const wide = map.get('M');
    if (!narrow || !wide || narrow.aspect / wide.aspect < 0.5) return new Map();
    return map;
  })();
}
