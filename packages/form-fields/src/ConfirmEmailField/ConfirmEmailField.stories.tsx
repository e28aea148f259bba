import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmEmailField } from './ConfirmEmailField';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';

const meta = {
  title: 'Form fields/ConfirmEmailField',
  component: ConfirmEmailField,
  args: { label: 'Confirm your e-mail address', name: 'confirmEmail', onValueChange: fn() },
} satisfies Meta<typeof ConfirmEmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'anna.nowak@example.pl' } };

export const Error: Story = { tags: ['visual'], args: { defaultValue: 'anna.nowak@example.com', error: 'The e-mail addresses do not match' } };

export const Disabled: Story = { args: { disabled: true } };

export const LongLabel: Story = {
  args: { label: 'Type your e-mail address once more, exactly as above, so we know it has no typing mistakes' },
};

export const WithHint: Story = { args: { hint: 'Type it again; you cannot paste it' } };

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { label: 'Powtórz adres e-mail', error: 'Adresy e-mail się różnią' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Powtórz adres e-mail' });
    await userEvent.click(input);
    await userEvent.paste('anna@example.pl');
    await expect(within(canvasElement).getByText('Wpisz adres jeszcze raz – wklejanie jest wyłączone')).toBeVisible();
  },
};

/** docs/spec/flow/validation.md#e-mail: paste is disabled; the field says why in a polite live region. */
export const PasteRefused: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const input = within(canvasElement).getByRole('textbox', { name: pageText(context, msg`Confirm your e-mail address`) });
    await userEvent.click(input);
    await userEvent.paste('anna.nowak@example.pl');
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription(pageText(context, msg`Type the address again; pasting is turned off`));
  },
};

export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: { defaultValue: LONG_WORD, error: `${LONG_WORD} does not match the address above` },
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
