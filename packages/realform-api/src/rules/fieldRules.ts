import type { GenericSchema } from 'valibot';
import * as v from 'valibot';
import { codeFieldRules } from '../areas/codes/fieldRules';
import { documentFieldRules } from '../areas/documents/fieldRules';
import { stepFieldRules } from '../areas/steps/fieldRules';
import { emailSchema } from './email';
import { passwordSchema } from './password';
import { residenceCountrySchema } from './residenceCountry';
import { pure } from '../pure';

/**
 * The rules behind the validate call (docs/spec/flow/validation.md#field-validation-on-blur "Every field is validated on blur through the server validate
 * call"), by field name. Only fields that can be judged alone are here: `confirmEmail` needs `email` and is
 * checked by the step's own schema. A name without a rule has nothing to check and validates as success.
 */
export const fieldRules: Record<string, GenericSchema> = pure(() => ({
  email: emailSchema,
  password: passwordSchema,
  residenceCountry: residenceCountrySchema,
  termsAccepted: v.literal(true, 'terms.required'),
  marketingAgreement: v.boolean('field.invalid'),
  loginEmail: v.pipe(v.string('loginEmail.required'), v.trim(), v.nonEmpty('loginEmail.required')),
  loginPassword: v.pipe(v.string('loginPassword.required'), v.nonEmpty('loginPassword.required')),
  ...stepFieldRules,
  ...codeFieldRules,
  ...documentFieldRules,
}));
