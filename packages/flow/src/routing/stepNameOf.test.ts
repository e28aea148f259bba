import { describe, expect, it } from 'vitest';
import { stepNameOf } from './stepNameOf';

describe('stepNameOf (S0 §2 route table)', () => {
  it('names /login newLogin, or restart when the history state says so', () => {
    expect(stepNameOf('/login', null)).toBe('newLogin');
    expect(stepNameOf('/login', { stepName: 'restart' })).toBe('restart');
  });

  it('ignores a trailing slash and names unmatched paths newAccount (NotFound shows the entry screen)', () => {
    expect(stepNameOf('/confirm-phone/', {})).toBe('desktopSms');
    expect(stepNameOf('/no-such-page', {})).toBe('newAccount');
  });

  it('does not trust a state step name that does not belong to the path', () => {
    expect(stepNameOf('/confirm-phone', { stepName: 'accountOpen' })).toBe('desktopSms');
  });
});
