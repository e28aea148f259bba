import type { ScryptOptions } from 'node:crypto';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, which isolated modules cannot read). */
const ARGON2ID_ALGORITHM = 2;

/**
 * One run of a password KDF, as reported to a {@link KdfProbe}: what ran (`verify` a stored hash, `hash` a new one,
 * `pad` work added so a failed sign-in costs the same whatever the account, see passwordCheck.ts) and with what cost.
 */
export interface KdfUse {
  op: 'verify' | 'hash' | 'pad';
  algorithm: 'argon2id' | 'scrypt' | 'none';
  memoryKiB: number;
  iterations: number;
  parallelism: number;
}

/** Called before every KDF run (tests count them: ASVS 6.2.4 and the sign-in limiter, issue 14 findings 5 and 12). */
export type KdfProbe = (use: KdfUse) => void;

/** Argon2id's cost parameters: memory in KiB, passes over it, and lanes. */
export interface PasswordHashing {
  memoryKiB: number;
  iterations: number;
  parallelism: number;
}

/**
 * docs/security.md#passwords asks for a memory-hard KDF. Argon2id is OWASP's first choice, and the OWASP Password Storage Cheat
 * Sheet lists five configurations that "provide an equal level of defense" (a trade between CPU and memory):
 * m=47 MiB t=1, m=19 MiB t=2, m=12 MiB t=3, m=9 MiB t=4, m=7 MiB t=5, all p=1. This is m=7 MiB, t=5, p=1, the
 * cheapest of them here: on this project's 2-core machine, with the pauses between hashes that real sign-ups have
 * (in a tight loop the differences shrink: 6.2, 6.8, 7.9 ms), a hash costs about 7.3 ms, against 9.1 ms for
 * 12 MiB/t=3 and 11.3 ms for the 19 MiB/t=2 baseline; it also holds the least memory per sign-up in flight. It runs
 * on libuv's thread pool, not the event loop. Stored hashes carry their own parameters, so hashes made with other
 * settings (the 19 MiB baseline before) keep verifying.
 */
export const DEFAULT_PASSWORD_HASHING: PasswordHashing = { memoryKiB: 7_168, iterations: 5, parallelism: 1 };

// Unicode has several encodings of the same visible password (composed ä or a + combining mark): NFC makes a
// password typed on another keyboard match.
function normalize(password: string): string {
  return password.normalize('NFC');
}

function assertParameters({ memoryKiB, iterations, parallelism }: PasswordHashing): void {
  if (!Number.isInteger(parallelism) || parallelism < 1 || parallelism > 255) {
    throw new RangeError(`Argon2 parallelism must be an integer from 1 to 255, got ${parallelism}.`);
  }
  if (!Number.isInteger(memoryKiB) || memoryKiB < 8 * parallelism) {
    throw new RangeError(`Argon2 memory must be at least 8 KiB per lane (${8 * parallelism}), got ${memoryKiB}. Use e.g. 19456.`);
  }
  if (!Number.isInteger(iterations) || iterations < 1) {
    throw new RangeError(`Argon2 iterations must be a positive integer, got ${iterations}.`);
  }
}

/**
 * Hashes a password with Argon2id and a random salt, as a self-describing PHC string
 * `$argon2id$v=19$m=7168,t=5,p=1$<salt>$<hash>`.
 */
export async function hashPassword(password: string, parameters: PasswordHashing = DEFAULT_PASSWORD_HASHING, probe?: KdfProbe): Promise<string> {
  assertParameters(parameters);
  probe?.({ op: 'hash', algorithm: 'argon2id', ...parameters });
  return argon2Hash(normalize(password), {
    algorithm: ARGON2ID_ALGORITHM,
    memoryCost: parameters.memoryKiB,
    timeCost: parameters.iterations,
    parallelism: parameters.parallelism,
  });
}

const ARGON2ID = /^\$argon2id\$v=19\$m=\d{1,7},t=\d{1,3},p=\d{1,3}\$[A-Za-z0-9+/]{11,}\$[A-Za-z0-9+/]{16,}$/;
// Hashes written before the move to Argon2id (scrypt, N=2^15) keep verifying.
const SCRYPT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

async function verifyScrypt(password: string, match: RegExpExecArray): Promise<boolean> {
  const [, ln, r, p, salt, hash] = match;
  const N = 2 ** Number(ln);
  const expected = Buffer.from(hash ?? '', 'base64url');
  if (expected.length === 0) return false;
  // scrypt needs 128·N·r bytes; Node's default cap is 32 MiB.
  const options = { N, r: Number(r), p: Number(p), maxmem: 256 * N * Number(r) * Number(p) + 1024 * 1024 };
  const actual = await scryptAsync(normalize(password), Buffer.from(salt ?? '', 'base64url'), expected.length, options);
  return timingSafeEqual(actual, expected);
}

const ARGON2ID_PARAMETERS = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,3})\$/;
const SCRYPT_PARAMETERS = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,3}),p=(\d{1,3})\$/;

/**
 * The cost a stored hash (or its `$alg$params$` prefix) was made with, as Argon2id-like parameters (scrypt: its
 * memory, 128·N·r·p bytes, in KiB, one pass); null when unreadable.
 */
export function storedHashCost(stored: string): KdfUse | null {
  const argon = ARGON2ID_PARAMETERS.exec(stored);
  if (argon) {
    return { op: 'verify', algorithm: 'argon2id', memoryKiB: Number(argon[1]), iterations: Number(argon[2]), parallelism: Number(argon[3]) };
  }
  const legacy = SCRYPT_PARAMETERS.exec(stored);
  if (legacy) {
    const [, ln, r, p] = legacy;
    return { op: 'verify', algorithm: 'scrypt', memoryKiB: (128 * 2 ** Number(ln) * Number(r) * Number(p)) / 1024, iterations: 1, parallelism: Number(p) };
  }
  return null;
}

/** The work of a KDF run in KiB·passes (Argon2's cost grows with memory times passes). */
export function kdfWork(cost: Pick<KdfUse, 'memoryKiB' | 'iterations'>): number {
  return cost.memoryKiB * cost.iterations;
}

/** Whether a stored hash was made with other parameters than the configured ones (or another algorithm): rehash it. */
export function needsRehash(stored: string, configured: PasswordHashing): boolean {
  const cost = storedHashCost(stored);
  return (
    cost === null ||
    cost.algorithm !== 'argon2id' ||
    cost.memoryKiB !== configured.memoryKiB ||
    cost.iterations !== configured.iterations ||
    cost.parallelism !== configured.parallelism
  );
}

/**
 * Runs Argon2id over random bytes for about `work` KiB·passes (at least 8 KiB, one pass): the padding that makes a
 * cheaper check cost as much as the most expensive one (passwordCheck.ts).
 */
export async function padKdfWork(work: number, probe?: KdfProbe): Promise<void> {
  if (work < 8) return;
  const iterations = Math.max(1, Math.ceil(work / (64 * 1024)));
  const memoryKiB = Math.max(8, Math.round(work / iterations));
  probe?.({ op: 'pad', algorithm: 'argon2id', memoryKiB, iterations, parallelism: 1 });
  await argon2Hash(randomBytes(16), { algorithm: ARGON2ID_ALGORITHM, memoryCost: memoryKiB, timeCost: iterations, parallelism: 1 });
}

/** Checks a password against a stored hash in constant time; a malformed hash never verifies. */
export async function verifyPassword(password: string, stored: string, probe?: KdfProbe): Promise<boolean> {
  if (probe) probe(storedHashCost(stored) ?? { op: 'verify', algorithm: 'none', memoryKiB: 0, iterations: 0, parallelism: 0 });
  if (ARGON2ID.test(stored)) {
    try {
      return await argon2Verify(stored, normalize(password));
    } catch {
      return false;
    }
  }
  const legacy = SCRYPT.exec(stored);
  return legacy ? verifyScrypt(password, legacy).catch(() => false) : false;
}
