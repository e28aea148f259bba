import { describe, expect, it, vi } from 'vitest';
import { IMAGE_COMPRESS_THRESHOLD_BYTES } from '../constants';
import { FileTypeError } from './FileTypeError';
import { prepareUploadFile } from './prepareUploadFile';

function fileOfSize(name: string, size: number, type: string): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const fakes = () => ({
  convertHeic: vi.fn(async (file: File) => new File(['jpeg'], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' })),
  compressImage: vi.fn(async (file: File) => new File(['small'], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' })),
});

describe('prepareUploadFile (docs/spec/flow/validation.md)', () => {
  it('refuses a file type that is not allowed, without converting or compressing it', async () => {
    const steps = fakes();
    const document = new File(['doc'], 'passport.docx');
    await expect(prepareUploadFile(document, steps)).rejects.toBeInstanceOf(FileTypeError);
    await expect(prepareUploadFile(document, steps)).rejects.toMatchObject({ file: document });
    expect(steps.convertHeic).not.toHaveBeenCalled();
    expect(steps.compressImage).not.toHaveBeenCalled();
  });

  it('returns a small PNG as it is', async () => {
    const steps = fakes();
    const png = new File(['png'], 'id.png', { type: 'image/png' });
    expect(await prepareUploadFile(png, steps)).toBe(png);
    expect(steps.convertHeic).not.toHaveBeenCalled();
    expect(steps.compressImage).not.toHaveBeenCalled();
  });

  it('renames a small .jpeg to .jpg, keeping its bytes and type', async () => {
    const jpeg = new File(['bytes'], 'id.JPEG', { type: 'image/jpeg', lastModified: 3 });
    const prepared = await prepareUploadFile(jpeg, fakes());
    expect(prepared.name).toBe('id.jpg');
    expect(prepared.type).toBe('image/jpeg');
    expect(prepared.lastModified).toBe(3);
    expect(await prepared.text()).toBe('bytes');
  });

  it('converts a HEIC photo to JPEG', async () => {
    const steps = fakes();
    const prepared = await prepareUploadFile(new File(['heic'], 'IMG_1.heic'), steps);
    expect(steps.convertHeic).toHaveBeenCalledOnce();
    expect(prepared.name).toBe('IMG_1.jpg');
  });

  it('compresses an image of 7 MB or more', async () => {
    const steps = fakes();
    const prepared = await prepareUploadFile(fileOfSize('big.png', IMAGE_COMPRESS_THRESHOLD_BYTES, 'image/png'), steps);
    expect(steps.compressImage).toHaveBeenCalledOnce();
    expect(await prepared.text()).toBe('small');
  });

  it('compresses a converted HEIC photo that came out at 7 MB or more', async () => {
    const steps = fakes();
    steps.convertHeic.mockResolvedValueOnce(fileOfSize('IMG_2.jpg', IMAGE_COMPRESS_THRESHOLD_BYTES + 1, 'image/jpeg'));
    await prepareUploadFile(new File(['heic'], 'IMG_2.HEIF'), steps);
    expect(steps.compressImage).toHaveBeenCalledWith(expect.objectContaining({ name: 'IMG_2.jpg' }));
  });

  it('never compresses a large PDF', async () => {
    const steps = fakes();
    const pdf = fileOfSize('scan.pdf', 30 * 1024 * 1024, 'application/pdf');
    expect(await prepareUploadFile(pdf, steps)).toBe(pdf);
    expect(steps.compressImage).not.toHaveBeenCalled();
  });

  it('passes conversion failures on', async () => {
    const failure = new Error('conversion failed');
    await expect(
      prepareUploadFile(new File(['heic'], 'IMG_3.heic'), { convertHeic: () => Promise.reject(failure) }),
    ).rejects.toBe(failure);
  });
});
