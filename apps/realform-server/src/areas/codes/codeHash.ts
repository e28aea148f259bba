import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@onboarding/realform-api';

/** A fresh code: CODE_LENGTH digits from the CSPRNG (docs/security.md#one-time-codes), leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/** A random per-code salt (128 bits). */
export function generateSalt(): string {
  return randomBytes(16).toString('base64url');
}

/** HMAC-SHA-256 of the code keyed with its salt: what the database keeps instead of the code. */
export function hashCode(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code, 'utf8').digest('hex');
}

/** Compares a typed code with a stored hash in constant time. */
export function codeMatches(code: string, salt: string, storedHash: string): boolean {
  const actual = Buffer.from(hashCode(code, salt), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
