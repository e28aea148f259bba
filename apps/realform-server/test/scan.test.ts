import type { IdscanSession } from '@onboarding/realform-api';
import { fetchJourneyResult, getIdscanTokenWithRetry } from '@onboarding/realform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantAtHandoff, applicantAtUpload, cancelCapture, capture, common, documentsConfig, endCapture, file, journeyGet, tokenOfClient, uploadDocument } from './documentsSupport';
import type { TestClient } from './documentsSupport';
import {
  blankPng,
  blurredDocumentJpeg,
  documentPixels,
  encodeJpeg,
  encodePng,
  pdfBytes,
  sharpDocumentJpeg,
  td1Mrz,
  td3Mrz,
  uniformPixels,
} from './fixtures/documentImages';
import { scriptedAnalyzers, scriptedFace } from './fixtures/scriptedAnalyzers';
import { startTestServer } from './harness';

let t: Awaited<ReturnType<typeof startTestServer>>;
// What the identity models "read" from each test image (test/identity.test.ts runs the real models).
const models = scriptedAnalyzers();

beforeAll(async () => {
  t = await startTestServer(documentsConfig({ identityAnalyzers: models }));
});

/** A sharp document photo of its own (seed), which the models read as `reading`. */
function photo(seed: number, reading: Parameters<typeof models.know>[1]): File {
  // Seeds of their own (the shared fixtures use seed 7).
  const bytes = encodeJpeg(documentPixels(1000, 640, 1000 + seed));
  models.know(bytes, reading);
  return file(bytes);
}

/** The applicant's selfie: the face of person 0 unless told otherwise. */
const selfie = (seed = 100, person = 0, overrides = {}) => photo(seed, { faces: [scriptedFace(person, overrides)] });

afterAll(async () => {
  await t?.close();
});

const VALID_MRZ = td3Mrz({ expiry: '350101' });
const EXPIRED_MRZ = td3Mrz({ expiry: '200101' });
const lines = (mrz: string) => mrz.split('\n');

/** An applicant on the upload page with a fresh scan journey. */
async function journey(documentType: 1 | 2 = 1): Promise<{ client: TestClient; session: IdscanSession }> {
  const client = await applicantAtUpload(t, documentType);
  const result = await getIdscanTokenWithRetry(client, { attempts: 1 });
  if (result.outcome !== 'token') throw new Error(`expected a scan token, got ${result.outcome}`);
  return { client, session: result.session };
}

const bearer = (session: IdscanSession) => `Bearer ${session.gbgToken}`;

describe('get-idscan-token (docs/spec/flow/calls.md#call-table, docs/spec/widget/entities.md)', () => {
  it('opens a journey: status, gbgToken, journeyId, clientId and backendUrl on this server', async () => {
    const client = await applicantAtUpload(t);
    const answer = await client.call('getIdscanToken', {});
    expect(answer).toEqual({
      status: 'success',
      gbgToken: expect.stringMatching(/^[\w-]{43}$/),
      journeyId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      clientId: expect.stringMatching(/^[0-9a-f]{32}$/),
      backendUrl: 'http://localhost/idscanenterprisesvc',
      // The passport chosen by applicantAtUpload: the front, then the selfie (issue 17: the server names the steps).
      captureSteps: ['IDENTITY:FRONT', 'SELFIE'],
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
    // So getIdscanTokenWithRetry ends in the exception route (docs/spec/flow/states.md#scan-token).
    expect(await getIdscanTokenWithRetry(client, { attempts: 2, intervalMs: 1 })).toMatchObject({ outcome: 'exception', attempts: 2 });
  });
});

describe('a scan journey, judged by the server (issue 15)', () => {
  it('a passport page with a readable MRZ and the holder’s selfie: Passed, and the desktop goes to uploadSucceeded', async () => {
    const { client, session } = await journey();
    const captured = await capture(t, session, { side: 'IDENTITY:FRONT', image: photo(1, { mrz: { found: true, lines: lines(VALID_MRZ) }, faces: [scriptedFace(0)] }) });
    expect(captured).toMatchObject({
      status: 200,
      body: {
        JourneyId: session.journeyId,
        Side: 'IDENTITY:FRONT',
        CurrentResult: 'Passed',
        Checks: { resolution: 'passed', blank: 'passed', sharpness: 'passed', mrz: 'passed', expiry: 'passed', face: 'passed' },
      },
    });
    expect((await capture(t, session, { side: 'SELFIE', image: selfie() })).body).toMatchObject({ CurrentResult: 'Passed', Checks: { face: 'passed' } });
    // Not ended yet (docs/spec/widget/states.md#ended-journey): Undefined.
    expect(await journeyGet(t, session.backendUrl, session.journeyId, bearer(session))).toMatchObject({ status: 200, body: { HighLevelResult: 'Undefined' } });

    for (const journeyStatus of ['start', 'progress', 'transferComplete']) {
      expect(await client.call('notifyJourney', { journeyStatus, journeyId: session.journeyId })).toEqual({ status: 'success' });
    }
    const ended = await client.call('notifyJourney', { journeyStatus: 'end', journeyId: session.journeyId });
    // The answer carries what was read for the personal-data prefill (docs/spec/flow/entities.md), as the manual upload's does.
    expect(ended).toEqual({
      status: 'success',
      next: 'uploadSucceeded',
      dataContent: { processedDocuments: [expect.objectContaining({ DocumentType: 'Passport', ExtractedFields: expect.objectContaining({ LastName: 'KOWALSKA' }) })] },
    });

    const result = await fetchJourneyResult({ ...session, fetch: t.fetch as typeof fetch });
    expect(result).toMatchObject({
      JourneyId: session.journeyId,
      HighLevelResult: 'Passed',
      ProcessedDocuments: [
        {
          IsValidated: true,
          HighLevelResult: 'Passed',
          IssuingCountryCode: 'POL',
          DocumentType: 'Passport',
          DocumentSide: 'Front',
          // docs/spec/flow/entities.md: what the personal-data step is prefilled with — read from the photo.
          ExtractedFields: expect.objectContaining({ FirstName: 'ANNA MARIA', LastName: 'KOWALSKA', BirthDate: '1990-01-01', NationalityCode: 'POL', Sex: 'F' }),
        },
        { IsValidated: true, HighLevelResult: 'Passed', DocumentType: 'Selfie', DocumentSide: 'Single' },
      ],
      Scores: { FaceMatch: 1, SelfieAntispoof: 0.9, SelfieLiveness: 0.9 },
    });
    expect(result.AdditionalChecks?.map((check) => `${check.Name}:${check.Result}`)).toEqual([
      'StepsComplete:Passed',
      'PhotoQuality:Passed',
      'DocumentPresent:Passed',
      'MrzRead:Passed',
      'DocumentExpiry:Passed',
      'DocumentPortrait:Passed',
      'FaceMatch:Passed',
      'SelfieLiveness:Passed',
      'Liveness:NotNeeded',
    ]);
    // The end arriving twice changes nothing.
    expect(await client.call('notifyJourney', { journeyStatus: 'end', journeyId: session.journeyId })).toEqual(ended);
  });

  it('an ID card, portrait on the front and a TD1 zone on the back: Passed, the back’s country on both sides', async () => {
    const { client, session } = await journey(2);
    await capture(t, session, { side: 'IDENTITY:FRONT', image: photo(2, { mrz: { found: false, lines: null }, faces: [scriptedFace(0)] }) });
    await capture(t, session, { side: 'IDENTITY:BACK', image: photo(3, { mrz: { found: true, lines: lines(td1Mrz({ expiry: '340101', issuing: 'DEU' })) } }) });
    await capture(t, session, { side: 'SELFIE', image: selfie() });
    expect(await client.call('notifyJourney', { journeyStatus: 'end', journeyId: session.journeyId })).toMatchObject({ next: 'uploadSucceeded' });
    const result = await fetchJourneyResult({ ...session, fetch: t.fetch as typeof fetch });
    expect(result.ProcessedDocuments.map((document) => [document.DocumentSide, document.IssuingCountryCode, document.DocumentType])).toEqual([
      ['Front', 'DEU', 'IdentityCard'],
      ['Back', 'DEU', 'IdentityCard'],
      ['Single', null, 'Selfie'],
    ]);
  });

  it('another person’s selfie: NotAccepted, and uploadFailed says the selfie does not match', async () => {
    const { client, session } = await journey();
    await capture(t, session, { side: 'IDENTITY:FRONT', image: photo(4, { mrz: { found: true, lines: lines(VALID_MRZ) }, faces: [scriptedFace(1)] }) });
    await capture(t, session, { side: 'SELFIE', image: selfie(101, 2) });
    expect(await client.call('notifyJourney', { journeyStatus: 'end', journeyId: session.journeyId })).toEqual({
      status: 'success',
      next: 'uploadFailed',
      dataContent: { uploadActionError: 'Your selfie does not match the photo in your document. Try again, or continue and send it later.', allowTryAgain: true },
    });
    const read = await journeyGet(t, session.backendUrl, session.journeyId, bearer(session));
    expect(read.body).toMatchObject({ HighLevelResult: 'NotAccepted', Scores: { FaceMatch: 0 } });
    expect(read.body.AdditionalChecks).toContainEqual({ Name: 'FaceMatch', Result: 'Failed' });
  });

  it('a photo with neither a face nor machine-readable lines (noise, a landscape) is refused at once, and NotAccepted at the end', async () => {
    const { session } = await journey();
    const captured = await capture(t, session, { side: 'IDENTITY:FRONT', image: photo(5, { mrz: { found: false, lines: null }, faces: [] }) });
    expect(captured.body).toMatchObject({
      CurrentResult: 'Failed',
      Problem: 'notDocument',
      Message: 'This does not look like an identity document. Take a photo of the page with your photo, or of the side with the machine-readable lines.',
    });
    expect((await endCapture(t, session)).body).toMatchObject({ HighLevelResult: 'NotAccepted' });
  });

  it('MRZ text a client sends with the photo is not trusted: only what the server reads counts', async () => {
    const { session } = await journey();
    // A face, no zone on the photo — and a valid zone typed into the request.
    const captured = await capture(t, session, { side: 'IDENTITY:FRONT', image: photo(6, { mrz: { found: false, lines: null }, faces: [scriptedFace(0)] }), mrz: VALID_MRZ });
    expect(captured.body).toMatchObject({ CurrentResult: 'Passed', Checks: { mrz: 'not needed', expiry: 'undetermined' } });
    await capture(t, session, { side: 'SELFIE', image: selfie() });
    const ended = await endCapture(t, session);
    expect(ended.body).toMatchObject({ HighLevelResult: 'Refer' });
    expect((ended.body.ProcessedDocuments as Array<Record<string, unknown>>)[0]).not.toHaveProperty('ExtractedFields');
  });

  it('a selfie without a face, or with two, asks to take it again', async () => {
    const { session } = await journey();
    expect((await capture(t, session, { side: 'SELFIE', image: photo(7, { faces: [] }) })).body).toMatchObject({
      CurrentResult: 'Failed',
      Problem: 'noFace',
      Message: 'We could not find a face in this photo. Look straight at the camera in good light and take it again.',
    });
    expect((await capture(t, session, { side: 'SELFIE', image: photo(8, { faces: [scriptedFace(0), scriptedFace(1)] }) })).body).toMatchObject({
      CurrentResult: 'Failed',
      Problem: 'manyFaces',
    });
  });

  it('liveness frames: the action is stored with the frame; a head not turned as asked is refused at once', async () => {
    const { session } = await journey();
    await capture(t, session, { side: 'IDENTITY:FRONT', image: photo(9, { mrz: { found: true, lines: lines(VALID_MRZ) }, faces: [scriptedFace(3)] }) });
    expect((await capture(t, session, { side: 'LIVENESS', action: 'LEFT', image: photo(10, { faces: [scriptedFace(3, { turn: 'right', yawDegrees: 20 })] }) })).body).toMatchObject({
      Action: 'LEFT',
      CurrentResult: 'Failed',
      Problem: 'turn',
      Message: 'Your head was not turned as asked. Follow the instruction on the screen and take the photo again.',
    });
    expect((await capture(t, session, { side: 'LIVENESS', action: 'LEFT', image: photo(11, { faces: [scriptedFace(3, { turn: 'left', yawDegrees: -20 })] }) })).body).toMatchObject({
      CurrentResult: 'Passed',
    });
    expect((await capture(t, session, { side: 'LIVENESS', action: 'STRAIGHT', image: photo(12, { faces: [scriptedFace(3)] }) })).body).toMatchObject({ CurrentResult: 'Passed' });
    await capture(t, session, { side: 'SELFIE', image: selfie(102, 3) });
    const ended = await endCapture(t, session);
    // The retaken LEFT frame replaced the wrong one; the liveness check passes with the document's holder.
    expect(ended.body).toMatchObject({ HighLevelResult: 'Passed', Scores: { Liveness: 0.9, LivenessFaceMatch: 1 } });
    expect(ended.body.AdditionalChecks).toContainEqual({ Name: 'Liveness', Result: 'Passed' });
    expect((await capture(t, { ...session }, { side: 'LIVENESS', action: 'UP', image: selfie() })).status).toBe(409);
  });

  it('an unknown liveness action is a 400', async () => {
    const { session } = await journey();
    expect(await capture(t, session, { side: 'LIVENESS', action: 'SIDEWAYS', image: selfie() })).toMatchObject({ status: 400, body: { ErrorCode: 'BAD_REQUEST' } });
  });

  it('a blurred capture fails at once, and the journey ends Refer: uploadFailed with a try-again (docs/spec/flow/screens.md#uploadfailed)', async () => {
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
    await capture(t, session, { side: 'SELFIE', image: selfie() });
    expect(await client.call('notifyJourney', { journeyStatus: 'end', journeyId: session.journeyId })).toMatchObject({ next: 'uploadSucceeded' });
  });

  it('a journey without its selfie is Refer: every configured step counts', async () => {
    const { session } = await journey();
    await capture(t, session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg()) });
    const ended = await endCapture(t, session);
    expect(ended.body).toMatchObject({ HighLevelResult: 'Refer' });
    expect(ended.body.AdditionalChecks).toContainEqual({ Name: 'StepsComplete', Result: 'Undetermined', Reason: 'missing SELFIE' });
  });

  it('a blank capture (every pixel zero) ends Refer', async () => {
    const { session } = await journey();
    expect((await capture(t, session, { side: 'IDENTITY:FRONT', image: file(blankPng(), 'frame.png', 'image/png') })).body).toMatchObject({
      CurrentResult: 'Failed',
      Problem: 'blank',
    });
    expect((await endCapture(t, session)).body).toMatchObject({ HighLevelResult: 'Refer' });
  });

  it('an expired document (the zone read from its photo says so) ends Expired, with its own message', async () => {
    const { client, session } = await journey();
    expect((await capture(t, session, { side: 'IDENTITY:FRONT', image: photo(13, { mrz: { found: true, lines: lines(EXPIRED_MRZ) }, faces: [scriptedFace(0)] }) })).body).toMatchObject({
      CurrentResult: 'Passed',
      Checks: { mrz: 'passed', expiry: 'failed' },
    });
    await capture(t, session, { side: 'SELFIE', image: selfie() });
    expect(await client.call('notifyJourney', { journeyStatus: 'end', journeyId: session.journeyId })).toMatchObject({
      next: 'uploadFailed',
      dataContent: { uploadActionError: 'Your document has expired. Try again with a valid document, or continue and send it later.' },
    });
    expect((await journeyGet(t, session.backendUrl, session.journeyId, bearer(session))).body).toMatchObject({
      HighLevelResult: 'Expired',
      ProcessedDocuments: [{ IsValidated: false, HighLevelResult: 'Expired' }, { HighLevelResult: 'Passed' }],
    });
  });

  it('a zone read with a wrong check digit fails the capture', async () => {
    const { session } = await journey();
    const corrupt = lines(td3Mrz({ expiry: '350101', corrupt: true }));
    expect((await capture(t, session, { side: 'IDENTITY:FRONT', image: photo(14, { mrz: { found: true, lines: corrupt }, faces: [scriptedFace(0)] }) })).body).toMatchObject({
      CurrentResult: 'Failed',
      Problem: 'mrz',
      Checks: { mrz: 'failed' },
    });
    expect((await endCapture(t, session)).body).toMatchObject({ HighLevelResult: 'Refer' });
  });

  it('no front side is NotSupported', async () => {
    const { session } = await journey();
    await capture(t, session, { side: 'SELFIE', image: selfie() });
    expect((await endCapture(t, session)).body).toMatchObject({ HighLevelResult: 'NotSupported', ProcessedDocuments: [{ DocumentType: 'Selfie' }] });
  });

  it('while the identity models have too many photos waiting, a capture and a manual upload are answered 503, not stored unjudged', async () => {
    const { session } = await journey();
    const uploader = await applicantAtUpload(t, 1);
    models.busy = true;
    try {
      const refused = await capture(t, session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg()) });
      expect(refused).toMatchObject({ status: 503, body: { ErrorCode: 'SERVER_BUSY' } });
      // The same 503 (with Retry-After) as the other "busy" refusals of uploads.
      await expect(uploadDocument(uploader, 'desktopDocumentUpload', file(sharpDocumentJpeg()))).rejects.toThrow(/HTTP 503/);
    } finally {
      models.busy = false;
    }
    // Nothing was kept: the same photo is judged when the models have room again.
    expect((await capture(t, session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg()) })).body).toMatchObject({ CurrentResult: 'Passed' });
    await capture(t, session, { side: 'SELFIE', image: selfie() });
    expect((await endCapture(t, session)).body).toMatchObject({ HighLevelResult: 'Passed' });
  });

  it('cancel and declined terms end the journey with Aborted and TCCDISAGREE; later captures are refused', async () => {
    for (const [reason, result] of [
      ['userCancelled', 'Aborted'],
      ['termsDeclined', 'TCCDISAGREE'],
    ] as const) {
      const { session } = await journey();
      expect(await cancelCapture(t, session, { reason: 'because' })).toMatchObject({ status: 400, body: { ErrorCode: 'BAD_REQUEST' } });
      expect(await cancelCapture(t, session, '{not json')).toMatchObject({ status: 400 });
      expect(await cancelCapture(t, session, { reason })).toEqual({
        status: 200,
        body: { JourneyId: session.journeyId, HighLevelResult: result, ProcessedDocuments: [], Cancelled: true },
      });
      expect((await journeyGet(t, session.backendUrl, session.journeyId, bearer(session))).body).toMatchObject({ HighLevelResult: result, Cancelled: true, CancelReason: reason });
      expect((await capture(t, session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg()) })).status).toBe(409);
      expect((await cancelCapture(t, session, { reason })).status).toBe(409);
    }
  });

  it('after the journey ended, requests are refused (docs/spec/widget/states.md#ended-journey); its result can still be read', async () => {
    const { session } = await journey();
    await capture(t, session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg()) });
    await capture(t, session, { side: 'SELFIE', image: selfie() });
    expect((await endCapture(t, session)).status).toBe(200);
    expect(await capture(t, session, { side: 'IDENTITY:BACK', image: file(sharpDocumentJpeg()) })).toEqual({
      status: 409,
      body: { ErrorCode: 'JOURNEY_ENDED', Message: 'This identity check has ended, so it cannot take more photos. Start a new one.' },
    });
    expect((await endCapture(t, session)).status).toBe(409);
    expect((await journeyGet(t, session.backendUrl, session.journeyId, bearer(session))).body).toMatchObject({ HighLevelResult: 'Passed' });
  });
});

describe('the scan backend refuses what it must (docs/spec/widget/validation.md, docs/spec/widget/overview.md#roles-and-authorization, docs/spec/widget/errors.md)', () => {
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

  it('a file that is not JPG or PNG has the docs/spec/widget/validation.md#uploaded-files wrong-format message', async () => {
    expect(await capture(t, session, { side: 'IDENTITY:FRONT', image: file(pdfBytes(), 'scan.jpg') })).toEqual({
      status: 415,
      body: { ErrorCode: 'INCORRECT_FORMAT', Message: 'Your file is the incorrect format. Please upload one of the accepted formats.' },
    });
  });

  it('a file of 7.5 MB or more has the docs/spec/widget/validation.md#uploaded-files too-big message', async () => {
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

describe('notify-journey (docs/spec/flow/calls.md#call-table)', () => {
  it('an unknown journey, or another applicant’s, is an error for the global banner (docs/spec/flow/errors.md#global-error)', async () => {
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
