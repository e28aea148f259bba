import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { widgetRoot } from '../ui/test/widgetRoot';
import { AttemptsUsedUpScreen } from './AttemptsUsedUpScreen';

// After the last attempt of a step is refused: what could not be verified, after how many attempts, and what comes
// next (the user moves on with Continue). In the widget the scan backend's reason (`detail`), in the applicant's
// language, stands between the two.
const meta = {
  title: 'Identity widget/Attempts used up',
  component: AttemptsUsedUpScreen,
  decorators: [widgetRoot],
  args: {
    step: 'IDENTITY:FRONT',
    attempts: 2,
    next: 'IDENTITY:BACK',
    onContinue: fn(),
  },
} satisfies Meta<typeof AttemptsUsedUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FrontThenBack: Story = { tags: ['visual'] };

/** The last step of the journey: Continue sends what was captured. */
export const LastStep: Story = { args: { step: 'SELFIE', next: null } };

export const Liveness: Story = { args: { step: 'LIVENESS', attempts: 3, next: null } };
