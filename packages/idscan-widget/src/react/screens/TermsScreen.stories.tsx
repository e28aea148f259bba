import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { widgetRoot } from '../ui/test/widgetRoot';
import { TermsScreen } from './TermsScreen';

const meta = {
  title: 'Identity widget/Terms and conditions',
  component: TermsScreen,
  decorators: [widgetRoot],
  args: { onAgree: fn(), onDisagree: fn() },
} satisfies Meta<typeof TermsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultText: Story = { tags: ['visual'] };

export const LongHostText: Story = {
  args: {
    children: Array.from({ length: 10 }, (_, index) => (
      <p key={index}>
        {index + 1}. The broker processes the images of the identity document and of the face only to verify the identity of the
        applicant, as the anti-money-laundering law requires, and keeps them for five years after the relationship ends.
      </p>
    )),
  },
};

export const Polish: Story = { globals: { locale: 'pl' } };
