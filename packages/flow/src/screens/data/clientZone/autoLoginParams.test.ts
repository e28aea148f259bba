import { AUTO_LOGIN_URL_PARAMS_MAX_LENGTH } from '@onboarding/realform-api';
import { describe, expect, it } from 'vitest';
import { autoLoginUrlParams } from './autoLoginParams';

describe('urlParams of the automatic login (docs/spec/flow/calls.md#client-zone-auto-login)', () => {
  it("keeps the entry query's source and ad parameters, without the flow's own tokens", () => {
    expect(autoLoginUrlParams({ from: 'mail', utm_source: 'x y', token: 'secret', UserToken: 'u', qrCode: 'true', mobile: 'true' })).toBe('from=mail&utm_source=x+y');
  });

  it('drops whole parameters from the end beyond the length the server accepts', () => {
    const long = 'a'.repeat(AUTO_LOGIN_URL_PARAMS_MAX_LENGTH - 20);
    expect(autoLoginUrlParams({ from: 'x', gclid: long, utm_term: 'abcdefghijkl' })).toBe(`from=x&gclid=${long}`);
    expect(autoLoginUrlParams({ gclid: 'a'.repeat(AUTO_LOGIN_URL_PARAMS_MAX_LENGTH + 1) })).toBe('');
  });
});
