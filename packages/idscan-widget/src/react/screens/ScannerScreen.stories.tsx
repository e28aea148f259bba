import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { widgetRoot } from '../ui/test/widgetRoot';
import { ScannerScreen } from './ScannerScreen';

const meta = {
  title: 'Identity widget/Scanner',
  component: ScannerScreen,
  decorators: [widgetRoot],
  args: { state: 'AVAILABLE', onRegister: fn(), onRelease: fn() },
} satisfies Meta<typeof ScannerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = { tags: ['visual'] };
export const Processing: Story = { args: { state: 'PROCESSING' } };
export const Scanning: Story = { args: { state: 'SCANNING' } };
export const Disconnected: Story = { args: { state: 'DISCONNECTED' } };
export const NotConnected: Story = { args: { state: 'NOT_CONNECTED' } };
export const Offline: Story = { args: { state: 'OFFLINE' } };
export const Busy: Story = { args: { state: 'BUSY' } };
export const Waiting: Story = { args: { state: 'WAITING' } };
export const Loading: Story = { args: { state: 'LOADING' } };
