// @ts-check
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { chromiumArgs } from './index.js';

/**
 * Generated identity-document pictures for the journeys: the fake camera's video and the files a manual upload
 * sends. The picture is the widget's own e2e fixture (packages/idscan-widget/src/capture/fixtures/syntheticDocument.ts,
 * ported here because that file is TypeScript inside another package): an ID-card-like print lying exactly on the
 * camera guide, sharp, without glare — what the widget's auto-capture and the server's verifier both accept.
 * Deterministic, so every run checks the same pixels.
 */

/** S1: the guide is an ID-1 card (85.60 × 53.98 mm) filling 80 % of the frame (packages/idscan-widget capture/constants.ts). */
const GUIDE = { fill: 0.8, aspectRatio: 85.6 / 53.98 };

/** @param {number} frameWidth @param {number} frameHeight */
function documentGuide(frameWidth, frameHeight) {
  let width = frameWidth * GUIDE.fill;
  let height = width / GUIDE.aspectRatio;
  if (height > frameHeight * GUIDE.fill) {
    height = frameHeight * GUIDE.fill;
    width = height * GUIDE.aspectRatio;
  }
  return { x: (frameWidth - width) / 2, y: (frameHeight - height) / 2, width, height };
}

/** mulberry32, seeded. @param {number} seed */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @typedef {{ x: number, y: number, width: number, height: number }} Rect */

/** @param {Uint8Array} image @param {number} width @param {number} height @param {Rect} rect @param {number} level */
function fillRect(image, width, height, rect, level) {
  const x0 = Math.max(0, Math.round(rect.x));
  const y0 = Math.max(0, Math.round(rect.y));
  const x1 = Math.min(width, Math.round(rect.x + rect.width));
  const y1 = Math.min(height, Math.round(rect.y + rect.height));
  for (let y = y0; y < y1; y++) image.fill(level, y * width + x0, y * width + Math.max(x0, x1));
}

/** @param {Uint8Array} image @param {number} width @param {number} height @param {Rect} rect @param {number} stroke @param {number} level @param {() => number} next */
function glyph(image, width, height, rect, stroke, level, next) {
  fillRect(image, width, height, { x: rect.x, y: rect.y, width: rect.width, height: stroke }, level);
  fillRect(image, width, height, { x: rect.x, y: rect.y + rect.height - stroke, width: rect.width, height: stroke }, level);
  fillRect(image, width, height, { x: rect.x, y: rect.y, width: stroke, height: rect.height }, level);
  if (next() < 0.6) fillRect(image, width, height, { x: rect.x + rect.width - stroke, y: rect.y, width: stroke, height: rect.height }, level);
  if (next() < 0.5) fillRect(image, width, height, { x: rect.x, y: rect.y + rect.height / 2, width: rect.width, height: stroke }, level);
}

/** @param {Uint8Array} image @param {number} width @param {number} height @param {number} x @param {number} y @param {number} right @param {number} glyphHeight @param {() => number} next */
function textLine(image, width, height, x, y, right, glyphHeight, next) {
  const glyphWidth = glyphHeight * 0.6;
  const stroke = Math.max(1, Math.round(glyphHeight / 7));
  let cursor = x;
  while (cursor + glyphWidth < right) {
    const letters = 2 + Math.floor(next() * 7);
    for (let k = 0; k < letters && cursor + glyphWidth < right; k++) {
      glyph(image, width, height, { x: cursor, y, width: glyphWidth, height: glyphHeight }, stroke, 30 + Math.floor(next() * 30), next);
      cursor += glyphWidth * 1.35;
    }
    cursor += glyphWidth * 1.2;
  }
}

/**
 * The document photo as one grey byte per pixel.
 * @param {{ width?: number, height?: number, seed?: number }} [options]
 * @returns {{ width: number, height: number, data: Uint8Array }}
 */
export function syntheticDocumentGrey({ width = 1280, height = 720, seed = 1 } = {}) {
  const next = random(seed);
  const image = new Uint8Array(width * height).fill(70);
  const card = documentGuide(width, height);
  fillRect(image, width, height, card, 226);
  const margin = card.width * 0.05;
  const photo = { x: card.x + margin, y: card.y + card.height * 0.18, width: card.width * 0.27, height: card.height * 0.5 };
  fillRect(image, width, height, photo, 150);
  fillRect(image, width, height, { x: photo.x + photo.width * 0.25, y: photo.y + photo.height * 0.15, width: photo.width * 0.5, height: photo.height * 0.55 }, 200);
  const glyphHeight = Math.max(4, card.height * 0.045);
  textLine(image, width, height, card.x + margin, card.y + card.height * 0.06, card.x + card.width * 0.7, glyphHeight * 1.2, next);
  for (let row = 0; row < 6; row++) {
    const y = card.y + card.height * (0.2 + row * 0.085);
    textLine(image, width, height, photo.x + photo.width + margin, y, card.x + card.width * (0.7 + next() * 0.25), glyphHeight, next);
  }
  for (let row = 0; row < 2; row++) {
    textLine(image, width, height, card.x + margin, card.y + card.height * (0.78 + row * 0.09), card.x + card.width - margin, glyphHeight, next);
  }
  for (let i = 0; i < image.length; i++) image[i] = Math.max(0, Math.min(254, Math.round((image[i] ?? 0) + (next() * 2 - 1) * 3)));
  return { width, height, data: image };
}

/**
 * Writes bytes once under a name carrying their hash, so a changed generator never serves a stale file and a
 * file is never rewritten while a browser may be reading it.
 * @param {string} name @param {string} extension @param {Uint8Array} bytes
 */
function writeOnce(name, extension, bytes) {
  const directory = join(tmpdir(), 'onboarding-e2e-fixtures');
  mkdirSync(directory, { recursive: true });
  const path = join(directory, `${name}-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.${extension}`);
  if (!existsSync(path)) {
    const partial = `${path}.${process.pid}.tmp`;
    writeFileSync(partial, bytes);
    renameSync(partial, path);
  }
  return path;
}

/**
 * A YUV4MPEG2 video of the document for Chromium's fake camera, which plays it in a loop: 4:2:0, neutral chroma,
 * luma in the studio range (16–235), as cameras deliver it.
 */
export function documentVideoFile() {
  const { width, height, data } = syntheticDocumentGrey({ width: 1280, height: 720 });
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const luma = Buffer.alloc(width * height);
  for (let i = 0; i < luma.length; i++) luma[i] = 16 + Math.round(((data[i] ?? 0) * 219) / 255);
  const chroma = Buffer.alloc(2 * Math.ceil(width / 2) * Math.ceil(height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), luma, chroma]);
  return writeOnce('document-1280x720', 'y4m', Buffer.concat([header, frame, frame]));
}

/**
 * Launch options for a browser whose camera films the document: Chromium's fake device playing
 * {@link documentVideoFile}, permission granted without a prompt. Use with `test.use({ launchOptions })` and the
 * `camera` permission.
 */
export function fakeCameraLaunchOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${documentVideoFile()}`],
  };
}

/**
 * A photo of the document as a real JPEG or PNG file of a sensible size (1600 × 1000, about what a phone sends
 * after the S0 §5 compression), for a manual upload. Front and back differ (another seed), as two photos do.
 * @param {{ format?: 'jpeg' | 'png', side?: 'front' | 'back' }} [options]
 * @returns {Promise<string>} the file's path
 */
export async function documentPhotoFile({ format = 'jpeg', side = 'front' } = {}) {
  const { width, height, data } = syntheticDocumentGrey({ width: 1600, height: 1000, seed: side === 'front' ? 1 : 2 });
  const image = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 1 } });
  const bytes = format === 'jpeg' ? await image.jpeg({ quality: 88 }).toBuffer() : await image.png({ compressionLevel: 9 }).toBuffer();
  return writeOnce(`document-${side}`, format === 'jpeg' ? 'jpg' : 'png', bytes);
}

/**
 * A one-page PDF "scan" of a document. The server cannot judge a PDF's picture quality, so a person must review
 * it: the journey ends Refer and the applicant sees uploadFailed (S0 §2) — a real way there, not a mocked one.
 */
export function documentPdfFile() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 243 153] /Contents 4 0 R >>',
  ];
  const stream = '0.9 g 10 10 223 133 re f 0.2 g 20 100 60 40 re f';
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return writeOnce('document-scan', 'pdf', Buffer.from(body, 'latin1'));
}
