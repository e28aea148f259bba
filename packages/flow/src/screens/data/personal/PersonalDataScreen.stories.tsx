import { flowMeta, flowStory, type FlowScenario } from '../../../stories/flowStory';
import { submitWhileServerIsSlow, submitWithFieldErrors, submitWithGlobalError } from '../../../stories/play';
import { answer, fieldErrors, globalError, NEVER_ANSWERS } from '../../../stories/realformHandlers';
import { GERMAN_PERSON as GERMAN, POLISH_PERSON as POLISH } from './personFixtures';

/** personalDataConfirm (docs/spec/flow/screens.md#personaldataconfirm): the values to review first, then the form to correct them. */
const reached: FlowScenario = { path: '/personal-data', draft: { residenceCountry: 'PL' } };
const edit = (personalData: typeof POLISH | typeof GERMAN | Record<string, never>): FlowScenario => ({ ...reached, draft: { ...reached.draft, personalData, personalDataMode: 'edit' } });

const meta = {
  title: 'Flow/Data/Personal data',
  ...flowMeta(reached),
};
export default meta;

/** Nothing to review (the identity was left for later): the empty form. */
export const Empty = { ...flowStory(reached), tags: ['visual'] };

/** docs/spec/flow/screens.md: prefilled from the scanned document (docs/spec/flow/entities.md#fields-read-from-the-scanned-document "Extracted document fields read"), to review. */
export const ReviewFromScan = flowStory({
  ...reached,
  draft: {
    ...reached.draft,
    scannedDocuments: [
      {
        DocumentType: 'IdentityCard',
        IssuingCountryCode: 'POL',
        ExtractedFields: { FirstName: 'ANNA', LastName: 'NOWAK', BirthDate: '1990-05-27', ExpiryDate: '2031-02-03', DocumentNumber: 'ABA123456', OptionalValue2: '90052712343' },
      },
    ],
  },
});

/** The details stored before, to review and confirm. */
export const Review = flowStory({ ...reached, draft: { ...reached.draft, personalData: POLISH, personalDataMode: 'review' } });

/** The form, filled: a Polish citizen with PESEL (docs/spec/flow/validation.md#personal-data). */
export const FilledPolishCitizen = flowStory(edit(POLISH));

/** docs/spec/flow/states.md#personal-data, docs/spec/flow/validation.md#dates: another citizenship asks for an identification number, and 'no expiry' hides the expiry date. */
export const FilledForeignCitizenWithoutExpiry = flowStory(edit(GERMAN));

export const FieldErrors = { ...flowStory(edit(POLISH), [fieldErrors('personalDataConfirm', { documentNumber: 'documentNumber.invalid', pesel: 'pesel.dateOfBirthMismatch' })]), play: submitWithFieldErrors };

export const GlobalError = { ...flowStory(edit(POLISH), [globalError('personalDataConfirm')]), play: submitWithGlobalError };

export const Loading = { ...flowStory(edit(POLISH), [answer('personalDataConfirm', NEVER_ANSWERS)]), play: submitWhileServerIsSlow };
