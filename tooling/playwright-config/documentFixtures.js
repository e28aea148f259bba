// @ts-check
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { syntheticDocumentGrey as widgetDocumentGrey, y4mOf } from '@onboarding/idscan-widget/testing';
import { identityFixtures } from './identityCamera.js';
import { chromiumArgs } from './index.js';

/**
 * Generated identity-document pictures for the journeys: the fake camera's video and the files a manual upload
 * sends. The picture comes from the widget's test aid (`@onboarding/idscan-widget/testing`): an ID-card-like print
 * lying exactly on the camera guide, sharp, without glare — what the widget's auto-capture and the server's
 * verifier both accept.
 */

/**
 * The generated document picture (an ID-card-like print on a desk), from the widget's own test aid, the same the
 * widget's frame checks and its e2e are tested with: deterministic, so every run uploads the same pixels.
 * @param {{ width?: number, height?: number, seed?: number }} [options]
 * @returns {{ width: number, height: number, data: Uint8Array }}
 */
export function syntheticDocumentGrey({ width = 1280, height = 720, seed = 1 } = {}) {
  return widgetDocumentGrey({ width, height, seed });
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
  return writeOnce('document-1280x720', 'y4m', y4mOf(syntheticDocumentGrey({ width: 1280, height: 720 })));
}

/**
 * Launch options for a browser whose camera films the document: Chromium's fake device playing
 * {@link documentVideoFile}, permission granted without a prompt. Use with `test.use({ launchOptions })` and the
 * `camera` permission.
 */
export function fakeCameraLaunchOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${documentVideoFile()}`],
  };
}

/**
 * A photo of the document as a real JPEG or PNG file for a manual upload: a generated passport data page or ID
 * card side with a real portrait and a machine-readable zone (see identityCamera.js), which the server's own checks
 * read — 1600 × 1200, about what a phone sends after the docs/spec/flow/validation.md#file-upload compression. Front and back differ, as two photos do.
 * @param {{ format?: 'jpeg' | 'png', side?: 'front' | 'back', document?: 'passport' | 'idCard' }} [options]
 * @returns {Promise<string>} the file's path
 */
export async function documentPhotoFile({ format = 'jpeg', side = 'front', document = 'idCard' } = {}) {
  const set = await identityFixtures();
  const jpeg = document === 'passport' ? set.passport.photo : side === 'front' ? set.idCard.frontPhoto : set.idCard.backPhoto;
  const bytes = format === 'jpeg' ? jpeg : await sharp(jpeg).png({ compressionLevel: 9 }).toBuffer();
  return writeOnce(`${document}-${side}`, format === 'jpeg' ? 'jpg' : 'png', bytes);
}

/**
 * A one-page PDF "scan" of a document. The server cannot judge a PDF's picture quality, so a person must review
 * it: the journey ends Refer and the applicant sees uploadFailed (docs/spec/flow/screens.md#uploadfailed) — a real way there, not a mocked one.
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
