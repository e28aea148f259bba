import { flowMeta, flowStory, type FlowScenario } from '../../../stories/flowStory';
import { submitWhileServerIsSlow, submitWithFieldErrors, submitWithGlobalError } from '../../../stories/play';
import { answer, fieldErrors, globalError, NEVER_ANSWERS } from '../../../stories/realformHandlers';

/** riskAssessment (docs/spec/flow/screens.md#riskassessment): employment, then business nature and position where they apply, source of funds, income, savings. */
const reached: FlowScenario = { path: '/risk-assessment' };
const EMPLOYED = { employmentStatus: 'EMPLOYED', natureOfBusiness: 'ENGINEERING_IT_TECHNOLOGY', position: 'SENIOR_EMPLOYEE', sourceOfFunds: 'EMPLOYMENT', income: '30K_TO_60K_EUR', savings: '16K_TO_30K_EUR' };
const employed: FlowScenario = { ...reached, draft: { riskAssessment: EMPLOYED } };

const meta = {
  title: 'Flow/Data/Risk assessment',
  ...flowMeta(reached),
};
export default meta;

export const Empty = { ...flowStory(reached), tags: ['visual'] };

export const FilledEmployed = flowStory(employed);

/** docs/spec/flow/states.md#risk-assessment, docs/spec/flow/validation.md#risk-assessment: retired — no business nature or position; unemployed and students without work also lose two sources of funds. */
export const FilledRetired = flowStory({ ...reached, draft: { riskAssessment: { employmentStatus: 'RETIRED', sourceOfFunds: 'PENSION', income: 'BELOW_10K_EUR', savings: '60K_TO_100K_EUR' } } });

export const FilledUnemployed = flowStory({ ...reached, draft: { riskAssessment: { employmentStatus: 'UNEMPLOYED', sourceOfFunds: 'SAVINGS_INVESTMENTS', income: 'BELOW_10K_EUR', savings: '10K_TO_16K_EUR' } } });

export const FieldErrors = { ...flowStory(employed, [fieldErrors('riskAssessment', { sourceOfFunds: 'sourceOfFunds.unavailable' })]), play: submitWithFieldErrors };

export const GlobalError = { ...flowStory(employed, [globalError('riskAssessment')]), play: submitWithGlobalError };

export const Loading = { ...flowStory(employed, [answer('riskAssessment', NEVER_ANSWERS)]), play: submitWhileServerIsSlow };
