import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../harness';
import { serverWithApplications } from './applicationsAtStep';

// Issue 14 finding 6 (ASVS 5.0 V6.4 / V7.2): the onboarding password is not a permanent key to the client zone. The
// client-zone hand-over (a one-time auto-login token) is issued once per opened account: after it was used, signing in
// with the onboarding password (new-login) and asking again (errors-report, account-open) gets no new token.

const EMAIL = 'client-zone-once@example.com';
let server: Awaited<ReturnType<typeof serverWithApplications>>;

beforeAll(async () => {
  // With its identity document (a passed check): an account opened without one resumes at the upload instead (issue 17
  // defect 6, test/documentsPending.test.ts), where no token is minted either.
  const identityVerification = { method: 'upload', device: 'desktop', result: 'Passed', at: '2026-01-01T00:00:00Z' };
  server = await serverWithApplications([{ email: EMAIL, step: 'accountOpen', data: { identityVerification } }]);
});

afterAll(async () => {
  await server?.close();
});

function autoLogin(token: string) {
  return server.t.fetch('http://localhost/api/autoLogin', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, urlParams: '' }).toString(),
  });
}

describe('the client-zone hand-over', () => {
  it('happens once: after it, the onboarding password mints no new auto-login token (the attack)', async () => {
    const applicant = server.t.client({ locale: 'en', brand: 'eu' });
    expect(await applicant.newLogin({ loginEmail: EMAIL, loginPassword: PASSWORD })).toMatchObject({ status: 'success', next: 'accountOpen' });
    const opened = await applicant.call('accountOpen', {});
    expect(opened).toMatchObject({ status: 'success', next: 'errorsReport' });
    // Before the hand-over, a reload of the client-zone screen gets the same token again.
    const again = await applicant.call('errorsReport', {});
    expect(again.dataContent?.clientZoneToken).toBe(opened.dataContent?.clientZoneToken);
    expect((await autoLogin(opened.dataContent!.clientZoneToken!)).status).toBe(200);

    // Someone who knows the onboarding password, later, on another device.
    for (let visit = 0; visit < 3; visit++) {
      const attacker = server.t.client({ locale: 'en', brand: 'eu' });
      expect(await attacker.newLogin({ loginEmail: EMAIL, loginPassword: PASSWORD })).toMatchObject({ status: 'success', next: 'goToClientZone' });
      const report = await attacker.call('errorsReport', {});
      expect(report).toMatchObject({ status: 'error', globalError: expect.stringContaining('client zone') });
      expect(report.dataContent?.clientZoneToken).toBeUndefined();
    }
    // The applicant's own session gets none either.
    expect((await applicant.call('errorsReport', {})).dataContent?.clientZoneToken).toBeUndefined();
  });

  it('is refused with a translated 403 that says the account was handed over (the screen then says where to log in)', async () => {
    const attacker = server.t.client({ locale: 'pl' });
    await attacker.newLogin({ loginEmail: EMAIL, loginPassword: PASSWORD });
    const token = attacker.tokenStore.get()!;
    const response = await server.t.post(
      '/realform/form-pl/errors-report',
      JSON.stringify({ token, languageCode: 'pl', branchCode: 'PL', brand: 'pl' }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: 'error', globalError: expect.stringContaining('strefy klienta'), dataContent: { handedOver: true } });
  });
});
