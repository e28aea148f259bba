import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits (docs/security.md#session-tokens), base64url: 43 characters. */
const TOKEN_BYTES = 32;

export function generateSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * What the database keeps instead of the token. A fast hash is enough: the token has 256 bits of entropy, so
 * there is nothing to brute-force, and a leaked table gives no usable tokens.
 */
export function hashSessionToken(token: string): string {
  return sha256(token);
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
