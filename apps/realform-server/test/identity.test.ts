import type { IdscanSession } from '@onboarding/realform-api';
import { getIdscanTokenWithRetry } from '@onboarding/realform-api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localIdentityAnalyzers } from '../src/areas/documents/verifier/localIdentityAnalyzers';
import { generateDocumentPhoto, nonDocumentPhotos } from '../src/testing/documentPhotos';
import { applicantAtUpload, capture, documentsConfig, endCapture, file, uploadDocument } from './documentsSupport';
import { facePhoto, mirrored, turnedFace } from './fixtures/faces/faceImages';
import { startTestServer } from './harness';

// Issue 15 over HTTP with the real, self-hosted models (tesseract.js reads the MRZ, human finds and compares faces):
// a generated passport with a real portrait, real selfies of the same person and of another one.

let t: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  t = await startTestServer(documentsConfig({ identityAnalyzers: localIdentityAnalyzers() }));
});

afterAll(async () => {
  await t?.close();
});

const NOW = new Date();

async function passport() {
  return generateDocumentPhoto({
    format: 'TD3',
    variant: 'clean',
    seed: 15,
    portrait: facePhoto('obama'),
    surname: 'NOWAK',
    givenNames: 'JAN PIOTR',
    birthDate: '1985-04-12',
    sex: 'M',
    issuingState: 'POL',
    documentNumber: 'EK4821937',
    now: NOW,
  });
}

/** A frame as a front camera takes it: the face photo in the middle of a 960 × 720 frame, a textured room around it. */
async function inFrame(photo: Buffer): Promise<Uint8Array> {
  const room = sharp({ create: { width: 960, height: 720, channels: 3, background: '#7d8590', noise: { type: 'gaussian', mean: 120, sigma: 40 } } });
  const face = await sharp(photo).resize({ height: 700, width: 900, fit: 'inside', withoutEnlargement: true }).toBuffer();
  return room.composite([{ input: face, gravity: 'centre' }]).jpeg({ quality: 90 }).toBuffer();
}

const selfie = (name: Parameters<typeof facePhoto>[0]) => inFrame(facePhoto(name));

async function scanJourney(): Promise<{ client: Awaited<ReturnType<typeof applicantAtUpload>>; session: IdscanSession }> {
  const client = await applicantAtUpload(t, 1);
  const result = await getIdscanTokenWithRetry(client, { attempts: 1 });
  if (result.outcome !== 'token') throw new Error(`expected a scan token, got ${result.outcome}`);
  return { client, session: result.session };
}

describe('the real identity checks over HTTP (issue 15)', () => {
  it('a generated passport and its holder’s selfie: Passed, with the fields read from the photo', async () => {
    const { jpeg, truth } = await passport();
    const { client, session } = await scanJourney();
    const front = await capture(t, session, { side: 'IDENTITY:FRONT', image: file(jpeg) });
    expect(front.body).toMatchObject({ CurrentResult: 'Passed', Checks: { mrz: 'passed', expiry: 'passed', face: 'passed' } });
    const taken = await capture(t, session, { side: 'SELFIE', image: file(await selfie('obama2')) });
    expect(taken.body).toMatchObject({ CurrentResult: 'Passed', Checks: { face: 'passed' } });
    const ended = await client.call('notifyJourney', { journeyStatus: 'end', journeyId: session.journeyId });
    expect(ended).toMatchObject({ status: 'success', next: 'uploadSucceeded' });
    const result = await endCaptureOrGet(session);
    expect(result.HighLevelResult).toBe('Passed');
    expect(result.ProcessedDocuments[0]?.ExtractedFields).toMatchObject({
      LastName: truth.surname,
      FirstName: truth.givenNames,
      BirthDate: truth.birthDate,
      ExpiryDate: truth.expiryDate,
      DocumentNumber: truth.documentNumber,
      NationalityCode: 'POL',
      Sex: 'M',
    });
    expect(result.Scores.FaceMatch).toBeGreaterThan(0);
  });

  it('the same passport with another person’s selfie: NotAccepted', async () => {
    const { jpeg } = await passport();
    const { client, session } = await scanJourney();
    await capture(t, session, { side: 'IDENTITY:FRONT', image: file(jpeg) });
    expect((await capture(t, session, { side: 'SELFIE', image: file(await selfie('biden2')) })).body).toMatchObject({ CurrentResult: 'Passed' });
    expect(await client.call('notifyJourney', { journeyStatus: 'end', journeyId: session.journeyId })).toMatchObject({ next: 'uploadFailed' });
    const result = await endCaptureOrGet(session);
    expect(result.HighLevelResult).toBe('NotAccepted');
    expect(result.AdditionalChecks).toContainEqual({ Name: 'FaceMatch', Result: 'Failed' });
  });

  it('Gaussian noise and typed text are not documents: refused at once', async () => {
    const { session } = await scanJourney();
    for (const picture of (await nonDocumentPhotos(3)).filter((photo) => photo.name === 'noise' || photo.name === 'typedText')) {
      expect((await capture(t, session, { side: 'IDENTITY:FRONT', image: file(picture.jpeg) })).body, picture.name).toMatchObject({ CurrentResult: 'Failed', Problem: 'notDocument' });
    }
    expect((await endCapture(t, session)).body).toMatchObject({ HighLevelResult: 'NotAccepted' });
  });

  it('liveness frames judged by the server: the asked turns seen (the person’s own left and right), the document’s holder, live', async () => {
    const { jpeg } = await passport();
    const { session } = await scanJourney();
    await capture(t, session, { side: 'IDENTITY:FRONT', image: file(jpeg) });
    // obama2 turned further to his own right (≈ +23° of yaw), and its mirror image: turned to his own left.
    const right = await inFrame(await turnedFace());
    const left = await inFrame(await mirrored(await turnedFace()));
    // Asked left, shown a turn to the right: refused at once, whatever the browser thought.
    expect((await capture(t, session, { side: 'LIVENESS', action: 'LEFT', image: file(right) })).body).toMatchObject({ CurrentResult: 'Failed', Problem: 'turn' });
    expect((await capture(t, session, { side: 'LIVENESS', action: 'LEFT', image: file(left) })).body).toMatchObject({ CurrentResult: 'Passed' });
    expect((await capture(t, session, { side: 'LIVENESS', action: 'RIGHT', image: file(right) })).body).toMatchObject({ CurrentResult: 'Passed' });
    expect((await capture(t, session, { side: 'LIVENESS', action: 'STRAIGHT', image: file(await selfie('obama')) })).body).toMatchObject({ CurrentResult: 'Passed' });
    await capture(t, session, { side: 'SELFIE', image: file(await selfie('obama3')) });
    const ended = await endCapture(t, session);
    expect(ended.body.AdditionalChecks).toContainEqual({ Name: 'Liveness', Result: 'Passed' });
    expect(ended.body).toMatchObject({ HighLevelResult: 'Passed' });
  });

  it('a manual upload of the passport passes and carries the fields for the personal-data prefill', async () => {
    const { jpeg, truth } = await passport();
    const client = await applicantAtUpload(t, 1);
    const answer = await uploadDocument(client, 'desktopDocumentUpload', file(jpeg));
    expect(answer).toMatchObject({ status: 'success', next: 'uploadSucceeded' });
    const documents = (answer.dataContent as { processedDocuments: Array<{ ExtractedFields: Record<string, string> }> }).processedDocuments;
    expect(documents[0]?.ExtractedFields).toMatchObject({ LastName: truth.surname, DocumentNumber: truth.documentNumber });
  });
});

async function endCaptureOrGet(session: IdscanSession) {
  const response = await t.fetch(`${session.backendUrl}/journey/get?journeyId=${session.journeyId}`, { headers: { authorization: `Bearer ${session.gbgToken}` } });
  return (await response.json()) as {
    HighLevelResult: string;
    ProcessedDocuments: Array<{ ExtractedFields?: Record<string, string> }>;
    AdditionalChecks: Array<{ Name: string; Result: string }>;
    Scores: Record<string, number>;
  };
}
