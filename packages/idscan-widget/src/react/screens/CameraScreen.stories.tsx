import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useDemoStream } from '../ui/test/useDemoStream';
import { widgetRoot } from '../ui/test/widgetRoot';
import { CameraScreen } from './CameraScreen';

const meta = {
  title: 'Identity widget/Camera',
  component: CameraScreen,
  decorators: [widgetRoot],
  args: {
    step: 'IDENTITY:FRONT',
    stream: null,
    captureMode: 'auto',
    onCaptureModeChange: fn(),
    onStart: fn(),
    onTakePhoto: fn(),
    onClose: fn(),
    onHelp: fn(),
    onRetry: fn(),
    onShowInstructions: fn(),
    onDeviceChange: fn(),
  },
  // The viewfinder shows a drawn card streamed from a canvas: no camera, no permission prompt.
  render: function Render(args) {
    const stream = useDemoStream(args.step === 'SELFIE' ? 'face' : 'document');
    return <CameraScreen {...args} stream={args.stream === null ? stream : args.stream} />;
  },
} satisfies Meta<typeof CameraScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyToStart: Story = { tags: ['visual'] };

export const Starting: Story = { render: (args) => <CameraScreen {...args} stream={null} /> };

export const CapturingHoldStill: Story = { args: { capturing: true } };

export const WarningGlare: Story = { args: { capturing: true, warnings: ['GLARE_DETECTED'] } };

export const WarningBlur: Story = { args: { capturing: true, warnings: ['BLUR_DETECTED'] } };

export const WarningTooFar: Story = { args: { capturing: true, warnings: ['LOW_RESOLUTION'] } };

export const WarningNotInFrame: Story = { args: { capturing: true, warnings: ['DOCUMENT_NOT_IN_FRAME'] } };

export const AutoCaptureTimedOut: Story = { args: { capturing: true, autoCaptureTimedOut: true, warnings: ['BLUR_DETECTED'] } };

export const ManualCapture: Story = { args: { captureMode: 'manual' } };

export const Verifying: Story = { args: { verifying: true } };

export const AttemptsRemaining: Story = { args: { failure: 'captureFailed', attemptsRemaining: 2 } };

export const CameraSelector: Story = {
  args: {
    devices: [
      { deviceId: 'back', label: 'Back camera' },
      { deviceId: 'front', label: 'Front camera' },
    ],
    deviceId: 'back',
  },
};

export const BackOfDocument: Story = { args: { step: 'IDENTITY:BACK' } };

export const Selfie: Story = { args: { step: 'SELFIE' } };

export const ProofOfAddress: Story = { args: { step: 'ADDRESS' } };

export const CovidPass: Story = { args: { step: 'COVID' } };

export const Polish: Story = { globals: { locale: 'pl' }, args: { capturing: true, warnings: ['GLARE_DETECTED'] } };

/** The help popup opens over the camera, traps focus, and closes back to the help button. */
export const HelpPopup: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const help = within(canvasElement).getByRole('button', { name: pageText(context, msg`Help`) });
    await userEvent.click(help);
    await expect(args.onHelp).toHaveBeenCalledOnce();
    const dialog = within(document.body).getByRole('dialog', { name: pageText(context, msg`Help with automatic capture`) });
    await expect(dialog.matches(':modal')).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(help).toHaveFocus();
  },
};
