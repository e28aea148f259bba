import { axeViolations } from '@repo/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SmsCodeField } from './SmsCodeField';
import { renderWithI18n } from '../test/renderWithI18n';

const input = () => screen.getByRole('textbox', { name: 'Code from the text message' });

describe('SmsCodeField (docs/spec/flow/screens.md: a numeric SMS-code field)', () => {
  it('accepts digits only as they are typed', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithI18n(<SmsCodeField label="Code from the text message" onValueChange={onValueChange} />);
    await user.type(input(), '12a-3 4');
    expect(input()).toHaveValue('1234');
    expect(onValueChange).toHaveBeenLastCalledWith('1234');
  });

  it('keeps the digits of a pasted message', async () => {
    const user = userEvent.setup();
    renderWithI18n(<SmsCodeField label="Code from the text message" />);
    await user.click(input());
    await user.paste('Your code: 482 913');
    expect(input()).toHaveValue('482913');
  });

  it('takes at most 6 digits unless told otherwise', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithI18n(<SmsCodeField label="Code from the text message" />);
    await user.type(input(), '12345678');
    expect(input()).toHaveValue('123456');
    unmount();
    renderWithI18n(<SmsCodeField label="Code from the text message" maxLength={8} />);
    await user.type(input(), '12345678');
    expect(input()).toHaveValue('12345678');
  });

  it('shows the numeric keypad and lets phones offer the code from the message', () => {
    renderWithI18n(<SmsCodeField label="Code from the text message" />);
    expect(input()).toHaveAttribute('inputmode', 'numeric');
    expect(input()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input()).toHaveAttribute('type', 'text');
  });

  it('cleans an autofilled code with spaces', () => {
    renderWithI18n(<SmsCodeField label="Code from the text message" />);
    fireEvent.change(input(), { target: { value: '123 456' } });
    expect(input()).toHaveValue('123456');
  });

  it('is described by its hint and error, and forwards its ref', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithI18n(<SmsCodeField label="Code from the text message" hint="Sent to +48 600 700 800" error="Enter the code" ref={ref} />);
    expect(input()).toHaveAccessibleDescription('Sent to +48 600 700 800 Error: Enter the code');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(ref.current).toBe(input());
  });

  it('has no axe violations in the error state', async () => {
    const { container } = renderWithI18n(<SmsCodeField label="Code from the text message" error="Enter the code" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
