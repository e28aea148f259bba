import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetRoot } from '../ui/test/widgetRoot';
import { FinishingScreen } from './FinishingScreen';

const meta = {
  title: 'Identity widget/Finishing',
  component: FinishingScreen,
  decorators: [widgetRoot],
} satisfies Meta<typeof FinishingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckingDocuments: Story = { tags: ['visual'] };
