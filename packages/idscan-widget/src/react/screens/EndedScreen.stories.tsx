import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { widgetRoot } from '../ui/test/widgetRoot';
import { EndedScreen } from './EndedScreen';

const meta = {
  title: 'Identity widget/Ended',
  component: EndedScreen,
  decorators: [widgetRoot],
  args: { result: 'Aborted', onNewJourney: fn() },
} satisfies Meta<typeof EndedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cancelled: Story = {};

export const TermsDeclined: Story = { args: { result: 'TCCDISAGREE' } };

export const Finished: Story = { tags: ['visual'], args: { result: 'Passed', onNewJourney: undefined } };
