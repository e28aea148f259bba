import { axeViolations } from '@repo/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { PreviewScreen, type PreviewScreenProps } from './PreviewScreen';

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function renderPreview(props: Partial<PreviewScreenProps> = {}) {
  return renderWithI18n(
    <PreviewScreen step="IDENTITY:FRONT" image={PIXEL} device="desktop" onUpload={() => {}} onChangePhoto={() => {}} {...props} />,
  );
}

describe('PreviewScreen', () => {
  it('shows the photo with the guidance: good, bad angle, covered, blurred', async () => {
    const { container } = renderPreview();
    expect(screen.getByRole('heading', { name: 'Check the photo of the front of your document' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', PIXEL);
    const guidance = within(screen.getByRole('list', { name: 'What a good photo looks like' })).getAllByRole('listitem');
    expect(guidance.map((item) => item.textContent)).toEqual([
      '✓ Good: All four corners visible, nothing covered, sharp and face on',
      '✗ Bad: Not all four corners are visible',
      '✗ Bad: Part of the document is covered',
      '✗ Bad: The photo is blurred',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a captured Blob through an object URL, revoked when the preview goes', () => {
    const createObjectURL = vi.fn(() => 'blob:preview-1');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    const { unmount } = renderPreview({ image: blob });
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', 'blob:preview-1');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('has different advice on desktop and on mobile', () => {
    const { unmount } = renderPreview({ device: 'desktop' });
    expect(screen.getByText(/readable on your screen/)).toBeInTheDocument();
    unmount();
    renderPreview({ device: 'mobile' });
    expect(screen.getByText(/Zoom in to check/)).toBeInTheDocument();
  });

  it('uploads, changes or crops the photo', async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn();
    const onChangePhoto = vi.fn();
    const onCrop = vi.fn();
    renderPreview({ onUpload, onChangePhoto, onCrop });
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    await user.click(screen.getByRole('button', { name: 'Change photo' }));
    await user.click(screen.getByRole('button', { name: 'Crop photo' }));
    expect(onUpload).toHaveBeenCalledOnce();
    expect(onChangePhoto).toHaveBeenCalledOnce();
    expect(onCrop).toHaveBeenCalledOnce();
  });

  it('while verifying, shows the spinner in the status area and waits', () => {
    const { container } = renderPreview({ verifying: true });
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('Verifying the photo…');
    expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument();
  });

  it('shows a status message in the status area', () => {
    const { container } = renderPreview({ status: 'Photo received.' });
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('Photo received.');
  });

  it('after a refused photo, shows the backend’s reason and the attempts left, and retries', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderPreview({ failure: 'Refer', failureDetail: 'The photo is too blurred to read.', attemptsRemaining: 2, onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not validate your document.');
    expect(alert).toHaveTextContent('The photo is too blurred to read.');
    expect(alert).toHaveTextContent('You have 2 attempts left.');
    expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('selfie guidance is about the face', () => {
    renderPreview({ step: 'SELFIE' });
    expect(screen.getByRole('heading', { name: 'Check your selfie' })).toBeInTheDocument();
    expect(screen.getByText('The face is covered')).toBeInTheDocument();
  });
});
