import '@repo/test-utils/dialog-polyfill';
import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Modal, type ModalProps } from './Modal';
import { renderWithI18n } from '../test/renderWithI18n';

/** A page with a form and a popup that hides it while open, as docs/spec/flow/screens.md#declarationacceptance's declarations step does. */
function Page(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <form aria-label="Declarations" hidden={open}>
        <Button onClick={() => setOpen(true)}>What is a PEP?</Button>
      </form>
      <Modal title="Politically exposed person" open={open} onOpenChange={setOpen} {...props}>
        <p>A person who holds a prominent public function.</p>
        <a href="#more">Read more</a>
        <Button onClick={() => setOpen(false)}>I understand</Button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a dialog named by its title, with focus inside, and hides the form', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Page />);
    await user.click(screen.getByRole('button', { name: 'What is a PEP?' }));
    const dialog = screen.getByRole('dialog', { name: 'Politically exposed person' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Declarations' })).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the popup', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Page />);
    await user.click(screen.getByRole('button', { name: 'What is a PEP?' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'I understand' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'I understand' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Page />);
    const opener = screen.getByRole('button', { name: 'What is a PEP?' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open when Escape is prevented', async () => {
    const user = userEvent.setup();
    const onEscapeKeyDown = vi.fn((event: KeyboardEvent) => event.preventDefault());
    renderWithI18n(<Page onEscapeKeyDown={onEscapeKeyDown} />);
    await user.click(screen.getByRole('button', { name: 'What is a PEP?' }));
    await user.keyboard('{Escape}');
    expect(onEscapeKeyDown).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with its × button, reporting the change', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithI18n(
      <Modal title="Security of your data" defaultOpen onOpenChange={onOpenChange}>
        Your pictures are encrypted.
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('closes on a click on the backdrop, but not on a click inside', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Page />);
    await user.click(screen.getByRole('button', { name: 'What is a PEP?' }));
    await user.click(screen.getByText('A person who holds a prominent public function.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The dialog element itself is only "hit" outside its box, i.e. on the backdrop.
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape, backdrop clicks and shows no × button when not dismissible', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Page dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'What is a PEP?' }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('focuses the element given as initialFocus', async () => {
    function WithInitialFocus() {
      const confirm = useRef<HTMLButtonElement>(null);
      return (
        <Modal title="Upload later?" defaultOpen initialFocus={confirm}>
          <Button variant="secondary">Cancel</Button>
          <Button ref={confirm}>Upload later</Button>
        </Modal>
      );
    }
    renderWithI18n(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Upload later' })).toHaveFocus();
  });

  it('follows the browser when it closes the dialog on its own', () => {
    const onOpenChange = vi.fn();
    renderWithI18n(<Modal title="Camera" defaultOpen onOpenChange={onOpenChange} />);
    (screen.getByRole('dialog') as HTMLDialogElement).close();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('forwards its ref to the <dialog> and renders nothing while closed', () => {
    const ref = { current: null as HTMLDialogElement | null };
    const { rerender } = renderWithI18n(<Modal title="Help" ref={ref} open={false} />);
    expect(ref.current).toBeNull();
    rerender(<Modal title="Help" ref={ref} open />);
    expect(ref.current).toBe(screen.getByRole('dialog'));
  });

  it('has no axe violations while open', async () => {
    renderWithI18n(<Page />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'What is a PEP?' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
