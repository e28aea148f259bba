import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { idscanError } from '../../core/IdscanError';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { LoginScreen } from './LoginScreen';

describe('LoginScreen', () => {
  it('logs in with a username and password', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = renderWithI18n(<LoginScreen onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { name: 'Log in' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), ' operator ');
    await user.type(screen.getByLabelText('Password'), 's3cret pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ username: 'operator', password: 's3cret pass' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given an empty username, asks for it and moves focus there', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(<LoginScreen onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveFocus();
    expect(username).toHaveAccessibleDescription('Error: Enter your username');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Error: Enter your password');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['resource', 'Your account is not authorised to access this resource.'],
    ['credentials', 'Invalid username and password combination.'],
    ['authenticationDisabled', 'Authentication is not enabled.'],
    ['process', 'You are not authorised for this process.'],
  ] as const)('shows the %s authorization error of docs/spec/widget/overview.md#roles-and-authorization', async (reason, text) => {
    const { container } = renderWithI18n(<LoginScreen onSubmit={() => {}} error={idscanError('unauthorized', { reason }, 'HTTP 401')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`Error: ${text}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('while checking, the button waits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(<LoginScreen onSubmit={onSubmit} busy />);
    await user.click(screen.getByRole('button', { name: 'Logging in…' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
