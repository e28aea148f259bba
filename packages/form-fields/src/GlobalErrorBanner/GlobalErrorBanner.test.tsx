import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GlobalErrorBanner } from './GlobalErrorBanner';
import { renderWithI18n } from '../test/renderWithI18n';

describe('GlobalErrorBanner (docs/spec/flow/errors.md#global-error)', () => {
  it('shows the global error as an alert', () => {
    renderWithI18n(<GlobalErrorBanner message="The service is unavailable. Try again in a minute." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('The service is unavailable. Try again in a minute.');
  });

  it('renders nothing without a message', () => {
    const { container } = renderWithI18n(<GlobalErrorBanner message={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers a dismiss button only when asked', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { rerender } = renderWithI18n(<GlobalErrorBanner message="Oops" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<GlobalErrorBanner message="Oops" onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss the message' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('speaks Polish', () => {
    renderWithI18n(<GlobalErrorBanner message="Usługa jest niedostępna" onDismiss={() => {}} />, { locale: 'pl' });
    expect(screen.getByRole('alert')).toHaveTextContent('Coś poszło nie tak');
    expect(screen.getByRole('button', { name: 'Zamknij komunikat' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(<GlobalErrorBanner message="Oops" onDismiss={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
