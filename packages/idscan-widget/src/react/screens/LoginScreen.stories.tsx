import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { idscanError } from '../../core/IdscanError';
import { widgetRoot } from '../ui/test/widgetRoot';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Identity widget/Login',
  component: LoginScreen,
  decorators: [widgetRoot],
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Checking: Story = { args: { busy: true } };

export const AccountNotAuthorized: Story = { args: { error: idscanError('unauthorized', { reason: 'resource' }, 'HTTP 401') } };

export const InvalidCredentials: Story = { tags: ['visual'], args: { error: idscanError('unauthorized', { reason: 'credentials' }, 'HTTP 401') } };

export const AuthenticationNotEnabled: Story = {
  args: { error: idscanError('unauthorized', { reason: 'authenticationDisabled' }, 'HTTP 401') },
};

export const ProcessNotAuthorized: Story = { args: { error: idscanError('unauthorized', { reason: 'process' }, 'HTTP 401') } };

export const Polish: Story = { globals: { locale: 'pl' }, args: { error: idscanError('unauthorized', { reason: 'credentials' }, 'HTTP 401') } };
