import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwordHash';

const FAST = { memoryKiB: 64, iterations: 1, parallelism: 1 };

describe('password hashing', () => {
  it('stores a salted Argon2id hash that names its own parameters', async () => {
    const hash = await hashPassword('Secret-pa55', FAST);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(hash).not.toContain('Secret-pa55');
    expect(await hashPassword('Secret-pa55', FAST)).not.toBe(hash);
  });

  it('uses an OWASP configuration (7 MiB, 5 passes, 1 lane) unless told otherwise', async () => {
    expect(await hashPassword('Secret-pa55')).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
  });

  it('still verifies hashes made with the earlier 19 MiB baseline', async () => {
    const baseline = await hashPassword('Secret-pa55', { memoryKiB: 19_456, iterations: 2, parallelism: 1 });
    expect(baseline).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('Secret-pa55', baseline)).toBe(true);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Secret-pa55', FAST);
    expect(await verifyPassword('Secret-pa55', hash)).toBe(true);
    expect(await verifyPassword('secret-pa55', hash)).toBe(false);
  });

  it('verifies with the parameters stored in the hash, not the current ones', async () => {
    const old = await hashPassword('Secret-pa55', { memoryKiB: 128, iterations: 3, parallelism: 2 });
    expect(await verifyPassword('Secret-pa55', old)).toBe(true);
  });

  it('still verifies the scrypt hashes stored before Argon2id', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('Secret-pa55', salt, 32, { N: 1024, r: 8, p: 1 });
    const legacy = `$scrypt$ln=10,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('Secret-pa55', legacy)).toBe(true);
    expect(await verifyPassword('Secret-pa56', legacy)).toBe(false);
  });

  it('matches the same password typed with composed or decomposed accents', async () => {
    const hash = await hashPassword('Zażółć-1A', FAST);
    expect(await verifyPassword('Zażółć-1A'.normalize('NFD'), hash)).toBe(true);
  });

  it('never verifies against a malformed hash', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'plain-text-password')).toBe(false);
    expect(await verifyPassword('x', '$scrypt$ln=10,r=8,p=1$c2FsdA$')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$v=19$m=64,t=1,p=1$c2FsdHNhbHQ$AAAA')).toBe(false);
  });

  it('refuses cost parameters Argon2 cannot use', async () => {
    await expect(hashPassword('x', { memoryKiB: 4, iterations: 1, parallelism: 1 })).rejects.toThrow(/at least 8 KiB/);
    await expect(hashPassword('x', { memoryKiB: 64, iterations: 0, parallelism: 1 })).rejects.toThrow(/iterations/);
  });
});
