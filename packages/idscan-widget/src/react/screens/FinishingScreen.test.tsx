import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { FinishingScreen } from './FinishingScreen';

describe('FinishingScreen', () => {
  it('tells the user the documents are being checked', async () => {
    const { container } = renderWithI18n(<FinishingScreen />);
    expect(screen.getByRole('heading', { name: 'Checking your documents' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Please do not close this page.');
    expect(await axeViolations(container)).toEqual([]);
  });
});
