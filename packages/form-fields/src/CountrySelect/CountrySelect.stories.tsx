import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import { COUNTRY_CODES, countryName, sortCountries } from '@onboarding/dictionaries';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CountrySelect } from './CountrySelect';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';
import { toolbarLocale } from '../test/storyLocale';

const meta = {
  title: 'Form fields/CountrySelect',
  component: CountrySelect,
  args: { label: 'Country of residence', name: 'residenceCountry', options: sortCountries(COUNTRY_CODES, 'en'), onValueChange: fn() },
  // The countries in the toolbar locale's alphabetical order, as the flow lists them.
  render: (args, { globals }) => <CountrySelect {...args} options={sortCountries(COUNTRY_CODES, toolbarLocale(globals))} />,
} satisfies Meta<typeof CountrySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'PL' } };

export const Error: Story = { tags: ['visual'], args: { error: 'Choose your country of residence' } };

export const Disabled: Story = { args: { defaultValue: 'DE', disabled: true } };

export const LongLabel: Story = {
  args: { label: 'The country where you live and where your permanent residential address is registered' },
};

export const WithHint: Story = { args: { hint: 'Start typing the name of the country' } };

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { label: 'Kraj zamieszkania', error: 'Wybierz kraj zamieszkania' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Kraj zamieszkania' });
    await userEvent.type(input, 'xyz');
    await expect(within(canvasElement).getByText('Nieprawidłowy kraj', { selector: '.of-combobox__empty' })).toBeVisible();
  },
};

/**
 * A long name is cut at 29 characters in the list (docs/spec/flow/constants.md#layout); the full name stays its accessible
 * name. South Georgia's name is longer than that in every locale ("South Georgia & South Sandwic…" in English).
 */
export const LongCountryName: Story = {
  args: { defaultValue: 'GS' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const name = countryName('GS', toolbarLocale(globals));
    await expect(Array.from(name).length).toBeGreaterThan(29);
    await userEvent.type(canvas.getByRole('combobox'), '{ArrowDown}');
    const option = canvas.getByRole('option', { name });
    await expect(option.querySelector('[aria-hidden="true"]')).toHaveTextContent(`${Array.from(name).slice(0, 29).join('')}…`);
    await expect(option).toHaveAttribute('title', name);
    await expect(option).toHaveAttribute('aria-selected', 'true');
  },
};

/** Letters only (docs/spec/flow/validation.md), arrows, Enter — and the 250 px list (docs/spec/flow/constants.md#layout), measured in the browser. */
export const Keyboard: Story = {
  play: async (context) => {
    const { canvasElement, args, globals } = context;
    const canvas = within(canvasElement);
    // The list as the story renders it: names and order in the toolbar's locale.
    const countries = sortCountries(COUNTRY_CODES, toolbarLocale(globals));
    const input = canvas.getByRole('combobox', { name: pageText(context, msg`Country of residence`) });
    // The first three letters of Germany's name ("Ger" in English) with a digit among them, which is refused.
    const typed = Array.from(countryName('DE', toolbarLocale(globals))).slice(0, 3).join('');
    await userEvent.type(input, `${typed.slice(0, 2)}1${typed.slice(2)}`);
    await expect(input).toHaveValue(typed);
    const matching = countries.filter((country) => country.name.slice(0, typed.length).toLocaleLowerCase() === typed.toLocaleLowerCase());
    await expect(matching.map((country) => country.code)).toContain('DE');
    await expect(canvas.getAllByRole('option').map((option) => option.title)).toEqual(matching.map((country) => country.name));
    await userEvent.clear(input);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = canvas.getByRole('listbox');
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(250);
    await expect(getComputedStyle(listbox).maxHeight).toBe('250px');
    // The third of the list: the English list starts with the United Kingdom, then the EU by name: Austria, Belgium…
    const third = countries[2]!;
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(third.code);
    await expect(input).toHaveValue(third.name);
    await userEvent.keyboard('{ArrowDown}{End}{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue(third.name);
  },
};

/** Right to left the chevron and the room kept for it move to the left; long words in the texts wrap. */
export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: { defaultValue: 'GS', hint: `As registered at ${LONG_WORD}`, error: `Choose a country, not ${LONG_WORD}` },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    const input = within(canvasElement).getByRole('combobox');
    const chevron = canvasElement.querySelector<HTMLElement>('.of-combobox__chevron')!;
    await expect(chevron.getBoundingClientRect().left - input.getBoundingClientRect().left).toBeLessThan(40);
  },
};
