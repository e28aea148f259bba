import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Loader } from './Loader';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';

const meta = {
  title: 'Form fields/Loader',
  component: Loader,
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};

export const InlineWithLabel: Story = { tags: ['visual'], args: { showLabel: true, label: 'Checking your picture…' } };

export const Fullscreen: Story = { args: { variant: 'fullscreen' }, parameters: { layout: 'fullscreen' } };

export const LongLabel: Story = {
  args: {
    variant: 'fullscreen',
    label: 'We are checking the picture of your document. This can take up to a minute; please keep this page open.',
  },
  parameters: { layout: 'fullscreen' },
};

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { variant: 'fullscreen' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ładowanie…');
  },
};

export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: { showLabel: true, label: `Checking the picture sent to ${LONG_WORD}…` },
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
