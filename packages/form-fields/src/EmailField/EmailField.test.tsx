import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmEmailField } from '../ConfirmEmailField/ConfirmEmailField';
import { EmailField } from './EmailField';
import { renderWithI18n } from '../test/renderWithI18n';

describe('EmailField', () => {
  it('is an e-mail input with the e-mail keyboard and autofill', () => {
    renderWithI18n(<EmailField label="E-mail" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
  });

  it('forwards its ref and follows a controlled value', async () => {
    const user = userEvent.setup();
    const ref = { current: null as HTMLInputElement | null };
    const onValueChange = vi.fn();
    renderWithI18n(<EmailField label="E-mail" ref={ref} value="anna@example.pl" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(ref.current).toBe(input);
    await user.type(input, 'x');
    expect(onValueChange).toHaveBeenLastCalledWith('anna@example.plx');
    expect(input).toHaveValue('anna@example.pl');
  });

  it('blocks typed spaces but accepts plus and asterisk in the local part', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithI18n(<EmailField label="E-mail" onValueChange={onValueChange} />);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jan +konto*@ex ample.pl');
    expect(screen.getByRole('textbox')).toHaveValue('jan+konto*@example.pl');
    expect(onValueChange).toHaveBeenLastCalledWith('jan+konto*@example.pl');
  });

  it('removes whitespace from pasted text', async () => {
    const user = userEvent.setup();
    renderWithI18n(<EmailField label="E-mail" />);
    await user.click(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.paste(' anna.nowak@example.pl \n');
    expect(screen.getByRole('textbox')).toHaveValue('anna.nowak@example.pl');
  });

  it('has no axe violations in the error state', async () => {
    const { container } = renderWithI18n(<EmailField label="E-mail" hint="We send the code here" error="Enter a valid address" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('ConfirmEmailField', () => {
  it('refuses a paste and says politely why', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithI18n(<ConfirmEmailField label="Confirm e-mail" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Confirm e-mail' });
    await user.click(input);
    await user.paste('anna.nowak@example.pl');
    expect(input).toHaveValue('');
    expect(onValueChange).not.toHaveBeenCalled();
    const status = screen.getByText('Type the address again; pasting is turned off');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(input).toHaveAccessibleDescription('Type the address again; pasting is turned off');
  });

  it('also refuses a paste with spaces in it (the filter does not re-insert it)', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ConfirmEmailField label="Confirm e-mail" />);
    const input = screen.getByRole('textbox', { name: 'Confirm e-mail' });
    await user.click(input);
    await user.paste(' anna@example.pl ');
    expect(input).toHaveValue('');
  });

  it('accepts typing, and typing clears the paste notice', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ConfirmEmailField label="Confirm e-mail" />);
    const input = screen.getByRole('textbox', { name: 'Confirm e-mail' });
    await user.click(input);
    await user.paste('x@y.z');
    await user.type(input, 'anna@example.pl');
    expect(input).toHaveValue('anna@example.pl');
    expect(screen.queryByText('Type the address again; pasting is turned off')).toBeNull();
  });

  it('turns autofill off', () => {
    renderWithI18n(<ConfirmEmailField label="Confirm e-mail" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('autocomplete', 'off');
  });

  it('explains the refused paste in Polish', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ConfirmEmailField label="Potwierdź e-mail" />, { locale: 'pl' });
    await user.click(screen.getByRole('textbox', { name: 'Potwierdź e-mail' }));
    await user.paste('anna@example.pl');
    expect(screen.getByText('Wpisz adres jeszcze raz – wklejanie jest wyłączone')).toBeInTheDocument();
  });

  it('has no axe violations in the error state', async () => {
    const { container } = renderWithI18n(<ConfirmEmailField label="Confirm e-mail" error="The addresses differ" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
