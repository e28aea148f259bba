import '@repo/test-utils/dialog-polyfill';
import { axeViolations } from '@repo/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../ui/Button';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { InstructionScreen } from './InstructionScreen';

describe('InstructionScreen as a step', () => {
  it('shows one good and two bad examples, the tips, and confirms with "Let\'s take the picture"', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { container } = renderWithI18n(<InstructionScreen variant="step" onConfirm={onConfirm} />);
    expect(screen.getByRole('heading', { name: 'How to take a picture' })).toHaveFocus();
    const examples = within(screen.getByRole('list', { name: 'Example photos' })).getAllByRole('listitem');
    expect(examples.map((example) => example.textContent)).toEqual([
      '✓ Good: The document is horizontal and fills the frame',
      '✗ Bad: The photo is blurry',
      '✗ Bad: The phone is held horizontally',
    ]);
    expect(screen.getByText(/Auto-capture is on/)).toBeInTheDocument();
    expect(screen.getByText('Do not cover any data with your fingers.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Let's take the picture" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('while locked after confirming (docs/spec/widget/states.md#instructions-lock: 1 s), the button ignores presses but keeps focus', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithI18n(<InstructionScreen variant="step" onConfirm={onConfirm} locked />);
    const button = screen.getByRole('button', { name: "Let's take the picture" });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it.each([
    ['SELFIE', ['✓ Good: Full face visible, looking straight at the camera', '✗ Bad: The photo is blurred', '✗ Bad: The face is covered']],
    ['ADDRESS', ['✓ Good: The whole page visible, nothing covered, sharp and face on', '✗ Bad: The photo is blurred', '✗ Bad: Not all four corners are visible']],
    ['COVID', ['✓ Good: The whole pass visible, QR code sharp', '✗ Bad: The photo is blurred', '✗ Bad: Not all four corners are visible']],
  ] as const)('for the %s step, shows examples of that step, not of an identity card', (step, captions) => {
    renderWithI18n(<InstructionScreen variant="step" step={step} />);
    const examples = within(screen.getByRole('list', { name: 'Example photos' })).getAllByRole('listitem');
    expect(examples.map((example) => example.textContent)).toEqual(captions);
    expect(screen.queryByText(/document/i)).not.toBeInTheDocument();
    // Those steps are always taken by hand (docs/spec/widget/screens.md): no auto-capture tip.
    expect(screen.queryByText(/Auto-capture is on/)).not.toBeInTheDocument();
  });

  it('in manual capture mode, does not claim that auto-capture is on', () => {
    renderWithI18n(<InstructionScreen variant="step" captureMode="manual" />);
    expect(screen.queryByText(/Auto-capture is on/)).not.toBeInTheDocument();
  });
});

function PageWithPopup({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <h2 className="idscan-screen__title">Upload your document</h2>
      <Button onClick={() => setOpen(true)}>How to take the photo correctly</Button>
      <InstructionScreen
        variant="popup"
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

describe('InstructionScreen as a popup', () => {
  it("opens as a dialog; Close hides it, brings the widget's top into view and gives focus back", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderWithI18n(<PageWithPopup onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'How to take the photo correctly' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'How to take a picture' });
    expect(dialog).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
    // Only one way to close is named "Close": the popup's own button (no × besides it).
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    // The top of the widget (its screen's heading), not of the host's page.
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(scrollIntoView.mock.contexts).toEqual([screen.getByRole('heading', { name: 'Upload your document' })]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithI18n(<PageWithPopup onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'How to take the photo correctly' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
