import { describe, expect, it, vi } from 'vitest';
import { convertHeic, type Heic2Any } from './convertHeic';
import { HeicConversionError } from './HeicConversionError';

const heicPhoto = () => new File(['heic-bytes'], 'IMG_0001.HEIC', { type: 'image/heic', lastModified: 7 });

describe('convertHeic', () => {
  it('asks heic2any for a JPEG and returns it named .jpg', async () => {
    const heic2any = vi.fn<Heic2Any>(async () => new Blob(['jpeg-bytes'], { type: 'image/jpeg' }));
    const photo = heicPhoto();

    const jpeg = await convertHeic(photo, async () => heic2any);

    expect(heic2any).toHaveBeenCalledWith(expect.objectContaining({ blob: photo, toType: 'image/jpeg' }));
    expect(jpeg.name).toBe('IMG_0001.jpg');
    expect(jpeg.type).toBe('image/jpeg');
    expect(jpeg.lastModified).toBe(7);
    expect(await jpeg.text()).toBe('jpeg-bytes');
  });

  it('takes the first image of a multi-image HEIF', async () => {
    const heic2any: Heic2Any = async () => [new Blob(['first']), new Blob(['second'])];
    const jpeg = await convertHeic(heicPhoto(), async () => heic2any);
    expect(await jpeg.text()).toBe('first');
  });

  it('reports a failed conversion as a HeicConversionError with the cause', async () => {
    const cause = new Error('ERR_LIBHEIF format not supported');
    const photo = heicPhoto();
    const failure = convertHeic(photo, async () => () => Promise.reject(cause));
    await expect(failure).rejects.toBeInstanceOf(HeicConversionError);
    await expect(failure).rejects.toMatchObject({ name: 'HeicConversionError', cause, file: photo });
  });

  it('reports a converter that cannot be loaded (e.g. a chunk that failed to download) the same way', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    await expect(convertHeic(heicPhoto(), () => Promise.reject(cause))).rejects.toMatchObject({
      name: 'HeicConversionError',
      cause,
    });
  });

  it('refuses an empty result', async () => {
    await expect(convertHeic(heicPhoto(), async () => async () => [])).rejects.toBeInstanceOf(HeicConversionError);
  });
});
