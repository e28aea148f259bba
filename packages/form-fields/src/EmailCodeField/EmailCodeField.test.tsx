import { axeViolations } from '@repo/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EmailCodeField } from './EmailCodeField';
import { renderWithI18n } from '../test/renderWithI18n';

function Controlled({ initial = '', onComplete }: { initial?: string; onComplete?: (code: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <EmailCodeField label="Code from the e-mail" name="confirmEmailCode2" value={value} onValueChange={setValue} onComplete={onComplete} />
      <output data-testid="value">{value || 'empty'}</output>
      <button type="button" onClick={() => setValue('')}>
        Clear the code
      </button>
    </>
  );
}

const box = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 6` });
const boxValues = () => [1, 2, 3, 4, 5, 6].map((position) => (box(position) as HTMLInputElement).value).join('|');
const code = () => screen.getByTestId('value').textContent;

describe('EmailCodeField typing (docs/spec/flow/screens.md#confirmemail confirmEmail)', () => {
  it('typing a digit fills the box and moves to the next', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(boxValues()).toBe('1|2||||');
    expect(box(3)).toHaveFocus();
    await user.keyboard('3456');
    expect(code()).toBe('123456');
    expect(box(6)).toHaveFocus();
  });

  it('ignores letters, spaces and symbols', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.click(box(1));
    await user.keyboard('a -1');
    expect(boxValues()).toBe('1|||||');
    expect(box(2)).toHaveFocus();
  });

  it('typing into a filled box replaces its digit', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled initial="123456" />);
    await user.click(box(3));
    await user.keyboard('9');
    expect(code()).toBe('129456');
    expect(box(4)).toHaveFocus();
  });

  it('Backspace clears the box; on an empty box it moves back and clears that one', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled initial="1234" />);
    await user.click(box(4));
    await user.keyboard('{Backspace}');
    expect(boxValues()).toBe('1|2|3|||');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxValues()).toBe('1|2||||');
    expect(box(3)).toHaveFocus();
  });

  it('Delete clears the box and keeps the others where they are', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled initial="123456" />);
    await user.click(box(2));
    await user.keyboard('{Delete}');
    expect(boxValues()).toBe('1||3|4|5|6');
    expect(code()).toBe('13456');
  });

  it('the arrow keys, Home and End move between the boxes', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.click(box(1));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{End}');
    expect(box(6)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(box(6)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(box(1)).toHaveFocus();
  });

  it('right to left, ArrowLeft moves to the next box', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <div dir="rtl" style={{ direction: 'rtl' }}>
        <Controlled />
      </div>,
    );
    await user.click(box(1));
    await user.keyboard('{ArrowLeft}');
    expect(box(2)).toHaveFocus();
  });

  it('calls onComplete once the sixth digit is in', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderWithI18n(<Controlled onComplete={onComplete} />);
    await user.click(box(1));
    await user.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });
});

describe('EmailCodeField pasting', () => {
  it.each([1, 4, 6])('pasting six digits into box %i fills them all', async (position) => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.click(box(position));
    await user.paste('Your code: 482 913');
    expect(boxValues()).toBe('4|8|2|9|1|3');
    expect(code()).toBe('482913');
    expect(box(6)).toHaveFocus();
  });

  it('pasting fewer digits fills from the box pasted into', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled initial="12" />);
    await user.click(box(3));
    await user.paste('34');
    expect(boxValues()).toBe('1|2|3|4||');
    expect(box(5)).toHaveFocus();
  });

  it('pasting text without digits changes nothing', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled initial="12" />);
    await user.click(box(3));
    await user.paste('abc');
    expect(boxValues()).toBe('1|2||||');
  });

  it('a phone keyboard or autofill that writes the whole code into the first box fills them all', () => {
    renderWithI18n(<Controlled />);
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(boxValues()).toBe('6|5|4|3|2|1');
  });

  it('a phone keyboard typing into a full box keeps the new digit', () => {
    renderWithI18n(<Controlled initial="123" />);
    fireEvent.change(box(2), { target: { value: '27' } });
    expect(boxValues()).toBe('1|7|3|||');
    expect(box(3)).toHaveFocus();
  });
});

describe('EmailCodeField wiring', () => {
  it('is one group named by its legend, each box labelled with its position', () => {
    renderWithI18n(<EmailCodeField id="code" label="Code from the e-mail" hint="We sent it to anna@example.pl" error="Enter all 6 digits" />);
    const group = screen.getByRole('group', { name: 'Code from the e-mail' });
    expect(group).toHaveAccessibleDescription('We sent it to anna@example.pl Error: Enter all 6 digits');
    expect(box(1)).toHaveAttribute('id', 'code');
    expect(box(2)).toHaveAttribute('id', 'code-2');
    for (const position of [1, 2, 3, 4, 5, 6]) {
      expect(box(position)).toHaveAttribute('inputmode', 'numeric');
      expect(box(position)).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('offers the code from the e-mail on the first box only', () => {
    renderWithI18n(<EmailCodeField label="Code" />);
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
  });

  it('follows a controlled reset and submits the code in a hidden input', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled initial="123456" />);
    expect(document.querySelector('input[type="hidden"][name="confirmEmailCode2"]')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Clear the code' }));
    expect(boxValues()).toBe('|||||');
  });

  it('works uncontrolled and sets data-filled and data-complete', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = renderWithI18n(<EmailCodeField label="Code" defaultValue="12345" onValueChange={onValueChange} />);
    expect(container.querySelector('fieldset')).toHaveAttribute('data-filled');
    expect(container.querySelector('.of-code__boxes')).not.toHaveAttribute('data-complete');
    await user.click(box(6));
    await user.keyboard('6');
    expect(onValueChange).toHaveBeenLastCalledWith('123456');
    expect(container.querySelector('.of-code__boxes')).toHaveAttribute('data-complete');
    expect(box(6)).toHaveAttribute('data-filled');
  });

  it('forwards its ref to the first box and can be disabled', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithI18n(<EmailCodeField label="Code" ref={ref} disabled />);
    expect(ref.current).toBe(box(1));
    for (const position of [1, 2, 3, 4, 5, 6]) expect(box(position)).toBeDisabled();
  });

  it('calls onBlur once focus leaves the six boxes', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    renderWithI18n(
      <>
        <EmailCodeField label="Code" onBlur={onBlur} />
        <button type="button">Next</button>
      </>,
    );
    await user.click(box(1));
    await user.keyboard('123');
    expect(onBlur).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('in Polish, prefixes the error with "Błąd:"', () => {
    renderWithI18n(<EmailCodeField label="Kod z e-maila" error="Wpisz 6 cyfr" />, { locale: 'pl' });
    expect(screen.getByRole('group', { name: 'Kod z e-maila' })).toHaveAccessibleDescription('Błąd: Wpisz 6 cyfr');
  });

  it('has no axe violations in the error state', async () => {
    const { container } = renderWithI18n(<EmailCodeField label="Code" hint="Six digits" error="Enter all 6 digits" defaultValue="12" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
