import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import { phonePrefixOptions } from '@onboarding/dictionaries';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { isPhoneNumberSendable } from './isPhoneNumberSendable';
import { PhoneField, type PhoneFieldProps } from './PhoneField';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';
import { toolbarLocale } from '../test/storyLocale';

const meta = {
  title: 'Form fields/PhoneField',
  component: PhoneField,
  args: {
    label: 'Mobile phone number',
    name: 'phoneNumber',
    prefixName: 'phoneNumberPrefix',
    options: phonePrefixOptions('en'),
    defaultPrefix: '+48',
    onValueChange: fn(),
    onPrefixChange: fn(),
  },
  // The dialling codes' country names in the toolbar's locale.
  render: (args, { globals }) => <PhoneField {...args} options={phonePrefixOptions(toolbarLocale(globals))} />,
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '600700800' } };

export const Error: Story = { tags: ['visual'], args: { defaultValue: '600', error: 'Enter a phone number of at least 5 digits' } };

export const Disabled: Story = { args: { defaultValue: '600700800', disabled: true } };

export const LongLabel: Story = {
  args: { label: 'The mobile phone number we will send the verification code to by text message' },
};

export const WithHint: Story = { args: { hint: 'We will send you a code by text message' } };

export const NoPrefixChosen: Story = { args: { defaultPrefix: null } };

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { label: 'Numer telefonu komórkowego', error: 'Podaj numer telefonu' },
};

/** docs/spec/flow/validation.md: the number is numeric only, typed or pasted. */
export const DigitsOnly: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: pageText(context, msg`Number`) });
    await userEvent.type(input, '+48 600-abc');
    await userEvent.paste(' 700 800');
    await expect(input).toHaveValue('48600700800');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: pageText(context, msg`Country code`) }), 'DE');
    await expect(args.onPrefixChange).toHaveBeenCalledWith('+49', 'DE');
  },
};

export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: { defaultValue: '600700800', hint: `The code goes to ${LONG_WORD}`, error: `Enter a number, not ${LONG_WORD}` },
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};

/** docs/spec/flow/validation.md: numeric only, and the send button enables from 5 digits (`isPhoneNumberSendable`). */
export const SendEnablesAtFiveDigits: StoryObj<PhoneFieldProps & { sendLabel: string }> = {
  // The button's label is an arg, so that it follows the locale toolbar.
  args: { sendLabel: 'Send the code' },
  render: function Render({ sendLabel, ...args }, { globals }) {
    const [number, setNumber] = useState('');
    return (
      <>
        <PhoneField {...args} options={phonePrefixOptions(toolbarLocale(globals))} value={number} onValueChange={setNumber} />
        <Button disabled={!isPhoneNumberSendable(number)}>{sendLabel}</Button>
      </>
    );
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const send = canvas.getByRole('button', { name: pageText(context, msg`Send the code`) });
    const number = canvas.getByRole('textbox', { name: pageText(context, msg`Number`) });
    await userEvent.type(number, '6+00-7');
    await expect(send).toBeDisabled();
    await userEvent.type(number, '0');
    await expect(send).toBeEnabled();
  },
};
