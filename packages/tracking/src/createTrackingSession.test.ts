import { describe, expect, it } from 'vitest';
import { CLIENT_ID_COOKIE, DEFAULT_COOKIE_MAX_AGE_SECONDS, SESSION_COOKIE, SESSION_TIMEOUT_MS } from './constants';
import { createConsent } from './createConsent';
import { createTrackingSession } from './createTrackingSession';
import { recordingJar } from './testing';

const START = Date.UTC(2025, 4, 1, 12, 0, 0);

function setup(analytics: boolean | 'undecided' = true) {
  let now = START;
  const cookies = recordingJar();
  const consent = createConsent({ storage: recordingJar() });
  if (analytics !== 'undecided') consent.set({ analytics });
  const open = () => createTrackingSession({ consent, cookies, now: () => now });
  return { cookies, consent, open, advance: (ms: number) => (now += ms) };
}

describe('createTrackingSession', () => {
  it('with analytics consent, creates a client id and the first visit, each kept for a year', () => {
    const { cookies, open } = setup();
    const fields = open().fields();
    expect(fields).toEqual({ client_id: expect.stringMatching(/^[0-9a-f]{32}$/), session_id: expect.stringMatching(/^[0-9a-f]{32}$/), session_count: 1 });
    expect(cookies.writes.map(([name, , life]) => [name, life])).toEqual([
      [CLIENT_ID_COOKIE, DEFAULT_COOKIE_MAX_AGE_SECONDS],
      [SESSION_COOKIE, DEFAULT_COOKIE_MAX_AGE_SECONDS],
    ]);
    expect(cookies.get(SESSION_COOKIE)).toBe(`1.${fields.session_id}.${START / 1000}`);
  });

  it('keeps the visit across reloads while the applicant is active, and counts a new one after 30 minutes idle', () => {
    const { open, advance } = setup();
    const first = open().fields();
    advance(SESSION_TIMEOUT_MS - 1000);
    const reloaded = open().fields();
    expect(reloaded).toEqual(first);
    advance(SESSION_TIMEOUT_MS + 1000);
    const next = open().fields();
    expect(next.client_id).toBe(first.client_id);
    expect(next.session_count).toBe(2);
    expect(next.session_id).not.toBe(first.session_id);
  });

  it('touch() counts activity, so a long visit with steps stays one visit', () => {
    const { open, advance } = setup();
    const session = open();
    const first = session.fields();
    for (let minute = 0; minute < 3; minute++) {
      advance(20 * 60 * 1000);
      session.touch();
    }
    expect(session.fields().session_id).toBe(first.session_id);
  });

  it('replaces a client id written in another shape', () => {
    const { cookies, open } = setup();
    cookies.set(CLIENT_ID_COOKIE, 'bad id!', 1);
    expect(open().fields().client_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('reuses an existing realform client id, so the cookie and new-account agree', () => {
    const { cookies, open } = setup();
    cookies.set(CLIENT_ID_COOKIE, '0f8c6c1e-5f7b-4a8e-9a77-2c1f2d3e4f50', 1);
    expect(open().fields().client_id).toBe('0f8c6c1e-5f7b-4a8e-9a77-2c1f2d3e4f50');
  });

  it('without analytics consent, stores nothing and returns no fields; a later grant starts the visit', () => {
    const { cookies, consent, open } = setup('undecided');
    const session = open();
    session.touch();
    session.touch();
    expect(session.fields()).toEqual({});
    expect(cookies.writes).toEqual([]);
    consent.set({ analytics: true });
    expect(cookies.get(SESSION_COOKIE)).toMatch(/^1\./);
    expect(cookies.writes.map(([name]) => name)).toEqual([CLIENT_ID_COOKIE, SESSION_COOKIE]);
  });

  it('after a refusal, stores nothing', () => {
    const { cookies, open } = setup(false);
    open().touch();
    expect(open().fields()).toEqual({});
    expect(cookies.writes).toEqual([]);
  });
});
