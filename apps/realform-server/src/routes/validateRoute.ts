import { fieldIssuesToKeys, fieldRules, validateRequestSchema } from '@onboarding/realform-api';
import * as v from 'valibot';
import type { AppDeps } from '../http/AppDeps';
import { answer, formCall } from '../http/formCall';

/**
 * POST /realform/form-{pl|eu}/validate (S0 §5, §7): one field's value against the contract's rule for it.
 * A name without a rule answers success: the step's own call checks what needs other fields, and an
 * error under a field the server knows nothing about would be noise. The answer is 200 either way: the
 * request was fine, the value is what is judged.
 */
export function validateRoute(deps: AppDeps) {
  return formCall(deps, validateRequestSchema, async ({ c, input, t }) => {
    // Object.hasOwn: a field named "constructor" must not find Object's.
    const rule = Object.hasOwn(fieldRules, input.name) ? fieldRules[input.name] : undefined;
    if (!rule) return answer(c, 200, { status: 'success' });
    const result = v.safeParse(rule, input.value, { abortPipeEarly: true });
    if (result.success) return answer(c, 200, { status: 'success' });
    return answer(c, 200, {
      status: 'error',
      errors: { [input.name]: fieldIssuesToKeys(result.issues).map((key) => t(key)) },
    });
  });
}
