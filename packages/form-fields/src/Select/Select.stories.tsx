import { msg } from '@lingui/core/macro';
import { pageText, spacesCollapsed } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, type SelectOption } from './Select';
import { foldForSearch } from '../listbox/searchText';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';

/** docs/spec/flow/entities.md#employment-status employment statuses, with the labels a host would translate. */
const statuses: ReadonlyArray<SelectOption> = [
  { value: 'EMPLOYED', label: 'Employed' },
  { value: 'SELF_EMPLOYED', label: 'Self-employed' },
  { value: 'BUSINESS_OWNER', label: 'Business owner' },
  { value: 'UNEMPLOYED', label: 'Unemployed' },
  { value: 'RETIRED', label: 'Retired' },
  { value: 'STUDENT_WITH_EMPLOYMENT', label: 'Student with employment or self-employment' },
  { value: 'STUDENT_WITHOUT_EMPLOYMENT', label: 'Student without employment' },
];

const statusesPl: ReadonlyArray<SelectOption> = [
  { value: 'EMPLOYED', label: 'Zatrudniony' },
  { value: 'SELF_EMPLOYED', label: 'Samozatrudniony' },
  { value: 'BUSINESS_OWNER', label: 'Właściciel firmy' },
  { value: 'UNEMPLOYED', label: 'Bezrobotny' },
  { value: 'RETIRED', label: 'Emeryt' },
  { value: 'STUDENT_WITH_EMPLOYMENT', label: 'Student pracujący lub samozatrudniony' },
  { value: 'STUDENT_WITHOUT_EMPLOYMENT', label: 'Student niepracujący' },
];

const meta = {
  title: 'Form fields/Select',
  component: Select,
  args: { label: 'Employment status', name: 'employmentStatus', options: statuses, onValueChange: fn() },
} satisfies Meta<typeof Select<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'RETIRED' } };

export const Error: Story = { tags: ['visual'], args: { error: 'Choose your employment status' } };

export const Disabled: Story = { args: { defaultValue: 'EMPLOYED', disabled: true } };

export const LongLabel: Story = {
  args: { label: 'Which of these describes best how you have earned most of your income over the last twelve months?' },
};

export const WithHint: Story = { args: { hint: 'Choose the one that fits best' } };

/** The chosen text is cut at 29 characters (docs/spec/flow/constants.md#layout); long words in the label and error wrap, right to left. */
export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: {
    defaultValue: 'STUDENT_WITH_EMPLOYMENT',
    hint: `As declared to ${LONG_WORD}`,
    error: `Choose a status, not ${LONG_WORD}`,
  },
  play: async (context) => {
    const { canvasElement } = context;
    await expectNoHorizontalOverflow(canvasElement);
    const control = within(canvasElement).getByRole('combobox', { name: pageText(context, msg`Employment status`) });
    // "Student with employment or se…" in English.
    const chosen = Array.from(pageText(context, msg`Student with employment or self-employment`));
    await expect(control.querySelector('[aria-hidden="true"]')).toHaveTextContent(chosen.length > 29 ? `${chosen.slice(0, 29).join('')}…` : chosen.join(''));
  },
};

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { label: 'Status zatrudnienia', options: statusesPl, error: 'Wybierz status zatrudnienia' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('combobox', { name: 'Status zatrudnienia' });
    await expect(control).toHaveTextContent('Wybierz');
    await userEvent.click(control);
    await userEvent.keyboard('e{Enter}');
    await expect(control).toHaveTextContent('Emeryt');
  },
};

/** The APG keys, letter-only type-ahead (docs/spec/flow/validation.md) and the 250 px list (docs/spec/flow/constants.md#layout), in real pixels. */
export const Keyboard: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    const control = canvas.getByRole('combobox', { name: pageText(context, msg`Employment status`) });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = canvas.getByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(250);
    await expect(getComputedStyle(listbox).maxHeight).toBe('250px');
    // Type-ahead by the first letter of "Self-employed" in the story's locale ("s" in English): the first option after the
    // active one that starts with it, then, the letter again, the next one ("Student with employment…" in English).
    const options = canvas.getAllByRole('option');
    const labels = options.map((option) => option.title || option.textContent || '');
    const letter = Array.from(pageText(context, msg`Self-employed`))[0]!.toLocaleLowerCase();
    const startsWithLetter = (index: number) => foldForSearch(Array.from(labels[index]!)[0]!) === foldForSearch(letter);
    const after = (from: number) => [...labels.keys()].map((step) => (from + 1 + step) % labels.length).find(startsWithLetter)!;
    const first = after(options.findIndex((option) => option.hasAttribute('data-active')));
    const second = after(first);
    await userEvent.keyboard(`1${letter}`);
    await expect(options[first]).toHaveAttribute('data-active');
    await userEvent.keyboard(`${letter}{Enter}`);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(statuses[second]!.value);
    await expect(control).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}{Escape}');
    await expect(control).toHaveAttribute('title', labels[second]);
  },
};

/** Letters that match nothing: the list says so, like the country select's "Invalid country" (docs/spec/flow/validation.md#residence-and-language). */
export const NoMatch: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: pageText(context, msg`Employment status`) }));
    await userEvent.keyboard('q');
    await expect(canvas.getByText(spacesCollapsed(pageText(context, msg`No matching option`)), { selector: '.of-combobox__empty' })).toBeVisible();
  },
};

/** docs/spec/flow/constants.md: near the bottom of the window the list opens upward. */
export const OpensUpward: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', height: '100vh', padding: '0 1rem' }}>
      <Select {...args} />
    </div>
  ),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const control = canvas.getByRole('combobox', { name: pageText(context, msg`Employment status`) });
    await userEvent.click(control);
    const listbox = canvas.getByRole('listbox');
    await expect(listbox.parentElement).toHaveAttribute('data-placement', 'top');
    await expect(listbox.getBoundingClientRect().bottom).toBeLessThanOrEqual(control.getBoundingClientRect().top);
  },
};
