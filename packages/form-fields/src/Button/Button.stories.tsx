import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';

const meta = {
  title: 'Form fields/Button',
  component: Button,
  args: { children: 'Next', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { tags: ['visual'] };

export const Secondary: Story = { args: { variant: 'secondary', children: 'Back' } };

export const Link: Story = { args: { variant: 'link', children: 'Resend the code' } };

export const Disabled: Story = { args: { disabled: true } };

export const LongLabel: Story = {
  args: { children: 'Continue and send me a verification code by text message to this phone number' },
};

export const Polish: Story = { globals: { locale: 'pl' }, args: { children: 'Dalej' } };

/** Busy: a spinner, the width kept, presses ignored, focus kept. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Next' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: { children: `Send the documents to ${LONG_WORD}` },
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
