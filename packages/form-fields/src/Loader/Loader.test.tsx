import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loader } from './Loader';
import { renderWithI18n } from '../test/renderWithI18n';

describe('Loader', () => {
  it('is a polite status with a visually hidden, translated label when inline', () => {
    renderWithI18n(<Loader />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Loading…')).toHaveClass('of-visually-hidden');
  });

  it('shows its label under the spinner when full-screen', () => {
    renderWithI18n(<Loader variant="fullscreen" label="Checking your picture…" />);
    expect(screen.getByRole('status')).toHaveClass('of-loader--fullscreen');
    expect(screen.getByText('Checking your picture…')).not.toHaveClass('of-visually-hidden');
  });

  it('says "Ładowanie…" in Polish', () => {
    renderWithI18n(<Loader />, { locale: 'pl' });
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie…');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(<Loader variant="fullscreen" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
