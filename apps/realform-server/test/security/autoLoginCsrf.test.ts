import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../harness';
import { serverWithApplications } from './applicationsAtStep';

// Issue 14 finding 9 (ASVS 5.0 V3.5.1 / V3.5.3, login CSRF): /api/autoLogin is a form post that signs a browser in.
// Another site must not be able to post an attacker's token from the victim's browser: a cross-site post (by Origin or,
// without one, by Sec-Fetch-Site) is refused with a clear 403 page, before the token is looked at.

const PUBLIC_ORIGIN = 'https://onboarding.example.com';
const PARTNER_ORIGIN = 'https://partner.example.net';
const EMAILS = ['csrf-1@example.com', 'csrf-2@example.com', 'csrf-3@example.com', 'csrf-4@example.com', 'csrf-5@example.com', 'csrf-6@example.com'];
let server: Awaited<ReturnType<typeof serverWithApplications>>;

beforeAll(async () => {
  server = await serverWithApplications(
    EMAILS.map((email) => ({ email, step: 'accountOpen' })),
    { publicOrigin: PUBLIC_ORIGIN, autoLoginOrigins: [PARTNER_ORIGIN] },
  );
});

afterAll(async () => {
  await server?.close();
});

/** An attacker's own applicant, at the client zone hand-over, and its one-time token. */
async function attackerToken(email: string): Promise<string> {
  const attacker = server.t.client({ locale: 'en', brand: 'eu' });
  await attacker.newLogin({ loginEmail: email, loginPassword: PASSWORD });
  const opened = await attacker.call('accountOpen', {});
  return opened.dataContent!.clientZoneToken!;
}

function post(token: string, headers: Record<string, string>) {
  return server.t.fetch('http://onboarding.internal:8080/api/autoLogin', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en', ...headers },
    body: new URLSearchParams({ token, urlParams: '' }).toString(),
  });
}

describe('POST /api/autoLogin from another site', () => {
  it('is refused by Origin, with a clear page, and the token is not used up', async () => {
    const token = await attackerToken(EMAILS[0]!);
    const refused = await post(token, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(html).toContain('This login request was refused');
    expect(html).toContain('did not come from our onboarding pages');
    // The same token from the real page still works.
    expect((await post(token, { origin: PUBLIC_ORIGIN, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('is refused by Sec-Fetch-Site when the browser sends no Origin, and for Origin: null', async () => {
    expect((await post(await attackerToken(EMAILS[1]!), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post(await attackerToken(EMAILS[2]!), { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await post(await attackerToken(EMAILS[3]!), { origin: 'null' })).status).toBe(403);
  });

  it('accepts the configured origins and the server’s own (public or request) origin', async () => {
    expect((await post(await attackerToken(EMAILS[4]!), { origin: PARTNER_ORIGIN, 'sec-fetch-site': 'cross-site' })).status).toBe(200);
    expect((await post(await attackerToken(EMAILS[5]!), { origin: 'http://onboarding.internal:8080' })).status).toBe(200);
  });

  it('is refused in the request’s language, whatever the token', async () => {
    const response = await server.t.fetch('http://localhost/api/autoLogin', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'pl-PL', origin: 'https://evil.example' },
      body: 'token=abc&urlParams=',
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Ta prośba o zalogowanie została odrzucona');
  });
});
