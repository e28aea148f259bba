import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetRoot } from '../ui/test/widgetRoot';
import { InitialisingScreen } from './InitialisingScreen';

const meta = {
  title: 'Identity widget/Initialising',
  component: InitialisingScreen,
  decorators: [widgetRoot],
} satisfies Meta<typeof InitialisingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckingHardware: Story = { tags: ['visual'] };

export const Polish: Story = { globals: { locale: 'pl' } };
