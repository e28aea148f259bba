// Logs carry no personal data (docs/security.md#logs): no e-mail addresses, passwords, tokens or bodies.

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/gu;
// Session tokens (43 base64url characters), hashes and other long opaque strings.
const OPAQUE = /[A-Za-z0-9_-]{32,}/g;
const SENSITIVE_KEY = /pass|token|secret|e-?mail|auth|cookie|captcha|session|phone|pesel|(first|last|full)_?name|address|^ip$/i;

const MAX_DEPTH = 4;

/** Removes e-mail addresses and token-like strings from a text. */
export function redactText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(OPAQUE, '[redacted]');
}

/**
 * A copy of a log value safe to write: sensitive keys blanked, e-mails and tokens masked in every string,
 * errors reduced to name, message and stack (all masked).
 */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (value instanceof Error) {
    const redacted: Record<string, unknown> = { name: value.name, message: redactText(value.message) };
    if (value.stack) redacted.stack = redactText(value.stack);
    const code = (value as { code?: unknown }).code;
    if (typeof code === 'string') redacted.code = code;
    if (value.cause !== undefined) redacted.cause = redact(value.cause, depth + 1);
    return redacted;
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SENSITIVE_KEY.test(key) ? '[redacted]' : redact(item, depth + 1)]),
  );
}
