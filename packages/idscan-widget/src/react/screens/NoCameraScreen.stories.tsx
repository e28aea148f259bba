import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { widgetRoot } from '../ui/test/widgetRoot';
import { NoCameraScreen } from './NoCameraScreen';

const meta = {
  title: 'Identity widget/No camera',
  component: NoCameraScreen,
  decorators: [widgetRoot],
  args: { onUpload: fn(), onCancel: fn() },
} satisfies Meta<typeof NoCameraScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoCamera: Story = { tags: ['visual'] };

export const WithoutActions: Story = { args: { onUpload: undefined, onCancel: undefined } };
