import { axeViolations } from '@repo/test-utils';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_COMPRESS_THRESHOLD_BYTES } from '../constants';
import { FileTypeError } from '../files/FileTypeError';
import { FileUpload, type FileUploadProps } from './FileUpload';
import { HeicConversionError } from '../files/HeicConversionError';
import { renderWithI18n } from '../test/renderWithI18n';

const createObjectURL = vi.fn((_file: Blob) => `blob:preview-${createObjectURL.mock.calls.length}`);
const revokeObjectURL = vi.fn();

beforeEach(() => {
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const photo = (name = 'front.jpg', type = 'image/jpeg') => new File(['photo'], name, { type });

function bigPhoto(name: string) {
  const file = photo(name, 'image/png');
  Object.defineProperty(file, 'size', { value: IMAGE_COMPRESS_THRESHOLD_BYTES });
  return file;
}

/** A deferred promise, to hold a conversion half-way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderUpload(props: Partial<FileUploadProps> = {}) {
  const onChange = vi.fn();
  const view = renderWithI18n(<FileUpload id="front" label="Front of your ID card" onChange={onChange} {...props} />);
  const input = screen.getByLabelText('Front of your ID card') as HTMLInputElement;
  return { ...view, onChange, input };
}

/** The name shown beside the thumbnail (the "Remove" button repeats it for screen readers). */
const shownFileName = (name: string) => screen.queryByText(name, { selector: '.of-upload__file-name' });

/** What a drag of files from the desktop carries. */
const filesDrag = (...files: File[]) => ({ dataTransfer: { types: ['Files'], files, dropEffect: 'move' } });

describe('FileUpload', () => {
  it('is a real file input labelled by the field label and a visible "Choose a file" button', () => {
    const { input } = renderUpload({ hint: 'A photo or a scan' });
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('Front of your ID card Choose a file');
    expect(input).toHaveAccessibleDescription('A photo or a scan');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif,.heic,.heif,.avif,.pdf');
  });

  it('given a JPG, reports it and shows a thumbnail, its name and a "Remove" button', async () => {
    const user = userEvent.setup();
    const { input, onChange, container } = renderUpload();
    const file = photo();
    await user.upload(input, file);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(file);
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(container.querySelector('img')).toHaveAttribute('src', 'blob:preview-1');
    expect(shownFileName('front.jpg')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove front.jpg' })).toBeVisible();
    expect(input).toHaveAccessibleDescription('Chosen file: front.jpg');
    expect(input).toHaveAccessibleName('Front of your ID card Choose another file');
  });

  it('renames a .jpeg file to .jpg (docs/spec/flow/validation.md#file-upload)', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderUpload();
    await user.upload(input, photo('front.JPEG'));
    expect(onChange.mock.calls[0]![0]).toMatchObject({ name: 'front.jpg', type: 'image/jpeg' });
  });

  it('refuses another file type with a translated error and the file-type event (docs/spec/flow/validation.md#file-upload)', async () => {
    // The picker's "All files" option lets any file through `accept`.
    const user = userEvent.setup({ applyAccept: false });
    const onFileTypeError = vi.fn();
    const { input, onChange } = renderUpload({ onFileTypeError });
    await user.upload(input, new File(['doc'], 'passport.docx'));
    expect(onChange).not.toHaveBeenCalled();
    expect(onFileTypeError).toHaveBeenCalledExactlyOnceWith(expect.any(FileTypeError));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Error: passport.docx is not a photo or a PDF. Choose a JPG, PNG, GIF, HEIC, HEIF, AVIF or PDF file.',
    );
    await user.upload(input, photo());
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows a file icon instead of a thumbnail for a PDF', async () => {
    const user = userEvent.setup();
    const { input, container } = renderUpload();
    await user.upload(input, new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.of-upload__file-icon')).toBeInTheDocument();
    expect(shownFileName('scan.pdf')).toBeVisible();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('converts a HEIC photo to JPEG, with a loader meanwhile (docs/spec/flow/validation.md#file-upload)', async () => {
    const user = userEvent.setup();
    const conversion = deferred<File>();
    const convertHeic = vi.fn(() => conversion.promise);
    const { input, onChange } = renderUpload({ convertHeic });
    await user.upload(input, new File(['heic'], 'IMG_0001.HEIC'));
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the file…');
    expect(onChange).not.toHaveBeenCalled();
    const jpeg = photo('IMG_0001.jpg');
    await act(async () => conversion.resolve(jpeg));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(jpeg);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when a HEIC photo cannot be converted, keeping the previous file', async () => {
    const user = userEvent.setup();
    const onPrepareError = vi.fn();
    const previous = photo('earlier.png', 'image/png');
    const convertHeic = () => Promise.reject(new HeicConversionError(new File([], 'IMG_2.heic'), new Error('libheif')));
    const { input, onChange } = renderUpload({ convertHeic, onPrepareError, defaultValue: previous });
    await user.upload(input, new File(['heic'], 'IMG_2.heic'));
    expect(await screen.findByText('The HEIC photo could not be converted. Choose a JPG or PNG photo instead.')).toBeVisible();
    expect(onPrepareError).toHaveBeenCalledWith(expect.any(HeicConversionError));
    expect(onChange).not.toHaveBeenCalled();
    expect(shownFileName('earlier.png')).toBeVisible();
  });

  it('compresses an image of 7 MB or more before reporting it (docs/spec/flow/validation.md#file-upload)', async () => {
    const user = userEvent.setup();
    const small = photo('big.jpg');
    const compressImage = vi.fn(async () => small);
    const { input, onChange } = renderUpload({ compressImage });
    await user.upload(input, bigPhoto('big.png'));
    expect(compressImage).toHaveBeenCalledWith(expect.objectContaining({ name: 'big.png' }));
    expect(onChange).toHaveBeenCalledWith(small);
  });

  it('reports a failed compression in words', async () => {
    const user = userEvent.setup();
    const onPrepareError = vi.fn();
    const { input } = renderUpload({ compressImage: () => Promise.reject(new Error('out of memory')), onPrepareError });
    await user.upload(input, bigPhoto('huge.png'));
    expect(await screen.findByText('The photo could not be prepared for upload. Choose another photo.')).toBeVisible();
    expect(onPrepareError).toHaveBeenCalledWith(expect.objectContaining({ message: 'out of memory' }));
  });

  it('lets a later choice win over a slow conversion of an earlier one', async () => {
    const user = userEvent.setup();
    const conversion = deferred<File>();
    const { input, onChange } = renderUpload({ convertHeic: () => conversion.promise });
    await user.upload(input, new File(['heic'], 'slow.heic'));
    const png = photo('quick.png', 'image/png');
    await user.upload(input, png);
    await act(async () => conversion.resolve(photo('slow.jpg')));
    expect(onChange.mock.calls).toEqual([[png]]);
    expect(shownFileName('quick.png')).toBeVisible();
  });

  it('removes the file, revokes its thumbnail and puts focus on the file input', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderUpload();
    await user.upload(input, photo());
    await user.click(screen.getByRole('button', { name: 'Remove front.jpg' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(shownFileName('front.jpg')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('revokes the thumbnail of the old file when a new one is chosen, and on unmount', async () => {
    const user = userEvent.setup();
    const { input, unmount } = renderUpload();
    await user.upload(input, photo('one.jpg'));
    await user.upload(input, photo('two.jpg'));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('accepts a file dropped on its drop area', () => {
    const { onChange, container } = renderUpload();
    const zone = container.querySelector('.of-upload__drop-zone')!;
    const drag = filesDrag(photo('dropped.png', 'image/png'));
    fireEvent.dragEnter(zone, drag);
    expect(container.querySelector('[data-dragging]')).toBeInTheDocument();
    expect(fireEvent.dragOver(zone, drag)).toBe(false);
    expect(drag.dataTransfer.dropEffect).toBe('copy');
    fireEvent.drop(zone, drag);
    expect(container.querySelector('[data-dragging]')).toBeNull();
    return vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(drag.dataTransfer.files[0]));
  });

  it('blocks files dropped anywhere else on the page while mounted (docs/spec/flow/screens.md#upload-document), and only then', () => {
    const { onChange, unmount } = renderUpload();
    const outside = filesDrag(photo());
    expect(fireEvent.dragOver(document.body, outside)).toBe(false);
    expect(outside.dataTransfer.dropEffect).toBe('none');
    expect(fireEvent.drop(document.body, outside)).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
    // Text dragged between fields is not a file drop.
    expect(fireEvent.dragOver(document.body, { dataTransfer: { types: ['text/plain'], files: [] } })).toBe(true);
    unmount();
    expect(fireEvent.dragOver(document.body, filesDrag(photo()))).toBe(true);
  });

  it('shows the photo-quality error with a warning icon until a new file is set (docs/spec/flow/errors.md#uploads)', async () => {
    const user = userEvent.setup();
    const first = photo('blurry.jpg');
    const { input, container, rerender } = renderUpload({ defaultValue: first, qualityError: 'The photo is blurry' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Chosen file: blurry.jpg Error: The photo is blurry');
    expect(container.querySelector('.of-upload__warning-icon')).toBeInTheDocument();
    await user.upload(input, photo('sharp.jpg'));
    expect(screen.queryByText('The photo is blurry')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(<FileUpload id="front" label="Front of your ID card" qualityError="The document is cut off" />);
    expect(screen.getByText('The document is cut off')).toBeVisible();
  });

  it('shows the same quality message again after the flow cleared and set it', async () => {
    const user = userEvent.setup();
    const { input, rerender } = renderUpload({ qualityError: 'The photo is blurry' });
    await user.upload(input, photo());
    rerender(<FileUpload id="front" label="Front of your ID card" qualityError={null} />);
    rerender(<FileUpload id="front" label="Front of your ID card" qualityError="The photo is blurry" />);
    expect(screen.getByText('The photo is blurry')).toBeVisible();
  });

  it('shows the file it is given when controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [file, setFile] = useState<File | null>(photo('from-the-server.jpg'));
      return (
        <>
          <FileUpload label="Back of your ID card" value={file} onChange={setFile} />
          <button type="button" onClick={() => setFile(null)}>
            Upload failed
          </button>
        </>
      );
    }
    renderWithI18n(<Controlled />);
    expect(shownFileName('from-the-server.jpg')).toBeVisible();
    // docs/spec/flow/errors.md#uploads: the upload error flag clears the selected file.
    await user.click(screen.getByRole('button', { name: 'Upload failed' }));
    expect(shownFileName('from-the-server.jpg')).not.toBeInTheDocument();
  });

  it('is disabled on request: no choosing, no dropping, no removing', () => {
    const { input, container, onChange } = renderUpload({ disabled: true, defaultValue: photo() });
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove front.jpg' })).toBeDisabled();
    const zone = container.querySelector('.of-upload__drop-zone')!;
    expect(fireEvent.dragOver(zone, filesDrag(photo()))).toBe(false); // refused by the page-wide guard
    fireEvent.drop(zone, filesDrag(photo('other.png')));
    expect(onChange).not.toHaveBeenCalled();
    expect(container.querySelector('.of-field')).toHaveAttribute('data-disabled');
  });

  it('forwards its ref to the file input', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithI18n(<FileUpload label="Selfie" ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('Selfie'));
  });

  it('prefixes the quality error with "Błąd:" in Polish', () => {
    renderWithI18n(<FileUpload label="Przód dowodu" qualityError="Zdjęcie jest nieostre" />, { locale: 'pl' });
    expect(screen.getByLabelText('Przód dowodu')).toHaveAccessibleDescription('Błąd: Zdjęcie jest nieostre');
  });

  it('has no axe violations when filled and in error', async () => {
    const { container } = renderUpload({ defaultValue: photo(), error: 'Upload the front of your ID card', hint: 'JPG or PDF' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
