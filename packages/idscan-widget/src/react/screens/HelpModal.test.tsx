import '@repo/test-utils/dialog-polyfill';
import { axeViolations } from '@repo/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { HELP_TOPICS, HelpModal } from './HelpModal';

describe('HelpModal', () => {
  it.each(HELP_TOPICS)('opens the %s help as a named dialog without axe violations', async (topic) => {
    renderWithI18n(<HelpModal topic={topic} open onClose={() => {}} />);
    expect(screen.getByRole('dialog')).toHaveAccessibleName(/^Help with/);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('auto capture help gives the glare, too-far and blur tips and switches to manual capture', async () => {
    const user = userEvent.setup();
    const onSwitchToManual = vi.fn();
    renderWithI18n(<HelpModal topic="autoCapture" open onClose={() => {}} onSwitchToManual={onSwitchToManual} />);
    const dialog = screen.getByRole('dialog', { name: 'Help with automatic capture' });
    for (const tip of ['Glare', 'Too far', 'Blur']) expect(within(dialog).getByText(tip)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Switch to manual capture' }));
    expect(onSwitchToManual).toHaveBeenCalledOnce();
  });

  it('selfie help shows a good picture against a bad angle, a covered face and blur', () => {
    renderWithI18n(<HelpModal topic="selfie" open onClose={() => {}} />);
    const captions = within(screen.getByRole('list', { name: 'Example selfies' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(captions).toEqual([
      '✓ Good: Full face visible, looking straight at the camera',
      '✗ Bad: The face is turned away',
      '✗ Bad: The face is covered',
      '✗ Bad: The photo is blurred',
    ]);
  });

  it('closes with its × button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithI18n(<HelpModal topic="covid" open onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithI18n(<HelpModal topic="autoCapture" open onClose={() => {}} onSwitchToManual={() => {}} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Switch to manual capture' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
