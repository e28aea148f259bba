import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../ui/Button';
import { widgetRoot } from '../ui/test/widgetRoot';
import { InstructionScreen, type InstructionScreenProps } from './InstructionScreen';

const meta = {
  title: 'Identity widget/Instructions',
  component: InstructionScreen,
  decorators: [widgetRoot],
  args: { variant: 'step', onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof InstructionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step: Story = { tags: ['visual'] };

/** docs/spec/widget/states.md: for 1 s after confirming, the button does nothing. */
export const StepLocked: Story = { args: { locked: true } };

export const StepManualCapture: Story = { args: { captureMode: 'manual' } };

export const StepSelfie: Story = { args: { step: 'SELFIE' } };

export const StepProofOfAddress: Story = { args: { step: 'ADDRESS' } };

export const StepCovidPass: Story = { args: { step: 'COVID' } };

export const Polish: Story = { globals: { locale: 'pl' } };

/** The popup over a capture screen: modal in Chromium, Close gives focus back to the opener. */
export const Popup: StoryObj<InstructionScreenProps & { openerLabel: string }> = {
  // The opener's label is an arg, so that it follows the locale toolbar (apps/storybook/src/storyLabels.ts).
  args: { variant: 'popup', openerLabel: 'How to take the photo correctly' },
  render: function Render({ openerLabel, ...args }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>{openerLabel}</Button>
        <InstructionScreen
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose?.();
          }}
        />
      </>
    );
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const opener = within(canvasElement).getByRole('button', { name: pageText(context, msg`How to take the photo correctly`) });
    await userEvent.click(opener);
    const dialog = within(document.body).getByRole('dialog', { name: pageText(context, msg`How to take a picture`) });
    await expect(dialog.matches(':modal')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: pageText(context, msg`Close`) }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener).toHaveFocus();
  },
};
