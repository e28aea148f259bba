import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { widgetRoot } from '../ui/test/widgetRoot';
import { HelpModal } from './HelpModal';

const meta = {
  title: 'Identity widget/Help',
  component: HelpModal,
  decorators: [widgetRoot],
  args: { topic: 'autoCapture', open: true, onClose: fn(), onSwitchToManual: fn() },
} satisfies Meta<typeof HelpModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AutoCapture: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Help with automatic capture' });
    await expect(dialog.matches(':modal')).toBe(true);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const Selfie: Story = { tags: ['visual'], args: { topic: 'selfie' } };

export const ProofOfAddress: Story = { args: { topic: 'address' } };

export const CovidPass: Story = { args: { topic: 'covid' } };

export const Polish: Story = { globals: { locale: 'pl' } };
