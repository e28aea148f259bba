import type { MessageKey, PersonalData, TaxResidences } from '@onboarding/realform-api';
import { birthDateProblemOn, calendarDateOf, consentsFor, personalDataDayProblems } from '@onboarding/realform-api';
import type { StepsDeps } from './stepsApp';
import type { Application } from '../../store/applicationStore';
import { nextAfterDataStep, submittableFrom } from './flowOrder';
import type { StoredDenial } from './denial';
import type { StepOutcome } from '../../http/stepRoute';
import { stepRoute } from '../../http/stepRoute';
import { DATA_STEP_KEYS, prefillFor, storedAnswers } from './stepData';

/**
 * A data step's success: its answer stored under its own key and sent back as stored (normalised: what the
 * review screens show), the next step, and that step's earlier answer for prefill.
 */
function saved(application: Application, step: keyof typeof DATA_STEP_KEYS, value: unknown, extraContent: Record<string, unknown> = {}): StepOutcome {
  const next = nextAfterDataStep(step, application.currentStep);
  const key = DATA_STEP_KEYS[step];
  return {
    next,
    data: { [key]: value },
    extra: { dataContent: { ...prefillFor(application, next), [key]: value, ...extraContent } },
  };
}

/**
 * POST form-{pl|eu}/personal-data-confirm (docs/spec/flow/screens.md#personaldataconfirm personalDataConfirm). Beyond the contract's rules it judges
 * against today (in Warsaw) with the contract's rules of a day (`personalDataDayProblems`, the same the flow
 * applies on the field): a date of birth in the future, under 18 or over 120 years ago, a PESEL that encodes such
 * a date, and an expired document are field errors the applicant can correct — a typo in the birth year never
 * ends the application (issue 18).
 *
 * The one denial left is the verified identity document's (`identityVerification.documentBirthDate`, kept by the
 * identity check): a holder under 18 cannot be corrected by typing. It is asked first — the answer stays on the
 * step with `dataContent.denialPending` — and decided only when the applicant sends `confirmDenial`; then the
 * application ends (`onboardingDenied`, docs/spec/flow/states.md#step-order) with its reason and nothing of their data is kept.
 */
export function personalDataRoute(deps: StepsDeps) {
  return stepRoute(deps, 'personalDataConfirm', {
    from: submittableFrom('personalDataConfirm'),
    handle: async ({ input, application, now }) => {
      const personalData: PersonalData = input.personalData;
      const today = calendarDateOf(now);
      // Only the fields with a problem are set.
      const problems = personalDataDayProblems(personalData, today) as Record<string, MessageKey>;
      if (Object.keys(problems).length > 0) return { errors: problems };
      const documentBirthDate = documentBirthDateOf(application.data.identityVerification);
      if (documentBirthDate && birthDateProblemOn(documentBirthDate, today) === 'underage') {
        const reason = 'underageDocument' as const;
        if (!input.confirmDenial) return { extra: { dataContent: { denialPending: { reason } } } };
        deps.logger.info('application denied', { reason });
        const denial: StoredDenial = { reason, at: now.toISOString() };
        return { next: 'onboardingDenied', data: { denial }, extra: { dataContent: { denial: { reason } } } };
      }
      return saved(application, 'personalDataConfirm', personalData);
    },
  });
}

/** The date of birth the identity check read from a verified document (`IdentityVerification.documentBirthDate`). */
function documentBirthDateOf(identityVerification: unknown): string | null {
  if (typeof identityVerification !== 'object' || identityVerification === null) return null;
  const { result, documentBirthDate } = identityVerification as { result?: unknown; documentBirthDate?: unknown };
  // Only a document the check passed speaks for the applicant: a failed one may have been read wrongly.
  return typeof result === 'string' && result.toLowerCase() === 'passed' && typeof documentBirthDate === 'string' ? documentBirthDate : null;
}

/** POST form-{pl|eu}/address-details (docs/spec/flow/calls.md#named-actions action ADDRESS_DETAILS). */
export function addressRoute(deps: StepsDeps) {
  return stepRoute(deps, 'addressDetails', {
    from: submittableFrom('addressDetails'),
    handle: async ({ input, application }) => saved(application, 'addressDetails', input.address),
  });
}

/**
 * POST form-{pl|eu}/tax-office-details (docs/spec/flow/calls.md#named-actions action TAX_OFFICE_DETAILS). A Polish residence's PESEL must be the
 * one of the personal data, when the applicant gave one there.
 */
export function taxResidencesRoute(deps: StepsDeps) {
  return stepRoute(deps, 'taxOfficeDetails', {
    from: submittableFrom('taxOfficeDetails'),
    handle: async ({ input, application }) => {
      const taxResidences: TaxResidences = input.taxResidences;
      const personalPesel = (application.data.personalData as PersonalData | undefined)?.pesel;
      const prefixes = ['first', 'second', 'third'] as const;
      const errors: StepOutcome['errors'] = {};
      taxResidences.residences.forEach((residence, index) => {
        if ('pesel' in residence && personalPesel && residence.pesel !== personalPesel) {
          errors[`${prefixes[index]}PolandTaxResidentPesel`] = 'polandTaxResidentPesel.mismatch';
        }
      });
      if (Object.keys(errors).length > 0) return { errors };
      return saved(application, 'taxOfficeDetails', taxResidences);
    },
  });
}

/**
 * POST form-{pl|eu}/currency-choice (docs/spec/flow/calls.md#step-calls action CURRENCY). The answer carries the consent list of the
 * declarations step it leads to (docs/spec/flow/validation.md#declarations: the KID and risk checkboxes "appear only if the consent list includes them").
 */
export function currencyRoute(deps: StepsDeps) {
  return stepRoute(deps, 'currencyChoice', {
    from: submittableFrom('currencyChoice'),
    handle: async ({ input, application }) =>
      saved(application, 'currencyChoice', { currencyChoice: input.currencyChoice }, { consents: consentsFor(input.brand) }),
  });
}

/** POST form-{pl|eu}/declaration-acceptance (docs/spec/flow/calls.md#named-actions action DECLARATION_ACCEPTANCE); every answer names the brand's consents. */
export function declarationsRoute(deps: StepsDeps) {
  return stepRoute(deps, 'declarationAcceptance', {
    from: submittableFrom('declarationAcceptance'),
    handle: async ({ input, application }) =>
      saved(application, 'declarationAcceptance', input.declarations, { consents: consentsFor(input.brand) }),
  });
}

/** POST form-{pl|eu}/risk-assessment (docs/spec/flow/calls.md#named-actions action RISK_ASSESSMENT): the last data step; then accountOpen. */
export function riskAssessmentRoute(deps: StepsDeps) {
  return stepRoute(deps, 'riskAssessment', {
    from: submittableFrom('riskAssessment'),
    handle: async ({ input, application }) => saved(application, 'riskAssessment', input.riskAssessment),
  });
}

/**
 * POST form-{pl|eu}/get-answers: every answer the application holds and the entry's residence country, at any step,
 * moving nothing. A new tab of the same session (a deep link, a browser reopened within the session) holds none of
 * them — the page keeps its answers per tab — and its forms would start empty, the tax step even asking the question
 * for a missing citizenship.
 */
export function getAnswersRoute(deps: StepsDeps) {
  return stepRoute(deps, 'getAnswers', {
    from: 'any',
    handle: async ({ application }) => ({ extra: { dataContent: storedAnswers(application) } }),
  });
}
