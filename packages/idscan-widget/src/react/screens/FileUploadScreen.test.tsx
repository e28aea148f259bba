import { axeViolations } from '@repo/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { FileUploadScreen } from './FileUploadScreen';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'id.jpg', { type: 'image/jpeg' });

describe('FileUploadScreen', () => {
  it('gives the chosen file to the widget, unchecked', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    const { container } = renderWithI18n(<FileUploadScreen step="IDENTITY:FRONT" onFile={onFile} />);
    expect(screen.getByRole('heading', { name: 'Upload the front of your identity document' })).toHaveFocus();
    const input = screen.getByLabelText('Choose file');
    expect(input).toHaveAccessibleDescription('Supported file types: JPG, PNG. Maximum file size: 7.5 MB.');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    const file = photo();
    await user.upload(input, file);
    expect(onFile).toHaveBeenCalledExactlyOnceWith(file);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes a file dropped on the box', () => {
    const onFile = vi.fn();
    renderWithI18n(<FileUploadScreen step="ADDRESS" onFile={onFile} />);
    const file = photo();
    fireEvent.drop(screen.getByText(/Drag and drop your file here/).parentElement!, { dataTransfer: { files: [file] } });
    expect(onFile).toHaveBeenCalledExactlyOnceWith(file);
  });

  it('shows docs/spec/widget/validation.md#uploaded-files’s too-big error word for word, tied to the file input', async () => {
    const { container } = renderWithI18n(<FileUploadScreen step="IDENTITY:FRONT" onFile={() => {}} error="tooBig" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Your file is too big. Please upload a file that is smaller than 7.5MB.');
    const input = screen.getByLabelText('Choose file');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Your file is too big/);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows docs/spec/widget/validation.md#uploaded-files’s wrong-format error word for word', () => {
    renderWithI18n(<FileUploadScreen step="IDENTITY:FRONT" onFile={() => {}} error="format" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your file is the incorrect format. Please upload one of the accepted formats.');
  });

  it('while uploading, shows the message and the progress, and takes no other file', () => {
    renderWithI18n(<FileUploadScreen step="SELFIE" onFile={() => {}} uploading progress={0.4} />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading your photo…');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '0.4');
    expect(screen.queryByLabelText('Choose file')).not.toBeInTheDocument();
  });

  it.each([
    ['SELFIE', 'Upload a photo of your face'],
    ['ADDRESS', 'Upload your proof of address'],
    ['COVID', 'Upload your Covid pass'],
  ] as const)('has its own title for %s', (step, title) => {
    renderWithI18n(<FileUploadScreen step={step} onFile={() => {}} />);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('after an upload that was not accepted, shows the reason and the attempts left', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithI18n(<FileUploadScreen step="IDENTITY:FRONT" onFile={() => {}} failure="Expired" attemptsRemaining={1} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your document has expired.');
    expect(alert).toHaveTextContent('You have 1 attempt left.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('with no attempts left, does not offer to try again', () => {
    renderWithI18n(<FileUploadScreen step="IDENTITY:FRONT" onFile={() => {}} failure="Refer" attemptsRemaining={0} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You have no attempts left.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('in Polish, speaks Polish: title, file button, limits and the error prefix', () => {
    renderWithI18n(<FileUploadScreen step="IDENTITY:FRONT" onFile={() => {}} error="format" />, { locale: 'pl' });
    expect(screen.getByRole('heading', { name: 'Prześlij zdjęcie przedniej strony dokumentu tożsamości' })).toBeInTheDocument();
    expect(screen.getByLabelText('Wybierz plik')).toHaveAccessibleDescription(/Obsługiwane formaty plików: JPG, PNG\. Maksymalny rozmiar pliku: 7,5 MB\./);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Błąd:/);
  });
});
