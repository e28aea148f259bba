import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { EndedScreen } from './EndedScreen';

describe('EndedScreen', () => {
  it('after a cancel, says the check was cancelled', async () => {
    const { container } = renderWithI18n(<EndedScreen result="Aborted" />);
    expect(screen.getByRole('heading', { name: 'Journey cancelled' })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('after declined terms (TCCDISAGREE), says why the identity cannot be checked and offers a new journey', async () => {
    const user = userEvent.setup();
    const onNewJourney = vi.fn();
    renderWithI18n(<EndedScreen result="TCCDISAGREE" onNewJourney={onNewJourney} />);
    expect(screen.getByRole('heading', { name: 'Terms and conditions declined' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start a new journey' }));
    expect(onNewJourney).toHaveBeenCalledOnce();
  });
});
