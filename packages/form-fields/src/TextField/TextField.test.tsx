import { axeViolations } from '@repo/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/renderWithI18n';
import { TextField } from './TextField';

function Controlled(props: { filter?: 'default' | 'street' | 'numeric' | 'none'; initial?: string; maxLength?: number }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <TextField label="Street" filter={props.filter} maxLength={props.maxLength} value={value} onValueChange={setValue} />;
}

describe('TextField keyboard filter', () => {
  it('given the default filter, typing symbols leaves only the allowed characters', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Street' });
    await user.type(input, "O'Neil*+ (2/3) & Co;");
    expect(input).toHaveValue("O'Neil (2/3)  Co");
  });

  it('given the street filter, quotes, ampersand and asterisk are accepted but plus is not', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled filter="street" />);
    const input = screen.getByRole('textbox', { name: 'Street' });
    await user.type(input, '"Lipowa" 4*+ & 5');
    expect(input).toHaveValue('"Lipowa" 4* & 5');
  });

  it('given the numeric filter, letters and symbols are ignored', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled filter="numeric" />);
    const input = screen.getByRole('textbox', { name: 'Street' });
    await user.type(input, '12a-3+4');
    expect(input).toHaveValue('1234');
  });

  it('given the opt-out filter, anything can be typed', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled filter="none" />);
    const input = screen.getByRole('textbox', { name: 'Street' });
    await user.type(input, 'a*+!');
    expect(input).toHaveValue('a*+!');
  });

  it.each([
    ['default', 'ul. Długa* 5+', 'ul. Długa 5'],
    ['street', 'ul. "Długa"* 5+;', 'ul. "Długa"* 5'],
    ['numeric', '+48 600 700', '48600700'],
    ['none', 'a*+ b', 'a*+ b'],
  ] as const)('given the %s filter, pasted text is filtered the same way', async (filter, pasted, expected) => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled filter={filter} />);
    const input = screen.getByRole('textbox', { name: 'Street' });
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue(expected);
  });

  it('pasting in the middle keeps the caret right after the inserted text', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled filter="numeric" initial="1290" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Street' });
    await user.click(input);
    input.setSelectionRange(2, 2);
    await user.paste('-34-');
    expect(input).toHaveValue('123490');
    expect(input.selectionStart).toBe(4);
    await user.keyboard('5');
    expect(input).toHaveValue('1234590');
  });

  it('a blocked key leaves the caret where it was', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled filter="numeric" initial="1234" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Street' });
    await user.click(input);
    input.setSelectionRange(2, 2);
    await user.keyboard('x');
    expect(input).toHaveValue('1234');
    expect(input.selectionStart).toBe(2);
  });

  it('pasted text is cut to the room maxLength leaves', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled filter="numeric" maxLength={5} initial="12" />);
    const input = screen.getByRole('textbox', { name: 'Street' });
    await user.click(input);
    await user.paste('a3b4c5d6');
    expect(input).toHaveValue('12345');
  });

  it('a whole value pasted with spaces around it (copied from a document or an e-mail) loses them before maxLength cuts it', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled filter="default" maxLength={11} initial="" />);
    const input = screen.getByRole('textbox', { name: 'Street' });
    await user.click(input);
    await user.paste(' 123 45 6789 ');
    expect(input).toHaveValue('123 45 6789');
  });

  it('a fragment pasted into a value keeps its spaces (the space between two words)', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled filter="default" initial="Anna" />);
    const input = screen.getByRole('textbox', { name: 'Street' });
    await user.click(input);
    await user.paste(' Maria');
    expect(input).toHaveValue('Anna Maria');
  });

  it('works uncontrolled and reports every filtered value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithI18n(<TextField label="City" defaultValue="Kra" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'City' });
    await user.type(input, 'k*ów');
    expect(input).toHaveValue('Kraków');
    expect(onValueChange).toHaveBeenLastCalledWith('Kraków');
    expect(onValueChange.mock.calls.every(([value]) => !String(value).includes('*'))).toBe(true);
  });

  it('an autofilled or composed value with blocked characters is cleaned on change', () => {
    const onValueChange = vi.fn();
    renderWithI18n(<TextField label="City" onValueChange={onValueChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'City' });
    fireEvent.change(input, { target: { value: 'Wars*zawa+' } });
    expect(input).toHaveValue('Warszawa');
    expect(onValueChange).toHaveBeenLastCalledWith('Warszawa');
  });
});

describe('TextField filters and input methods (docs/spec/flow/validation.md#keyboard-filters)', () => {
  it('given the letters filter, digits and symbols are ignored but spaces and hyphens kept', async () => {
    const user = userEvent.setup();
    renderWithI18n(<TextField label="Country" filter="letters" />);
    const input = screen.getByRole('textbox', { name: 'Country' });
    await user.type(input, 'Guinea-2Bissau *');
    expect(input).toHaveValue('Guinea-Bissau ');
  });

  it('a pasted address keeps its line break as a space', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled filter="street" />);
    const input = screen.getByRole('textbox', { name: 'Street' });
    await user.click(input);
    await user.paste('ul. Długa 5\nm. 3');
    expect(input).toHaveValue('ul. Długa 5 m. 3');
  });

  it('leaves an IME composition alone while it lasts and filters the composed text when it ends', () => {
    const onValueChange = vi.fn();
    renderWithI18n(<TextField label="City" onValueChange={onValueChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'City' });
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'Łódź*' } });
    expect(input).toHaveValue('Łódź*');
    fireEvent.compositionEnd(input);
    expect(input).toHaveValue('Łódź');
    expect(onValueChange).toHaveBeenLastCalledWith('Łódź');
  });

  it('filters dropped and auto-corrected text before it lands', () => {
    renderWithI18n(<Controlled filter="numeric" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Street' });
    for (const inputType of ['insertFromDrop', 'insertReplacementText']) {
      const event = new InputEvent('beforeinput', { inputType, data: '1a2', bubbles: true, cancelable: true });
      input.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    }
    expect(input).toHaveValue('1212');
  });

  it('lets allowed text through without touching it', () => {
    renderWithI18n(<Controlled filter="numeric" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Street' });
    const event = new InputEvent('beforeinput', { inputType: 'insertText', data: '12', bubbles: true, cancelable: true });
    input.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('TextField wiring', () => {
  it('links the hint and the error to the input and marks it invalid', () => {
    renderWithI18n(<TextField id="city" label="City" hint="As on your ID" error="Enter your city" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveAttribute('aria-describedby', expect.stringContaining('city-hint'));
    expect(input).toHaveAttribute('aria-describedby', expect.stringContaining('city-error'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your ID Error: Enter your city');
    expect(screen.getByText('Error:')).toHaveClass('of-visually-hidden');
  });

  it('keeps the GOV.UK order: label, hint, error, control', () => {
    const { container } = renderWithI18n(<TextField label="City" hint="Hint" error="Wrong" />);
    const order = [...container.querySelectorAll('label, .of-field__hint, .of-field__error, input')].map(
      (element) => element.className.split(' ')[0] || element.tagName,
    );
    expect(order).toEqual(['of-field__label', 'of-field__hint', 'of-field__error', 'of-input']);
  });

  it('shows no error state without an error', () => {
    renderWithI18n(<TextField label="City" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('sets data-filled, data-invalid and data-disabled on the wrapper', () => {
    const { container } = renderWithI18n(<TextField label="City" defaultValue="Gdańsk" error="No" disabled />);
    const wrapper = container.querySelector('.of-field');
    expect(wrapper).toHaveAttribute('data-filled');
    expect(wrapper).toHaveAttribute('data-invalid');
    expect(wrapper).toHaveAttribute('data-disabled');
    expect(screen.getByRole('textbox')).toBeDisabled();
  });

  it('forwards its ref to the input', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithI18n(<TextField label="City" ref={ref} name="city" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'City' }));
    expect(ref.current).toHaveAttribute('name', 'city');
  });

  it('calls onBlur and onFocus', async () => {
    const user = userEvent.setup();
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    renderWithI18n(<TextField label="City" onFocus={onFocus} onBlur={onBlur} />);
    await user.click(screen.getByRole('textbox'));
    await user.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('in Polish, prefixes the error with "Błąd:"', () => {
    renderWithI18n(<TextField label="Miasto" error="Podaj miasto" />, { locale: 'pl' });
    expect(screen.getByRole('textbox', { name: 'Miasto' })).toHaveAccessibleDescription('Błąd: Podaj miasto');
  });

  it('has no axe violations in the error state', async () => {
    const { container } = renderWithI18n(<TextField label="City" hint="As on your ID" error="Enter your city" required />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
