import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';

const meta = {
  title: 'Form fields/Checkbox',
  component: Checkbox,
  args: {
    label: (
      <>
        I accept the <a href="https://example.com/terms">terms of service</a>
      </>
    ),
    name: 'marketingAgreement',
    onCheckedChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultChecked: true } };

export const Error: Story = { tags: ['visual'], args: { error: 'Accept the terms of service to continue' } };

export const Disabled: Story = { args: { defaultChecked: true, disabled: true } };

export const LongLabel: Story = {
  args: {
    label:
      'I agree to receive information about the broker’s products and services by e-mail and telephone, and I know I can withdraw this consent at any time in the client zone',
  },
};

export const WithHint: Story = { args: { hint: 'You can withdraw your consent at any time' } };

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: {
    label: (
      <>
        Akceptuję <a href="https://example.com/regulamin">regulamin</a>
      </>
    ),
    error: 'Zaakceptuj regulamin, aby kontynuować',
  },
};

export const Ticking: Story = {
  args: { label: 'No expiry date' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const box = within(canvasElement).getByRole('checkbox', { name: pageText(context, msg`No expiry date`) });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: { label: `I accept the terms at ${LONG_WORD}`, hint: `Sent to ${LONG_WORD}`, error: `Accept ${LONG_WORD}` },
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
