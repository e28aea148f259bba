import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { idscanError } from '../../core/IdscanError';
import { widgetRoot } from '../ui/test/widgetRoot';
import { ErrorScreen } from './ErrorScreen';

const meta = {
  title: 'Identity widget/Error',
  component: ErrorScreen,
  decorators: [widgetRoot],
  args: { error: idscanError('networkException', {}, 'fetch failed'), onRetry: fn(), onCancel: fn() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NetworkException: Story = {};

export const ServerError: Story = { tags: ['visual'], args: { error: idscanError('serverError', { status: 500 }, 'HTTP 500') } };

export const JourneyEnded: Story = { args: { error: idscanError('journeyEnded', {}, 'ended'), onRetry: undefined } };

export const Polish: Story = { globals: { locale: 'pl' } };
