import { axeViolations } from '@repo/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountrySelect } from './CountrySelect';
import { declaredStyle } from '../test/declaredStyle';
import { renderWithI18n } from '../test/renderWithI18n';

const countries = [
  { code: 'PL', name: 'Poland' },
  { code: 'PT', name: 'Portugal' },
  { code: 'AT', name: 'Austria' },
  { code: 'AX', name: 'Åland Islands' },
  { code: 'CI', name: 'Côte d’Ivoire' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'GS', name: 'South Georgia & South Sandwich Islands' },
];

function Controlled({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <CountrySelect label="Country of residence" options={countries} value={value} onValueChange={setValue} />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Country of residence' });
const visibleOptions = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option').map((o) => o.title);
const chosen = () => screen.getByTestId('value').textContent;

const originalInnerHeight = window.innerHeight;
afterEach(() => {
  window.innerHeight = originalInnerHeight;
});

describe('CountrySelect typing (docs/spec/flow/validation.md)', () => {
  it('narrows the list to names starting with the typed letters', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.type(combobox(), 'po');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(visibleOptions()).toEqual(['Poland', 'Portugal']);
  });

  it('ignores case and diacritics', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.type(combobox(), 'ALAND');
    expect(visibleOptions()).toEqual(['Åland Islands']);
    await user.clear(combobox());
    await user.type(combobox(), 'cote');
    expect(visibleOptions()).toEqual(['Côte d’Ivoire']);
  });

  it('accepts letters only: digits and symbols are ignored, spaces and hyphens kept', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.type(combobox(), 'U1n2i*ted K');
    expect(combobox()).toHaveValue('United K');
    expect(visibleOptions()).toEqual(['United Kingdom']);
  });

  it('says "Invalid country" when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.type(combobox(), 'Xyz');
    expect(visibleOptions()).toEqual([]);
    expect(screen.getAllByText('Invalid country').length).toBeGreaterThan(0);
    expect(screen.getByText('Invalid country', { selector: '[aria-live]' })).toBeInTheDocument();
  });

  it('announces how many countries match in a polite live region', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.type(combobox(), 'Po');
    expect(screen.getByText('2 countries available')).toHaveAttribute('aria-live', 'polite');
    await user.type(combobox(), 'l');
    expect(screen.getByText('1 country available')).toBeInTheDocument();
  });
});

describe('CountrySelect keyboard (WAI-ARIA APG combobox)', () => {
  it('ArrowDown opens the list and moves the active option; Enter chooses it', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.click(combobox());
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-option-PL$/));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Austria' })).toHaveAttribute('data-active');
    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-option-PT$/));
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('PT');
    expect(combobox()).toHaveValue('Portugal');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
  });

  it('Home and End jump to the ends of the open list', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.click(combobox());
    await user.keyboard('{End}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-option-GS$/));
    await user.keyboard('{Home}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-option-PL$/));
  });

  it('PageDown and PageUp move by ten, stopping at the ends', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.click(combobox());
    await user.keyboard('{PageDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-option-GS$/));
    await user.keyboard('{PageUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-option-PL$/));
  });

  it('typing then Enter chooses the first match', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.type(combobox(), 'aus{Enter}');
    expect(chosen()).toBe('AT');
    expect(combobox()).toHaveValue('Austria');
  });

  it('Escape closes the list and restores the chosen country', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled initial="PL" />);
    expect(combobox()).toHaveValue('Poland');
    await user.clear(combobox());
    await user.type(combobox(), 'Aus');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('Poland');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(chosen()).toBe('PL');
  });

  it('Tab commits the active option and moves on', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <Controlled />
        <button type="button">Next</button>
      </>,
    );
    await user.type(combobox(), 'Uni');
    await user.tab();
    expect(chosen()).toBe('GB');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('leaving with an invalid name restores the previous choice; leaving it empty clears it', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <Controlled initial="AT" />
        <button type="button">Next</button>
      </>,
    );
    await user.clear(combobox());
    await user.type(combobox(), 'Xyz');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(combobox()).toHaveValue('Austria');
    expect(chosen()).toBe('AT');
    await user.clear(combobox());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(chosen()).toBe('none');
  });

  it('a click on an option chooses it', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Austria' }));
    expect(chosen()).toBe('AT');
    expect(combobox()).toHaveFocus();
  });

  it('marks the chosen option as selected', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled initial="AX" />);
    await user.click(combobox());
    expect(screen.getByRole('option', { name: 'Åland Islands' })).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-option-AX$/));
  });
});

describe('CountrySelect layout (docs/spec/flow/constants.md#countries)', () => {
  it('cuts names longer than 29 characters with an ellipsis, keeping the full name for title and screen readers', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.click(combobox());
    const option = screen.getByRole('option', { name: 'South Georgia & South Sandwich Islands' });
    expect(option.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^South Georgia & South Sandwic…$/);
    expect(option).toHaveAttribute('title', 'South Georgia & South Sandwich Islands');
    expect(screen.getByRole('option', { name: 'Poland' }).querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Poland$/);
  });

  it('uses the 250 px list in a tall window', async () => {
    const user = userEvent.setup();
    window.innerHeight = 800;
    renderWithI18n(<Controlled />);
    await user.click(combobox());
    expect(screen.getByRole('listbox')).toHaveAttribute('data-max-height', '250');
    expect(screen.getByRole('listbox').parentElement).not.toHaveAttribute('data-compact');
    expect(declaredStyle(screen.getByRole('listbox'), 'max-height')).toBe('250px');
  });

  it('uses the 140 px list when the window is under 500 px high', async () => {
    const user = userEvent.setup();
    window.innerHeight = 480;
    renderWithI18n(<Controlled />);
    await user.click(combobox());
    expect(screen.getByRole('listbox')).toHaveAttribute('data-max-height', '140');
    expect(screen.getByRole('listbox').parentElement).toHaveAttribute('data-compact');
    expect(declaredStyle(screen.getByRole('listbox'), 'max-height')).toBe('140px');
  });

  it('opens upward when the list does not fit below the input', async () => {
    const user = userEvent.setup();
    window.innerHeight = 800;
    renderWithI18n(<Controlled />);
    vi.spyOn(combobox(), 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 650, width: 300, height: 44 }));
    await user.click(combobox());
    expect(screen.getByRole('listbox').parentElement).toHaveAttribute('data-placement', 'top');
  });

  it('opens downward when there is room below', async () => {
    const user = userEvent.setup();
    window.innerHeight = 800;
    renderWithI18n(<Controlled />);
    vi.spyOn(combobox(), 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 100, width: 300, height: 44 }));
    await user.click(combobox());
    expect(screen.getByRole('listbox').parentElement).toHaveAttribute('data-placement', 'bottom');
  });
});

describe('CountrySelect wiring', () => {
  it('is a combobox controlling a listbox, described by its hint and error', () => {
    renderWithI18n(
      <CountrySelect id="country" label="Country" hint="Where you live" error="Choose a country" options={countries} name="country" defaultValue="PL" />,
    );
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input).toHaveAttribute('aria-controls', 'country-listbox');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-describedby', 'country-hint country-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Where you live Error: Choose a country');
    expect(document.querySelector('input[type="hidden"][name="country"]')).toHaveValue('PL');
  });

  it('forwards its ref and can be disabled', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithI18n(<CountrySelect label="Country" options={countries} ref={ref} disabled />);
    expect(ref.current).toBe(screen.getByRole('combobox'));
    expect(screen.getByRole('combobox')).toBeDisabled();
  });

  it('speaks Polish: "Nieprawidłowy kraj" and Polish plural forms', async () => {
    const user = userEvent.setup();
    const polish = [
      { code: 'PL', name: 'Polska' },
      { code: 'PT', name: 'Portugalia' },
      { code: 'PY', name: 'Paragwaj' },
      { code: 'PE', name: 'Peru' },
      { code: 'PA', name: 'Panama' },
      { code: 'PK', name: 'Pakistan' },
    ];
    renderWithI18n(<CountrySelect label="Kraj" options={polish} />, { locale: 'pl' });
    const input = screen.getByRole('combobox', { name: 'Kraj' });
    await user.type(input, 'P');
    expect(screen.getByText('Dostępnych 6 krajów')).toBeInTheDocument();
    await user.type(input, 'o');
    expect(screen.getByText('Dostępne 2 kraje')).toBeInTheDocument();
    await user.type(input, 'x');
    expect(screen.getAllByText('Nieprawidłowy kraj').length).toBeGreaterThan(0);
  });

  it('has no axe violations in the error state, closed and open', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(
      <CountrySelect label="Country" hint="Where you live" error="Choose a country" options={countries} />,
    );
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}');
    expect(await axeViolations(container)).toEqual([]);
  });
});
