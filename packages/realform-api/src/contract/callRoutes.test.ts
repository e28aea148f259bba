import { describe, expect, it } from 'vitest';
import { CALL_ROUTES, callPath } from './callRoutes';
import { CALLS } from './calls';

describe('the call routes the client reads', () => {
  it('name every call of the contract, at the same base and path, with the same answer schema', () => {
    expect(Object.keys(CALL_ROUTES).sort()).toEqual(Object.keys(CALLS).sort());
    for (const [name, call] of Object.entries(CALLS)) {
      const route = CALL_ROUTES[name as keyof typeof CALL_ROUTES];
      expect({ name, base: route.base, path: route.path }).toEqual({ name, base: call.base, path: call.path });
      expect(route.response).toBe(call.response);
    }
  });

  it('carry no request schema: bodies are the server to validate, and the browser never loads those rules', () => {
    for (const route of Object.values(CALL_ROUTES)) expect(route).not.toHaveProperty('request');
  });

  it('while the server table keeps a request schema for every call', () => {
    for (const call of Object.values(CALLS)) expect(call.request).toMatchObject({ kind: 'schema' });
  });

  it('put form calls under form-{pl|eu} and the others under their own base (docs/spec/flow/calls.md#transport)', () => {
    expect(callPath('pl', 'newAccount')).toBe('form-pl/new-account');
    expect(callPath('eu', 'validate')).toBe('form-eu/validate');
    expect(callPath('eu', 'desktopSms')).toBe('sms/desktop-sms');
    expect(callPath('eu', 'mobileQrCodeUrl')).toBe('form-pl/mobile-qr-code-url');
  });
});
