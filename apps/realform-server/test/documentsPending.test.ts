import { confirmMobileHandoff } from '@onboarding/realform-api';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passPhoneStep, signedUpClient } from './codesHelpers';
import { documentsConfig, ENGLISH, file, tokenOf, uploadDocument } from './documentsSupport';
import type { TestClient } from './documentsSupport';
import { DECLARATIONS, EMPLOYED_RISK, POLISH_PERSON, POLISH_TAX, WARSAW_ADDRESS } from './fixtures/applicant';
import { sharpDocumentJpeg } from './fixtures/documentImages';
import { PASSWORD, startTestServer } from './harness';

// Issue 17 defect 6: "upload later" opened an account with no identity document and no way to add one. Now the
// account's state says the documents are pending until the applicant logs in again and uploads them (on this
// device or through the phone hand-off); then it says they are complete. Everything over HTTP, as a browser would.

let storageDir: string;
let t: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'realform-pending-'));
  t = await startTestServer(documentsConfig({ storageDir }));
});

afterAll(async () => {
  await t?.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** The last data step, and the payment summary where the flow has one (docs/spec/flow/calls.md), left without a payment. */
async function riskAssessmentToAccountOpen(client: TestClient) {
  const risk = await client.call('riskAssessment', EMPLOYED_RISK);
  expect(risk.status).toBe('success');
  if (risk.next === 'summaryAndPaymentChoice') {
    expect(await client.call('summaryAndPaymentChoice' as never, { withoutPayment: true } as never)).toMatchObject({ next: 'accountOpen' });
  } else {
    expect(risk.next).toBe('accountOpen');
  }
}

/** A new applicant who chose "upload later", filled every data step and opened the account. */
async function openedWithDocumentsPending() {
  const client = await signedUpClient(t, ENGLISH);
  await passPhoneStep(t, client);
  expect(await client.call('dataUploadChoice', { dataUploadChoice: 1 })).toMatchObject({ status: 'success', next: 'personalDataConfirm' });
  expect(await client.call('personalDataConfirm', POLISH_PERSON)).toMatchObject({ next: 'addressDetails' });
  expect(await client.call('addressDetails', WARSAW_ADDRESS)).toMatchObject({ next: 'taxOfficeDetails' });
  expect(await client.call('taxOfficeDetails', POLISH_TAX)).toMatchObject({ next: 'currencyChoice' });
  expect(await client.call('currencyChoice', { currencyChoice: 1 })).toMatchObject({ next: 'declarationAcceptance' });
  expect(await client.call('declarationAcceptance', DECLARATIONS as never)).toMatchObject({ next: 'riskAssessment' });
  await riskAssessmentToAccountOpen(client);
  const opened = await client.call('accountOpen', {});
  return { client, email: client.email, opened };
}

function autoLogin(token: string) {
  return t.fetch('http://localhost/api/autoLogin', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, urlParams: '' }).toString(),
  });
}

/** The applicant on a new browser: the existing login with e-mail and password. */
async function logInAgain(email: string): Promise<{ client: TestClient; next: unknown }> {
  const client = t.client(ENGLISH);
  const answer = await client.newLogin({ loginEmail: email, loginPassword: PASSWORD });
  expect(answer.status).toBe('success');
  // Resumed at the upload, the answer says why (the flow's screens speak of the opened account).
  expect(answer.dataContent?.documents).toBe(answer.next === 'dataUploadChoice' ? 'pending' : undefined);
  return { client, next: answer.next };
}

describe('upload later → account open with documents pending → log in again → upload → documents complete (issue 17 defect 6)', () => {
  it('on this computer: the account-open answer and the hand-over page say pending; a new login leads to the upload, after which they say complete', async () => {
    const { email, opened } = await openedWithDocumentsPending();
    expect(opened).toMatchObject({ status: 'success', next: 'errorsReport', dataContent: { documents: 'pending' } });

    // The hand-over (once per account, issue 14): the client zone's first page says the document is missing.
    const handOver = await autoLogin(opened.dataContent!.clientZoneToken as string);
    expect(handOver.status).toBe(200);
    const page = await handOver.text();
    expect(page).toContain('Identity document');
    expect(page).toContain('Not received yet');
    expect(page).toMatch(/log in to the application again/i);

    // A new login goes to the document upload, not to the finished hand-over.
    const { client, next } = await logInAgain(email);
    expect(next).toBe('dataUploadChoice');
    // A login again before choosing: still the upload, still saying why.
    expect((await logInAgain(email)).next).toBe('dataUploadChoice');
    // The data steps stay closed: the account is open.
    expect(await client.call('personalDataConfirm', POLISH_PERSON)).toMatchObject({ status: 'error', next: 'dataUploadChoice' });
    expect(await client.call('dataUploadChoice', { dataUploadChoice: 2 })).toMatchObject({ next: 'mobileDesktopChoice' });
    expect(await client.call('mobileDesktopChoice', { mobileDesktopChoice: 2 })).toMatchObject({ next: 'desktopDocumentChoice' });
    expect(await client.call('desktopDocumentChoice', { documentType: 1 })).toMatchObject({ next: 'howToTakePicture' });
    expect(await uploadDocument(client, 'desktopDocumentUpload', file(sharpDocumentJpeg()))).toMatchObject({ status: 'success', next: 'uploadSucceeded' });
    // Next on the outcome screen: no personal data again, the documents are complete.
    expect(await client.call('uploadSummary', {})).toMatchObject({ status: 'success', next: 'documentsReceived', dataContent: { documents: 'complete' } });

    // No second hand-over from the upload (issue 14): the client zone's own login applies from here.
    expect(await client.call('errorsReport', {})).toMatchObject({ status: 'error' });
    // Logging in once more shows the finished state, not the upload.
    expect((await logInAgain(email)).next).toBe('documentsReceived');
  });

  it('upload later again keeps the documents pending, and the next login offers the upload again', async () => {
    const { client, email, opened } = await openedWithDocumentsPending();
    expect(opened).toMatchObject({ dataContent: { documents: 'pending' } });
    // Not handed over yet (the tab was closed at the hand-over): the login still leads to the upload first.
    const again = await logInAgain(email);
    expect(again.next).toBe('dataUploadChoice');
    // The earlier browser's hand-over is no longer where the application is.
    expect(await client.call('errorsReport', {})).toMatchObject({ status: 'error', next: 'dataUploadChoice' });
    expect(await again.client.call('dataUploadChoice', { dataUploadChoice: 1 })).toMatchObject({ status: 'success', next: 'documentsPending', dataContent: { documents: 'pending' } });
    expect((await logInAgain(email)).next).toBe('dataUploadChoice');
  });

  it('on a phone by the QR hand-off: the phone session only captures; the computer then finds the documents complete', async () => {
    const { email } = await openedWithDocumentsPending();
    const { client: desktop, next } = await logInAgain(email);
    expect(next).toBe('dataUploadChoice');
    expect(await desktop.call('dataUploadChoice', { dataUploadChoice: 3 })).toMatchObject({ next: 'mobileSms' });
    const link = (await desktop.call('mobileQrCodeUrl', {})).mobileQrUrl as string;
    const phone = t.client(ENGLISH);
    expect(await confirmMobileHandoff(phone, phone.tokenStore, tokenOf(link), { maxMs: 0 })).toMatchObject({ outcome: 'confirmed' });
    // The hand-off phone's session is still for document capture only (issue 14): no upload-summary, no client zone.
    expect(await phone.call('uploadSummary', {})).toMatchObject({ status: 'error' });
    expect(await phone.call('errorsReport', {})).toMatchObject({ status: 'error' });
    expect(await desktop.call('mobileQrCodeScan', {})).toMatchObject({ isQrCodeScan: true, next: 'mobileDesktopIsCompleted' });
    expect(await phone.call('mobileDocumentChoice', { documentType: 1 })).toMatchObject({ next: 'howToTakePicture' });
    expect(await uploadDocument(phone, 'mobileDocumentUpload', file(sharpDocumentJpeg()))).toMatchObject({ next: 'mobileReturnToDesktop' });
    expect(await desktop.call('checkIfDesktopCanProceed', {})).toMatchObject({ isDesktopWaiting: false, next: 'uploadSucceeded' });
    expect(await desktop.call('uploadSummary', {})).toMatchObject({ next: 'documentsReceived', dataContent: { documents: 'complete' } });
  });

  it('a phone that skips the photo leaves the documents pending', async () => {
    const { email } = await openedWithDocumentsPending();
    const { client: desktop } = await logInAgain(email);
    expect(await desktop.call('dataUploadChoice', { dataUploadChoice: 3 })).toMatchObject({ next: 'mobileSms' });
    const link = (await desktop.call('mobileQrCodeUrl', {})).mobileQrUrl as string;
    const phone = t.client(ENGLISH);
    expect(await confirmMobileHandoff(phone, phone.tokenStore, tokenOf(link), { maxMs: 0 })).toMatchObject({ outcome: 'confirmed' });
    expect(await desktop.call('mobileQrCodeScan', {})).toMatchObject({ next: 'mobileDesktopIsCompleted' });
    expect(await phone.call('skipHybridUpload', {})).toMatchObject({ next: 'mobileReturnToDesktop' });
    expect(await desktop.call('checkIfDesktopCanProceed', {})).toMatchObject({ next: 'documentsPending' });
    expect((await logInAgain(email)).next).toBe('dataUploadChoice');
  });

  it('a phone that finishes after the computer went on completes the documents: the next login finds them received', async () => {
    const { email } = await openedWithDocumentsPending();
    const { client: desktop } = await logInAgain(email);
    expect(await desktop.call('dataUploadChoice', { dataUploadChoice: 3 })).toMatchObject({ next: 'mobileSms' });
    const link = (await desktop.call('mobileQrCodeUrl', {})).mobileQrUrl as string;
    const phone = t.client(ENGLISH);
    expect(await confirmMobileHandoff(phone, phone.tokenStore, tokenOf(link), { maxMs: 0 })).toMatchObject({ outcome: 'confirmed' });
    expect(await desktop.call('mobileQrCodeScan', {})).toMatchObject({ next: 'mobileDesktopIsCompleted' });
    // The computer stops waiting: the document is not there yet.
    expect(await desktop.call('skipDesktopWaiting', {})).toMatchObject({ next: 'documentsPending' });
    expect(await phone.call('mobileDocumentChoice', { documentType: 1 })).toMatchObject({ next: 'howToTakePicture' });
    expect(await uploadDocument(phone, 'mobileDocumentUpload', file(sharpDocumentJpeg()))).toMatchObject({ next: 'mobileReturnToDesktop' });
    expect((await logInAgain(email)).next).toBe('documentsReceived');
  });

  it('an applicant who uploaded before account-open has the documents complete at once', async () => {
    const client = await signedUpClient(t, ENGLISH);
    await passPhoneStep(t, client);
    expect(await client.call('dataUploadChoice', { dataUploadChoice: 2 })).toMatchObject({ next: 'mobileDesktopChoice' });
    expect(await client.call('mobileDesktopChoice', { mobileDesktopChoice: 2 })).toMatchObject({ next: 'desktopDocumentChoice' });
    expect(await client.call('desktopDocumentChoice', { documentType: 1 })).toMatchObject({ next: 'howToTakePicture' });
    expect(await uploadDocument(client, 'desktopDocumentUpload', file(sharpDocumentJpeg()))).toMatchObject({ next: 'uploadSucceeded' });
    expect(await client.call('uploadSummary', {})).toMatchObject({ next: 'personalDataConfirm' });
    expect(await client.call('personalDataConfirm', POLISH_PERSON)).toMatchObject({ next: 'addressDetails' });
    expect(await client.call('addressDetails', WARSAW_ADDRESS)).toMatchObject({ next: 'taxOfficeDetails' });
    expect(await client.call('taxOfficeDetails', POLISH_TAX)).toMatchObject({ next: 'currencyChoice' });
    expect(await client.call('currencyChoice', { currencyChoice: 1 })).toMatchObject({ next: 'declarationAcceptance' });
    expect(await client.call('declarationAcceptance', DECLARATIONS as never)).toMatchObject({ next: 'riskAssessment' });
    await riskAssessmentToAccountOpen(client);
    expect(await client.call('accountOpen', {})).toMatchObject({ next: 'errorsReport', dataContent: { documents: 'complete' } });
    expect((await logInAgain(client.email)).next).toBe('errorsReport');
  });
});
