import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { widgetRoot } from '../ui/test/widgetRoot';
import { ProviderContainer, type PhotoSource } from './ProviderContainer';

const meta = {
  title: 'Identity widget/Provider container',
  component: ProviderContainer,
  decorators: [widgetRoot],
  args: { onCancel: fn(), onInputProviderChange: fn(), inputProvider: 'CAMERA', children: <p>The capture screen shows here.</p> },
  render: function Render(args) {
    const [source, setSource] = useState<PhotoSource | undefined>(args.inputProvider);
    return (
      <ProviderContainer
        {...args}
        inputProvider={source}
        onInputProviderChange={
          args.onInputProviderChange
            ? (next) => {
                setSource(next);
                args.onInputProviderChange?.(next);
              }
            : undefined
        }
      />
    );
  },
} satisfies Meta<typeof ProviderContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CameraChosen: Story = { tags: ['visual'] };

export const UploadChosen: Story = { args: { inputProvider: 'FILESYSTEM' } };

export const WithoutCamera: Story = { args: { inputProvider: 'FILESYSTEM', cameraAvailable: false } };

/** One press switches, and the pressed state follows. */
export const Toggle: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    const upload = pageText(context, msg`Upload a photo`);
    await userEvent.click(canvas.getByRole('button', { name: upload }));
    await expect(args.onInputProviderChange).toHaveBeenCalledWith('FILESYSTEM');
    await expect(canvas.getByRole('button', { name: upload })).toHaveAttribute('aria-pressed', 'true');
  },
};
