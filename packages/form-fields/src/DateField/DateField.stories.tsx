import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';

const meta = {
  title: 'Form fields/DateField',
  component: DateField,
  args: { label: 'Date of birth', name: 'dateOfBirth', autoComplete: 'bday', onValueChange: fn(), onBlur: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '1990-05-07' } };

export const Error: Story = { tags: ['visual'], args: { defaultValue: '1990-02-31', error: 'Enter a date of birth that exists' } };

export const Disabled: Story = { args: { defaultValue: '1990-05-07', disabled: true } };

export const LongLabel: Story = {
  args: { label: 'Your date of birth exactly as it is written in the identity document you uploaded in the previous step' },
};

export const WithHint: Story = { args: { hint: 'For example, 27 March 1990' } };

/** Long words wrap and the three parts mirror, right to left, in a phone-width column. */
export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: {
    label: 'The expiry date printed on the document',
    hint: `Written on the back of ${LONG_WORD}`,
    error: `Enter a date after today, not ${LONG_WORD}`,
    defaultValue: '2031-09-30',
    autoComplete: 'off',
  },
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};

/**
 * Issue 18 item 8: on a 320 px phone (a 288 px column; also 400 % zoom of a 1280 px window) day, month and year stay
 * on one line — the year never sits alone — even with the longest Polish month, and nothing is wider than the column.
 */
export const OnANarrowPhone: Story = {
  globals: { locale: 'pl' },
  decorators: [
    (Story) => (
      <div className="of-story-column" style={{ width: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Data urodzenia', defaultValue: '1990-09-30' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const controls = [
      canvas.getByRole('textbox', { name: 'Dzień' }),
      canvas.getByRole('combobox', { name: 'Miesiąc' }),
      canvas.getByRole('textbox', { name: 'Rok' }),
    ];
    // The columns of a 320 px and a 390 px phone (the page keeps 1rem on each side).
    for (const width of ['18rem', '22.375rem']) {
      canvasElement.querySelector<HTMLElement>('.of-story-column')!.style.width = width;
      const tops = controls.map((control) => Math.round(control.getBoundingClientRect().top));
      await expect(new Set(tops).size, `one line at ${width}`).toBe(1);
      await expectNoHorizontalOverflow(canvasElement);
    }
    // Narrower still (larger text on a small screen): the row wraps, nothing is cut off or scrolls sideways.
    canvasElement.querySelector<HTMLElement>('.of-story-column')!.style.width = '12rem';
    await expectNoHorizontalOverflow(canvasElement);
    await expect(controls[2]!.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.querySelector('.of-story-column')!.getBoundingClientRect().right + 0.5);
  },
};

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { label: 'Data urodzenia', hint: 'Na przykład 27 marca 1990', error: 'Podaj datę urodzenia' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Błąd:')).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'Październik' })).toBeInTheDocument();
  },
};

/** docs/spec/flow/validation.md#dates: numbers only, day max 2, year max 4, composed to a zero-padded YYYY-MM-DD. */
export const Typing: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    const day = canvas.getByRole('textbox', { name: pageText(context, msg`Day`) });
    await userEvent.type(day, 'a7.');
    await expect(day).toHaveValue('7');
    // May, by its value: the month's name is the locale's.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: pageText(context, msg`Month`) }), '5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    const year = canvas.getByRole('textbox', { name: pageText(context, msg`Year`) });
    await userEvent.click(year);
    await userEvent.paste('1990 r.');
    await expect(year).toHaveValue('1990');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1990-05-07');
    await expect(args.onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};
