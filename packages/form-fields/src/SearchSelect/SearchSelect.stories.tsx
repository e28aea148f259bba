import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import { TAX_OFFICES } from '@onboarding/dictionaries';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchSelect } from './SearchSelect';

const offices = TAX_OFFICES.map((office) => ({ value: office.id, label: office.name, keywords: [office.city] }));

const meta = {
  title: 'Form fields/SearchSelect',
  component: SearchSelect<number>,
  args: {
    label: 'Tax office',
    hint: 'Type the town or any part of the office’s name, then choose the office from the list.',
    name: 'taxOffice',
    options: offices,
    onValueChange: fn(),
  },
} satisfies Meta<typeof SearchSelect<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Long official names are shown whole in the field's list, wrapped, never cut. */
export const Filled: Story = { args: { defaultValue: 1075 } };

export const Error: Story = { tags: ['visual'], args: { error: 'Choose your tax office' } };

export const Disabled: Story = { args: { defaultValue: 1071, disabled: true } };

/** Any word or part of a word, without diacritics; typing never chooses; Enter on an arrowed option does. */
export const Search: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    // The offices' names are Polish in every locale: only the field's label is translated.
    const input = canvas.getByRole('combobox', { name: pageText(context, msg`Tax office`) });
    await userEvent.type(input, 'srodmiescie warszawa');
    const names = canvas.getAllByRole('option').map((option) => option.textContent);
    await expect(names).toEqual([
      'Pierwszy Urząd Skarbowy Warszawa-Śródmieście',
      'Drugi Urząd Skarbowy Warszawa-Śródmieście',
      'Trzeci Urząd Skarbowy Warszawa-Śródmieście',
    ]);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(1076);
    await expect(input).toHaveValue('Drugi Urząd Skarbowy Warszawa-Śródmieście');
  },
};

export const NoMatch: Story = {
  args: { noMatchText: (query: string) => `No tax office matches “${query}”.` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'xyz');
    await expect(canvas.getByText('No tax office matches “xyz”.', { selector: '.of-combobox__empty' })).toBeVisible();
  },
};

/** The offices of the applicant's town come first. */
export const Suggested: Story = {
  args: { isSuggested: (option) => TAX_OFFICES.find((office) => office.id === option.value)?.city === 'Kraków' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(canvas.getAllByRole('option')[0]).toHaveTextContent('Kraków');
  },
};
