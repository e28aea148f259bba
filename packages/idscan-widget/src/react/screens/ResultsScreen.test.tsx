import { axeViolations } from '@repo/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { JourneyResult } from '../../core/types';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { ResultsScreen } from './ResultsScreen';

const result: JourneyResult = {
  JourneyId: 'j-1',
  HighLevelResult: 'Passed',
  ProcessedDocuments: [
    {
      IsValidated: true,
      HighLevelResult: 'Passed',
      IssuingCountryCode: 'POL',
      DocumentType: 'IdentityCard',
      DocumentSide: 'Front',
      ExtractedFields: { FirstName: 'Anna', LastName: 'Nowak', DocumentNumber: 'ABC123456', ExpiryDate: '2031-05-01' },
    },
    { IsValidated: true, HighLevelResult: 'Refer', IssuingCountryCode: null, DocumentType: 'Selfie', DocumentSide: 'Single' },
  ],
  AdditionalChecks: [
    { Name: 'MrzRead', Result: 'Passed' },
    { Name: 'FaceMatch', Result: 'Failed', Reason: 'similarity below threshold' },
    { Name: 'Liveness', Result: 'NotNeeded' },
    { Name: 'DocumentSharpness', Result: 'Undetermined' },
  ],
  Scores: { FaceMatch: 0.31, trust: 87 },
};

describe('ResultsScreen', () => {
  it('shows the overall result and the documents with their type and result', async () => {
    const { container } = renderWithI18n(<ResultsScreen result={result} />);
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
    expect(screen.getByText('Overall result:', { exact: false })).toHaveTextContent('Overall result: Passed');
    const rows = within(screen.getByRole('table', { name: 'Processed documents' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Document typeSideCountryDocument result',
      'National ID cardFrontPOLPassed',
      'Selfie photoSingle side—Referred for review',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves between tabs with the arrow keys; extracted fields are grouped under the S1 §3 group labels', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<ResultsScreen result={result} liveness="Passed" />);
    const documentsTab = screen.getByRole('tab', { name: 'Documents' });
    expect(documentsTab).toHaveAttribute('aria-selected', 'true');
    documentsTab.focus();
    await user.keyboard('{ArrowRight}');
    const fieldsTab = screen.getByRole('tab', { name: 'Extracted fields' });
    expect(fieldsTab).toHaveFocus();
    expect(fieldsTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Extracted fields' });
    expect(within(panel).getByRole('heading', { name: 'Names' })).toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'Document number and dates' })).toHaveTextContent('Document NumberABC123456');
    expect(await axeViolations(container)).toEqual([]);

    await user.keyboard('{ArrowRight}');
    const results = screen.getByRole('tabpanel', { name: 'High-level results' });
    expect(results).toHaveTextContent('Overall resultPassed');
    expect(results).toHaveTextContent('Liveness (accumulated)Passed');

    await user.keyboard('{ArrowRight}');
    const additional = screen.getByRole('tabpanel', { name: 'Additional checks' });
    expect(within(additional).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      'Machine-readable zone: Passed',
      'Face match: Failed (similarity below threshold)',
      'Liveness check: Not needed',
      'Document Sharpness: Undetermined',
    ]);

    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Scores' })).toHaveTextContent('Face match0.31Trust score87');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveFocus();
  });

  it('given NotAccepted, says clearly that the identity could not be confirmed', () => {
    renderWithI18n(<ResultsScreen result={{ ...result, HighLevelResult: 'NotAccepted' }} />);
    expect(screen.getByText(/Overall result:/)).toHaveTextContent('Overall result: Not accepted');
    expect(screen.getByText(/We could not confirm your identity from the photos that were sent/)).toBeInTheDocument();
  });

  it('shows no check or score the server did not send', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ResultsScreen result={{ HighLevelResult: 'Refer', ProcessedDocuments: [] }} />);
    await user.click(screen.getByRole('tab', { name: 'Additional checks' }));
    expect(screen.getByRole('tabpanel', { name: 'Additional checks' })).toHaveTextContent('No checks of this kind were run.');
    await user.click(screen.getByRole('tab', { name: 'Scores' }));
    expect(screen.getByRole('tabpanel', { name: 'Scores' })).toHaveTextContent('The server sent no scores.');
    expect(screen.queryByText('Trust score')).not.toBeInTheDocument();
  });

  it('given an expired result, says the ID given was outdated', () => {
    renderWithI18n(<ResultsScreen result={{ ...result, HighLevelResult: 'Expired' }} />);
    expect(screen.getByText(/The ID you gave was outdated/)).toBeInTheDocument();
  });

  it('starts a new journey or logs out', async () => {
    const user = userEvent.setup();
    const onNewJourney = vi.fn();
    const onLogOut = vi.fn();
    renderWithI18n(<ResultsScreen result={result} onNewJourney={onNewJourney} onLogOut={onLogOut} />);
    await user.click(screen.getByRole('button', { name: 'Start a new journey' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onNewJourney).toHaveBeenCalledOnce();
    expect(onLogOut).toHaveBeenCalledOnce();
  });

  it('in Polish, shows the tabs and the result in Polish', () => {
    renderWithI18n(<ResultsScreen result={result} />, { locale: 'pl' });
    expect(screen.getByRole('heading', { name: 'Wyniki' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dokumenty' })).toBeInTheDocument();
    expect(screen.getByText(/Wynik ogólny:/)).toHaveTextContent('Wynik ogólny: Pozytywny');
  });
});
