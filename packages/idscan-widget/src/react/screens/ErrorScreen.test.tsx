import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { idscanError } from '../../core/IdscanError';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { ErrorScreen } from './ErrorScreen';

describe('ErrorScreen', () => {
  it('shows the error’s user message with a try-again prompt (docs/spec/widget/errors.md)', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const error = idscanError('networkException', {}, 'fetch failed');
    const { container } = renderWithI18n(<ErrorScreen error={error} onRetry={onRetry} onCancel={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toHaveFocus();
    expect(screen.getByText('Network problem. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText('fetch failed')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
