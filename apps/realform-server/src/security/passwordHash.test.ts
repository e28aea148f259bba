import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwordHash';

const FAST = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('stores a salted scrypt hash that names its own parameters', async () => {
    const hash = await hashPassword('Secret-pa55', FAST);
    expect(hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('Secret-pa55');
    expect(await hashPassword('Secret-pa55', FAST)).not.toBe(hash);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Secret-pa55', FAST);
    expect(await verifyPassword('Secret-pa55', hash)).toBe(true);
    expect(await verifyPassword('secret-pa55', hash)).toBe(false);
  });

  it('verifies with the parameters stored in the hash, not the current ones', async () => {
    const old = await hashPassword('Secret-pa55', { N: 2048, r: 4, p: 2 });
    expect(await verifyPassword('Secret-pa55', old)).toBe(true);
  });

  it('matches the same password typed with composed or decomposed accents', async () => {
    const hash = await hashPassword('Zażółć-1A', FAST);
    expect(await verifyPassword('Zażółć-1A'.normalize('NFD'), hash)).toBe(true);
  });

  it('never verifies against a malformed hash', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'plain-text-password')).toBe(false);
    expect(await verifyPassword('x', '$scrypt$ln=10,r=8,p=1$c2FsdA$')).toBe(false);
  });

  it('refuses cost parameters scrypt cannot use', async () => {
    await expect(hashPassword('x', { N: 1000, r: 8, p: 1 })).rejects.toThrow(/power of two/);
  });
});
