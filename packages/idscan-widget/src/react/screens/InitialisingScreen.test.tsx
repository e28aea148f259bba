import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { InitialisingScreen } from './InitialisingScreen';

describe('InitialisingScreen', () => {
  it('tells the user the device is being checked, as a status, with focus on its heading', async () => {
    const { container } = renderWithI18n(<InitialisingScreen />);
    expect(screen.getByRole('heading', { name: 'Getting ready' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your device…');
    expect(await axeViolations(container)).toEqual([]);
  });
});
