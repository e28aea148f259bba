import * as v from 'valibot';
import { CODE_LENGTH } from './codeConstants';

const SIX_DIGITS = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** docs/spec/flow/entities.md#phone phoneVerificationCode2: the code from the text message, exactly {@link CODE_LENGTH} digits. */
export const phoneVerificationCodeSchema = v.pipe(
  v.string('phoneVerificationCode.invalid'),
  v.trim(),
  v.regex(SIX_DIGITS, 'phoneVerificationCode.invalid'),
);

/** docs/spec/flow/validation.md#phone-and-codes "E-mail code valid only with exactly 6 digits" (confirmEmailCode2). */
export const confirmEmailCodeSchema = v.pipe(
  v.string('confirmEmailCode.invalid'),
  v.trim(),
  v.regex(SIX_DIGITS, 'confirmEmailCode.invalid'),
);

/** The bot-check token of the confirm-phone buttons (docs/spec/flow/screens.md: "a captcha-protected confirm-phone button"). */
export const phoneRecaptchaTokenSchema = v.pipe(
  v.string('captcha.required'),
  v.nonEmpty('captcha.required'),
  v.maxLength(4096, 'captcha.failed'),
);

/** docs/spec/flow/entities.md#phone sentSmsCount: the page's own count of sends. The server counts for itself; this is only reported. */
export const sentSmsCountSchema = v.pipe(v.number('request.malformed'), v.integer('request.malformed'), v.minValue(0, 'request.malformed'), v.maxValue(1000, 'request.malformed'));
