import type { StepName } from '@onboarding/realform-api';
import type { Application } from '../../store/applicationStore';
import type { DataStep } from './flowOrder';

/**
 * Where each data step keeps its answer in `application.data` (one key per step, replaced whole on each
 * submission). The identity choices keep theirs under `uploadChoice`, `deviceChoice`, `documentChoice`,
 * `uploadSummary`, `uploadTryAgain`; the payment choice under `payment`; a denial under `denial`.
 */
export const DATA_STEP_KEYS = {
  personalDataConfirm: 'personalData',
  addressDetails: 'address',
  taxOfficeDetails: 'taxResidences',
  currencyChoice: 'currency',
  declarationAcceptance: 'declarations',
  riskAssessment: 'riskAssessment',
} as const satisfies Record<DataStep, string>;

function isDataStep(step: StepName): step is DataStep {
  return Object.hasOwn(DATA_STEP_KEYS, step);
}

/**
 * What the screen of `step` can be prefilled with: the answer the applicant already gave there (they came back
 * after a login, or went forward again after a correction). Empty when there is none.
 */
export function prefillFor(application: Application, step: StepName): Record<string, unknown> {
  if (!isDataStep(step)) return {};
  const key = DATA_STEP_KEYS[step];
  const stored = application.data[key];
  // The entry's residence answer too: a second tab of the browser has not got it, and the address starts from it.
  return { residenceCountry: application.residenceCountry, ...(stored === undefined ? {} : { [key]: stored }) };
}

/**
 * Every answer the application holds, with the residence country of the entry: what a login in another browser
 * needs so that the step it resumes shows what the applicant gave (issue 17), not empty forms.
 */
export function storedAnswers(application: Application): Record<string, unknown> {
  const answers: Record<string, unknown> = { residenceCountry: application.residenceCountry };
  for (const key of Object.values(DATA_STEP_KEYS)) {
    if (application.data[key] !== undefined) answers[key] = application.data[key];
  }
  return answers;
}
