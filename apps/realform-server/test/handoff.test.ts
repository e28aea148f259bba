import { confirmMobileHandoff, fetchJourneyResult, getIdscanTokenWithRetry, returnToDesktop } from '@onboarding/realform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH, capture, common, documentsConfig, applicantAtHandoff, file, testClock, tokenOf, uploadDocument } from './documentsSupport';
import type { TestClient } from './documentsSupport';
import { DECLARATIONS, EMPLOYED_RISK, POLISH_PERSON, POLISH_TAX, WARSAW_ADDRESS } from './fixtures/applicant';
import { sharpDocumentJpeg, sharpDocumentPng } from './fixtures/documentImages';
import { BOT_CHECK, PASSWORD, startTestServer } from './harness';
import { latestCode, outboxMessage, signedUpClient, uniquePhone } from './codesHelpers';

const ORIGIN = 'https://onboarding.example.com';
const clock = testClock();
let t: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  t = await startTestServer(documentsConfig({ publicOrigin: ORIGIN, now: clock.now }));
});

afterAll(async () => {
  await t?.close();
});

/** The desktop's QR link (docs/spec/flow/calls.md#call-table mobile-qr-code-url). */
async function qrLink(desktop: TestClient): Promise<string> {
  const answer = await desktop.call('mobileQrCodeUrl', {});
  expect(answer).toMatchObject({ status: 'success', mobileQrUrl: expect.any(String) });
  return answer.mobileQrUrl as string;
}

/** A phone that opened the link and confirmed it; its own client with its own token store. */
async function phoneFor(link: string, deviceId?: string) {
  const phone = t.client(ENGLISH);
  const result = await confirmMobileHandoff(phone, phone.tokenStore, tokenOf(link), { ...(deviceId ? { deviceId } : {}), maxMs: 0 });
  return { phone, result };
}

describe('the QR link', () => {
  it('is a URL on the public origin, to the onboarding page of the application locale, with a one-time token and qrCode=true', async () => {
    const polish = await applicantAtHandoff(t, { locale: 'pl', brand: 'pl' });
    const link = new URL(await qrLink(polish));
    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toBe('/onboarding/');
    expect(link.searchParams.get('qrCode')).toBe('true');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);

    const english = await applicantAtHandoff(t);
    expect(new URL(await qrLink(english)).pathname).toBe('/eu-en/onboarding/');
    const german = await applicantAtHandoff(t, { locale: 'de', brand: 'eu' });
    expect(new URL(await qrLink(german)).pathname).toBe('/eu-de/onboarding/');
    const ukrainian = await applicantAtHandoff(t, { locale: 'ua', brand: 'pl' });
    expect(new URL(await qrLink(ukrainian)).pathname).toBe('/ua/onboarding/');
  });

  it('is refused before the hand-off part of the application, and without a session', async () => {
    const early = await signedUpClient(t, ENGLISH);
    expect(await early.call('mobileQrCodeUrl', {})).toMatchObject({ status: 'error', next: 'desktopSms' });

    const response = await t.post('/realform/form-pl/mobile-qr-code-url', JSON.stringify(common('not-a-session-token-at-all-0000000000000000')));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ next: 'restart', restart: true });
  });
});

describe('a desktop and a phone on one application', () => {
  it('hand off, scan on the phone, and the desktop goes on with the phone’s result', async () => {
    const desktop = await applicantAtHandoff(t);
    const link = await qrLink(desktop);

    // docs/spec/flow/states.md: the hand-off page polls the scan status; nothing scanned yet.
    expect(await desktop.call('mobileQrCodeScan', {})).toMatchObject({ status: 'success', isQrCodeScan: false });

    const { phone, result } = await phoneFor(link);
    expect(result).toMatchObject({ outcome: 'confirmed', response: { next: 'mobileDocumentChoice', isQrCodeScan: true } });
    const phoneToken = phone.tokenStore.get();
    expect(phoneToken).toMatch(/^[\w-]{43}$/);
    expect(phoneToken).not.toBe(tokenOf(link));
    expect(phoneToken).not.toBe(desktop.tokenStore.get());

    // The desktop sees the confirmation and moves to the waiting page (docs/spec/flow/states.md).
    expect(await desktop.call('mobileQrCodeScan', {})).toMatchObject({ isQrCodeScan: true, next: 'mobileDesktopIsCompleted' });
    expect(await desktop.call('checkIfDesktopCanProceed', {})).toMatchObject({ status: 'success', isDesktopWaiting: true });

    // The phone: document choice, a scan journey, a sharp passport with a valid MRZ.
    expect(await phone.call('mobileDocumentChoice', { documentType: 1 })).toMatchObject({ next: 'howToTakePicture' });
    const token = await getIdscanTokenWithRetry(phone);
    if (token.outcome !== 'token') throw new Error(`expected a scan token, got ${token.outcome}`);
    expect(token.session.backendUrl).toBe(`${ORIGIN}/idscanenterprisesvc`);
    // (The identity models are scripted here: they read a valid passport zone and one face from any photo.)
    const captured = await capture(t, token.session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg()) });
    expect(captured).toMatchObject({ status: 200, body: { CurrentResult: 'Passed' } });
    expect(await capture(t, token.session, { side: 'SELFIE', image: file(sharpDocumentPng(), 'selfie.png', 'image/png') })).toMatchObject({ status: 200, body: { CurrentResult: 'Passed' } });
    const ended = await phone.call('notifyJourney', { journeyStatus: 'end', journeyId: token.session.journeyId });
    expect(ended).toMatchObject({
      status: 'success',
      next: 'mobileReturnToDesktop',
      dataContent: { uploadActionError: 'Your document has been sent. Continue your registration on your computer.' },
    });
    expect(await returnToDesktop(phone)).toMatchObject({ outcome: 'notified', response: { next: 'mobileReturnToDesktop' } });
    // The phone is done: its session ended with that answer (issue 14 finding 1), so a repeat is a restart.
    expect(await phone.call('documentMobileReturnToDesktop', {})).toMatchObject({ status: 'error', restart: true });

    // The desktop's next poll gets the phone's journey and a token to read its result (docs/spec/flow/entities.md#server-response-fields).
    const proceed = await desktop.call('checkIfDesktopCanProceed', {});
    expect(proceed).toMatchObject({
      status: 'success',
      isDesktopWaiting: false,
      next: 'uploadSucceeded',
      dataContent: { journeyId: token.session.journeyId, backendUrl: `${ORIGIN}/idscanenterprisesvc`, gbgToken: expect.any(String), skipHybridUpload: 0 },
    });
    const data = proceed.dataContent as { journeyId: string; backendUrl: string; gbgToken: string };
    expect(data.gbgToken).not.toBe(token.session.gbgToken);
    const journey = await fetchJourneyResult({ ...data, fetch: t.fetch as typeof fetch });
    expect(journey).toMatchObject({
      HighLevelResult: 'Passed',
      ProcessedDocuments: [
        { IsValidated: true, HighLevelResult: 'Passed', IssuingCountryCode: 'POL', DocumentType: 'Passport', DocumentSide: 'Front' },
        { IsValidated: true, HighLevelResult: 'Passed', DocumentType: 'Selfie', DocumentSide: 'Single' },
      ],
    });
    expect(await desktop.call('uploadSummary', {})).toMatchObject({ next: 'personalDataConfirm' });
  });

  it('the SMS path: the phone confirmed by code gets a mobile=true link by SMS, which works like the QR code', async () => {
    const desktop = await applicantAtHandoff(t);
    const phoneNumber = uniquePhone();
    expect(await desktop.call('mobileSms', { phoneNumber, phoneNumberPrefix: '+48', recaptchaToken: BOT_CHECK })).toMatchObject({ status: 'success' });
    const code = await latestCode(t, `+48${phoneNumber}`);
    expect(await desktop.call('mobileSmsCode', { phoneVerificationCode2: code })).toMatchObject({ status: 'success', dataContent: { handoffLinkSent: true } });
    const sms = await outboxMessage(t, `+48${phoneNumber}`);
    const link = /https:\/\/\S+/.exec(sms?.text ?? '')?.[0] ?? '';
    expect(new URL(link).searchParams.get('mobile')).toBe('true');
    expect((await phoneFor(link)).result).toMatchObject({ outcome: 'confirmed' });
    expect(await desktop.call('mobileQrCodeScan', {})).toMatchObject({ isQrCodeScan: true, next: 'mobileDesktopIsCompleted' });
  });

  it('the phone may upload files instead of scanning; an ID card needs both sides', async () => {
    const desktop = await applicantAtHandoff(t);
    const { phone } = await phoneFor(await qrLink(desktop));
    await phone.call('mobileDocumentChoice', { documentType: 2 });
    expect(await uploadDocument(phone, 'mobileDocumentUpload', file(sharpDocumentJpeg()), { documentSide: 'front' })).toMatchObject({
      next: 'mobileDocumentUploadBack',
    });
    expect(await uploadDocument(phone, 'mobileDocumentUpload', file(sharpDocumentJpeg()), { documentSide: 'back' })).toMatchObject({
      next: 'mobileReturnToDesktop',
    });
    await desktop.call('mobileQrCodeScan', {});
    expect(await desktop.call('checkIfDesktopCanProceed', {})).toMatchObject({ isDesktopWaiting: false, next: 'uploadSucceeded' });
  });

  it('a phone session is scoped to its part: it cannot make links, abort the desktop or upload as the desktop', async () => {
    const desktop = await applicantAtHandoff(t);
    const { phone } = await phoneFor(await qrLink(desktop));
    // Refused by kind (issue 14 finding 1): 403, and the phone stays where it is.
    expect(await phone.call('mobileQrCodeUrl', {})).toMatchObject({ status: 'error' });
    expect(await phone.call('abortMobile', {})).toMatchObject({ status: 'error' });
    expect(await uploadDocument(phone, 'desktopDocumentUpload', file(sharpDocumentJpeg()))).toMatchObject({ status: 'error' });
    expect(await phone.call('checkIfDesktopCanProceed', {})).toMatchObject({ status: 'error' });
  });

  it('the phone skips the upload: it returns to the desktop, which goes to personalDataConfirm (docs/spec/flow/states.md#phone)', async () => {
    const desktop = await applicantAtHandoff(t);
    const { phone } = await phoneFor(await qrLink(desktop));
    await desktop.call('mobileQrCodeScan', {});
    expect(await phone.call('skipHybridUpload', {})).toMatchObject({
      status: 'success',
      next: 'mobileReturnToDesktop',
      dataContent: { uploadActionError: 'You can send your document later. Continue your registration on your computer.' },
    });
    expect(await desktop.call('checkIfDesktopCanProceed', {})).toMatchObject({
      isDesktopWaiting: false,
      next: 'personalDataConfirm',
      dataContent: { skipHybridUpload: 1 },
    });
    // Skipping twice is not a thing: the phone is done.
    expect(await phone.call('skipHybridUpload', {})).toMatchObject({ status: 'error' });
  });

  it('the phone cannot take the application over (skip-desktop-waiting is the desktop’s, issue 14 finding 1)', async () => {
    const desktop = await applicantAtHandoff(t);
    const { phone } = await phoneFor(await qrLink(desktop));
    await desktop.call('mobileQrCodeScan', {});
    expect(await phone.call('skipDesktopWaiting', {})).toMatchObject({ status: 'error' });
    expect(await desktop.call('checkIfDesktopCanProceed', {})).toMatchObject({ isDesktopWaiting: true });
    await phone.call('skipHybridUpload', {});
    expect(await phone.call('skipDesktopWaiting', {})).toMatchObject({ status: 'error' });
    expect(await desktop.call('checkIfDesktopCanProceed', {})).toMatchObject({ isDesktopWaiting: false, next: 'personalDataConfirm' });
  });

  it('ABORT_MOBILE: the desktop continues manually and the phone is signed out at once', async () => {
    const desktop = await applicantAtHandoff(t);
    const { phone } = await phoneFor(await qrLink(desktop));
    await desktop.call('mobileQrCodeScan', {});
    // The phone has been active (its session is in the server's session cache).
    expect(await phone.call('mobileDocumentChoice', { documentType: 1 })).toMatchObject({ status: 'success' });
    expect(await desktop.call('abortMobile', {})).toMatchObject({ status: 'success', next: 'personalDataConfirm' });
    // Not even as a primary caller: a new link is refused too.
    const revoked = phone.tokenStore.get()!;
    expect(await t.post('/realform/form-pl/mobile-qr-code-url', JSON.stringify(common(revoked)))).toMatchObject({ status: 401 });
    expect(await phone.call('getIdscanToken', {})).toMatchObject({ status: 'error', next: 'restart', restart: true });
    expect(phone.tokenStore.get()).toBeNull();
    // Not from a data step.
    expect(await desktop.call('abortMobile', {})).toMatchObject({ status: 'error', next: 'personalDataConfirm' });
  });

  it('skip-desktop-waiting: the desktop goes on while the phone finishes, and the phone’s document counts at account-open', async () => {
    const desktop = await applicantAtHandoff(t);
    const { phone } = await phoneFor(await qrLink(desktop));
    expect(await desktop.call('mobileQrCodeScan', {})).toMatchObject({ next: 'mobileDesktopIsCompleted' });
    expect(await phone.call('mobileDocumentChoice', { documentType: 1 })).toMatchObject({ next: 'howToTakePicture' });

    expect(await desktop.call('skipDesktopWaiting', {})).toMatchObject({ status: 'success', next: 'personalDataConfirm' });
    // Unlike ABORT_MOBILE, the phone keeps its session and finishes its capture.
    const token = await getIdscanTokenWithRetry(phone);
    if (token.outcome !== 'token') throw new Error(`expected a scan token, got ${token.outcome}`);
    expect(await capture(t, token.session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg()) })).toMatchObject({ status: 200 });
    expect(await capture(t, token.session, { side: 'SELFIE', image: file(sharpDocumentPng(), 'selfie.png', 'image/png') })).toMatchObject({ status: 200 });
    expect(await phone.call('notifyJourney', { journeyStatus: 'end', journeyId: token.session.journeyId })).toMatchObject({
      status: 'success',
      next: 'mobileReturnToDesktop',
    });
    expect(await returnToDesktop(phone)).toMatchObject({ outcome: 'notified' });

    // Meanwhile the desktop filled in the data steps; the account opens with its document received.
    expect(await desktop.call('personalDataConfirm', POLISH_PERSON)).toMatchObject({ next: 'addressDetails' });
    expect(await desktop.call('addressDetails', WARSAW_ADDRESS)).toMatchObject({ next: 'taxOfficeDetails' });
    expect(await desktop.call('taxOfficeDetails', POLISH_TAX)).toMatchObject({ next: 'currencyChoice' });
    expect(await desktop.call('currencyChoice', { currencyChoice: 1 })).toMatchObject({ next: 'declarationAcceptance' });
    expect(await desktop.call('declarationAcceptance', DECLARATIONS as never)).toMatchObject({ next: 'riskAssessment' });
    const risk = await desktop.call('riskAssessment', EMPLOYED_RISK);
    if (risk.next === 'summaryAndPaymentChoice') await desktop.call('summaryAndPaymentChoice' as never, { withoutPayment: true } as never);
    expect(await desktop.call('accountOpen', {})).toMatchObject({ status: 'success', dataContent: { documents: 'complete' } });
  });

  it('skip-desktop-waiting: a phone that finishes after the account was opened completes the account’s documents', async () => {
    const desktop = await applicantAtHandoff(t);
    const { phone } = await phoneFor(await qrLink(desktop));
    await desktop.call('mobileQrCodeScan', {});
    expect(await phone.call('mobileDocumentChoice', { documentType: 1 })).toMatchObject({ next: 'howToTakePicture' });
    expect(await desktop.call('skipDesktopWaiting', {})).toMatchObject({ next: 'personalDataConfirm' });
    // The desktop is quicker: the account opens while the phone is still capturing.
    expect(await desktop.call('personalDataConfirm', POLISH_PERSON)).toMatchObject({ next: 'addressDetails' });
    expect(await desktop.call('addressDetails', WARSAW_ADDRESS)).toMatchObject({ next: 'taxOfficeDetails' });
    expect(await desktop.call('taxOfficeDetails', POLISH_TAX)).toMatchObject({ next: 'currencyChoice' });
    expect(await desktop.call('currencyChoice', { currencyChoice: 1 })).toMatchObject({ next: 'declarationAcceptance' });
    expect(await desktop.call('declarationAcceptance', DECLARATIONS as never)).toMatchObject({ next: 'riskAssessment' });
    const risk = await desktop.call('riskAssessment', EMPLOYED_RISK);
    if (risk.next === 'summaryAndPaymentChoice') await desktop.call('summaryAndPaymentChoice' as never, { withoutPayment: true } as never);
    expect(await desktop.call('accountOpen', {})).toMatchObject({ status: 'success', dataContent: { documents: 'pending' } });

    const token = await getIdscanTokenWithRetry(phone);
    if (token.outcome !== 'token') throw new Error(`expected a scan token, got ${token.outcome}`);
    await capture(t, token.session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg()) });
    await capture(t, token.session, { side: 'SELFIE', image: file(sharpDocumentPng(), 'selfie.png', 'image/png') });
    expect(await phone.call('notifyJourney', { journeyStatus: 'end', journeyId: token.session.journeyId })).toMatchObject({ next: 'mobileReturnToDesktop' });

    // Logging in again finds the documents complete: straight to the client zone, not back to the upload.
    const again = t.client(ENGLISH);
    expect(await again.newLogin({ loginEmail: desktop.email, loginPassword: PASSWORD })).toMatchObject({ status: 'success', next: 'errorsReport' });
  });

  it('skip-desktop-waiting from the hand-off page: a link no phone has opened stops working', async () => {
    const desktop = await applicantAtHandoff(t);
    const link = await qrLink(desktop);
    expect(await desktop.call('skipDesktopWaiting', {})).toMatchObject({ status: 'success', next: 'personalDataConfirm' });
    expect((await phoneFor(link)).result).toMatchObject({ outcome: 'restart' });
    // Once the desktop is on the data steps there is nothing to stop waiting for.
    expect(await desktop.call('skipDesktopWaiting', {})).toMatchObject({ status: 'error', next: 'personalDataConfirm' });
  });
});

describe('hand-off tokens are single-device, short-lived and scoped', () => {
  it('a second device with the same link goes to restart (docs/spec/flow/errors.md#global-error)', async () => {
    const desktop = await applicantAtHandoff(t);
    const link = await qrLink(desktop);
    expect((await phoneFor(link, 'first-phone-device-0001')).result.outcome).toBe('confirmed');
    const second = await phoneFor(link, 'other-phone-device-0002');
    expect(second.result).toMatchObject({
      outcome: 'restart',
      response: {
        status: 'error',
        restart: true,
        globalError: 'This link has expired or has already been opened on another device. Open a new link from your computer.',
      },
    });
    expect(second.phone.tokenStore.get()).toBeNull();
  });

  it('the same device may confirm again (a lost answer); its earlier phone session ends', async () => {
    const desktop = await applicantAtHandoff(t);
    const link = await qrLink(desktop);
    const first = await phoneFor(link, 'same-phone-device-0001');
    expect(await first.phone.call('getIdscanToken', {})).toMatchObject({ status: 'success' });
    const again = await phoneFor(link, 'same-phone-device-0001');
    expect(again.result).toMatchObject({ outcome: 'confirmed', response: { next: 'mobileDocumentChoice' } });
    expect(await again.phone.call('mobileDocumentChoice', { documentType: 1 })).toMatchObject({ status: 'success' });
    expect(await first.phone.call('mobileDocumentChoice', { documentType: 1 })).toMatchObject({ next: 'restart' });
    expect(await first.phone.call('mobileQrCodeUrl', {})).toMatchObject({ next: 'restart' });
  });

  it('without a device id a link works once only', async () => {
    const desktop = await applicantAtHandoff(t);
    const link = await qrLink(desktop);
    const body = (token: string) => JSON.stringify({ ...common(token, 'pl'), qrCodeScan: true });
    expect((await t.post('/realform/form-pl/mobile-qr-code-scan', body(tokenOf(link)))).status).toBe(200);
    expect((await t.post('/realform/form-pl/mobile-qr-code-scan', body(tokenOf(link)))).status).toBe(401);
  });

  it('a link expires after 15 minutes unused; the desktop poll says so', async () => {
    const desktop = await applicantAtHandoff(t);
    const link = await qrLink(desktop);
    clock.advance(15 * 60_000 + 1000);
    try {
      expect((await phoneFor(link)).result.outcome).toBe('restart');
      expect(await desktop.call('mobileQrCodeScan', {})).toMatchObject({ isQrCodeScan: false, isQrCodeExpired: true });
    } finally {
      clock.advance(-(15 * 60_000 + 1000));
    }
  });

  it('an unknown token, and a link replaced by a newer one, go to restart', async () => {
    expect((await phoneFor(`${ORIGIN}/onboarding/?token=${'A'.repeat(43)}&qrCode=true`)).result.outcome).toBe('restart');
    const desktop = await applicantAtHandoff(t);
    const old = await qrLink(desktop);
    const fresh = await qrLink(desktop);
    expect((await phoneFor(old)).result.outcome).toBe('restart');
    expect((await phoneFor(fresh)).result.outcome).toBe('confirmed');
  });

  it('the desktop session token is not a hand-off token', async () => {
    const desktop = await applicantAtHandoff(t);
    await qrLink(desktop);
    const response = await t.post('/realform/form-pl/mobile-qr-code-scan', JSON.stringify({ ...common(desktop.tokenStore.get()!, 'pl'), qrCodeScan: true }));
    expect(response.status).toBe(401);
  });
});

describe('malformed hand-off bodies get 400 with the standard shape', () => {
  it.each([
    ['qrCodeScan that is not a boolean', { qrCodeScan: 'yes' }],
    ['a device id that is too short', { qrCodeScan: true, deviceId: 'short' }],
    ['a device id with other characters', { qrCodeScan: true, deviceId: '<script>alert(1)</script>' }],
  ])('mobile-qr-code-scan: %s', async (_case, fields) => {
    const response = await t.post('/realform/form-pl/mobile-qr-code-scan', JSON.stringify({ ...common('x'.repeat(43), 'pl'), ...fields }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'error' });
  });

  it.each([
    ['form-pl/mobile-qr-code-url'],
    ['form-pl/mobile-qr-code-scan'],
    ['form-eu/check-if-desktop-can-proceed'],
    ['form-eu/mobile-return-to-desktop'],
    ['document/mobile-return-to-desktop'],
    ['form-pl/skip-hybrid-upload'],
    ['form-eu/skip-desktop-waiting'],
    ['form-eu/abort-mobile'],
    ['document/mobile-document-choice'],
  ])('%s: not JSON, an array, no token', async (path) => {
    for (const body of ['{"token":', '[]', JSON.stringify({ languageCode: 'en', branchCode: 'EU', brand: 'eu' })]) {
      const response = await t.post(`/realform/${path}`, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: 'error', globalError: expect.any(String) });
    }
  });

  it('mobile-document-choice: an unknown document type is a field error', async () => {
    const desktop = await applicantAtHandoff(t);
    const { phone } = await phoneFor(await qrLink(desktop));
    const response = await t.post(
      '/realform/document/mobile-document-choice',
      JSON.stringify({ ...common(phone.tokenStore.get()!, 'en'), documentType: 5 }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'error', errors: { documentType: ['Choose the type of your document.'] } });
  });

  it('no hand-off token or session is logged', async () => {
    const desktop = await applicantAtHandoff(t);
    const link = await qrLink(desktop);
    await phoneFor(link);
    expect(t.logs.join('\n')).not.toContain(tokenOf(link));
  });
});

describe('choosing another method on the desktop', () => {
  it('"upload later" while a phone is connected signs the phone out at once', async () => {
    const desktop = await applicantAtHandoff(t);
    const { phone, result } = await phoneFor(await qrLink(desktop));
    expect(result).toMatchObject({ outcome: 'confirmed' });
    expect(await desktop.call('dataUploadChoice', { dataUploadChoice: 1 })).toMatchObject({ status: 'success', next: 'personalDataConfirm' });
    expect(await phone.call('mobileDocumentChoice', { documentType: 1 })).toMatchObject({ status: 'error', next: 'restart' });
  });
});
