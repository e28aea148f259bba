import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { JourneySelectScreen } from './JourneySelectScreen';

const journeys = [
  { id: 'id-only', name: 'Identity document', description: 'Front and back of your ID card' },
  { id: 'id-selfie', name: 'Identity document and selfie' },
];

describe('JourneySelectScreen', () => {
  it('continues with the chosen journey', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    const { container } = renderWithI18n(<JourneySelectScreen journeys={journeys} onContinue={onContinue} />);
    await user.click(screen.getByRole('radio', { name: 'Identity document and selfie' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledExactlyOnceWith('id-selfie');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('without a choice, asks for one and moves focus to the options', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    const { container } = renderWithI18n(<JourneySelectScreen journeys={journeys} onContinue={onContinue} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Journey' })).toHaveAccessibleDescription('Error: Select a journey');
    expect(screen.getByRole('radio', { name: 'Identity document' })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('starts on the default journey when one is given', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    renderWithI18n(<JourneySelectScreen journeys={journeys} defaultJourneyId="id-only" onContinue={onContinue} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledExactlyOnceWith('id-only');
  });
});
