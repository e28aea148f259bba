import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { TermsScreen } from './TermsScreen';

describe('TermsScreen', () => {
  it('agrees or disagrees', async () => {
    const user = userEvent.setup();
    const onAgree = vi.fn();
    const onDisagree = vi.fn();
    const { container } = renderWithI18n(<TermsScreen onAgree={onAgree} onDisagree={onDisagree} />);
    expect(screen.getByRole('heading', { name: 'Terms and conditions' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'I disagree' }));
    expect(onDisagree).toHaveBeenCalledOnce();
    expect(onAgree).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect(onAgree).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the host’s terms in a region keyboard users can scroll', () => {
    renderWithI18n(
      <TermsScreen onAgree={() => {}} onDisagree={() => {}}>
        <p>Brokerage terms, version 7.</p>
      </TermsScreen>,
    );
    const region = screen.getByRole('region', { name: 'Terms and conditions text' });
    expect(region).toHaveTextContent('Brokerage terms, version 7.');
    expect(region).toHaveAttribute('tabindex', '0');
  });
});
