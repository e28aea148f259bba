import { msg } from '@lingui/core/macro';
import { pageText, type PageTextSource } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailCodeField } from './EmailCodeField';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';

const meta = {
  title: 'Form fields/EmailCodeField',
  component: EmailCodeField,
  args: { label: 'Code from the e-mail', name: 'confirmEmailCode2', onValueChange: fn(), onComplete: fn() },
} satisfies Meta<typeof EmailCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A box's accessible name in the story's locale ("Digit 1 of 6" in English), as the field words it. */
function digitName(context: PageTextSource, position: number): string {
  const total = 6;
  return pageText(context, msg`Digit ${position} of ${total}`);
}

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '482913' } };

export const Error: Story = { tags: ['visual'], args: { defaultValue: '4829', error: 'Enter all 6 digits of the code' } };

export const Disabled: Story = { args: { defaultValue: '482913', disabled: true } };

export const LongLabel: Story = {
  args: { label: 'The six-digit code we have just sent to your e-mail address to confirm that it belongs to you' },
};

export const WithHint: Story = { args: { hint: 'We sent it to anna.nowak@example.pl' } };

/** Right to left the boxes run from the right, and ArrowLeft moves to the next one. */
export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: { hint: `We sent it to ${LONG_WORD}`, error: `The code sent to ${LONG_WORD} has expired` },
  play: async (context) => {
    const { canvasElement } = context;
    await expectNoHorizontalOverflow(canvasElement);
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: digitName(context, 1) });
    const second = canvas.getByRole('textbox', { name: digitName(context, 2) });
    await expect(second.getBoundingClientRect().right).toBeLessThan(first.getBoundingClientRect().left + 1);
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(second).toHaveFocus();
  },
};

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { label: 'Kod z e-maila', hint: 'Wysłaliśmy go na adres anna.nowak@example.pl', error: 'Wpisz wszystkie 6 cyfr kodu' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Błąd:')).toBeInTheDocument();
  },
};

/** docs/spec/flow/screens.md: typing moves on, Backspace on an empty box moves back and clears it. */
export const Typing: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    const box = (position: number) => canvas.getByRole('textbox', { name: digitName(context, position) });
    await userEvent.click(box(1));
    await userEvent.keyboard('48x2');
    await expect(box(4)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(box(3)).toHaveFocus();
    await expect(box(3)).toHaveValue('');
    await userEvent.keyboard('2913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
    // Each box is at least 24 × 24 px (WCAG 2.5.8).
    const { width, height } = box(1).getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
  },
};

/** docs/spec/flow/screens.md: pasting six digits into any box fills them all. */
export const Paste: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: digitName(context, 3) }));
    await userEvent.paste('Your code: 482 913');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('482913');
    await expect(canvas.getByRole('textbox', { name: digitName(context, 6) })).toHaveFocus();
  },
};
