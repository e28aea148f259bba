import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { GatewayScreen } from './GatewayScreen';

describe('GatewayScreen', () => {
  it('enables the camera or cancels the journey', async () => {
    const user = userEvent.setup();
    const onEnableCamera = vi.fn();
    const onCancel = vi.fn();
    const { container } = renderWithI18n(<GatewayScreen onEnableCamera={onEnableCamera} onCancel={onCancel} />);
    expect(screen.getByRole('heading', { name: 'Allow access to your camera' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Enable camera' }));
    await user.click(screen.getByRole('button', { name: 'Cancel journey' }));
    expect(onEnableCamera).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when the browser asks for the camera: after the guide to a good photo, not at once', () => {
    renderWithI18n(<GatewayScreen onEnableCamera={() => {}} onCancel={() => {}} />);
    // The widget opens the camera (and so the browser's prompt) only once the instructions are confirmed.
    expect(
      screen.getByText('We need your camera to take photos of your documents. After a short guide to taking a good photo, your browser may ask for permission to use the camera: choose Allow.'),
    ).toBeInTheDocument();
  });

  it('while the permission prompt is open, the enable button waits and ignores presses', async () => {
    const user = userEvent.setup();
    const onEnableCamera = vi.fn();
    renderWithI18n(<GatewayScreen onEnableCamera={onEnableCamera} onCancel={() => {}} busy />);
    const button = screen.getByRole('button', { name: 'Waiting for permission…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onEnableCamera).not.toHaveBeenCalled();
  });
});
