import { COUNTRY_CODES, sortCountries } from '@onboarding/dictionaries';
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

/** A long name is cut at 29 characters in the list (docs/spec/flow/constants.md#layout); the full name stays its accessible name. */
export const LongCountryName: Story = {
  args: { defaultValue: 'GS' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), '{ArrowDown}');
    const option = canvas.getByRole('option', { name: 'South Georgia & South Sandwich Islands' });
    await expect(option.querySelector('[aria-hidden="true"]')).toHaveTextContent('South Georgia & South Sandwic…');
    await expect(option).toHaveAttribute('title', 'South Georgia & South Sandwich Islands');
    await expect(option).toHaveAttribute('aria-selected', 'true');
  },
};

/** Letters only (docs/spec/flow/validation.md), arrows, Enter — and the 250 px list (docs/spec/flow/constants.md#layout), measured in the browser. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Country of residence' });
    await userEvent.type(input, 'Ge1r');
    await expect(input).toHaveValue('Ger');
    await expect(canvas.getAllByRole('option').map((option) => option.title)).toEqual(['Germany']);
    await userEvent.clear(input);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = canvas.getByRole('listbox');
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(250);
    await expect(getComputedStyle(listbox).maxHeight).toBe('250px');
    // The English list starts with the United Kingdom, then the EU by name: Austria, Belgium…
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('BE');
    await expect(input).toHaveValue('Belgium');
    await userEvent.keyboard('{ArrowDown}{End}{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('Belgium');
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
