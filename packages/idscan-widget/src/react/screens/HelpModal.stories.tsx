import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
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
  play: async (context) => {
    const dialog = within(document.body).getByRole('dialog', { name: pageText(context, msg`Help with automatic capture`) });
    await expect(dialog.matches(':modal')).toBe(true);
    const close = pageText(context, msg`Close`);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: close })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: close })).toHaveFocus();
  },
};

export const Selfie: Story = { tags: ['visual'], args: { topic: 'selfie' } };

export const ProofOfAddress: Story = { args: { topic: 'address' } };

export const CovidPass: Story = { args: { topic: 'covid' } };

export const Polish: Story = { globals: { locale: 'pl' } };
