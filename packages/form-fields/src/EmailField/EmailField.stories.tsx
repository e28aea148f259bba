import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailField } from './EmailField';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';

const meta = {
  title: 'Form fields/EmailField',
  component: EmailField,
  args: { label: 'E-mail address', name: 'email', onValueChange: fn() },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'anna.nowak@example.pl' } };

export const Error: Story = {
  tags: ['visual'],
  args: { defaultValue: 'anna.nowak@', error: 'Enter an e-mail address in the correct format, like name@example.com' },
};

export const Disabled: Story = { args: { defaultValue: 'anna.nowak@example.pl', disabled: true } };

export const LongLabel: Story = {
  args: { label: 'The e-mail address where we will send your agreement, statements and the confirmation code' },
};

export const WithHint: Story = { args: { hint: 'We will send a confirmation code to this address' } };

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { label: 'Adres e-mail', hint: 'Wyślemy na niego kod potwierdzający', error: 'Podaj poprawny adres e-mail' },
};

/** Only whitespace is blocked: '+' and '*' are valid in an address's local part. */
export const TypingWithSpaces: Story = {
  play: async (context) => {
    const input = within(context.canvasElement).getByRole('textbox', { name: pageText(context, msg`E-mail address`) });
    await userEvent.type(input, 'anna +konto@ex ample');
    await userEvent.paste(' .p l ');
    await expect(input).toHaveValue('anna+konto@example.pl');
  },
};

export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: { defaultValue: LONG_WORD, hint: `We will write to ${LONG_WORD}`, error: `Check ${LONG_WORD}: the domain does not exist` },
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
