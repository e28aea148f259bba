import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_DOCUMENT_IMAGE } from '../ui/test/demoImage';
import { widgetRoot } from '../ui/test/widgetRoot';
import { CropperScreen } from './CropperScreen';

const meta = {
  title: 'Identity widget/Cropper',
  component: CropperScreen,
  decorators: [widgetRoot],
  args: { image: DEMO_DOCUMENT_IMAGE, onCrop: fn(), onCancel: fn() },
} satisfies Meta<typeof CropperScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WholeImage: Story = { tags: ['visual'] };

export const TightCrop: Story = { args: { initialRect: { x: 0.08, y: 0.1, width: 0.84, height: 0.78 } } };

/**
 * In Chromium: the frame moves with the arrow keys and the result is in fractions of the image. The screen moves
 * focus to its title once it has appeared (an effect, after the first paint): the story waits for that before it
 * focuses the frame, or — outside a test runner's act(), in the built Storybook — the title took focus in the middle
 * of the key presses.
 */
export const Keyboard: Story = {
  args: { initialRect: { x: 0.1, y: 0.1, width: 0.5, height: 0.5 } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: pageText(context, msg`Crop the photo`) })).toHaveFocus());
    const frame = canvas.getByRole('application', { name: pageText(context, msg`Crop frame`) });
    frame.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Shift>}{ArrowDown}{/Shift}');
    await userEvent.click(canvas.getByRole('button', { name: pageText(context, msg`Apply crop`) }));
    const [rect] = (args.onCrop as unknown as { mock: { calls: [{ x: number; height: number }][] } }).mock.calls[0]!;
    await expect(rect.x).toBeCloseTo(0.06);
    await expect(rect.height).toBeCloseTo(0.52);
  },
};
