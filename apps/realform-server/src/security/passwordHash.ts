import type { ScryptOptions } from 'node:crypto';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters: N (CPU/memory, a power of two), r (block size), p (parallelism). */
export interface PasswordHashing {
  N: number;
  r: number;
  p: number;
}

/**
 * N=2^15, r=8, p=1: 32 MiB and tens of milliseconds per hash. OWASP's cheat sheet rates N=2^17 (p=1) or
 * N=2^15 with p=3 as its minimum; production should raise N or p where memory and CPU allow — stored
 * hashes carry their own parameters, so old ones keep verifying.
 */
export const DEFAULT_PASSWORD_HASHING: PasswordHashing = { N: 2 ** 15, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = '$scrypt$';

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function options({ N, r, p }: PasswordHashing): ScryptOptions {
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is exactly the default cost, so give headroom.
  return { N, r, p, maxmem: 256 * N * r * p + 1024 * 1024 };
}

function assertParameters({ N, r, p }: PasswordHashing): void {
  if (!Number.isInteger(N) || N < 2 || (N & (N - 1)) !== 0) {
    throw new RangeError(`scrypt N must be a power of two ≥ 2, got ${N}. Use e.g. 2 ** 15.`);
  }
  if (!Number.isInteger(r) || r < 1 || !Number.isInteger(p) || p < 1) {
    throw new RangeError(`scrypt r and p must be positive integers, got r=${r}, p=${p}.`);
  }
}

// Unicode has several encodings of the same visible password (composed ä or a + combining mark): NFC makes a
// password typed on another keyboard match.
function normalize(password: string): string {
  return password.normalize('NFC');
}

/**
 * Hashes a password with scrypt (memory-hard) and a random salt, as a self-describing string in the PHC
 * format `$scrypt$ln=15,r=8,p=1$<salt>$<hash>`, so later cost changes still verify old hashes.
 */
export async function hashPassword(password: string, parameters: PasswordHashing = DEFAULT_PASSWORD_HASHING): Promise<string> {
  assertParameters(parameters);
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(normalize(password), salt, KEY_BYTES, options(parameters));
  const ln = Math.log2(parameters.N);
  return `${PREFIX}ln=${ln},r=${parameters.r},p=${parameters.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** Checks a password against a stored hash in constant time; a malformed hash never verifies. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC.exec(stored);
  if (!match) return false;
  const [, ln, r, p, salt, hash] = match;
  const parameters = { N: 2 ** Number(ln), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hash ?? '', 'base64url');
  if (expected.length === 0) return false;
  const actual = await scryptAsync(normalize(password), Buffer.from(salt ?? '', 'base64url'), expected.length, options(parameters));
  return timingSafeEqual(actual, expected);
}
