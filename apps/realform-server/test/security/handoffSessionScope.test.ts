import { confirmMobileHandoff, returnToDesktop } from '@onboarding/realform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOFF_SESSION_ABSOLUTE_MINUTES } from '../../src/store/sessionStore';
import type { TestClient } from '../documentsSupport';
import { ENGLISH, applicantAtHandoff, common, documentsConfig, file, rawMultipart, testClock, tokenOf } from '../documentsSupport';
import { sharpDocumentJpeg } from '../fixtures/documentImages';
import { POLISH_PERSON, WARSAW_ADDRESS } from '../fixtures/applicant';
import { startTestServer } from '../harness';

// Issue 14 finding 1 (ASVS 5.0 V8.2.1/V8.2.2, V7.2): the session a phone gets from the desktop's hand-off link is a
// stored kind of its own, accepted by the document-capture calls only, ended when the phone is done, short-lived.

const clock = testClock();
let t: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  t = await startTestServer(documentsConfig({ publicOrigin: 'https://onboarding.example.com', now: clock.now }));
});

afterAll(async () => {
  await t?.close();
});

/** The routes a hand-off phone may call: choosing, capturing and uploading the document, its reports, finishing. */
const DOCUMENT_CAPTURE_ROUTES = [
  'POST /realform/document/get-idscan-token',
  'POST /realform/document/mobile-document-choice',
  'POST /realform/document/mobile-document-upload',
  'POST /realform/document/mobile-return-to-desktop',
  'POST /realform/document/notify-journey',
  'POST /realform/document/scan-status-report',
  'POST /realform/form-eu/mobile-return-to-desktop',
  'POST /realform/form-pl/mobile-return-to-desktop',
  'POST /realform/form-pl/skip-hybrid-upload',
  'POST /realform/site/gbg-stats',
].sort();

/** The routes that take no session at all (a token of their own, or none). */
const SESSIONLESS_ROUTES = [
  'GET /brand-files/:brand/*',
  'GET /api/client-zone.css',
  'GET /healthz',
  'GET /readyz',
  // The static Storybook build for designers (public files, like the brand apps' pages).
  'GET /storybook',
  'GET /storybook/*',
  'GET /realform/captcha-challenge',
  'GET /realform/dev/outbox',
  'GET /realform/i18n/:locale/:file',
  // The payment gateway's side and the way back (README "Payments"): the attempt's id and the signature stand for a session.
  'GET /payments/stand-in/:gateway',
  'POST /payments/stand-in/:gateway',
  'GET /payments/return',
  'GET /payments/stand-in.css',
  'POST /api/autoLogin',
  'POST /realform/get-token',
  // CORS preflights of the widget's calls (issue 19): a preflight carries no credentials.
  ...['', '/v1'].flatMap((base) => ['upload', 'end', 'cancel', 'get'].map((call) => `OPTIONS /idscanenterprisesvc${base}/journey/${call}`)),
];

/** The routes called with a credential that is not a session: the widget's scan token, another team's API key (issue 19). */
const SCAN_TOKEN_ROUTES = ['', '/v1'].flatMap((base) => [
  `GET /idscanenterprisesvc${base}/journey/get`,
  `POST /idscanenterprisesvc${base}/journey/cancel`,
  `POST /idscanenterprisesvc${base}/journey/end`,
  `POST /idscanenterprisesvc${base}/journey/upload`,
]);
const API_KEY_ROUTES = ['GET /idscanenterprisesvc/v1/journeys/:journeyId', 'POST /idscanenterprisesvc/v1/sessions'];

async function phoneOf(desktop: TestClient): Promise<TestClient> {
  const answer = await desktop.call('mobileQrCodeUrl', {});
  const phone = t.client(ENGLISH);
  const result = await confirmMobileHandoff(phone, phone.tokenStore, tokenOf(answer.mobileQrUrl as string), { maxMs: 0 });
  expect(result).toMatchObject({ outcome: 'confirmed' });
  await desktop.call('mobileQrCodeScan', {});
  return phone;
}

async function postJson(path: string, body: Record<string, unknown>) {
  const response = await t.post(path, JSON.stringify(body));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the phone’s hand-off session', () => {
  it('after returning to the desktop it cannot submit the applicant’s steps (the confirmed attack)', async () => {
    const desktop = await applicantAtHandoff(t);
    const phone = await phoneOf(desktop);
    const phoneToken = phone.tokenStore.get()!;
    expect(await phone.call('skipHybridUpload', {})).toMatchObject({ status: 'success', next: 'mobileReturnToDesktop' });
    expect(await returnToDesktop(phone, { attempts: 1 })).toMatchObject({ outcome: expect.stringMatching(/notified|restart/) });
    // The desktop goes on to the data steps; the phone then tries them with its own session.
    expect(await desktop.call('checkIfDesktopCanProceed', {})).toMatchObject({ next: 'personalDataConfirm' });

    const bodies: Record<string, Record<string, unknown>> = {
      '/realform/form-pl/personal-data-confirm': POLISH_PERSON,
      '/realform/form-pl/address-details': WARSAW_ADDRESS,
      '/realform/form-pl/account-open': {},
      '/realform/form-pl/errors-report': {},
    };
    for (const [path, body] of Object.entries(bodies)) {
      const answer = await postJson(path, { ...common(phoneToken), ...body });
      expect([401, 403], `${path} with the finished phone's session`).toContain(answer.status);
      expect(answer.body).toMatchObject({ status: 'error', globalError: expect.any(String) });
    }
  });

  it('is refused by every registered route but the document-capture calls (403, standard shape)', async () => {
    const desktop = await applicantAtHandoff(t);
    const phone = await phoneOf(desktop);
    const phoneToken = phone.tokenStore.get()!;
    const { registered, declared } = t.server.routes();

    // Every route of the API is declared with its session kinds (Hono's middleware entries are not routes).
    const declaredKeys = new Set(declared.map((route) => `${route.method} ${route.path}`));
    const apiRoutes = registered.filter((route) => route.method !== 'ALL' && /^\/(realform|api|idscanenterprisesvc|healthz|readyz)/.test(route.path));
    expect(apiRoutes.length).toBeGreaterThan(40);
    for (const route of apiRoutes) expect(declaredKeys, `${route.method} ${route.path} declares its session kinds`).toContain(`${route.method} ${route.path}`);

    const phoneRoutes = declared.filter((route) => route.sessions !== 'none' && route.sessions.includes('handoff')).map((route) => `${route.method} ${route.path}`);
    expect(phoneRoutes.sort()).toEqual(DOCUMENT_CAPTURE_ROUTES);
    expect(declared.filter((route) => route.sessions === 'none').map((route) => `${route.method} ${route.path}`).sort()).toEqual(SESSIONLESS_ROUTES.sort());
    const byCaller = (caller: string) => declared.filter((route) => route.sessions !== 'none' && route.sessions.includes(caller as never)).map((route) => `${route.method} ${route.path}`).sort();
    expect(byCaller('scanToken')).toEqual(SCAN_TOKEN_ROUTES.sort());
    expect(byCaller('apiKey')).toEqual(API_KEY_ROUTES.sort());

    const refused: string[] = [];
    for (const route of declared) {
      if (route.sessions === 'none' || route.sessions.includes('handoff') || route.sessions.includes('scanToken') || route.sessions.includes('apiKey')) continue;
      expect(route.method, `${route.path}: a session route is a POST`).toBe('POST');
      const answer = route.path.endsWith('/desktop-document-upload')
        ? await rawMultipart(t, route.path, { ...common(phoneToken), documentSide: 'front', documentImage: file(sharpDocumentJpeg()) })
        : await postJson(route.path, { ...common(phoneToken), qrCodeScan: false });
      expect(answer.status, `${route.path} with a hand-off session`).toBe(403);
      expect(answer.body).toEqual({ status: 'error', globalError: expect.any(String) });
      refused.push(route.path);
    }
    expect(refused.length).toBeGreaterThan(30);
    // The phone's own calls still work, and the desktop's session is untouched.
    expect(await phone.call('mobileDocumentChoice', { documentType: 1 })).toMatchObject({ status: 'success', next: 'howToTakePicture' });
    expect(await desktop.call('checkIfDesktopCanProceed', {})).toMatchObject({ status: 'success', isDesktopWaiting: true });
  });

  it('cannot take the application over with skip-desktop-waiting', async () => {
    const desktop = await applicantAtHandoff(t);
    const phone = await phoneOf(desktop);
    const phoneToken = phone.tokenStore.get()!;
    const answer = await postJson('/realform/form-pl/skip-desktop-waiting', common(phoneToken));
    expect(answer.status).toBe(403);
    expect(await desktop.call('checkIfDesktopCanProceed', {})).toMatchObject({ isDesktopWaiting: true });
  });

  it('ends when the phone returns to the desktop (after a capture or a skip)', async () => {
    const desktop = await applicantAtHandoff(t);
    const phone = await phoneOf(desktop);
    const phoneToken = phone.tokenStore.get()!;
    expect(await phone.call('skipHybridUpload', {})).toMatchObject({ status: 'success', next: 'mobileReturnToDesktop' });
    // Skipped: the phone can no longer capture; its last screen tells the desktop, which ends its session.
    expect(await postJson('/realform/document/mobile-document-choice', { ...common(phoneToken), documentType: 1 })).toMatchObject({ status: 409 });
    expect(await postJson('/realform/document/mobile-return-to-desktop', common(phoneToken))).toMatchObject({ status: 200 });
    const after = await postJson('/realform/document/mobile-document-choice', { ...common(phoneToken), documentType: 1 });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ status: 'error', next: 'restart', restart: true });

    const desktop2 = await applicantAtHandoff(t);
    const phone2 = await phoneOf(desktop2);
    const token2 = phone2.tokenStore.get()!;
    await phone2.call('mobileDocumentChoice', { documentType: 1 });
    expect(await postJson('/realform/document/mobile-return-to-desktop', common(token2))).toMatchObject({ status: 200 });
    expect(await postJson('/realform/document/get-idscan-token', common(token2))).toMatchObject({ status: 401 });
  });

  it(`has an absolute lifetime of ${HANDOFF_SESSION_ABSOLUTE_MINUTES} minutes, however active`, async () => {
    const desktop = await applicantAtHandoff(t);
    const phone = await phoneOf(desktop);
    const phoneToken = phone.tokenStore.get()!;
    // Active every 10 minutes: never idle.
    for (let minutes = 10; minutes < HANDOFF_SESSION_ABSOLUTE_MINUTES; minutes += 10) {
      clock.advance(10 * 60_000);
      expect((await postJson('/realform/site/gbg-stats', { ...common(phoneToken), status: 'passed' })).status).toBe(200);
      expect(await desktop.call('checkIfDesktopCanProceed', {})).toMatchObject({ status: 'success' });
    }
    clock.advance(10 * 60_000);
    expect(await postJson('/realform/site/gbg-stats', { ...common(phoneToken), status: 'passed' })).toMatchObject({ status: 401 });
    // The desktop's session (12 hours) lives on.
    expect(await desktop.call('checkIfDesktopCanProceed', {})).toMatchObject({ status: 'success' });
  });
});
