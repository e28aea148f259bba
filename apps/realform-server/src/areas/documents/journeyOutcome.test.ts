import { describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/translator';
import { journeyEndOutcome } from './journeyOutcome';
import type { Journey } from './journeyStore';
import type { JourneyVerdict } from './verifier/journeyVerdict';

const t: Translate = (key) => key;
const NOW = new Date('2026-06-15T10:00:00Z');
const JOURNEY = { id: 'j1', kind: 'scan', device: 'desktop' } as Journey;

function verdictWith(result: 'Passed' | 'NotAccepted', birthDate: string): JourneyVerdict {
  return {
    HighLevelResult: result,
    AdditionalChecks: [],
    Scores: [],
    ProcessedDocuments: [{ DocumentType: 'Passport', DocumentSide: 'Front', HighLevelResult: result, IsValidated: true, ExtractedFields: { BirthDate: birthDate, LastName: 'NOWAK' } }],
  } as unknown as JourneyVerdict;
}

describe('the end of a journey keeps what the personal data step needs', () => {
  it('given a passed document, keeps the date of birth read from it (the one denial left is decided from it, issue 18)', () => {
    const outcome = journeyEndOutcome(t, { kind: 'primary' }, JOURNEY, { result: 'Passed', captures: [], verdict: verdictWith('Passed', '2010-03-27') }, NOW);
    expect(outcome.data).toEqual({
      identityVerification: { method: 'scan', device: 'desktop', journeyId: 'j1', result: 'Passed', at: NOW.toISOString(), documentBirthDate: '2010-03-27' },
    });
  });

  it('given a failed document, keeps no date of birth: what was read wrongly decides nothing', () => {
    const outcome = journeyEndOutcome(t, { kind: 'primary' }, JOURNEY, { result: 'NotAccepted', captures: [], verdict: verdictWith('NotAccepted', '2010-03-27') }, NOW);
    expect(outcome.data?.identityVerification).not.toHaveProperty('documentBirthDate');
  });
});
