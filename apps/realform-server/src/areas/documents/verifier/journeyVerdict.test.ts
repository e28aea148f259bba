import { describe, expect, it } from 'vitest';
import { td1Mrz, td3Mrz } from '../../../../test/fixtures/documentImages';
import { scriptedAnalyzers, scriptedFace } from '../../../../test/fixtures/scriptedAnalyzers';
import type { Capture, CaptureSide } from '../journeyStore';
import type { CaptureAnalysis, LivenessAction } from './captureAnalysis';
import type { ImageChecks } from './verifyImage';
import { journeyVerdict } from './journeyVerdict';

const GOOD: ImageChecks = { resolution: 'passed', blank: 'passed', sharpness: 'passed', mrz: 'not needed', expiry: 'undetermined' };
const NOW = new Date('2026-03-01T12:00:00Z');
const faces = scriptedAnalyzers();

function capture(side: CaptureSide, analysis: CaptureAnalysis | null, checks: Partial<ImageChecks> = {}, action: LivenessAction | null = null): Capture {
  const all = { ...GOOD, ...checks };
  const failed = [all.resolution, all.blank, all.sharpness, all.mrz].includes('failed');
  return {
    id: `${side}${action ?? ''}`,
    side,
    storageName: 'documents/x.jpg',
    format: 'jpeg',
    sizeBytes: 1,
    width: 1000,
    height: 640,
    mrz: null,
    checks: all,
    result: failed ? 'Failed' : 'Passed',
    analysis,
    action,
    createdAt: NOW,
  };
}

const lines = (mrz: string) => mrz.split('\n');
const passportPage = (person = 0, mrz = td3Mrz({ expiry: '310101' })): CaptureAnalysis => ({ mrz: { found: true, lines: lines(mrz) }, faceCount: 1, face: scriptedFace(person) });
const selfie = (person: number, overrides = {}): CaptureAnalysis => ({ faceCount: 1, face: scriptedFace(person, overrides) });
const verdictOf = (captures: Capture[], documentType: string | null, steps: CaptureSide[] | null = null) =>
  journeyVerdict({ ended: true, captures, documentType, steps, faces, now: NOW });
const checkOf = (verdict: ReturnType<typeof journeyVerdict>, name: string) => verdict.AdditionalChecks.find((check) => check.Name === name)?.Result;

describe('journeyVerdict: the server owns the result (docs/spec/widget/states.md, issue 15)', () => {
  it('a journey that has not ended is Undefined, with what it has so far', () => {
    const verdict = journeyVerdict({ ended: false, captures: [capture('IDENTITY:FRONT', passportPage())], documentType: null, faces, now: NOW });
    expect(verdict.HighLevelResult).toBe('Undefined');
    expect(verdict.ProcessedDocuments).toHaveLength(1);
  });

  it('a journey with no capture yet does not report its photo quality as Passed: there is no photo to judge', () => {
    const verdict = journeyVerdict({ ended: false, captures: [], documentType: null, faces, now: NOW });
    expect(verdict.HighLevelResult).toBe('Undefined');
    expect(verdict.AdditionalChecks.find((check) => check.Name === 'PhotoQuality')).toEqual({ Name: 'PhotoQuality', Result: 'Undetermined', Reason: 'no capture yet' });
  });

  it('a passport page with a readable MRZ and the holder’s selfie: Passed, with the fields read from the photo', () => {
    const verdict = verdictOf([capture('IDENTITY:FRONT', passportPage(3)), capture('SELFIE', selfie(3))], '1', ['IDENTITY:FRONT', 'SELFIE']);
    expect(verdict.HighLevelResult).toBe('Passed');
    expect(verdict.ProcessedDocuments[0]).toEqual({
      IsValidated: true,
      HighLevelResult: 'Passed',
      IssuingCountryCode: 'POL',
      DocumentType: 'Passport',
      DocumentSide: 'Front',
      ExtractedFields: {
        FirstName: 'ANNA MARIA',
        LastName: 'KOWALSKA',
        BirthDate: '1990-01-01',
        ExpiryDate: '2031-01-01',
        DocumentNumber: 'EA1234567',
        NationalityCode: 'POL',
        Sex: 'F',
      },
    });
    expect(verdict.Scores.FaceMatch).toBe(1);
    expect(checkOf(verdict, 'FaceMatch')).toBe('Passed');
    expect(checkOf(verdict, 'MrzRead')).toBe('Passed');
  });

  it('another person’s selfie: NotAccepted, and the selfie is the document not accepted', () => {
    const verdict = verdictOf([capture('IDENTITY:FRONT', passportPage(1)), capture('SELFIE', selfie(2))], '1', ['IDENTITY:FRONT', 'SELFIE']);
    expect(verdict.HighLevelResult).toBe('NotAccepted');
    expect(checkOf(verdict, 'FaceMatch')).toBe('Failed');
    expect(verdict.Scores.FaceMatch).toBe(0);
    expect(verdict.ProcessedDocuments.map((document) => document.HighLevelResult)).toEqual(['Passed', 'NotAccepted']);
  });

  it('a low liveness score on the selfie asks a person to look (Refer); the anti-spoofing score is reported, never decides', () => {
    const doubtful = verdictOf([capture('IDENTITY:FRONT', passportPage(1)), capture('SELFIE', selfie(1, { liveness: 0.1 }))], '1', ['IDENTITY:FRONT', 'SELFIE']);
    expect(doubtful.HighLevelResult).toBe('Refer');
    expect(doubtful.AdditionalChecks).toContainEqual({ Name: 'SelfieLiveness', Result: 'Undetermined', Reason: 'liveness model score below its threshold' });
    const lowAntispoof = verdictOf([capture('IDENTITY:FRONT', passportPage(1)), capture('SELFIE', selfie(1, { antispoof: 0.1 }))], '1', ['IDENTITY:FRONT', 'SELFIE']);
    expect(lowAntispoof.HighLevelResult).toBe('Passed');
    expect(lowAntispoof.Scores.SelfieAntispoof).toBe(0.1);
  });

  it('descriptors of different models are not compared: Refer, not a mismatch', () => {
    const older = { ...scriptedFace(1), descriptor: Array.from({ length: 1024 }, () => 0.01) };
    const verdict = verdictOf([capture('IDENTITY:FRONT', { ...passportPage(1), face: older }), capture('SELFIE', selfie(1))], '1', ['IDENTITY:FRONT', 'SELFIE']);
    expect(verdict.HighLevelResult).toBe('Refer');
    expect(verdict.AdditionalChecks).toContainEqual({ Name: 'FaceMatch', Result: 'Undetermined', Reason: 'descriptors of different models' });
  });

  it('a photo with neither a face nor a machine-readable zone is not a document: NotAccepted', () => {
    const verdict = verdictOf([capture('IDENTITY:FRONT', { mrz: { found: false, lines: null }, faceCount: 0, face: null })], '1', ['IDENTITY:FRONT']);
    expect(verdict.HighLevelResult).toBe('NotAccepted');
    expect(checkOf(verdict, 'DocumentPresent')).toBe('Failed');
  });

  it('a portrait but no readable zone: Refer (a check could not be completed)', () => {
    const verdict = verdictOf([capture('IDENTITY:FRONT', { mrz: { found: false, lines: null }, faceCount: 1, face: scriptedFace(0) })], '1', ['IDENTITY:FRONT']);
    expect(verdict.HighLevelResult).toBe('Refer');
    expect(checkOf(verdict, 'MrzRead')).toBe('Undetermined');
  });

  it('a zone whose check digits do not agree is Refer, and nothing is extracted from it', () => {
    const verdict = verdictOf([capture('IDENTITY:FRONT', passportPage(0, td3Mrz({ expiry: '310101', corrupt: true })))], '1', ['IDENTITY:FRONT']);
    expect(verdict.HighLevelResult).toBe('Refer');
    expect(checkOf(verdict, 'MrzRead')).toBe('Failed');
    expect(verdict.ProcessedDocuments[0]).not.toHaveProperty('ExtractedFields');
  });

  it('an ID card: the back’s TD1 zone names the document on both sides; the portrait is on the front', () => {
    const back: CaptureAnalysis = { mrz: { found: true, lines: lines(td1Mrz({ expiry: '340101', issuing: 'DEU' })) } };
    const verdict = verdictOf(
      [capture('IDENTITY:BACK', back), capture('IDENTITY:FRONT', { mrz: { found: false, lines: null }, faceCount: 1, face: scriptedFace(4) }), capture('SELFIE', selfie(4))],
      '2',
      ['IDENTITY:FRONT', 'IDENTITY:BACK', 'SELFIE'],
    );
    expect(verdict.HighLevelResult).toBe('Passed');
    expect(verdict.ProcessedDocuments.map((document) => [document.DocumentSide, document.DocumentType, document.IssuingCountryCode])).toEqual([
      ['Front', 'IdentityCard', 'DEU'],
      ['Back', 'IdentityCard', 'DEU'],
      ['Single', 'Selfie', null],
    ]);
  });

  it('an expired document is Expired, on both of its sides', () => {
    const verdict = verdictOf(
      [
        capture('IDENTITY:FRONT', { mrz: { found: false, lines: null }, faceCount: 1, face: scriptedFace(0) }),
        capture('IDENTITY:BACK', { mrz: { found: true, lines: lines(td1Mrz({ expiry: '240101' })) } }),
      ],
      '2',
      ['IDENTITY:FRONT', 'IDENTITY:BACK'],
    );
    expect(verdict.HighLevelResult).toBe('Expired');
    expect(verdict.ProcessedDocuments.map((document) => document.HighLevelResult)).toEqual(['Expired', 'Expired']);
  });

  it('a configured step never captured (no selfie) is Refer, whatever the document says', () => {
    const verdict = verdictOf([capture('IDENTITY:FRONT', passportPage())], '1', ['IDENTITY:FRONT', 'SELFIE']);
    expect(verdict.HighLevelResult).toBe('Refer');
    expect(verdict.AdditionalChecks.find((check) => check.Name === 'StepsComplete')).toEqual({ Name: 'StepsComplete', Result: 'Undetermined', Reason: 'missing SELFIE' });
  });

  it('a blurred side makes it Refer', () => {
    const verdict = verdictOf([capture('IDENTITY:FRONT', passportPage()), capture('IDENTITY:BACK', null, { sharpness: 'failed' })], null);
    expect(verdict.HighLevelResult).toBe('Refer');
    expect(verdict.ProcessedDocuments[1]).toMatchObject({ IsValidated: false, HighLevelResult: 'Refer' });
  });

  it('no front side is NotSupported', () => {
    expect(verdictOf([capture('SELFIE', selfie(0))], null).HighLevelResult).toBe('NotSupported');
    expect(verdictOf([], null).HighLevelResult).toBe('NotSupported');
  });

  it('a file only a person can check (a PDF) is Refer', () => {
    expect(verdictOf([capture('IDENTITY:FRONT', null, { sharpness: 'undetermined', blank: 'undetermined' })], '1').HighLevelResult).toBe('Refer');
  });

  it('an analyser that could not run makes it Refer, never Passed', () => {
    const verdict = verdictOf([capture('IDENTITY:FRONT', { ...passportPage(), failed: ['faces'] }), capture('SELFIE', { failed: ['faces'] })], '1', ['IDENTITY:FRONT', 'SELFIE']);
    expect(verdict.HighLevelResult).toBe('Refer');
  });

  describe('liveness', () => {
    const steps: CaptureSide[] = ['IDENTITY:FRONT', 'LIVENESS'];
    const frame = (action: LivenessAction, person: number, turn: 'left' | 'right' | 'straight', overrides = {}) =>
      capture('LIVENESS', { faceCount: 1, face: scriptedFace(person, { turn, ...overrides }) }, {}, action);

    it('the asked turns, a live straight face, the document’s holder throughout: Passed', () => {
      const verdict = verdictOf([capture('IDENTITY:FRONT', passportPage(5)), frame('LEFT', 5, 'left'), frame('RIGHT', 5, 'right'), frame('STRAIGHT', 5, 'straight')], '1', steps);
      expect(verdict.HighLevelResult).toBe('Passed');
      expect(checkOf(verdict, 'Liveness')).toBe('Passed');
      expect(verdict.Scores).toMatchObject({ Liveness: 0.9, LivenessAntispoof: 0.9, LivenessFaceMatch: 1 });
    });

    it('a turn the wrong way, another face in a frame, or not the document’s holder: NotAccepted', () => {
      const front = capture('IDENTITY:FRONT', passportPage(5));
      for (const frames of [
        [frame('LEFT', 5, 'right'), frame('STRAIGHT', 5, 'straight')],
        [frame('LEFT', 6, 'left'), frame('STRAIGHT', 5, 'straight')],
        [frame('STRAIGHT', 6, 'straight')],
      ]) {
        const verdict = verdictOf([front, ...frames], '1', steps);
        expect(verdict.HighLevelResult).toBe('NotAccepted');
        expect(checkOf(verdict, 'Liveness')).toBe('Failed');
      }
    });

    it('a low liveness score on the straight frame: Refer (a person looks)', () => {
      const verdict = verdictOf([capture('IDENTITY:FRONT', passportPage(5)), frame('STRAIGHT', 5, 'straight', { liveness: 0.2 })], '1', steps);
      expect(verdict.HighLevelResult).toBe('Refer');
      expect(checkOf(verdict, 'Liveness')).toBe('Undetermined');
    });

    it('no straight frame: Refer', () => {
      expect(verdictOf([capture('IDENTITY:FRONT', passportPage(5)), frame('LEFT', 5, 'left')], '1', steps).HighLevelResult).toBe('Refer');
    });
  });
});
