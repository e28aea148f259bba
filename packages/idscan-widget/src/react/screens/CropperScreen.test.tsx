import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { CROP_KEY_STEP } from './cropRect';
import { CropperScreen } from './CropperScreen';

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('CropperScreen', () => {
  it('moves the crop frame with the arrow keys, resizes it with Shift, and applies it', async () => {
    const user = userEvent.setup();
    const onCrop = vi.fn();
    const { container } = renderWithI18n(
      <CropperScreen image={PIXEL} initialRect={{ x: 0.1, y: 0.1, width: 0.5, height: 0.5 }} onCrop={onCrop} onCancel={() => {}} />,
    );
    expect(screen.getByRole('heading', { name: 'Crop the photo' })).toHaveFocus();
    const frame = screen.getByRole('application', { name: 'Crop frame' });
    await user.tab();
    expect(frame).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Shift>}{ArrowLeft}{/Shift}');
    await user.click(screen.getByRole('button', { name: 'Apply crop' }));
    const rect = onCrop.mock.calls[0]![0];
    expect(rect.x).toBeCloseTo(0.1 + CROP_KEY_STEP);
    expect(rect.y).toBeCloseTo(0.1 + CROP_KEY_STEP);
    expect(rect.width).toBeCloseTo(0.5 - CROP_KEY_STEP);
    expect(rect.height).toBeCloseTo(0.5);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('announces where the frame is, and places it with CSS custom properties (no style attribute text)', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(
      <CropperScreen image={PIXEL} initialRect={{ x: 0, y: 0, width: 0.5, height: 0.5 }} onCrop={() => {}} onCancel={() => {}} />,
    );
    const frame = screen.getByRole('application', { name: 'Crop frame' });
    frame.focus();
    await user.keyboard('{ArrowRight}');
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('Crop frame: 2% from the left, 0% from the top, 50% wide, 50% high.');
    expect(frame.style.getPropertyValue('--_idscan-crop-x')).toBe('2%');
    expect(frame.style.getPropertyValue('--_idscan-crop-width')).toBe('50%');
  });

  it('cancels', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithI18n(<CropperScreen image={PIXEL} onCrop={() => {}} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
