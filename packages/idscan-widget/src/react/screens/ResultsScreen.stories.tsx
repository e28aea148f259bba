import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { JourneyResult } from '../../core/types';
import { widgetRoot } from '../ui/test/widgetRoot';
import { ResultsScreen } from './ResultsScreen';

const passed: JourneyResult = {
  JourneyId: '6f1c2d0e-5a7b-4c1d-9e8f-1a2b3c4d5e6f',
  HighLevelResult: 'Passed',
  ProcessedDocuments: [
    {
      IsValidated: true,
      HighLevelResult: 'Passed',
      IssuingCountryCode: 'POL',
      DocumentType: 'IdentityCard',
      DocumentSide: 'Front',
      ExtractedFields: {
        FirstName: 'Anna',
        LastName: 'Kowalska',
        BirthDate: '1990-04-12',
        Nationality: 'POL',
        DocumentNumber: 'ABC123456',
        ExpiryDate: '2031-05-01',
        IssuingStateName: 'Poland',
        MRZLine1: 'IDPOLABC123456<<<<<<<<<<<<<<<',
      },
    },
    { IsValidated: true, HighLevelResult: 'Passed', IssuingCountryCode: 'POL', DocumentType: 'IdentityCard', DocumentSide: 'Back' },
    { IsValidated: true, HighLevelResult: 'Passed', IssuingCountryCode: null, DocumentType: 'Selfie', DocumentSide: 'Single' },
  ],
  // As apps/realform-server's journeyVerdict names them.
  AdditionalChecks: [
    { Name: 'StepsComplete', Result: 'Passed' },
    { Name: 'PhotoQuality', Result: 'Passed' },
    { Name: 'DocumentPresent', Result: 'Passed' },
    { Name: 'MrzRead', Result: 'Passed' },
    { Name: 'DocumentExpiry', Result: 'Passed' },
    { Name: 'DocumentPortrait', Result: 'Passed' },
    { Name: 'FaceMatch', Result: 'Passed' },
    { Name: 'SelfieAntispoof', Result: 'Passed' },
    { Name: 'Liveness', Result: 'Passed' },
  ],
  Scores: { FaceMatch: 0.87, SelfieAntispoof: 0.93, Liveness: 0.96, LivenessAntispoof: 0.91, LivenessFaceMatch: 0.84 },
};

const meta = {
  title: 'Identity widget/Results',
  component: ResultsScreen,
  decorators: [widgetRoot],
  args: { result: passed, liveness: 'Passed', onNewJourney: fn(), onLogOut: fn() },
} satisfies Meta<typeof ResultsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Passed: Story = { tags: ['visual'] };

export const Refer: Story = {
  args: {
    result: { ...passed, HighLevelResult: 'Refer', ProcessedDocuments: [{ ...passed.ProcessedDocuments[0]!, HighLevelResult: 'Refer', IsValidated: false }] },
    liveness: null,
  },
};

export const ExpiredDocument: Story = {
  args: { result: { ...passed, HighLevelResult: 'Expired', ProcessedDocuments: [{ ...passed.ProcessedDocuments[0]!, HighLevelResult: 'Expired' }] } },
};

export const NotAccepted: Story = {
  args: {
    result: {
      ...passed,
      HighLevelResult: 'NotAccepted',
      // The server's Reason is for operators: the screen does not show it.
      AdditionalChecks: [
        { Name: 'MrzRead', Result: 'Passed' },
        { Name: 'FaceMatch', Result: 'Failed' },
        { Name: 'Liveness', Result: 'Failed', Reason: 'not the document holder' },
      ],
      Scores: { FaceMatch: 0.24, Liveness: 0.95, LivenessFaceMatch: 0.22 },
    },
  },
};

export const NothingProcessed: Story = { args: { result: { HighLevelResult: 'Undefined', ProcessedDocuments: [] }, liveness: null } };

/**
 * Each tab in turn with the arrow keys. The screen moves focus to its title once it has appeared (an effect, after
 * the first paint); the story waits for that first, or — outside a test runner's act(), in the built Storybook — the
 * title took focus from the tab list before the first arrow key.
 */
export const Tabs: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: pageText(context, msg`Results`) })).toHaveFocus());
    canvas.getByRole('tab', { name: pageText(context, msg`Documents`) }).focus();
    const tabs = [msg`Extracted fields`, msg`High-level results`, msg`Additional checks`, msg`Scores`].map((tab) => pageText(context, tab));
    for (const name of tabs) {
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel', { name })).toBeVisible();
    }
  },
};

export const Polish: Story = { globals: { locale: 'pl' } };
