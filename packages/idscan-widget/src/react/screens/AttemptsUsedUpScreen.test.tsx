import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { AttemptsUsedUpScreen } from './AttemptsUsedUpScreen';

describe('AttemptsUsedUpScreen (docs/spec/widget/constants.md#attempts: after the last attempt of a step)', () => {
  it('names the side that could not be verified, after how many attempts, why and what comes next; Continue moves on', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    const { container } = renderWithI18n(
      <AttemptsUsedUpScreen step="IDENTITY:BACK" attempts={3} next="SELFIE" detail="The photo is too small." onContinue={onContinue} />,
    );
    const heading = screen.getByRole('heading', { name: 'We could not verify the back of your document' });
    // The heading takes focus when the screen appears, and a screen reader says the rest with it.
    expect(heading).toHaveFocus();
    expect(heading).toHaveAccessibleDescription('The photo was not accepted after 3 attempts. The photo is too small. Select Continue to go on to your selfie.');
    expect(screen.getByRole('region', { name: 'We could not verify the back of your document' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.keyboard('{Tab}{Enter}');
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('after the last step says the captures are sent next; without the server\'s reason the description leaves it out', () => {
    renderWithI18n(<AttemptsUsedUpScreen step="IDENTITY:FRONT" attempts={1} next={null} onContinue={() => {}} />);
    expect(screen.getByRole('heading', { name: 'We could not verify the front of your document' })).toHaveAccessibleDescription(
      'The photo was not accepted after 1 attempt. Select Continue to send what you have captured for checking.',
    );
  });

  it('for the liveness check speaks of the pictures of the face', () => {
    renderWithI18n(<AttemptsUsedUpScreen step="LIVENESS" attempts={3} next="COVID" onContinue={() => {}} />);
    expect(screen.getByRole('heading', { name: 'We could not complete the liveness check' })).toHaveAccessibleDescription(
      'The pictures of your face were not accepted after 3 attempts. Select Continue to go on to your Covid pass.',
    );
  });

  it('given Polish, counts the attempts in the right plural form and names the button the user has to press', () => {
    renderWithI18n(<AttemptsUsedUpScreen step="IDENTITY:FRONT" attempts={3} next="IDENTITY:BACK" onContinue={() => {}} />, { locale: 'pl' });
    expect(screen.getByRole('heading', { name: 'Nie udało się zweryfikować przedniej strony dokumentu' })).toHaveAccessibleDescription(
      'Zdjęcie nie zostało przyjęte po 3 próbach. Wybierz „Dalej”, aby przejść do tylnej strony dokumentu.',
    );
    expect(screen.getByRole('button', { name: 'Dalej' })).toBeInTheDocument();
  });
});
