import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useDemoStream } from '../ui/test/useDemoStream';
import { widgetRoot } from '../ui/test/widgetRoot';
import { LivenessScreen } from './LivenessScreen';

const meta = {
  title: 'Identity widget/Liveness',
  component: LivenessScreen,
  decorators: [widgetRoot],
  args: { mode: 'active', action: 'SMILE', stream: null, onTakePicture: fn(), onClose: fn() },
  render: function Render(args) {
    const stream = useDemoStream('face');
    return <LivenessScreen {...args} stream={stream} />;
  },
} satisfies Meta<typeof LivenessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveSmile: Story = {};

export const ActiveTurnLeft: Story = { args: { action: 'LEFT' } };

export const ActiveLookStraight: Story = { args: { action: 'STRAIGHT' } };

export const Passive: Story = { tags: ['visual'], args: { mode: 'passive', action: undefined } };

export const PassiveTooFar: Story = { args: { mode: 'passive', faceError: 'TOO_FAR' } };

export const PassiveOccluded: Story = { args: { mode: 'passive', faceError: 'OCCLUDED' } };

export const PassiveInternalError: Story = { args: { mode: 'passive', faceError: 'INTERNAL' } };

export const ActiveTurnMore: Story = { args: { action: 'LEFT', turnHint: 'TURN_MORE' } };

export const ActiveTurnOtherWay: Story = { args: { action: 'RIGHT', turnHint: 'TURN_OTHER_WAY' } };

export const ActiveRefusedByServer: Story = {
  args: { action: 'LEFT', message: 'We could not see your head turn. Turn your head further to the left.', attemptsRemaining: 2 },
};

export const Verifying: Story = { args: { mode: 'passive', verifying: true } };

export const Polish: Story = { globals: { locale: 'pl' }, args: { mode: 'passive', faceError: 'TOO_MANY_FACES' } };
