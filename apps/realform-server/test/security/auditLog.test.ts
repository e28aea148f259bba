import { confirmMobileHandoff, createRealformClient, memoryTokenStore } from '@onboarding/realform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditConfigRefusal } from '../../src/security/auditLog';
import { safeLogger } from '../../src/log/safeLogger';
import { applicantAtHandoff, readRows, tokenOf } from '../documentsSupport';
import { PASSWORD, registration } from '../harness';
import { serverWithApplications } from './applicationsAtStep';

// Issue 14 finding 13 (ASVS 5.0 V16.2 / V16.3): security events go to the audit log — the `audit_events` table and
// the log's `audit` lines — with pseudonymous subjects (HMAC of the application id, the e-mail, the IP) and no personal
// data: no e-mail address, phone number, IP or application id in clear.

const IP = '203.0.113.77';
const PHONE = '601234567';
const SIGNED_UP = 'audit-signup@example.com';
const AT_ACCOUNT_OPEN = 'audit-zone@example.com';
const UNKNOWN = 'audit-unknown@example.com';

let server: Awaited<ReturnType<typeof serverWithApplications>>;
const applicationIds: string[] = [];

interface AuditRow {
  event: string;
  outcome: string;
  subject: string | null;
  email_subject: string | null;
  ip_subject: string | null;
  detail: unknown;
}

beforeAll(async () => {
  server = await serverWithApplications([{ email: AT_ACCOUNT_OPEN, step: 'accountOpen' }], { devEndpoints: true, trustProxy: 1 });
});

afterAll(async () => {
  await server?.close();
});

/** A client whose calls come through a proxy that says the client is IP. */
function clientViaProxy() {
  const fetch = (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    request.headers.set('x-forwarded-for', IP);
    return server.t.server.fetch(request);
  };
  return createRealformClient({ brand: 'eu', locale: 'en', tokenStore: memoryTokenStore(), fetch: fetch as typeof globalThis.fetch });
}

describe('the audit log', () => {
  it('records the security events, pseudonymously, in the table and the log', async () => {
    // Sign-up (success), wrong logins (failures) until the address is locked (lockout).
    const applicant = clientViaProxy();
    const created = await applicant.newAccount({ ...registration(SIGNED_UP), recaptchaToken: await server.t.botCheckToken('eu') });
    expect(created).toMatchObject({ status: 'success' });
    applicationIds.push(String(created.analytics?.userId));
    for (let i = 0; i < 11; i++) await clientViaProxy().newLogin({ loginEmail: SIGNED_UP, loginPassword: 'Wrong-pa55word' });
    await clientViaProxy().newLogin({ loginEmail: UNKNOWN, loginPassword: 'Wrong-pa55word' });

    // A code lockout: five wrong codes use up the code's tries.
    expect(await applicant.call('desktopSms', { phoneNumber: PHONE, phoneNumberPrefix: '+48', recaptchaToken: await server.t.botCheckToken('eu') })).toMatchObject({ status: 'success' });
    for (let i = 0; i < 5; i++) await applicant.call('desktopSmsCode', { phoneVerificationCode2: '000000' });

    // A hand-off claim, and a refused link.
    const desktop = await applicantAtHandoff(server.t);
    const link = (await desktop.call('mobileQrCodeUrl', {})).mobileQrUrl as string;
    const phone = server.t.client({ locale: 'en', brand: 'eu' });
    expect(await confirmMobileHandoff(phone, phone.tokenStore, tokenOf(link), { maxMs: 0 })).toMatchObject({ outcome: 'confirmed' });
    expect(await confirmMobileHandoff(server.t.client({ locale: 'en', brand: 'eu' }), memoryTokenStore(), 'x'.repeat(43), { maxMs: 0 })).toMatchObject({
      outcome: 'restart',
    });

    // The client-zone hand-over: issued, used, refused cross-site, refused when asked again.
    const zone = clientViaProxy();
    const login = await zone.newLogin({ loginEmail: AT_ACCOUNT_OPEN, loginPassword: PASSWORD });
    applicationIds.push(String(login.analytics?.userId));
    const opened = await zone.call('accountOpen', {});
    const post = (headers: Record<string, string>) =>
      server.t.fetch('http://localhost/api/autoLogin', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': IP, ...headers },
        body: new URLSearchParams({ token: opened.dataContent!.clientZoneToken!, urlParams: '' }).toString(),
      });
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({})).status).toBe(200);
    expect(await zone.call('errorsReport', {})).toMatchObject({ status: 'error' });

    const logLines = server.t.logs.filter((line) => line.includes('"audit"'));
    await server.t.close();
    const rows = await readRows<AuditRow>(server.database, 'SELECT event, outcome, subject, email_subject, ip_subject, detail FROM audit_events ORDER BY id');

    const events = new Set(rows.map((row) => row.event));
    for (const event of [
      'signIn.success',
      'signIn.failure',
      'signIn.locked',
      'code.locked',
      'handoff.claimed',
      'handoff.refused',
      'clientZone.issued',
      'clientZone.login',
      'clientZone.refused',
      'autoLogin.refused',
    ]) {
      expect(events, `an audit row for ${event}`).toContain(event);
      expect(logLines.some((line) => line.includes(`"event":"${event}"`)), `an audit log line for ${event}`).toBe(true);
    }
    console.info(`audit: ${rows.length} rows, ${logLines.length} log lines, events ${[...events].sort().join(', ')}`);

    // Pseudonyms: the same applicant has the same subject in every row; the IP is one source reference.
    // (The first sign-up in the table is the set-up server's registration of AT_ACCOUNT_OPEN.)
    const success = rows.find((row) => row.event === 'signIn.success' && rows.some((other) => other.event === 'signIn.failure' && other.subject === row.subject))!;
    expect(success).toBeDefined();
    expect(success.subject).toMatch(/^[0-9a-f]{24}$/);
    expect(success.ip_subject).toMatch(/^[0-9a-f]{24}$/);
    const failures = rows.filter((row) => row.event === 'signIn.failure' && row.subject === success.subject);
    expect(failures.length).toBeGreaterThan(0);
    expect(new Set(failures.map((row) => row.ip_subject))).toEqual(new Set([success.ip_subject]));

    // No personal data in clear anywhere: rows and log lines.
    const everything = [JSON.stringify(rows), ...logLines].join('\n');
    for (const secret of [SIGNED_UP, AT_ACCOUNT_OPEN, UNKNOWN, IP, PHONE, `+48${PHONE}`, ...applicationIds]) {
      expect(everything, `${secret} in the audit log`).not.toContain(secret);
    }
    expect(everything).not.toMatch(/@example\.com/);
  });

  it('has a function for the production-config refusals (their start-up check runs before the database)', () => {
    const lines: string[] = [];
    const logger = safeLogger({ info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line), error: (line: string) => lines.push(line) });
    auditConfigRefusal(logger, { variable: 'PUBLIC_ORIGIN', problem: 'missing' });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'audit', event: 'config.refused', outcome: 'refused', detail: { variable: 'PUBLIC_ORIGIN', problem: 'missing' } });
  });
});
