import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isPhoneNumberSendable } from './isPhoneNumberSendable';
import { PhoneField } from './PhoneField';
import { renderWithI18n } from '../test/renderWithI18n';

const prefixes = [
  { country: 'PL', prefix: '+48', name: 'Poland' },
  { country: 'DE', prefix: '+49', name: 'Germany' },
  { country: 'US', prefix: '+1', name: 'United States' },
];

describe('PhoneField', () => {
  it('labels the group and each control', () => {
    renderWithI18n(<PhoneField label="Phone number" options={prefixes} defaultPrefix="+48" />);
    expect(screen.getByRole('group', { name: 'Phone number' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('PL');
    const number = screen.getByRole('textbox', { name: 'Number' });
    expect(number).toHaveAttribute('inputmode', 'tel');
    expect(number).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('accepts digits only, typed or pasted', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithI18n(<PhoneField label="Phone" options={prefixes} onValueChange={onValueChange} />);
    const number = screen.getByRole('textbox', { name: 'Number' });
    await user.type(number, '+48 600-a');
    expect(number).toHaveValue('48600');
    await user.paste(' (700) 800*');
    expect(number).toHaveValue('48600700800');
    expect(onValueChange).toHaveBeenLastCalledWith('48600700800');
  });

  it('reports the chosen prefix with its country', async () => {
    const user = userEvent.setup();
    const onPrefixChange = vi.fn();
    function Controlled() {
      const [prefix, setPrefix] = useState<string | null>('+48');
      return (
        <PhoneField
          label="Phone"
          options={prefixes}
          prefix={prefix}
          onPrefixChange={(next, country) => {
            setPrefix(next);
            onPrefixChange(next, country);
          }}
        />
      );
    }
    renderWithI18n(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Country code' });
    await user.selectOptions(select, 'Germany (+49)');
    expect(onPrefixChange).toHaveBeenCalledWith('+49', 'DE');
    expect(select).toHaveValue('DE');
  });

  it('given fewer than 5 digits, the send button stays disabled (docs/spec/flow/validation.md)', async () => {
    const user = userEvent.setup();
    function WithSend() {
      const [number, setNumber] = useState('');
      return (
        <>
          <PhoneField label="Phone" options={prefixes} defaultPrefix="+48" value={number} onValueChange={setNumber} />
          <button type="button" disabled={!isPhoneNumberSendable(number)}>
            Send the code
          </button>
        </>
      );
    }
    renderWithI18n(<WithSend />);
    const send = screen.getByRole('button', { name: 'Send the code' });
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '60+07');
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '0');
    expect(send).toBeEnabled();
  });

  it('chooses an uncontrolled prefix from the keyboard by the country\'s name', async () => {
    const user = userEvent.setup();
    const onPrefixChange = vi.fn();
    renderWithI18n(<PhoneField label="Phone" options={prefixes} defaultPrefix="+48" onPrefixChange={onPrefixChange} />);
    const select = screen.getByRole('combobox', { name: 'Country code' });
    await user.selectOptions(select, 'US');
    expect(select).toHaveValue('US');
    expect(onPrefixChange).toHaveBeenCalledWith('+1', 'US');
  });

  it('sets data-filled, data-invalid and data-disabled on the group', () => {
    const { container } = renderWithI18n(
      <PhoneField label="Phone" options={prefixes} defaultValue="600" error="Too short" disabled />,
    );
    const group = container.querySelector('fieldset');
    expect(group).toHaveAttribute('data-filled');
    expect(group).toHaveAttribute('data-invalid');
    expect(group).toHaveAttribute('data-disabled');
    expect(screen.getByRole('textbox', { name: 'Number' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toBeDisabled();
  });

  it('asks to choose while no prefix is set', () => {
    renderWithI18n(<PhoneField label="Phone" options={prefixes} />);
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('Choose');
  });

  it('describes the group and marks the number invalid on error', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithI18n(
      <PhoneField id="phone" label="Phone" hint="We send a code" error="Enter at least 5 digits" options={prefixes} ref={ref} />,
    );
    const group = screen.getByRole('group', { name: 'Phone' });
    expect(group).toHaveAttribute('aria-describedby', 'phone-hint phone-error');
    expect(group).toHaveAccessibleDescription('We send a code Error: Enter at least 5 digits');
    const number = screen.getByRole('textbox', { name: 'Number' });
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAttribute('id', 'phone');
    expect(ref.current).toBe(number);
  });

  it('labels the controls in Polish', () => {
    renderWithI18n(<PhoneField label="Numer telefonu" options={prefixes} />, { locale: 'pl' });
    expect(screen.getByRole('combobox', { name: 'Numer kierunkowy' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Numer' })).toBeInTheDocument();
  });

  it('has no axe violations in the error state', async () => {
    const { container } = renderWithI18n(
      <PhoneField label="Phone" hint="We send a code" error="Enter at least 5 digits" options={prefixes} defaultPrefix="+48" />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
