import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../core/constants';
import { checkUploadFile } from './checkUploadFile';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file of `size` bytes starting with `head`, declared as `declaredType` (which the check must ignore). */
const file = (head: number[], size: number, declaredType = 'image/jpeg') => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], 'upload', { type: declaredType });
};

describe('checkUploadFile (docs/spec/widget/validation.md#uploaded-files: JPG and PNG only, under 7.5 MB)', () => {
  it('accepts a JPEG and a PNG by their first bytes', async () => {
    await expect(checkUploadFile(file(JPEG_HEAD, 2048))).resolves.toEqual({ ok: true, type: 'image/jpeg' });
    await expect(checkUploadFile(file(PNG_HEAD, 2048, 'application/octet-stream'))).resolves.toEqual({ ok: true, type: 'image/png' });
  });

  it('refuses a PDF renamed to .jpg as the wrong format, whatever the browser says its type is', async () => {
    const pdf = file([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37], 2048, 'image/jpeg');
    await expect(checkUploadFile(pdf)).resolves.toEqual({ ok: false, error: 'format' });
  });

  it('refuses an empty file and a GIF as the wrong format', async () => {
    await expect(checkUploadFile(new File([], 'empty.png', { type: 'image/png' }))).resolves.toEqual({ ok: false, error: 'format' });
    await expect(checkUploadFile(file([0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 2048, 'image/gif'))).resolves.toEqual({ ok: false, error: 'format' });
  });

  it('accepts a JPEG one byte under 7.5 MB and refuses one of exactly 7.5 MB as too big', async () => {
    await expect(checkUploadFile(file(JPEG_HEAD, MAX_UPLOAD_BYTES - 1))).resolves.toMatchObject({ ok: true });
    await expect(checkUploadFile(file(JPEG_HEAD, MAX_UPLOAD_BYTES))).resolves.toEqual({ ok: false, error: 'tooBig' });
  });

  it('calls a big file of the wrong format a format problem: a smaller copy would still be refused', async () => {
    await expect(checkUploadFile(file([0x25, 0x50, 0x44, 0x46], MAX_UPLOAD_BYTES + 10))).resolves.toEqual({ ok: false, error: 'format' });
  });
});
