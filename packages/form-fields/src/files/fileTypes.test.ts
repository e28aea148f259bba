import { describe, expect, it } from 'vitest';
import {
  ALLOWED_FILE_EXTENSIONS,
  FILE_INPUT_ACCEPT,
  fileExtension,
  isAllowedFileName,
  isHeicFile,
  isPdfFile,
  renameJpeg,
  replaceExtension,
} from './fileTypes';

describe('allowed file types (docs/spec/flow/validation.md#file-upload)', () => {
  it.each(['id.jpg', 'id.jpeg', 'id.png', 'id.gif', 'id.heic', 'id.heif', 'id.avif', 'id.pdf'])('accepts %s', (name) => {
    expect(isAllowedFileName(name)).toBe(true);
  });

  it('compares extensions in any letter case', () => {
    expect(isAllowedFileName('IMG_0001.HEIC')).toBe(true);
    expect(isAllowedFileName('Scan.Pdf')).toBe(true);
  });

  it.each(['id.webp', 'id.bmp', 'id.tiff', 'contract.docx', 'archive.zip', 'jpg', '.jpg', 'photo.', 'photo.jpg.exe'])(
    'refuses %s',
    (name) => {
      expect(isAllowedFileName(name)).toBe(false);
    },
  );

  it('offers exactly the allowed extensions in the file picker', () => {
    expect(FILE_INPUT_ACCEPT).toBe('.jpg,.jpeg,.png,.gif,.heic,.heif,.avif,.pdf');
    expect(ALLOWED_FILE_EXTENSIONS).toHaveLength(8);
  });

  it('reads the last extension, lower-case', () => {
    expect(fileExtension('my.passport.JPEG')).toBe('jpeg');
    expect(fileExtension('README')).toBe('');
  });
});

describe('HEIC and PDF detection', () => {
  it('knows a HEIC photo by its extension or by its MIME type', () => {
    expect(isHeicFile({ name: 'IMG_0001.HEIF', type: '' })).toBe(true);
    expect(isHeicFile({ name: 'photo', type: 'image/heic' })).toBe(true);
    expect(isHeicFile({ name: 'photo.jpg', type: 'image/jpeg' })).toBe(false);
  });

  it('knows a PDF by its extension or by its MIME type', () => {
    expect(isPdfFile({ name: 'scan.PDF', type: '' })).toBe(true);
    expect(isPdfFile({ name: 'scan', type: 'application/pdf' })).toBe(true);
    expect(isPdfFile({ name: 'scan.png', type: 'image/png' })).toBe(false);
  });
});

describe('renaming', () => {
  it('renames .jpeg to .jpg in any letter case (docs/spec/flow/validation.md#file-upload)', () => {
    expect(renameJpeg('passport.jpeg')).toBe('passport.jpg');
    expect(renameJpeg('passport.JPEG')).toBe('passport.jpg');
  });

  it('keeps every other name', () => {
    expect(renameJpeg('passport.jpg')).toBe('passport.jpg');
    expect(renameJpeg('passport.png')).toBe('passport.png');
    expect(renameJpeg('jpeg')).toBe('jpeg');
  });

  it('replaces or adds an extension', () => {
    expect(replaceExtension('IMG_0001.HEIC', 'jpg')).toBe('IMG_0001.jpg');
    expect(replaceExtension('photo', 'jpg')).toBe('photo.jpg');
  });
});
