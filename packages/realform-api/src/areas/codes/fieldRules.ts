import type { GenericSchema } from 'valibot';
import { confirmEmailCodeSchema, phoneVerificationCodeSchema } from './codeFields';
import { phoneNumberPrefixSchema, phoneNumberSchema } from './phone';

/**
 * Field rules of the codes area behind the validate call (merged into fieldRules). The phone number alone is
 * checked for form (docs/spec/flow/validation.md#field-validation-on-blur); whether it exists in the prefix's country is the send call's job, which has both.
 */
export const codeFieldRules: Record<string, GenericSchema> = {
  phoneNumber: phoneNumberSchema,
  phoneNumberPrefix: phoneNumberPrefixSchema,
  phoneVerificationCode2: phoneVerificationCodeSchema,
  confirmEmailCode2: confirmEmailCodeSchema,
};
