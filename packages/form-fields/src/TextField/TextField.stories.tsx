import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField, type TextFieldProps } from './TextField';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';

const meta = {
  title: 'Form fields/TextField',
  component: TextField,
  args: { label: 'City', name: 'city', autoComplete: 'address-level2', onValueChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'Kraków' } };

export const Error: Story = { tags: ['visual'], args: { defaultValue: 'Kr*', error: 'Enter a city name using letters' } };

export const Disabled: Story = { args: { defaultValue: 'Kraków', disabled: true } };

export const LongLabel: Story = {
  args: {
    label:
      'City, town or village of your permanent residence as written on your utility bills or your tenancy agreement',
  },
};

export const WithHint: Story = { args: { hint: 'As it appears on your identity document' } };

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { label: 'Miejscowość', hint: 'Tak jak w dokumencie tożsamości', error: 'Podaj nazwę miejscowości' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Błąd:')).toBeInTheDocument();
  },
};

/** docs/spec/flow/validation.md#keyboard-filters: the default filter drops '*', '+' and other symbols as they are typed or pasted. */
export const KeyboardFilter: Story = {
  args: { label: 'Street', filter: 'default' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const input = within(canvasElement).getByRole('textbox', { name: pageText(context, msg`Street`) });
    await userEvent.type(input, 'Długa* 5+;');
    await userEvent.paste(' (m. 3)&');
    await expect(input).toHaveValue('Długa 5 (m. 3)');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Długa 5 (m. 3)');
  },
};

/** The street variant also accepts quotes, '&' and '*'. */
export const StreetFilter: Story = {
  args: { label: 'Street', filter: 'street' },
  play: async (context) => {
    const input = within(context.canvasElement).getByRole('textbox', { name: pageText(context, msg`Street`) });
    await userEvent.type(input, '"Marks & Spencer" 4*+');
    await expect(input).toHaveValue('"Marks & Spencer" 4*');
  },
};

/** A field whose error arrives later, as after blur validation (docs/spec/flow/validation.md). */
/** The ErrorAppears story's button and the error it brings: args, so that they follow the locale toolbar. */
interface LaterArgs {
  laterError: string;
  checkLabel: string;
}

function ValidatedLater({ laterError, checkLabel, ...props }: TextFieldProps & LaterArgs) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <TextField {...props} error={error} />
      <Button variant="secondary" onClick={() => setError(laterError)}>
        {checkLabel}
      </Button>
    </>
  );
}

/** An error appearing moves the input down by the message's height and nothing else: no sideways or size jump. */
export const ErrorAppears: StoryObj<TextFieldProps & LaterArgs> = {
  args: { laterError: 'Enter a city name using letters', checkLabel: 'Check' },
  render: (args) => <ValidatedLater {...args} />,
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: pageText(context, msg`City`) });
    const before = input.getBoundingClientRect();
    await userEvent.click(canvas.getByRole('button', { name: pageText(context, msg`Check`) }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const after = input.getBoundingClientRect();
    const message = canvasElement.querySelector<HTMLElement>('.of-field__error')!;
    const style = getComputedStyle(message);
    const messageHeight =
      message.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
    await expect(after.left).toBe(before.left);
    await expect(after.width).toBe(before.width);
    await expect(after.height).toBe(before.height);
    await expect(after.top - before.top).toBeCloseTo(messageHeight, 1);
  },
};

/** Long words wrap inside a phone-width column, and the layout mirrors right to left (error bar on the right). */
export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: { hint: `As written in ${LONG_WORD}`, error: `Enter a city, not ${LONG_WORD}`, defaultValue: LONG_WORD },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    const field = canvasElement.querySelector<HTMLElement>('.of-field')!;
    // The bar hangs outside the field on the start side: the right, right to left.
    await expect(parseFloat(getComputedStyle(field, '::before').right)).toBeLessThan(0);
  },
};
