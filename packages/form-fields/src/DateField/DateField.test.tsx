import { axeViolations } from '@repo/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';
import { renderWithI18n } from '../test/renderWithI18n';

function Controlled({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Date of birth"
        name="dateOfBirth"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output data-testid="value">{value || 'empty'}</output>
      <button type="button" onClick={() => setValue('1985-11-03')}>
        Fill from the document
      </button>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

const day = () => screen.getByRole('textbox', { name: 'Day' });
const month = () => screen.getByRole('combobox', { name: 'Month' });
const year = () => screen.getByRole('textbox', { name: 'Year' });
const composed = () => screen.getByTestId('value').textContent;

describe('DateField (docs/spec/flow/validation.md#dates: day max 2, month by select, year max 4, numbers only)', () => {
  it('composes the three parts into a zero-padded YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.type(day(), '7');
    await user.selectOptions(month(), 'May');
    expect(composed()).toBe('empty');
    await user.type(year(), '1990');
    expect(composed()).toBe('1990-05-07');
    expect(document.querySelector('input[type="hidden"][name="dateOfBirth"]')).toHaveValue('1990-05-07');
  });

  it('goes back to empty when a part is cleared', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled initial="1990-05-07" />);
    await user.clear(year());
    expect(composed()).toBe('empty');
    expect(day()).toHaveValue('7');
    expect(month()).toHaveValue('5');
  });

  it('reports every edit, so a server error can clear as the user types', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithI18n(<Controlled onValue={onValue} />);
    await user.type(day(), '1');
    expect(onValue).toHaveBeenCalledWith('');
  });

  it('accepts digits only in the day and year, typed or pasted', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.type(day(), 'a1.b');
    expect(day()).toHaveValue('1');
    await user.click(year());
    await user.paste('19-9x0');
    expect(year()).toHaveValue('1990');
  });

  it('takes at most 2 day digits and 4 year digits, on the numeric keypad', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.type(day(), '123');
    await user.type(year(), '199012');
    expect(day()).toHaveValue('12');
    expect(year()).toHaveValue('1990');
    expect(day()).toHaveAttribute('inputmode', 'numeric');
    expect(year()).toHaveAttribute('inputmode', 'numeric');
  });

  it('lists the twelve months of the active locale', () => {
    renderWithI18n(<DateField label="Data urodzenia" />, { locale: 'pl' });
    const options = [...screen.getByRole('combobox').querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toEqual([
      'Wybierz',
      'Styczeń',
      'Luty',
      'Marzec',
      'Kwiecień',
      'Maj',
      'Czerwiec',
      'Lipiec',
      'Sierpień',
      'Wrzesień',
      'Październik',
      'Listopad',
      'Grudzień',
    ]);
  });

  it('fills the parts from a value set from outside, and empties them on a reset', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.type(day(), '2');
    await user.click(screen.getByRole('button', { name: 'Fill from the document' }));
    expect(day()).toHaveValue('3');
    expect(month()).toHaveValue('11');
    expect(year()).toHaveValue('1985');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(day()).toHaveValue('');
    expect(month()).toHaveValue('');
    expect(year()).toHaveValue('');
  });

  it('keeps an incomplete date while the controlled value stays empty', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.type(day(), '31');
    await user.type(year(), '20');
    expect(day()).toHaveValue('31');
    expect(year()).toHaveValue('20');
  });

  it('works uncontrolled from a default value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithI18n(<DateField label="Expiry date" defaultValue="2031-01-09" onValueChange={onValueChange} />);
    expect(day()).toHaveValue('9');
    expect(month()).toHaveDisplayValue('January');
    await user.selectOptions(month(), 'February');
    expect(onValueChange).toHaveBeenLastCalledWith('2031-02-09');
  });

  it('calls onBlur once focus leaves the date, not while it moves between the parts', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    const onFocus = vi.fn();
    renderWithI18n(
      <>
        <DateField label="Date of birth" onBlur={onBlur} onFocus={onFocus} />
        <button type="button">Next</button>
      </>,
    );
    await user.click(day());
    await user.tab();
    await user.tab();
    expect(year()).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    expect(onFocus).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});

describe('DateField wiring', () => {
  it('is one group named by its legend, described by the hint and the error', () => {
    renderWithI18n(<DateField id="dob" label="Date of birth" hint="For example, 27 3 1990" error="Enter a real date" />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group).toHaveAttribute('aria-describedby', 'dob-hint dob-error');
    expect(group).toHaveAccessibleDescription('For example, 27 3 1990 Error: Enter a real date');
    expect(day()).toHaveAttribute('id', 'dob');
    expect(month()).toHaveAttribute('id', 'dob-month');
    expect(year()).toHaveAttribute('id', 'dob-year');
    for (const part of [day(), month(), year()]) expect(part).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers date-of-birth autofill only when asked', () => {
    const { unmount } = renderWithI18n(<DateField label="Date of birth" autoComplete="bday" />);
    expect(day()).toHaveAttribute('autocomplete', 'bday-day');
    expect(month()).toHaveAttribute('autocomplete', 'bday-month');
    expect(year()).toHaveAttribute('autocomplete', 'bday-year');
    unmount();
    renderWithI18n(<DateField label="Expiry date" />);
    expect(day()).toHaveAttribute('autocomplete', 'off');
  });

  it('sets data-filled, data-invalid and data-disabled, and disables every part', () => {
    const { container } = renderWithI18n(<DateField label="Date" defaultValue="2000-01-01" error="No" disabled />);
    const group = container.querySelector('fieldset');
    expect(group).toHaveAttribute('data-filled');
    expect(group).toHaveAttribute('data-invalid');
    expect(group).toHaveAttribute('data-disabled');
    expect(container.querySelector('.of-date__row')).toHaveAttribute('data-complete');
    for (const part of [day(), month(), year()]) expect(part).toBeDisabled();
  });

  it('forwards its ref to the day input', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithI18n(<DateField label="Date" ref={ref} />);
    expect(ref.current).toBe(day());
  });

  it('an autofilled value with other characters is cleaned', () => {
    renderWithI18n(<Controlled />);
    fireEvent.change(year(), { target: { value: '19a9' } });
    expect(year()).toHaveValue('199');
  });

  it('in Polish, prefixes the error with "Błąd:"', () => {
    renderWithI18n(<DateField label="Data urodzenia" error="Podaj datę urodzenia" />, { locale: 'pl' });
    expect(screen.getByRole('group', { name: 'Data urodzenia' })).toHaveAccessibleDescription('Błąd: Podaj datę urodzenia');
  });

  it('has no axe violations in the error state', async () => {
    const { container } = renderWithI18n(
      <DateField label="Date of birth" hint="For example, 27 3 1990" error="Enter a real date" defaultValue="1990-02-31" required />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
