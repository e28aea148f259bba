import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { ProviderContainer } from './ProviderContainer';

describe('ProviderContainer', () => {
  it('toggles between the camera and uploading, showing the current choice as pressed', async () => {
    const user = userEvent.setup();
    const onInputProviderChange = vi.fn();
    const { container } = renderWithI18n(
      <ProviderContainer onCancel={() => {}} inputProvider="FILESYSTEM" onInputProviderChange={onInputProviderChange}>
        <p>Upload screen</p>
      </ProviderContainer>,
    );
    expect(screen.getByRole('button', { name: 'Upload a photo' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Use the camera' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Use the camera' }));
    expect(onInputProviderChange).toHaveBeenCalledExactlyOnceWith('CAMERA');
    expect(screen.getByText('Upload screen')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('cancels the journey', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithI18n(
      <ProviderContainer onCancel={onCancel}>
        <p>Camera screen</p>
      </ProviderContainer>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel journey' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('without a camera, hides the toggle', () => {
    renderWithI18n(
      <ProviderContainer onCancel={() => {}} inputProvider="FILESYSTEM" onInputProviderChange={() => {}} cameraAvailable={false}>
        <p>Upload screen</p>
      </ProviderContainer>,
    );
    expect(screen.queryByRole('group', { name: 'How to add the photo' })).not.toBeInTheDocument();
  });
});
