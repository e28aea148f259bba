import * as v from 'valibot';

/** RFC 5321: 254 characters for the whole address (what fits in a path), 64 for the local part. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

// docs/spec/flow/validation.md: "local@domain with allowed characters, no spaces".
// Local part: the RFC 5322 dot-atom (the same characters as the browser's type=email), without leading,
// trailing or doubled dots. ASCII only: few mail systems deliver to non-ASCII local parts.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// Domain: at least two labels; labels of letters (any script: internationalised domains such as żółw.pl
// are real) and digits, inner hyphens, at most 63 characters; the top-level label is letters or punycode.
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL_LABEL = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

function isValidTrimmedEmail(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > EMAIL_LOCAL_PART_MAX_LENGTH || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const topLevel = labels.at(-1) ?? '';
  return labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL_LABEL.test(topLevel);
}

/**
 * The e-mail rule both sides apply. Surrounding whitespace is trimmed first (phone keyboards append a space
 * after autocompletion); a space anywhere inside is an error.
 */
export const emailSchema = v.pipe(
  v.string('email.required'),
  v.trim(),
  v.nonEmpty('email.required'),
  v.check(isValidTrimmedEmail, 'email.invalid'),
);

/** docs/spec/flow/validation.md#e-mail e-mail rule; surrounding whitespace is ignored as in {@link emailSchema}. */
export function isValidEmail(email: string): boolean {
  return isValidTrimmedEmail(email.trim());
}

/** How the server stores and compares addresses: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
