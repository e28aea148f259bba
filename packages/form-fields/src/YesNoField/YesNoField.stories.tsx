import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { YesNoField } from './YesNoField';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';

const meta = {
  title: 'Form fields/YesNoField',
  component: YesNoField,
  args: { label: 'Are you a US taxpayer?', name: 'usaTaxPayer', onValueChange: fn() },
} satisfies Meta<typeof YesNoField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: false } };

export const Error: Story = { tags: ['visual'], args: { error: 'Say whether you are a US taxpayer' } };

export const Disabled: Story = { args: { defaultValue: true, disabled: true } };

export const LongLabel: Story = {
  args: {
    label:
      'Are you, or is a close family member or associate of yours, a politically exposed person holding a prominent public function?',
  },
};

export const WithHint: Story = { args: { hint: 'For example, a US citizen or a holder of a green card' } };

export const CustomLabels: Story = {
  args: { label: 'Do you live in Poland?', yesLabel: 'Yes, I live in Poland', noLabel: 'No, I live elsewhere' },
};

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { label: 'Czy jesteś rezydentem podatkowym USA?', error: 'Wybierz odpowiedź' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Nie' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(false);
  },
};

export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: {
    defaultValue: true,
    label: `Do you hold a tax identification number at ${LONG_WORD}?`,
    yesLabel: `Yes, at ${LONG_WORD}`,
    error: `Answer for ${LONG_WORD}`,
  },
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
