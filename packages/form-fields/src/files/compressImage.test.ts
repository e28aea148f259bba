import { describe, expect, it, vi } from 'vitest';
import { compressImage, fitWithin, needsCompression, type ImageSize, type JpegEncoder } from './compressImage';
import { IMAGE_COMPRESS_THRESHOLD_BYTES } from '../constants';
import { ImageCompressionError } from './ImageCompressionError';

/** A file that claims a size without holding the bytes. */
function fileOfSize(name: string, size: number, type: string): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('fitWithin: the 1280 × 1024 canvas (docs/spec/flow/validation.md#file-upload, docs/spec/flow/constants.md)', () => {
  it('scales a 4000 × 3000 landscape photo to 1280 × 960', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 1280, height: 960 });
  });

  it('scales a 3000 × 4000 portrait photo by its height, to 768 × 1024', () => {
    expect(fitWithin({ width: 3000, height: 4000 })).toEqual({ width: 768, height: 1024 });
  });

  it('scales a very wide panorama by its width', () => {
    expect(fitWithin({ width: 12800, height: 2000 })).toEqual({ width: 1280, height: 200 });
  });

  it('never enlarges a picture that already fits', () => {
    expect(fitWithin({ width: 1000, height: 800 })).toEqual({ width: 1000, height: 800 });
  });

  it('keeps at least one pixel on each side', () => {
    expect(fitWithin({ width: 100000, height: 10 })).toEqual({ width: 1280, height: 1 });
  });

  it('takes another box when asked', () => {
    const box: ImageSize = { width: 100, height: 100 };
    expect(fitWithin({ width: 400, height: 200 }, box)).toEqual({ width: 100, height: 50 });
  });
});

describe('needsCompression: 7 MB or more (docs/spec/flow/validation.md#file-upload, docs/spec/flow/constants.md)', () => {
  it('compresses an image of exactly 7 MB', () => {
    expect(needsCompression(fileOfSize('id.jpg', IMAGE_COMPRESS_THRESHOLD_BYTES, 'image/jpeg'))).toBe(true);
  });

  it('leaves an image one byte under 7 MB', () => {
    expect(needsCompression(fileOfSize('id.png', IMAGE_COMPRESS_THRESHOLD_BYTES - 1, 'image/png'))).toBe(false);
  });

  it('never compresses a PDF, however large', () => {
    expect(needsCompression(fileOfSize('scan.pdf', 20 * 1024 * 1024, 'application/pdf'))).toBe(false);
  });
});

describe('compressImage', () => {
  it('draws the image at the fitted size and returns a JPEG named .jpg', async () => {
    const sizes: ImageSize[] = [];
    const encode: JpegEncoder = async (_image, fit) => {
      sizes.push(fit({ width: 4032, height: 3024 }));
      return new Blob(['jpeg-bytes'], { type: 'image/jpeg' });
    };
    const original = new File(['png-bytes'], 'passport.PNG', { type: 'image/png', lastModified: 42 });

    const compressed = await compressImage(original, encode);

    expect(sizes).toEqual([{ width: 1280, height: 960 }]);
    expect(compressed.name).toBe('passport.jpg');
    expect(compressed.type).toBe('image/jpeg');
    expect(compressed.lastModified).toBe(42);
    expect(await compressed.text()).toBe('jpeg-bytes');
  });

  it('hands the encoder the chosen file', async () => {
    const encode = vi.fn<JpegEncoder>(async () => new Blob(['j']));
    const original = new File(['raw'], 'id.jpeg', { type: 'image/jpeg' });
    await compressImage(original, encode);
    expect(encode).toHaveBeenCalledWith(original, expect.any(Function));
  });

  it('wraps a drawing failure in an ImageCompressionError that keeps the cause', async () => {
    const cause = new Error('The source image could not be decoded.');
    const original = new File(['raw'], 'broken.png', { type: 'image/png' });
    const failure = compressImage(original, () => Promise.reject(cause));
    await expect(failure).rejects.toBeInstanceOf(ImageCompressionError);
    await expect(failure).rejects.toMatchObject({
      name: 'ImageCompressionError',
      cause,
      file: original,
      message: expect.stringContaining('broken.png'),
    });
  });
});
