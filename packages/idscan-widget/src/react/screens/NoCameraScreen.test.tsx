import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { NoCameraScreen } from './NoCameraScreen';

describe('NoCameraScreen', () => {
  it('says the device has no camera and suggests another device, or uploading instead', async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn();
    const { container } = renderWithI18n(<NoCameraScreen onUpload={onUpload} onCancel={() => {}} />);
    expect(screen.getByRole('heading', { name: 'No camera found' })).toHaveFocus();
    expect(screen.getByText(/try again on another device/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload a file instead' }));
    expect(onUpload).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers no actions that were not given', () => {
    renderWithI18n(<NoCameraScreen />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
