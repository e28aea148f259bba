import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const meta = {
  title: 'Form fields/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  args: { met: 0 },
  argTypes: { met: { control: { type: 'range', min: 0, max: 4, step: 1 } } },
} satisfies Meta<typeof PasswordStrengthMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoRuleMet: Story = { args: { met: 0 } };
export const OneRule: Story = { args: { met: 1 } };
export const TwoRules: Story = { tags: ['visual'], args: { met: 2 } };
export const ThreeRules: Story = { args: { met: 3 } };
export const FourRules: Story = { args: { met: 4 } };

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { met: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter', { name: 'Siła hasła' })).toHaveAttribute('aria-valuetext', 'Silna');
  },
};
