import type { IdscanSession } from '@onboarding/realform-api';
import { fetchJourneyResult, getIdscanTokenWithRetry } from '@onboarding/realform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantAtHandoff, applicantAtUpload, capture, common, documentsConfig, endCapture, file, journeyGet, tokenOfClient } from './documentsSupport';
import type { TestClient } from './documentsSupport';
import { blankPng, blurredDocumentJpeg, encodePng, pdfBytes, sharpDocumentJpeg, sharpDocumentPng, td1Mrz, td3Mrz, uniformPixels } from './fixtures/documentImages';
import { startTestServer } from './harness';

let t: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  t = await startTestServer(documentsConfig());
});

afterAll(async () => {
  await t?.close();
});

const VALID_MRZ = td3Mrz({ expiry: '350101' });
const EXPIRED_MRZ = td3Mrz({ expiry: '200101' });

/** An applicant on the upload page with a fresh scan journey. */
async function journey(documentType: 1 | 2 = 1): Promise<{ client: TestClient; session: IdscanSession }> {
  const client = await applicantAtUpload(t, documentType);
  const result = await getIdscanTokenWithRetry(client, { attempts: 1 });
  if (result.outcome !== 'token') throw new Error(`expected a scan token, got ${result.outcome}`);
  return { client, session: result.session };
}

const bearer = (session: IdscanSession) => `Bearer ${session.gbgToken}`;

describe('get-idscan-token (S0 §7, S1 §3)', () => {
  it('opens a journey: status, gbgToken, journeyId, clientId and backendUrl on this server', async () => {
    const client = await applicantAtUpload(t);
    const answer = await client.call('getIdscanToken', {});
    expect(answer).toEqual({
      status: 'success',
      gbgToken: expect.stringMatching(/^[\w-]{43}$/),
      journeyId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      clientId: expect.stringMatching(/^[0-9a-f]{32}$/),
      backendUrl: 'http://localhost/idscanenterprisesvc',
    });
    const again = await client.call('getIdscanToken', {});
    expect(again.journeyId).not.toBe(answer.journeyId);
    expect(again.gbgToken).not.toBe(answer.gbgToken);
    expect(again.clientId).toBe(answer.clientId);
  });

  it('is refused before the upload step, without a session, and for a malformed body', async () => {
    const early = await applicantAtHandoff(t);
    expect(await early.call('getIdscanToken', {})).toMatchObject({ status: 'error', next: 'mobileSms' });
    const response = await t.post('/realform/document/get-idscan-token', JSON.stringify(common('z'.repeat(43))));
    expect(response.status).toBe(401);
    expect((await t.post('/realform/document/get-idscan-token', '[1]')).status).toBe(400);
  });

  it('an application may open at most 30 journeys an hour', async () => {
    const client = await applicantAtUpload(t);
    for (let i = 0; i < 30; i++) expect((await client.call('getIdscanToken', {})).status).toBe('success');
    expect(await client.call('getIdscanToken', {})).toMatchObject({ status: 'error', globalError: 'Too many identity checks were started. Try again in an hour.' });
    // So getIdscanTokenWithRetry ends in the exception route (S0 §4).
    expect(await getIdscanTokenWithRetry(client, { attempts: 2, intervalMs: 1 })).toMatchObject({ outcome: 'exception', attempts: 2 });
  });
});

describe('a scan journey, judged by the local verifier', () => {
  it('a sharp passport with a valid TD3 MRZ: Passed, and the desktop goes to uploadSucceeded', async () => {
    const { client, session } = await journey();
    const captured = await capture(t, session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg()), mrz: VALID_MRZ });
    expect(captured).toMatchObject({
      status: 200,
      body: {
        JourneyId: session.journeyId,
        Side: 'IDENTITY:FRONT',
        CurrentResult: 'Passed',
        Checks: { resolution: 'passed', blank: 'passed', sharpness: 'passed', mrz: 'passed', expiry: 'passed' },
      },
    });
    // Not ended yet (S1 §4): Undefined.
    expect(await journeyGet(t, session.backendUrl, session.journeyId, bearer(session))).toMatchObject({ status: 200, body: { HighLevelResult: 'Undefined' } });

    for (const journeyStatus of ['start', 'progress', 'transferComplete']) {
      expect(await client.call('notifyJourney', { journeyStatus, journeyId: session.journeyId })).toEqual({ status: 'success' });
    }
    expect(await client.call('notifyJourney', { journeyStatus: 'end', journeyId: session.journeyId })).toEqual({ status: 'success', next: 'uploadSucceeded' });

    const result = await fetchJourneyResult({ ...session, fetch: t.fetch as typeof fetch });
    expect(result).toEqual({
      JourneyId: session.journeyId,
      HighLevelResult: 'Passed',
      ProcessedDocuments: [
        {
          IsValidated: true,
          HighLevelResult: 'Passed',
          IssuingCountryCode: 'POL',
          DocumentType: 'Passport',
          DocumentSide: 'Front',
          // S0 §3: what the personal-data step is prefilled with.
          ExtractedFields: expect.objectContaining({ FirstName: 'ANNA MARIA', LastName: 'KOWALSKA', BirthDate: '1990-01-01', NationalityCode: 'POL' }),
        },
      ],
    });
    // The end arriving twice changes nothing.
    expect(await client.call('notifyJourney', { journeyStatus: 'end', journeyId: session.journeyId })).toEqual({ status: 'success', next: 'uploadSucceeded' });
  });

  it('an ID card, front and back with a TD1 zone on the back: Passed, the back’s country on both sides', async () => {
    const { client, session } = await journey(2);
    await capture(t, session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentPng(), 'front.png', 'image/png') });
    await capture(t, session, { side: 'IDENTITY:BACK', image: file(sharpDocumentJpeg()), mrz: td1Mrz({ expiry: '340101', issuing: 'DEU' }) });
    expect(await client.call('notifyJourney', { journeyStatus: 'end', journeyId: session.journeyId })).toMatchObject({ next: 'uploadSucceeded' });
    const result = await fetchJourneyResult({ ...session, fetch: t.fetch as typeof fetch });
    expect(result.ProcessedDocuments.map((document) => [document.DocumentSide, document.IssuingCountryCode, document.DocumentType])).toEqual([
      ['Front', 'DEU', 'IdentityCard'],
      ['Back', 'DEU', 'IdentityCard'],
    ]);
  });

  it('a blurred capture fails at once, and the journey ends Refer: uploadFailed with a try-again (S0 §2)', async () => {
    const { client, session } = await journey();
    const captured = await capture(t, session, { side: 'IDENTITY:FRONT', image: file(blurredDocumentJpeg()) });
    expect(captured.body).toMatchObject({
      CurrentResult: 'Failed',
      Problem: 'blurred',
      Checks: { sharpness: 'failed' },
      Message: 'This photo is blurred. Hold the document still, in good light, and take the photo again.',
    });
    expect(await endCapture(t, session)).toMatchObject({ status: 200, body: { HighLevelResult: 'Refer' } });
    expect(await client.call('notifyJourney', { journeyStatus: 'end', journeyId: session.journeyId })).toEqual({
      status: 'success',
      next: 'uploadFailed',
      dataContent: { uploadActionError: 'We could not verify your document. Try again, or continue and send it later.', allowTryAgain: true },
    });
  });

  it('a retake replaces the failed attempt of the same side', async () => {
    const { client, session } = await journey();
    await capture(t, session, { side: 'IDENTITY:FRONT', image: file(blurredDocumentJpeg()) });
    await capture(t, session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg()) });
    expect(await client.call('notifyJourney', { journeyStatus: 'end', journeyId: session.journeyId })).toMatchObject({ next: 'uploadSucceeded' });
  });

  it('a blank capture (every pixel zero) ends Refer', async () => {
    const { session } = await journey();
    expect((await capture(t, session, { side: 'IDENTITY:FRONT', image: file(blankPng(), 'frame.png', 'image/png') })).body).toMatchObject({
      CurrentResult: 'Failed',
      Problem: 'blank',
    });
    expect((await endCapture(t, session)).body).toMatchObject({ HighLevelResult: 'Refer' });
  });

  it('an expired document (its MRZ says so) ends Expired, with its own message', async () => {
    const { client, session } = await journey();
    expect((await capture(t, session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg()), mrz: EXPIRED_MRZ })).body).toMatchObject({
      CurrentResult: 'Passed',
      Checks: { mrz: 'passed', expiry: 'failed' },
    });
    expect(await client.call('notifyJourney', { journeyStatus: 'end', journeyId: session.journeyId })).toMatchObject({
      next: 'uploadFailed',
      dataContent: { uploadActionError: 'Your document has expired. Try again with a valid document, or continue and send it later.' },
    });
    expect((await journeyGet(t, session.backendUrl, session.journeyId, bearer(session))).body).toMatchObject({
      HighLevelResult: 'Expired',
      ProcessedDocuments: [{ IsValidated: false, HighLevelResult: 'Expired' }],
    });
  });

  it('an MRZ with a wrong check digit fails the capture', async () => {
    const { session } = await journey();
    expect((await capture(t, session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg()), mrz: td3Mrz({ expiry: '350101', corrupt: true }) })).body).toMatchObject({
      CurrentResult: 'Failed',
      Problem: 'mrz',
      Checks: { mrz: 'failed' },
    });
    expect((await endCapture(t, session)).body).toMatchObject({ HighLevelResult: 'Refer' });
  });

  it('no front side is NotSupported', async () => {
    const { session } = await journey();
    await capture(t, session, { side: 'SELFIE', image: file(sharpDocumentJpeg()) });
    expect((await endCapture(t, session)).body).toMatchObject({ HighLevelResult: 'NotSupported', ProcessedDocuments: [{ DocumentType: 'Selfie' }] });
  });

  it('after the journey ended, requests are refused (S1 §4); its result can still be read', async () => {
    const { session } = await journey();
    await capture(t, session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg()) });
    expect((await endCapture(t, session)).status).toBe(200);
    expect(await capture(t, session, { side: 'IDENTITY:BACK', image: file(sharpDocumentJpeg()) })).toEqual({
      status: 409,
      body: { ErrorCode: 'JOURNEY_ENDED', Message: 'This identity check has ended, so it cannot take more photos. Start a new one.' },
    });
    expect((await endCapture(t, session)).status).toBe(409);
    expect((await journeyGet(t, session.backendUrl, session.journeyId, bearer(session))).body).toMatchObject({ HighLevelResult: 'Passed' });
  });
});

describe('the scan backend refuses what it must (S1 §5, §6, §8)', () => {
  let session: IdscanSession;
  let other: IdscanSession;
  beforeAll(async () => {
    ({ session } = await journey());
    ({ session: other } = await journey());
  });

  it('a wrong, missing or foreign scan token is 401', async () => {
    expect(await capture(t, session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg()) }, `Bearer ${'w'.repeat(43)}`)).toEqual({
      status: 401,
      body: { ErrorCode: 'UNAUTHORIZED', Message: 'You are not authorized to access this resource.' },
    });
    expect((await journeyGet(t, session.backendUrl, session.journeyId, null)).status).toBe(401);
    expect((await journeyGet(t, session.backendUrl, session.journeyId, `Bearer ${'w'.repeat(43)}`)).status).toBe(401);
    // Another journey's token reads nothing of this one.
    expect((await journeyGet(t, session.backendUrl, session.journeyId, bearer(other))).status).toBe(401);
    // The bare token (no "Bearer") is accepted too.
    expect((await journeyGet(t, session.backendUrl, session.journeyId, session.gbgToken)).status).toBe(200);
  });

  it('a file that is not JPG or PNG has the S1 §5 wrong-format message', async () => {
    expect(await capture(t, session, { side: 'IDENTITY:FRONT', image: file(pdfBytes(), 'scan.jpg') })).toEqual({
      status: 415,
      body: { ErrorCode: 'INCORRECT_FORMAT', Message: 'Your file is the incorrect format. Please upload one of the accepted formats.' },
    });
  });

  it('a file of 7.5 MB or more has the S1 §5 too-big message', async () => {
    const big = new Uint8Array(7.5 * 1024 * 1024);
    big.set(encodePng(uniformPixels(700, 500, 90)));
    expect(await capture(t, session, { side: 'IDENTITY:FRONT', image: file(big, 'big.png', 'image/png') })).toEqual({
      status: 413,
      body: { ErrorCode: 'FILE_TOO_BIG', Message: 'Your file is too big. Please upload a file that is smaller than 7.5MB.' },
    });
    const huge = new Uint8Array(9 * 1024 * 1024);
    expect((await capture(t, session, { side: 'IDENTITY:FRONT', image: file(huge) })).status).toBe(413);
  });

  it('a missing or unknown side, a missing image or an overlong MRZ is a 400', async () => {
    for (const parts of [
      { image: file(sharpDocumentJpeg()) },
      { side: 'IDENTITY:MIDDLE', image: file(sharpDocumentJpeg()) },
      { side: 'IDENTITY:FRONT' },
      { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg()), mrz: 'P'.repeat(500) },
    ]) {
      expect(await capture(t, session, parts)).toMatchObject({ status: 400, body: { ErrorCode: 'BAD_REQUEST' } });
    }
    expect((await journeyGet(t, session.backendUrl, null, bearer(session))).status).toBe(400);
  });

  it('a JPEG that is cut off is not a valid image', async () => {
    expect(await capture(t, session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg().subarray(0, 900)) })).toMatchObject({
      status: 400,
      body: { ErrorCode: 'INVALID_IMAGE' },
    });
  });
});

describe('notify-journey (S0 §7)', () => {
  it('an unknown journey, or another applicant’s, is an error for the global banner (S0 §8)', async () => {
    const { client } = await journey();
    const { session: foreign } = await journey();
    for (const journeyId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', foreign.journeyId]) {
      expect(await client.call('notifyJourney', { journeyStatus: 'end', journeyId })).toEqual({
        status: 'error',
        globalError: 'We could not find this identity check. Start it again.',
      });
    }
  });

  it('malformed bodies are field errors', async () => {
    const { client, session } = await journey();
    const token = await tokenOfClient(client);
    const send = (fields: Record<string, unknown>) => t.post('/realform/document/notify-journey', JSON.stringify({ ...common(token), ...fields }));
    const unknownStatus = await send({ journeyStatus: 'dance', journeyId: session.journeyId });
    expect(unknownStatus.status).toBe(400);
    expect(await unknownStatus.json()).toEqual({ status: 'error', errors: { journeyStatus: ['Check this field.'] } });
    expect((await send({ journeyStatus: 'end' })).status).toBe(400);
    expect((await send({ journeyStatus: 7, journeyId: session.journeyId })).status).toBe(400);
  });
});
