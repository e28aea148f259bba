import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { axeViolations } from '@repo/test-utils';
import { LOCALES as PRODUCT_LOCALES, SOURCE_LOCALE } from '@repo/tsup-config/locales';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { JourneyResult } from '../../core/types';
import { loadMessages } from '../../locales';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { ResultsScreen } from './ResultsScreen';
import { SERVER_CHECKS, SERVER_SCORES, humanizeFieldName } from './resultLabels';

// Exactly the names apps/realform-server's journeyVerdict.ts sends, with the operator diagnostics it attaches.
const SERVER_CHECK_NAMES = ['StepsComplete', 'PhotoQuality', 'DocumentPresent', 'MrzRead', 'DocumentExpiry', 'DocumentPortrait', 'FaceMatch', 'SelfieAntispoof', 'Liveness', 'Analysers'];
const SERVER_SCORE_NAMES = ['FaceMatch', 'SelfieAntispoof', 'Liveness', 'LivenessAntispoof', 'LivenessFaceMatch'];
const SERVER_REASONS: Record<string, string> = {
  StepsComplete: 'missing SELFIE, LIVENESS',
  PhotoQuality: 'a file only a person can check',
  MrzRead: 'check digits do not agree',
  DocumentPortrait: 'no face on the front',
  FaceMatch: 'no face on the selfie',
  Liveness: 'left frame not turned as asked; liveness model',
  Analysers: 'a model could not run',
};
const serverVerdict: JourneyResult = {
  HighLevelResult: 'Refer',
  ProcessedDocuments: [],
  AdditionalChecks: SERVER_CHECK_NAMES.map((Name, index) => ({
    Name,
    Result: (['Passed', 'Failed', 'Undetermined', 'NotNeeded'] as const)[index % 4]!,
    ...(SERVER_REASONS[Name] ? { Reason: SERVER_REASONS[Name] } : {}),
  })),
  Scores: Object.fromEntries(SERVER_SCORE_NAMES.map((name, index) => [name, 0.5 + index / 10])),
};
const TRANSLATED_LOCALES = PRODUCT_LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

/** The label (`dt`) and value (`dd`) of each row of a results tab. */
function rowsOf(panel: HTMLElement): [string, string][] {
  return within(panel)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

/** The rows of the additional checks and scores tabs for the server's verdict, in a product locale. */
async function serverRowsIn(locale: string) {
  const i18n = setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } });
  const { unmount } = render(
    <I18nProvider i18n={i18n}>
      <ResultsScreen result={serverVerdict} />
    </I18nProvider>,
  );
  const user = userEvent.setup();
  const [, , , checksTab, scoresTab] = screen.getAllByRole('tab');
  await user.click(checksTab!);
  const checks = rowsOf(screen.getByRole('tabpanel'));
  await user.click(scoresTab!);
  const scores = rowsOf(screen.getByRole('tabpanel'));
  unmount();
  return { checks, scores };
}

/** Every tab's panel text, clicked through in turn (only the selected tab's panel is rendered). */
async function everyPanelText(): Promise<string> {
  const user = userEvent.setup();
  const texts: string[] = [];
  for (const tab of screen.getAllByRole('tab')) {
    await user.click(tab);
    texts.push(screen.getByRole('tabpanel').textContent ?? '');
  }
  return texts.join('\n');
}

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

  it('moves between tabs with the arrow keys; extracted fields are grouped under the docs/spec/widget/entities.md#extracted-fields group labels', async () => {
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
      'Machine-readable zone read: Passed',
      'Selfie matches the document photo: Failed',
      'Liveness check: Not needed',
      'Other check: Undetermined',
    ]);

    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Scores' })).toHaveTextContent('Face match score0.31Trust score87');
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

  it('gives every check and score the server sends its own translated label, never its raw name', async () => {
    expect([...SERVER_CHECKS]).toEqual(SERVER_CHECK_NAMES);
    expect([...SERVER_SCORES]).toEqual(SERVER_SCORE_NAMES);
    const user = userEvent.setup();
    renderWithI18n(<ResultsScreen result={serverVerdict} />);
    await user.click(screen.getByRole('tab', { name: 'Additional checks' }));
    const checks = rowsOf(screen.getByRole('tabpanel', { name: 'Additional checks' }));
    expect(checks).toEqual([
      ['All steps completed', 'Passed'],
      ['Photo quality', 'Failed'],
      ['It is an identity document', 'Undetermined'],
      ['Machine-readable zone read', 'Not needed'],
      ['Document not expired', 'Passed'],
      ['Photo on the document', 'Failed'],
      ['Selfie matches the document photo', 'Undetermined'],
      ['Selfie is a live person, not a picture', 'Not needed'],
      ['Liveness check', 'Passed'],
      ['Automatic checks could run', 'Failed'],
    ]);
    await user.click(screen.getByRole('tab', { name: 'Scores' }));
    const scores = rowsOf(screen.getByRole('tabpanel', { name: 'Scores' }));
    expect(scores.map(([label]) => label)).toEqual([
      'Face match score',
      'Selfie live-person score',
      'Liveness score',
      'Liveness live-person score',
      'Liveness face match score',
    ]);
    for (const [labels, names] of [
      [checks.map(([label]) => label), SERVER_CHECK_NAMES],
      [scores.map(([label]) => label), SERVER_SCORE_NAMES],
    ] as const) {
      expect(new Set(labels).size).toBe(names.length);
      for (const name of names) {
        expect(labels).not.toContain(name);
        expect(labels).not.toContain(humanizeFieldName(name));
      }
      expect(labels).not.toContain('Other check');
      expect(labels).not.toContain('Other score');
    }
  });

  it('given a check or score name it does not know, shows one generic translated label instead of the name', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <ResultsScreen
        result={{
          HighLevelResult: 'Refer',
          ProcessedDocuments: [],
          AdditionalChecks: [
            { Name: 'HologramCheck', Result: 'Failed' },
            { Name: 'barcode_read', Result: 'Passed' },
          ],
          Scores: { GlareRatio: 0.2 },
        }}
      />,
    );
    await user.click(screen.getByRole('tab', { name: 'Additional checks' }));
    expect(rowsOf(screen.getByRole('tabpanel', { name: 'Additional checks' }))).toEqual([
      ['Other check', 'Failed'],
      ['Other check', 'Passed'],
    ]);
    await user.click(screen.getByRole('tab', { name: 'Scores' }));
    expect(rowsOf(screen.getByRole('tabpanel', { name: 'Scores' }))).toEqual([['Other score', '0.2']]);
    expect(document.body).not.toHaveTextContent(/Hologram|barcode|Glare/i);
  });

  it('shows none of the server\'s Reason diagnostics to the person on any tab', async () => {
    const { container } = renderWithI18n(<ResultsScreen result={{ ...serverVerdict, AdditionalChecks: [...serverVerdict.AdditionalChecks!, { Name: 'FaceMatch', Result: 'Failed', Reason: 'similarity below threshold' }] }} />);
    const text = await everyPanelText();
    expect(text).toContain('Selfie matches the document photo');
    for (const reason of [...Object.values(SERVER_REASONS), 'similarity below threshold']) expect(text).not.toContain(reason);
    expect(container).not.toHaveTextContent(/missing SELFIE|check digits|no face|a model could not run|similarity below/);
  });

  it.each(TRANSLATED_LOCALES)('in %s, labels the server\'s checks, scores and results in that language', async (locale) => {
    const english = await serverRowsIn('en');
    const translated = await serverRowsIn(locale);
    expect(translated.checks).toHaveLength(SERVER_CHECK_NAMES.length);
    expect(translated.scores).toHaveLength(SERVER_SCORE_NAMES.length);
    translated.checks.forEach(([label, value], index) => {
      expect(label).not.toBe(english.checks[index]![0]);
      expect(value).not.toBe(english.checks[index]![1]);
    });
    translated.scores.forEach(([label], index) => expect(label).not.toBe(english.scores[index]![0]));
    expect(new Set(translated.checks.map(([label]) => label)).size).toBe(SERVER_CHECK_NAMES.length);
    expect(new Set(translated.scores.map(([label]) => label)).size).toBe(SERVER_SCORE_NAMES.length);
  });

  it('in Polish, shows the tabs and the result in Polish', () => {
    renderWithI18n(<ResultsScreen result={result} />, { locale: 'pl' });
    expect(screen.getByRole('heading', { name: 'Wyniki' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dokumenty' })).toBeInTheDocument();
    expect(screen.getByText(/Wynik ogólny:/)).toHaveTextContent('Wynik ogólny: Pozytywny');
  });
});
