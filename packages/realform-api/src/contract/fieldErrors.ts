import type { BaseIssue } from 'valibot';
import type { MessageKey } from '../messages';
import { isMessageKey } from '../messages';
import { COMMON_REQUEST_FIELDS } from './common';
import { pure } from '../pure';

/** Field errors as message keys, before translation. */
export interface FieldErrorKeys {
  /** Field name → the message key of the first rule that failed (docs/spec/flow/errors.md#field-errors: the first message per field is shown). */
  errors: Record<string, MessageKey[]>;
  /** Set when the request itself is broken (not an object, a bad token or locale): nothing for a field to show. */
  globalError?: MessageKey;
}

// A key missing from the body names its own "required" message where the field has one.
const REQUIRED_MESSAGES: Partial<Record<string, MessageKey>> = {
  email: 'email.required',
  confirmEmail: 'confirmEmail.required',
  password: 'password.required',
  residenceCountry: 'residenceCountry.required',
  termsAccepted: 'terms.required',
  recaptchaToken: 'captcha.required',
  loginEmail: 'loginEmail.required',
  loginPassword: 'loginPassword.required',
};

// Fields with no input of their own on the page: their problems go to the global banner (docs/spec/flow/errors.md#global-error).
const GLOBAL_FIELDS = pure(
  () => new Set<string>([...COMMON_REQUEST_FIELDS, 'recaptchaToken', 'tmsc', 'session_count', 'session_id', 'client_id', 'source', 'sentSmsCount']),
);

/**
 * Turns valibot issues of a request schema (parsed without `abortPipeEarly`, so body-level checks such as the
 * e-mail confirmation still run when another field fails) into the standard response's `errors` map (as keys). Issues on
 * the body as a whole or on fields without an input of their own (token, languageCode, branchCode, brand,
 * the bot-check token, tracking data) become one global error: the applicant cannot fix them from a field.
 */
export function issuesToFieldErrors(issues: readonly BaseIssue<unknown>[]): FieldErrorKeys {
  const result: FieldErrorKeys = { errors: {} };
  for (const issue of issues) {
    const first = issue.path?.[0];
    const field = first && typeof first.key === 'string' ? first.key : undefined;
    if (field === undefined) {
      result.globalError ??= 'request.malformed';
      continue;
    }
    const missing = issue.path?.length === 1 && first?.origin === 'key';
    if (GLOBAL_FIELDS.has(field)) {
      const key = missing ? REQUIRED_MESSAGES[field] : isMessageKey(issue.message) ? issue.message : undefined;
      result.globalError ??= key ?? 'request.malformed';
      continue;
    }
    const key: MessageKey = missing
      ? (REQUIRED_MESSAGES[field] ?? 'field.required')
      : isMessageKey(issue.message)
        ? issue.message
        : 'field.invalid';
    // One message per field: the first failed rule says what to fix first; the rest would repeat it.
    result.errors[field] ??= [key];
  }
  return result;
}

/** The validate call's answer for one field: its issues' keys under the field's own name. */
export function fieldIssuesToKeys(issues: readonly BaseIssue<unknown>[]): MessageKey[] {
  const keys: MessageKey[] = [];
  for (const issue of issues) {
    const key: MessageKey = isMessageKey(issue.message) ? issue.message : 'field.invalid';
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}
