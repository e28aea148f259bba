// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ID_COOKIE, ensureClientId, readClientId } from './clientIdCookie';

afterEach(() => {
  document.cookie = `${CLIENT_ID_COOKIE}=; Max-Age=0; Path=/`;
});

describe('the analytics client-id cookie (docs/spec/flow/calls.md)', () => {
  it('is created once and then read back unchanged', () => {
    expect(readClientId()).toBeUndefined();
    const id = ensureClientId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.cookie).toContain(`${CLIENT_ID_COOKIE}=${id}`);
    expect(ensureClientId()).toBe(id);
  });

  it('ignores a tampered value and replaces it', () => {
    document.cookie = `${CLIENT_ID_COOKIE}=${encodeURIComponent('<script>')}; Path=/`;
    expect(readClientId()).toBeUndefined();
    expect(ensureClientId()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does nothing without a document (a server, a worker)', () => {
    expect(ensureClientId(null)).toBeUndefined();
  });
});
