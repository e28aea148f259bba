import { flowMeta, flowStory, type FlowScenario } from '../../../stories/flowStory';
import { submitWhileServerIsSlow, submitWithFieldErrors, submitWithGlobalError } from '../../../stories/play';
import { answer, fieldErrors, globalError, NEVER_ANSWERS } from '../../../stories/realformHandlers';

/** declarationAcceptance (docs/spec/flow/screens.md#declarationacceptance, docs/spec/flow/validation.md#declarations): US taxpayer, PEP, data user, the documents, the consents the server lists. */
const CONSENTS = ['RECEIVED_KID', 'UNDERSTOOD_FEATURES_AND_RISKS', 'AWARE_OF_LOSS_AND_CREDIT_RISKS'];
const reached: FlowScenario = { path: '/declaration-acceptance', draft: { consents: CONSENTS } };

const ANSWERED = {
  usaTaxPayer: false,
  pepDeclaration: false,
  dataUserDeclaration: 'NON_PROFESSIONAL_DATA_USER_DECLARATION',
  documentsAcceptance: true,
  receivedKid: true,
  understoodFeaturesAndRisks: true,
  awareOfLossAndCreditRisks: true,
  // docs/spec/flow/validation.md#risk-assessment: asked only outside Polish and English; kept ticked so the story is complete in any toolbar locale.
  confirmEnglishKnowledgeAgreement: true,
};
const filled: FlowScenario = { ...reached, draft: { ...reached.draft, declarations: ANSWERED } };

const meta = {
  title: 'Flow/Data/Declarations',
  ...flowMeta(reached),
};
export default meta;

export const Empty = { ...flowStory(reached), tags: ['visual'] };

export const Filled = flowStory(filled);

/** Without consents listed by the server (docs/spec/flow/validation.md#declarations: the three boxes appear only if listed). */
export const WithoutListedConsents = flowStory({ ...filled, draft: { ...filled.draft, consents: [] } });

const usTaxpayer: FlowScenario = { ...reached, draft: { ...reached.draft, declarations: { ...ANSWERED, usaTaxPayer: true, usaTin: '123-45-6789' } } };

/** docs/spec/flow/states.md#tax-residence: a US taxpayer gives the US TIN. */
export const UsTaxpayer = flowStory(usTaxpayer);

/** The server refuses the US TIN (a number that cannot be one). */
export const FieldErrors = { ...flowStory(usTaxpayer, [fieldErrors('declarationAcceptance', { usaTin: 'usaTin.invalid' })]), play: submitWithFieldErrors };

export const GlobalError = { ...flowStory(filled, [globalError('declarationAcceptance')]), play: submitWithGlobalError };

export const Loading = { ...flowStory(filled, [answer('declarationAcceptance', NEVER_ANSWERS)]), play: submitWhileServerIsSlow };
