import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { CameraErrorScreen } from './CameraErrorScreen';
import { CAMERA_ERROR_REASONS } from './types';

describe('CameraErrorScreen', () => {
  it.each(CAMERA_ERROR_REASONS)('gives %s its own title and message', (reason) => {
    renderWithI18n(<CameraErrorScreen reason={reason} />);
    const others = CAMERA_ERROR_REASONS.filter((other) => other !== reason).map((other) => {
      const { unmount, container } = renderWithI18n(<CameraErrorScreen reason={other} />);
      const text = container.textContent;
      unmount();
      return text;
    });
    expect(others).not.toContain(screen.getByRole('region').textContent);
  });

  it('when another app holds the camera, asks to close other apps and try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { container } = renderWithI18n(<CameraErrorScreen reason="notReadable" onRetry={onRetry} onUpload={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Camera not readable' })).toHaveFocus();
    expect(screen.getByText(/Close other apps that use the camera/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Upload a file instead' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
