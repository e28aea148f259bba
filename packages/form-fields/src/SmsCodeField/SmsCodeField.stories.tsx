import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SmsCodeField } from './SmsCodeField';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';

const meta = {
  title: 'Form fields/SmsCodeField',
  component: SmsCodeField,
  args: { label: 'Code from the text message', name: 'phoneVerificationCode2', onValueChange: fn() },
} satisfies Meta<typeof SmsCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '482913' } };

export const Error: Story = { tags: ['visual'], args: { defaultValue: '4829', error: 'Enter the 6-digit code from the text message' } };

export const Disabled: Story = { args: { defaultValue: '482913', disabled: true } };

export const LongLabel: Story = {
  args: { label: 'The six-digit verification code we have just sent by text message to the phone number you gave' },
};

export const WithHint: Story = { args: { hint: 'We sent it to +48 600 700 800' } };

export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: { hint: `We sent it to ${LONG_WORD}`, error: `The code for ${LONG_WORD} has expired`, defaultValue: '482913' },
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { label: 'Kod z SMS-a', hint: 'Wysłaliśmy go na numer +48 600 700 800', error: 'Wpisz kod z SMS-a' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Błąd:')).toBeInTheDocument();
  },
};

/** Digits only, typed or pasted (docs/spec/flow/screens.md): "Your code: 482 913" leaves 482913. */
export const DigitsOnly: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const input = within(canvasElement).getByRole('textbox', { name: pageText(context, msg`Code from the text message`) });
    await userEvent.type(input, 'a1');
    await userEvent.clear(input);
    await userEvent.paste('Your code: 482 913');
    await expect(input).toHaveValue('482913');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('482913');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  },
};
