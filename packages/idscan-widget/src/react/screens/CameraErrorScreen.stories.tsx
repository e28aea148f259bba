import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { widgetRoot } from '../ui/test/widgetRoot';
import { CameraErrorScreen } from './CameraErrorScreen';

const meta = {
  title: 'Identity widget/Camera error',
  component: CameraErrorScreen,
  decorators: [widgetRoot],
  args: { reason: 'permissionDenied', onRetry: fn(), onUpload: fn(), onCancel: fn() },
} satisfies Meta<typeof CameraErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PermissionDenied: Story = { tags: ['visual'] };

export const PermissionUnavailable: Story = { args: { reason: 'permissionUnavailable', onRetry: undefined } };

export const NotReadable: Story = { args: { reason: 'notReadable' } };

export const NoSuitableCamera: Story = { args: { reason: 'noSuitableCamera', onRetry: undefined } };

export const BlankFeed: Story = { args: { reason: 'blankFeed' } };
