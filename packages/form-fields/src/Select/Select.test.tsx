import { axeViolations } from '@repo/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from './Select';
import { declaredStyle } from '../test/declaredStyle';
import { renderWithI18n } from '../test/renderWithI18n';

const statuses: ReadonlyArray<SelectOption> = [
  { value: 'EMPLOYED', label: 'Employed' },
  { value: 'SELF_EMPLOYED', label: 'Self-employed' },
  { value: 'BUSINESS_OWNER', label: 'Business owner' },
  { value: 'UNEMPLOYED', label: 'Unemployed' },
  { value: 'RETIRED', label: 'Retired' },
  { value: 'STUDENT_WITH_EMPLOYMENT', label: 'Student with employment or self-employment' },
  { value: 'STUDENT_WITHOUT_EMPLOYMENT', label: 'Student without employment' },
];

function Controlled({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <Select label="Employment status" name="employmentStatus" options={statuses} value={value} onValueChange={setValue} />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Employment status' });
const chosen = () => screen.getByTestId('value').textContent;
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.getAttribute('title') : null;
};

const originalInnerHeight = window.innerHeight;
afterEach(() => {
  window.innerHeight = originalInnerHeight;
});

describe('Select keyboard (WAI-ARIA APG select-only combobox)', () => {
  it('ArrowDown opens the list on the first option; the arrows move; Enter chooses and closes', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.tab();
    expect(combobox()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toBe('Employed');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(activeOption()).toBe('Self-employed');
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('SELF_EMPLOYED');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    expect(combobox()).toHaveFocus();
  });

  it('opens on the chosen option, which is marked selected', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled initial="RETIRED" />);
    await user.tab();
    await user.keyboard(' ');
    expect(activeOption()).toBe('Retired');
    expect(screen.getByRole('option', { name: 'Retired' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Employed' })).toHaveAttribute('aria-selected', 'false');
  });

  it('Home, End, PageUp and PageDown jump through the open list', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.tab();
    await user.keyboard('{End}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toBe('Student without employment');
    await user.keyboard('{Home}');
    expect(activeOption()).toBe('Employed');
    await user.keyboard('{PageDown}');
    expect(activeOption()).toBe('Student without employment');
    await user.keyboard('{PageUp}');
    expect(activeOption()).toBe('Employed');
  });

  it('Space chooses in the open list; Escape closes it without choosing', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled initial="UNEMPLOYED" />);
    await user.tab();
    await user.keyboard('{Enter}{ArrowDown}{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(chosen()).toBe('UNEMPLOYED');
    await user.keyboard('{Enter}{ArrowDown} ');
    expect(chosen()).toBe('RETIRED');
  });

  it('Alt+ArrowUp chooses and closes', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{Alt>}{ArrowUp}{/Alt}');
    expect(chosen()).toBe('SELF_EMPLOYED');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Tab chooses the active option and moves on', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <Controlled />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(chosen()).toBe('SELF_EMPLOYED');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('leaving with the mouse closes the list without choosing', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <Controlled initial="RETIRED" />
        <button type="button">Next</button>
      </>,
    );
    await user.click(combobox());
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(chosen()).toBe('RETIRED');
  });

  it('a click opens the list, a click on an option chooses it and keeps focus', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('option', { name: 'Business owner' }));
    expect(chosen()).toBe('BUSINESS_OWNER');
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click on the label focuses the select, as with a native one', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.click(screen.getByText('Employment status', { selector: 'label' }));
    expect(combobox()).toHaveFocus();
  });
});

describe('Select type-ahead (docs/spec/flow/validation.md, docs/spec/flow/constants.md)', () => {
  it('letters typed in a row find the option starting with them, ignoring case', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.tab();
    await user.keyboard('u');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toBe('Unemployed');
    await user.keyboard('{Escape}st');
    expect(activeOption()).toBe('Student with employment or self-employment');
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('STUDENT_WITH_EMPLOYMENT');
  });

  it('pressing the same letter again cycles through the options starting with it', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.tab();
    await user.keyboard('s');
    expect(activeOption()).toBe('Self-employed');
    await user.keyboard('s');
    expect(activeOption()).toBe('Student with employment or self-employment');
    await user.keyboard('s');
    expect(activeOption()).toBe('Student without employment');
  });

  it('starts a new search after a pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithI18n(<Controlled />);
      await user.tab();
      await user.keyboard('r');
      expect(activeOption()).toBe('Retired');
      vi.advanceTimersByTime(600);
      await user.keyboard('e');
      expect(activeOption()).toBe('Employed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a space inside a search is part of it, so names of several words can be typed; a space after the pause chooses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithI18n(<Controlled />);
      await user.tab();
      await user.keyboard('student witho');
      expect(combobox()).toHaveAttribute('aria-expanded', 'true');
      expect(activeOption()).toBe('Student without employment');
      expect(chosen()).toBe('none');
      vi.advanceTimersByTime(600);
      await user.keyboard(' ');
      expect(combobox()).toHaveAttribute('aria-expanded', 'false');
      expect(chosen()).toBe('STUDENT_WITHOUT_EMPLOYMENT');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores digits and symbols', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.tab();
    await user.keyboard('1*');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}2');
    expect(activeOption()).toBe('Employed');
    expect(screen.queryByText('No matching option')).not.toBeInTheDocument();
  });

  it('says "No matching option" when no option starts with the letters, and announces it', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled initial="RETIRED" />);
    await user.tab();
    await user.keyboard('x');
    expect(screen.getByText('No matching option', { selector: '.of-combobox__empty' })).toBeInTheDocument();
    expect(screen.getByText('No matching option', { selector: '[aria-live]' })).toHaveAttribute('aria-live', 'polite');
    expect(activeOption()).toBe('Retired');
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByText('No matching option')).not.toBeInTheDocument();
  });

  it('takes its own no-match text', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Select label="Tax office" options={statuses} noMatchText="No such tax office" />);
    await user.tab();
    await user.keyboard('q');
    expect(screen.getAllByText('No such tax office')).toHaveLength(2);
  });
});

describe('Select layout (docs/spec/flow/constants.md#layout)', () => {
  it('cuts texts longer than 29 characters, in the list and in the closed select, keeping the full text', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled initial="STUDENT_WITH_EMPLOYMENT" />);
    const full = 'Student with employment or self-employment';
    expect(combobox().querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Student with employment or se…$/);
    expect(combobox()).toHaveAttribute('title', full);
    expect(combobox()).toHaveTextContent(full);
    await user.click(combobox());
    const option = screen.getByRole('option', { name: full });
    expect(option.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Student with employment or se…$/);
    expect(option).toHaveAttribute('title', full);
  });

  it('uses the 250 px list in a tall window and the 140 px list under 500 px', async () => {
    const user = userEvent.setup();
    window.innerHeight = 800;
    const { unmount } = renderWithI18n(<Controlled />);
    await user.click(combobox());
    expect(screen.getByRole('listbox')).toHaveAttribute('data-max-height', '250');
    expect(declaredStyle(screen.getByRole('listbox'), 'max-height')).toBe('250px');
    unmount();
    window.innerHeight = 480;
    renderWithI18n(<Controlled />);
    await user.click(combobox());
    expect(screen.getByRole('listbox')).toHaveAttribute('data-max-height', '140');
    expect(declaredStyle(screen.getByRole('listbox'), 'max-height')).toBe('140px');
  });

  it('opens upward when less room remains below than the list needs and more is above', async () => {
    const user = userEvent.setup();
    window.innerHeight = 800;
    renderWithI18n(<Controlled />);
    vi.spyOn(combobox(), 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 650, width: 300, height: 44 }));
    await user.click(combobox());
    expect(screen.getByRole('listbox').parentElement).toHaveAttribute('data-placement', 'top');
  });
});

describe('Select wiring', () => {
  it('is a combobox named by its label, controlling a listbox, described by its hint and error', () => {
    renderWithI18n(
      <Select id="status" label="Employment status" hint="Your main occupation" error="Choose your status" options={statuses} required />,
    );
    const control = combobox();
    expect(control).toHaveAttribute('id', 'status');
    expect(control).toHaveAttribute('aria-controls', 'status-listbox');
    expect(control).toHaveAttribute('aria-haspopup', 'listbox');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAttribute('aria-required', 'true');
    expect(control).toHaveAccessibleDescription('Your main occupation Error: Choose your status');
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAccessibleName('Employment status');
  });

  it('shows "Choose" until something is chosen, and submits the value in a hidden input', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    expect(combobox()).toHaveTextContent('Choose');
    expect(combobox()).toHaveAttribute('data-placeholder');
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Retired' }));
    expect(combobox()).not.toHaveAttribute('data-placeholder');
    expect(document.querySelector('input[type="hidden"][name="employmentStatus"]')).toHaveValue('RETIRED');
  });

  it('works uncontrolled with numeric values', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const currencies = [
      { value: 1, label: 'PLN' },
      { value: 2, label: 'EUR' },
    ];
    renderWithI18n(<Select label="Currency" options={currencies} defaultValue={1} onValueChange={onValueChange} name="currency" />);
    const control = screen.getByRole('combobox', { name: 'Currency' });
    expect(control).toHaveTextContent('PLN');
    await user.click(control);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith(2);
    expect(control).toHaveTextContent('EUR');
    expect(document.querySelector('input[name="currency"]')).toHaveValue('2');
  });

  it('when disabled, cannot be focused or opened', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<Select label="Employment status" options={statuses} disabled />);
    expect(combobox()).toHaveAttribute('aria-disabled', 'true');
    expect(combobox()).toHaveAttribute('tabindex', '-1');
    expect(container.querySelector('.of-field')).toHaveAttribute('data-disabled');
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('forwards its ref and calls onFocus and onBlur', async () => {
    const user = userEvent.setup();
    const ref = { current: null as HTMLDivElement | null };
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    renderWithI18n(<Select label="Employment status" options={statuses} ref={ref} onFocus={onFocus} onBlur={onBlur} />);
    expect(ref.current).toBe(combobox());
    await user.tab();
    await user.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('in Polish, shows "Wybierz" and prefixes the error with "Błąd:"', () => {
    renderWithI18n(<Select label="Status zatrudnienia" error="Wybierz status" options={statuses} />, { locale: 'pl' });
    const control = screen.getByRole('combobox', { name: 'Status zatrudnienia' });
    expect(control).toHaveTextContent('Wybierz');
    expect(control).toHaveAccessibleDescription('Błąd: Wybierz status');
  });

  it('has no axe violations, closed in the error state and open', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(
      <Select label="Employment status" hint="Your main occupation" error="Choose your status" options={statuses} />,
    );
    expect(await axeViolations(container)).toEqual([]);
    await user.click(combobox());
    await user.keyboard('{ArrowDown}');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(statuses.length);
    expect(await axeViolations(container)).toEqual([]);
  });
});
