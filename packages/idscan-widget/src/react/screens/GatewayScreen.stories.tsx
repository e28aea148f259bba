import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { widgetRoot } from '../ui/test/widgetRoot';
import { GatewayScreen } from './GatewayScreen';

const meta = {
  title: 'Identity widget/Gateway',
  component: GatewayScreen,
  decorators: [widgetRoot],
  args: { onEnableCamera: fn(), onCancel: fn() },
} satisfies Meta<typeof GatewayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AskForCamera: Story = { tags: ['visual'] };

export const WaitingForPermission: Story = { args: { busy: true } };

export const Polish: Story = { globals: { locale: 'pl' } };
