import type { StandardResponse, ValidateRequest } from '@onboarding/realform-api';
import { calendarDateOf, dateFieldProblemOn, fieldIssuesToKeys, fieldRules, validateRequestSchema } from '@onboarding/realform-api';
import * as v from 'valibot';
import type { SessionDeps } from './sessionApp';
import { answer, formCall } from '../../http/formCall';
import { isCommonPassword } from '../../security/commonPasswords';
import type { Translate } from '../../i18n/translator';

// The answer of every valid value, serialised once (the lean path writes it as it is).
const VALID: StandardResponse = { status: 'success' };
export const VALID_JSON = JSON.stringify(VALID);

/**
 * One field's value against the contract's rule for it (docs/spec/flow/validation.md). A name without a rule answers success: the step's
 * own call checks what needs other fields, and an error under a field the server knows nothing about would be
 * noise. Either way the HTTP status is 200: the request was fine, the value is what is judged. A date of birth, a
 * PESEL and a document's expiry are also judged against the server's day (`now`): the age rule shows on blur, where
 * the applicant can still correct a typo (issue 18).
 */
export function validateField(input: Pick<ValidateRequest, 'name' | 'value'>, t: Translate, now: Date): StandardResponse {
  // Object.hasOwn: a field named "constructor" must not find Object's.
  const rule = Object.hasOwn(fieldRules, input.name) ? fieldRules[input.name] : undefined;
  if (!rule) return VALID;
  const result = v.safeParse(rule, input.value, { abortPipeEarly: true });
  // A registration password that passes the contract's rules may still be a common one (checked here, not in the
  // contract: the list stays on the server). new-account refuses it the same way.
  if (result.success && input.name === 'password' && typeof input.value === 'string' && isCommonPassword(input.value)) {
    return { status: 'error', errors: { password: [t('password.common')] } };
  }
  if (result.success) {
    const dayProblem = dateFieldProblemOn(input.name, result.output, calendarDateOf(now));
    return dayProblem ? { status: 'error', errors: { [input.name]: [t(dayProblem)] } } : VALID;
  }
  return { status: 'error', errors: { [input.name]: fieldIssuesToKeys(result.issues).map((key) => t(key)) } };
}

/**
 * POST /realform/form-{pl|eu}/validate (docs/spec/flow/validation.md, docs/spec/flow/calls.md) through the Hono pipeline: in process (tests, embedding). A
 * listening server answers it on the lean path (`leanValidate`) with the same rules and answers.
 */
export function validateRoute(deps: SessionDeps) {
  return formCall(deps, validateRequestSchema, async ({ c, input, t, now }) => answer(c, 200, validateField(input, t, now)));
}
