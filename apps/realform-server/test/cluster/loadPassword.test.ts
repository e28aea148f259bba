import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../src/security/commonPasswords';
import { loadPassword } from './loadDriver';

// The SIGKILL test's applicants stopped now and then at new-account with "among the most common ones" (ci-runs of
// 04e859e: 3 stopped): their passwords must pass the server's check whatever the random bytes.
describe('the load applicants’ passwords', () => {
  it('are never common, also when the random part is digits only', () => {
    expect(isCommonPassword(loadPassword(Uint8Array.of(0x12, 0x34, 0x56, 0x78, 0x90, 0x12)))).toBe(false);
    expect(isCommonPassword(loadPassword(Uint8Array.of(0xab, 0xcd, 0xef, 0x01, 0x23, 0x45)))).toBe(false);
  });
});
