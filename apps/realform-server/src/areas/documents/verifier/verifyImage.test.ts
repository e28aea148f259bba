import { UPLOAD_FORMATS } from '@onboarding/realform-api';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  blankPng,
  blurredDocumentJpeg,
  documentPixels,
  encodeJpeg,
  exeBytes,
  greyJpeg,
  heicBytes,
  htmlBytes,
  hugeHeaderPng,
  pdfBytes,
  sharpDocumentJpeg,
  sharpDocumentPng,
  smallDocumentPng,
  td3Mrz,
  uniformPixels,
  webpBytes,
} from '../../../../test/fixtures/documentImages';
import { detectFormat } from './detectFormat';
import { imageDimensions } from './imageDimensions';
import { verifyImage } from './verifyImage';

const NOW = new Date('2026-03-01T12:00:00Z');
const verify = (bytes: Uint8Array, mrz?: string) => verifyImage(bytes, { formats: UPLOAD_FORMATS, maxBytes: 15 * 1024 * 1024, now: NOW, mrz });

describe('detectFormat judges files by their content', () => {
  it.each([
    ['a JPEG', sharpDocumentJpeg(), 'jpeg'],
    ['a PNG', sharpDocumentPng(), 'png'],
    ['a GIF', new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000'), 'gif'],
    ['a PDF', pdfBytes(), 'pdf'],
    ['a HEIC', heicBytes(100, 100), 'heic'],
    ['an AVIF', heicBytes(100, 100, 'avif'), 'avif'],
    ['a HEIF (mif1)', heicBytes(100, 100, 'mif1'), 'heif'],
  ])('%s is recognised', (_name, bytes, format) => {
    expect(detectFormat(bytes)).toBe(format);
  });

  it.each([
    ['an executable', exeBytes()],
    ['HTML', htmlBytes()],
    ['a WebP (an image, but not an docs/spec/flow/validation.md type)', webpBytes()],
    ['nothing', new Uint8Array()],
  ])('%s is nothing we accept', (_name, bytes) => {
    expect(detectFormat(bytes)).toBeNull();
  });
});

describe('imageDimensions reads sizes from headers, without decoding', () => {
  it('JPEG (SOF), PNG (IHDR), GIF and HEIC (ispe)', () => {
    expect(imageDimensions(sharpDocumentJpeg(), 'jpeg')).toEqual({ width: 1000, height: 640 });
    expect(imageDimensions(sharpDocumentPng(), 'png')).toEqual({ width: 1000, height: 640 });
    expect(imageDimensions(Uint8Array.from([...new TextEncoder().encode('GIF89a'), 0x20, 0x03, 0xf4, 0x01]), 'gif')).toEqual({ width: 800, height: 500 });
    expect(imageDimensions(heicBytes(4032, 3024), 'heic')).toEqual({ width: 4032, height: 3024 });
    expect(imageDimensions(pdfBytes(), 'pdf')).toBeNull();
  });

  it('a truncated JPEG has no size', () => {
    expect(imageDimensions(sharpDocumentJpeg().subarray(0, 20), 'jpeg')).toBeNull();
  });
});

describe('verifyImage, the local document verifier', () => {
  it('given a sharp document photo, every check passes', async () => {
    const verdict = await verify(sharpDocumentJpeg());
    expect(verdict).toMatchObject({
      ok: true,
      format: 'jpeg',
      result: 'Passed',
      checks: { resolution: 'passed', blank: 'passed', sharpness: 'passed', mrz: 'not needed' },
    });
  });

  it('given the document out of focus, the sharpness check fails', async () => {
    expect(await verify(blurredDocumentJpeg())).toMatchObject({ ok: true, result: 'Failed', problem: 'blurred', checks: { sharpness: 'failed' } });
  });

  it('given an all-zero picture (docs/spec/flow/validation.md#blank-camera-feed blank feed) or a uniform grey one, it is blank, not blurred', async () => {
    expect(await verify(blankPng())).toMatchObject({ result: 'Failed', problem: 'blank', checks: { blank: 'failed', sharpness: 'not needed' } });
    expect(await verify(greyJpeg())).toMatchObject({ result: 'Failed', problem: 'blank' });
  });

  it('given a photo under 640×400, the resolution check fails first', async () => {
    expect(await verify(smallDocumentPng())).toMatchObject({ result: 'Failed', problem: 'tooSmall', checks: { resolution: 'failed' } });
  });

  it('a header claiming 100 megapixels is refused before decoding', async () => {
    expect(await verify(hugeHeaderPng())).toEqual({ ok: false, refusal: 'tooManyPixels' });
  });

  it('a JPEG cut off after its header is refused as damaged', async () => {
    expect(await verify(sharpDocumentJpeg().subarray(0, 800))).toEqual({ ok: false, refusal: 'damaged' });
  });

  it('a file at the size limit is refused', async () => {
    const bytes = encodeJpeg(uniformPixels(64, 64, 200));
    expect(await verifyImage(bytes, { formats: ['jpeg'], maxBytes: bytes.byteLength, now: NOW })).toEqual({ ok: false, refusal: 'tooBig' });
  });

  it('a format the endpoint does not take is refused as a wrong type (docs/spec/widget/validation.md#uploaded-files: JPG and PNG only)', async () => {
    expect(await verifyImage(pdfBytes(), { formats: ['jpeg', 'png'], maxBytes: 1e7, now: NOW })).toEqual({ ok: false, refusal: 'type' });
  });

  it('GIF and AVIF photos are decoded and judged like JPEGs', async () => {
    const { data, width, height } = documentPixels();
    const raw = { raw: { width, height, channels: 4 as const } };
    const gif = new Uint8Array(await sharp(Buffer.from(data), raw).gif().toBuffer());
    const avif = new Uint8Array(await sharp(Buffer.from(data), raw).avif({ quality: 80, effort: 0 }).toBuffer());
    const blurredAvif = new Uint8Array(await sharp(Buffer.from(data), raw).blur(4).avif({ effort: 0 }).toBuffer());
    expect(await verify(gif)).toMatchObject({ format: 'gif', result: 'Passed', checks: { sharpness: 'passed', blank: 'passed' } });
    expect(await verify(avif)).toMatchObject({ format: 'avif', result: 'Passed', checks: { sharpness: 'passed' } });
    expect(await verify(blurredAvif)).toMatchObject({ format: 'avif', result: 'Failed', problem: 'blurred' });
  });

  it('HEIC and PDF pass what can be checked and leave the picture checks undetermined', async () => {
    expect(await verify(heicBytes(4032, 3024))).toMatchObject({ result: 'Passed', checks: { resolution: 'passed', sharpness: 'undetermined' } });
    expect(await verify(heicBytes(300, 200))).toMatchObject({ result: 'Failed', problem: 'tooSmall' });
    expect(await verify(pdfBytes())).toMatchObject({ result: 'Passed', checks: { resolution: 'undetermined' } });
  });

  it('an MRZ with good check digits passes; its expiry is checked against today', async () => {
    expect(await verify(sharpDocumentJpeg(), td3Mrz({ expiry: '310101' }))).toMatchObject({ checks: { mrz: 'passed', expiry: 'passed' } });
    expect(await verify(sharpDocumentJpeg(), td3Mrz({ expiry: '240101' }))).toMatchObject({
      result: 'Passed',
      checks: { mrz: 'passed', expiry: 'failed' },
      mrz: { issuingState: 'POL', documentType: 'Passport' },
    });
  });

  it('an MRZ with a wrong check digit, or text that is no MRZ, fails the capture', async () => {
    expect(await verify(sharpDocumentJpeg(), td3Mrz({ expiry: '310101', corrupt: true }))).toMatchObject({ result: 'Failed', problem: 'mrz' });
    expect(await verify(sharpDocumentJpeg(), 'hello')).toMatchObject({ result: 'Failed', problem: 'mrz', checks: { expiry: 'undetermined' } });
  });
});
