import { msg } from '@lingui/core/macro';
import { pageText, spacesCollapsed } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { QrCode } from './QrCode';

const HAND_OFF_URL = 'https://example.com/onboarding/upload-document?token=3f9a2c0b7d5e4a1f&qrCode=true';

const meta = {
  title: 'Form fields/QrCode',
  component: QrCode,
  args: { label: 'QR code to open the form on your phone', onError: fn() },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/spec/flow/screens.md: a loader until the mobile URL is known. */
export const Loading: Story = { args: { value: null } };

/** docs/spec/flow/constants.md#capture: SVG, 200 px, error-correction level H; measured in the browser. */
export const Filled: Story = {
  args: { value: HAND_OFF_URL },
  play: async (context) => {
    const image = await within(context.canvasElement).findByRole('img', { name: pageText(context, msg`QR code to open the form on your phone`) });
    const box = image.getBoundingClientRect();
    await expect(box.width).toBe(200);
    await expect(box.height).toBe(200);
  },
};

/** A long URL needs a denser code; the size stays 200 px. */
export const LongValue: Story = { tags: ['visual'], args: { value: `${HAND_OFF_URL}&from=${'campaign-'.repeat(20)}` } };

/** A value too long for any QR code: a message instead of an endless loader. */
export const Error: Story = {
  args: { value: 'x'.repeat(3000) },
  play: async (context) => {
    const { canvasElement, args } = context;
    await within(canvasElement).findByText(spacesCollapsed(pageText(context, msg`The QR code could not be shown. Use the text message option instead.`)));
    await expect(args.onError).toHaveBeenCalledOnce();
  },
};

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { value: HAND_OFF_URL, label: 'Kod QR do otwarcia formularza w telefonie' },
};
