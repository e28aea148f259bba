import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { confirmMobileHandoff } from '@onboarding/realform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from './codesHelpers';
import { ENGLISH, applicantAtHandoff, applicantAtUpload, common, documentsConfig, file, rawMultipart, readRows, tokenOf, tokenOfClient, uploadDocument } from './documentsSupport';
import {
  blankPng,
  blurredDocumentJpeg,
  exeBytes,
  heicBytes,
  htmlBytes,
  hugeHeaderPng,
  pdfBytes,
  sharpDocumentJpeg,
  sharpDocumentPng,
  smallDocumentPng,
  webpBytes,
} from './fixtures/documentImages';
import type { TestDatabase } from './harness';
import { startTestServer, testDatabase } from './harness';

let dataDir: string;
let storageDir: string;
let database: TestDatabase;
let t: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'realform-documents-'));
  storageDir = join(dataDir, 'uploads');
  database = await testDatabase(join(dataDir, 'db'));
  t = await startTestServer(documentsConfig({ storageDir }), { database });
});

afterAll(async () => {
  await t?.server.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const UPLOAD = '/realform/document/desktop-document-upload';

describe('document uploads on the applicant’s own device', () => {
  it('an ID card: the front asks for the back, the back ends with uploadSucceeded', async () => {
    const client = await applicantAtUpload(t, 2);
    expect(await uploadDocument(client, 'desktopDocumentUpload', file(sharpDocumentJpeg(), 'front.jpeg'))).toMatchObject({
      status: 'success',
      next: 'desktopDocumentUploadBack',
    });
    expect(await uploadDocument(client, 'desktopDocumentUpload', file(sharpDocumentPng(), 'back.png', 'image/png'), { documentSide: 'back' })).toMatchObject({
      status: 'success',
      next: 'uploadSucceeded',
    });
    // Done: no more uploads from the outcome screen.
    expect(await uploadDocument(client, 'desktopDocumentUpload', file(sharpDocumentJpeg()))).toMatchObject({ status: 'error', next: 'uploadSucceeded' });
  });

  it('a passport is one side; a phone used for the whole application uploads through mobile-document-upload', async () => {
    const client = await applicantAtUpload(t, 1);
    expect(await uploadDocument(client, 'mobileDocumentUpload', file(sharpDocumentJpeg()))).toMatchObject({ next: 'uploadSucceeded' });
  });

  // Issue 17 defect 3: the document choice is the application's, kept by the server. A browser that remembers another
  // application's choice (or an application resumed on another device) must not turn a passport into an ID card.
  it('the document type the application chose wins over a stale one the browser sends', async () => {
    const client = await applicantAtUpload(t, 1);
    expect(await uploadDocument(client, 'desktopDocumentUpload', file(sharpDocumentJpeg()), { documentType: '2' })).toMatchObject({
      status: 'success',
      next: 'uploadSucceeded',
    });
  });

  it('get-idscan-token names the capture steps of the chosen document, so every device configures the same journey', async () => {
    const passport = await applicantAtUpload(t, 1);
    expect(await passport.call('getIdscanToken', {})).toMatchObject({ status: 'success', captureSteps: ['IDENTITY:FRONT', 'SELFIE'] });
    const idCard = await applicantAtUpload(t, 2);
    expect(await idCard.call('getIdscanToken', {})).toMatchObject({ status: 'success', captureSteps: ['IDENTITY:FRONT', 'IDENTITY:BACK', 'SELFIE'] });
  });

  it('files are stored under generated names only, never the client’s', async () => {
    const client = await applicantAtUpload(t, 1);
    await uploadDocument(client, 'desktopDocumentUpload', file(sharpDocumentJpeg(), '../../etc/passwd.jpg'));
    const names = await readdir(join(storageDir, 'documents'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^[0-9a-f-]{36}\.(jpg|png|pdf|heic)$/);
    expect(names.some((name) => name.includes('passwd'))).toBe(false);
    const stored = await readFile(join(storageDir, 'documents', names[0]!));
    expect(stored.byteLength).toBeGreaterThan(0);
  });

  describe('content decides, not the name or the declared type', () => {
    it('a PNG named .jpg and declared image/jpeg is taken as the PNG it is', async () => {
      const client = await applicantAtUpload(t, 1);
      expect(await uploadDocument(client, 'desktopDocumentUpload', file(sharpDocumentPng(), 'photo.jpg', 'image/jpeg'))).toMatchObject({
        status: 'success',
        next: 'uploadSucceeded',
      });
    });

    it('a PDF declared image/jpeg is a PDF: accepted, but only a person can check it (uploadFailed, try again allowed)', async () => {
      const client = await applicantAtUpload(t, 1);
      expect(await uploadDocument(client, 'desktopDocumentUpload', file(pdfBytes(), 'scan.jpg', 'image/jpeg'))).toMatchObject({
        status: 'success',
        next: 'uploadFailed',
        dataContent: {
          uploadActionError: 'We could not check your file automatically. Try again with a photo (JPG or PNG), or continue and we will check it later.',
          allowTryAgain: true,
        },
      });
    });

    it('a HEIC of a good size is accepted the same way', async () => {
      const client = await applicantAtUpload(t, 1);
      expect(await uploadDocument(client, 'desktopDocumentUpload', file(heicBytes(4032, 3024), 'IMG_0001.HEIC', 'image/heic'))).toMatchObject({
        next: 'uploadFailed',
      });
    });

    it.each([
      ['an executable named .jpg', exeBytes(), 'document.jpg', 'image/jpeg'],
      ['HTML named .png', htmlBytes(), 'document.png', 'image/png'],
      ['a WebP', webpBytes(), 'document.webp', 'image/webp'],
    ])('%s is refused under documentImage and not stored', async (_case, bytes, name, type) => {
      const client = await applicantAtUpload(t, 1);
      const before = (await readdir(join(storageDir, 'documents')).catch(() => [])).length;
      expect(await uploadDocument(client, 'desktopDocumentUpload', file(bytes, name, type))).toEqual({
        status: 'error',
        errors: { documentImage: ['This type of file is not accepted. Upload a JPG, PNG, GIF, HEIC, HEIF, AVIF or PDF file.'] },
      });
      expect((await readdir(join(storageDir, 'documents')).catch(() => [])).length).toBe(before);
    });
  });

  describe('photo quality (docs/spec/flow/errors.md#uploads "Photo-quality error: message under documentImage")', () => {
    let client: Awaited<ReturnType<typeof applicantAtUpload>>;
    beforeAll(async () => {
      client = await applicantAtUpload(t, 1);
    });

    it.each([
      ['blurred', blurredDocumentJpeg, 'This photo is blurred. Hold the document still, in good light, and take the photo again.'],
      ['blank (every pixel zero)', blankPng, 'This photo is blank. Check that nothing covers the camera and take the photo again.'],
      [
        'too small',
        smallDocumentPng,
        'This photo is too small to read. Take it again with the document filling the frame (at least 640 × 400 pixels).',
      ],
      ['over 50 megapixels by its header', hugeHeaderPng, 'This image is too large. Upload an image of at most 50 megapixels.'],
    ])('a %s photo is refused and the applicant stays on the step', async (_case, make, message) => {
      expect(await uploadDocument(client, 'desktopDocumentUpload', file(make()))).toEqual({ status: 'error', errors: { documentImage: [message] } });
    });

    it('after a refused photo, a good one goes through', async () => {
      expect(await uploadDocument(client, 'desktopDocumentUpload', file(sharpDocumentJpeg()))).toMatchObject({ next: 'uploadSucceeded' });
    });
  });

  describe('malformed uploads get 4xx with the standard shape', () => {
    let client: Awaited<ReturnType<typeof applicantAtUpload>>;
    let token: string;
    beforeAll(async () => {
      client = await applicantAtUpload(t, 1);
      token = await tokenOfClient(client);
    });

    it('no file', async () => {
      expect(await rawMultipart(t, UPLOAD, { ...common(token) })).toEqual({
        status: 400,
        body: { status: 'error', errors: { documentImage: ['Choose a photo or a scan of your document.'] } },
      });
    });

    it('a bad side or document type', async () => {
      const answer = await rawMultipart(t, UPLOAD, { ...common(token), documentSide: 'middle', documentType: '9', documentImage: file(sharpDocumentJpeg()) });
      expect(answer).toEqual({
        status: 400,
        body: { status: 'error', errors: { documentSide: ['Check this field.'], documentType: ['Choose the type of your document.'] } },
      });
    });

    it('no token, or an unknown one', async () => {
      const { token: _token, ...rest } = common(token);
      expect(await rawMultipart(t, UPLOAD, { ...rest, documentImage: file(sharpDocumentJpeg()) })).toMatchObject({ status: 400, body: { status: 'error' } });
      expect(await rawMultipart(t, UPLOAD, { ...common('u'.repeat(43)), documentImage: file(sharpDocumentJpeg()) })).toMatchObject({
        status: 401,
        body: { next: 'restart', restart: true },
      });
    });

    it('JSON instead of multipart', async () => {
      const response = await t.post(UPLOAD, JSON.stringify(common(token)));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: 'error', globalError: expect.any(String) });
    });

    it('a body over 15 MB is refused with 413', async () => {
      const big = new Uint8Array(16 * 1024 * 1024);
      big.set(sharpDocumentJpeg());
      const answer = await rawMultipart(t, UPLOAD, { ...common(token), documentImage: file(big) });
      expect(answer).toEqual({ status: 413, body: { status: 'error', globalError: 'This file is too big. Upload a file smaller than 15 MB.' } });
    });

    it('a chunked body over 15 MB (no length to check first) is refused with 413 too', async () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(common(token))) form.append(name, value);
      form.append('documentImage', file(new Uint8Array(16 * 1024 * 1024)));
      const encoded = new Response(form);
      const response = await t.fetch(`http://localhost${UPLOAD}`, {
        method: 'POST',
        body: encoded.body,
        headers: { 'content-type': encoded.headers.get('content-type')! },
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
    });

    it('an upload before the document step is out of order', async () => {
      const early = await signedUpClient(t, ENGLISH);
      expect(await uploadDocument(early, 'desktopDocumentUpload', file(sharpDocumentJpeg()))).toMatchObject({ status: 'error', next: 'desktopSms' });
    });
  });
});

describe('a restart in the middle of a hand-off', () => {
  it('the desktop and the phone carry on with a new server on the same data', async () => {
    const desktop = await applicantAtHandoff(t);
    const link = (await desktop.call('mobileQrCodeUrl', {})).mobileQrUrl as string;
    const phone = t.client(ENGLISH);
    expect(await confirmMobileHandoff(phone, phone.tokenStore, tokenOf(link), { maxMs: 0 })).toMatchObject({ outcome: 'confirmed' });

    await t.server.close();
    t = await startTestServer(documentsConfig({ storageDir }), { database });
    const desktopAgain = t.client(ENGLISH);
    desktopAgain.tokenStore.set(desktop.tokenStore.get()!);
    const phoneAgain = t.client(ENGLISH);
    phoneAgain.tokenStore.set(phone.tokenStore.get()!);

    expect(await desktopAgain.call('mobileQrCodeScan', {})).toMatchObject({ isQrCodeScan: true, next: 'mobileDesktopIsCompleted' });
    expect(await uploadDocument(phoneAgain, 'mobileDocumentUpload', file(sharpDocumentJpeg()))).toMatchObject({ next: 'mobileReturnToDesktop' });
    expect(await desktopAgain.call('checkIfDesktopCanProceed', {})).toMatchObject({ isDesktopWaiting: false, next: 'uploadSucceeded' });
  });
});

describe('reports (docs/spec/flow/calls.md#scan-status-reports): status reports, gbg-stats and the analytics log', () => {
  let client: Awaited<ReturnType<typeof applicantAtUpload>>;
  let journeyId: string;
  beforeAll(async () => {
    client = await applicantAtUpload(t, 1);
    const answer = await client.call('getIdscanToken', {});
    journeyId = answer.journeyId as string;
  });

  it('type 1, its timeout variant and type 2 are accepted', async () => {
    const type1 = {
      type: 1 as const,
      journeyId,
      startTimestamp: 1_767_000_000,
      endTimestamp: 1_767_000_012,
      attemptNumber: 1,
      isValidated: true,
      status: 'Passed',
      documentCountry: 'POL',
      documentType: 'Passport',
      documentSide: 'Front',
      scanType: 'DESKTOP' as const,
    };
    expect(await client.call('scanStatusReport', type1)).toEqual({ status: 'success' });
    expect(await client.call('scanStatusReport', { type: 1, scanType: 'DESKTOP', isTimeout: true })).toEqual({ status: 'success' });
    expect(await client.call('scanStatusReport', { type: 2, journeyId, journeyStatus: 'ENDED', scanType: 'DESKTOP' })).toEqual({ status: 'success' });
  });

  it('a report about a journey that is not the applicant’s is refused; a malformed one is a 400', async () => {
    expect(await client.call('scanStatusReport', { type: 2, journeyId: '00000000-0000-4000-8000-000000000000', journeyStatus: 'end', scanType: 'MOBILE' })).toMatchObject({
      status: 'error',
      errors: { journeyId: ['We could not find this identity check. Start it again.'] },
    });
    const token = await tokenOfClient(client);
    for (const fields of [{ type: 3, scanType: 'DESKTOP' }, { type: 1, scanType: 'TABLET' }, { type: 1, scanType: 'DESKTOP', attemptNumber: -1 }]) {
      const response = await t.post('/realform/document/scan-status-report', JSON.stringify({ ...common(token), ...fields }));
      expect(response.status).toBe(400);
    }
  });

  it('gbg-stats is stored best effort; bad details are a 400', async () => {
    expect(await client.call('gbgStats', { status: 'passed', journeyId, details: { durationMs: 5120, attempts: 2 } })).toEqual({ status: 'success' });
    expect(await client.call('gbgStats', { status: 'passed', journeyId: 'not-a-journey' })).toEqual({ status: 'success' });
    const token = await tokenOfClient(client);
    const response = await t.post('/realform/site/gbg-stats', JSON.stringify({ ...common(token), status: 'x', details: { deep: { a: 1 } } }));
    expect(response.status).toBe(400);
    expect((await t.post('/realform/site/gbg-stats', JSON.stringify(common(token)))).status).toBe(400);
  });

  it('the analytics log takes anonymous sessions too; malformed bodies are a 400, unknown tokens restart', async () => {
    const anonymous = t.client(ENGLISH);
    expect(
      await anonymous.call('writeAnalyticsResponseToLog', {
        step: 'newAccount',
        browser: { name: 'Firefox', version: '128' },
        device: { type: 'desktop' },
        os: { name: 'Linux' },
      }),
    ).toEqual({ status: 'success' });
    expect(
      await client.call('writeAnalyticsResponseToLog', {
        step: 'howToTakePicture',
        analytics: { userId: 'u-1', email: 'anna.nowak@example.com' },
        browser: { name: 'anna.nowak@example.com' },
      }),
    ).toEqual({ status: 'success' });
    const token = await tokenOfClient(anonymous);
    expect((await t.post('/realform/form-pl/write-analytics-response-to-log', JSON.stringify({ ...common(token), browser: 'Firefox' }))).status).toBe(400);
    expect((await t.post('/realform/form-pl/write-analytics-response-to-log', JSON.stringify({ ...common(token), browser: { nested: { a: 1 } } }))).status).toBe(400);
    const unknown = await t.post('/realform/form-pl/write-analytics-response-to-log', JSON.stringify(common('q'.repeat(43))));
    expect(unknown.status).toBe(401);
  });

  it('everything above was stored, without personal data', async () => {
    await t.server.close();
    const rows = await readRows<{ kind: string; payload: Record<string, unknown> }>(database, 'SELECT kind, payload FROM document_events ORDER BY id');
    const kinds = rows.map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(['status1', 'timeout', 'status2', 'gbgStats', 'analytics']));
    const status1 = rows.find((row) => row.kind === 'status1')!.payload;
    expect(status1).toMatchObject({ journeyId, attemptNumber: 1, scanType: 'DESKTOP', branchCode: 'EN' });
    expect(status1).not.toHaveProperty('token');
    const analytics = rows.filter((row) => row.kind === 'analytics').map((row) => row.payload);
    expect(analytics).toContainEqual({ step: 'newAccount', browser: { name: 'Firefox', version: '128' }, device: { type: 'desktop' }, os: { name: 'Linux' } });
    expect(analytics).toContainEqual({ step: 'howToTakePicture', analytics: { userId: 'u-1' } });
    expect(JSON.stringify(rows)).not.toContain('anna.nowak@example.com');
  });
});
