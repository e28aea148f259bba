import { describe, expect, it } from 'vitest';
import { td3Mrz } from '../../../../test/fixtures/documentImages';
import type { Capture, CaptureSide } from '../journeyStore';
import type { ImageChecks } from './verifyImage';
import { journeyVerdict } from './journeyVerdict';

const GOOD: ImageChecks = { resolution: 'passed', blank: 'passed', sharpness: 'passed', mrz: 'not needed', expiry: 'undetermined' };

function capture(side: CaptureSide, checks: Partial<ImageChecks> = {}, mrz: string | null = null): Capture {
  const all = { ...GOOD, ...checks };
  const failed = [all.resolution, all.blank, all.sharpness, all.mrz].includes('failed');
  return {
    id: side,
    side,
    storageName: 'documents/x.jpg',
    format: 'jpeg',
    sizeBytes: 1,
    width: 1000,
    height: 640,
    mrz,
    checks: all,
    result: failed ? 'Failed' : 'Passed',
    createdAt: new Date('2026-03-01T12:00:00Z'),
  };
}

describe('journeyVerdict (S1 §4 results)', () => {
  it('a journey that has not ended is Undefined, with what it has so far', () => {
    const verdict = journeyVerdict({ ended: false, captures: [capture('IDENTITY:FRONT')], documentType: null });
    expect(verdict.HighLevelResult).toBe('Undefined');
    expect(verdict.ProcessedDocuments).toHaveLength(1);
  });

  it('good front and back with a valid MRZ: Passed, with the country and type from the zone on both sides', () => {
    const verdict = journeyVerdict({
      ended: true,
      captures: [capture('IDENTITY:BACK'), capture('IDENTITY:FRONT', { mrz: 'passed', expiry: 'passed' }, td3Mrz({ expiry: '310101' }))],
      documentType: '2',
    });
    const extracted = {
      FirstName: 'ANNA MARIA',
      LastName: 'KOWALSKA',
      BirthDate: '1990-01-01',
      ExpiryDate: '2031-01-01',
      DocumentNumber: 'EA1234567',
      NationalityCode: 'POL',
    };
    expect(verdict).toEqual({
      HighLevelResult: 'Passed',
      ProcessedDocuments: [
        { IsValidated: true, HighLevelResult: 'Passed', IssuingCountryCode: 'POL', DocumentType: 'Passport', DocumentSide: 'Front', ExtractedFields: extracted },
        { IsValidated: true, HighLevelResult: 'Passed', IssuingCountryCode: 'POL', DocumentType: 'Passport', DocumentSide: 'Back', ExtractedFields: extracted },
      ],
    });
  });

  it('without an MRZ the chosen document type names the document', () => {
    const verdict = journeyVerdict({ ended: true, captures: [capture('IDENTITY:FRONT')], documentType: '2' });
    expect(verdict.ProcessedDocuments[0]).toMatchObject({ DocumentType: 'IdentityCard', IssuingCountryCode: null });
  });

  it('a blurred side makes it Refer', () => {
    const verdict = journeyVerdict({ ended: true, captures: [capture('IDENTITY:FRONT'), capture('IDENTITY:BACK', { sharpness: 'failed' })], documentType: null });
    expect(verdict.HighLevelResult).toBe('Refer');
    expect(verdict.ProcessedDocuments[1]).toMatchObject({ IsValidated: false, HighLevelResult: 'Refer' });
  });

  it('an expired document is Expired, on both of its sides', () => {
    const verdict = journeyVerdict({
      ended: true,
      captures: [capture('IDENTITY:FRONT', { mrz: 'passed', expiry: 'failed' }, td3Mrz({ expiry: '240101' })), capture('IDENTITY:BACK')],
      documentType: null,
    });
    expect(verdict.HighLevelResult).toBe('Expired');
    expect(verdict.ProcessedDocuments.map((document) => document.HighLevelResult)).toEqual(['Expired', 'Expired']);
  });

  it('no front side is NotSupported', () => {
    expect(journeyVerdict({ ended: true, captures: [capture('SELFIE')], documentType: null }).HighLevelResult).toBe('NotSupported');
    expect(journeyVerdict({ ended: true, captures: [], documentType: null }).HighLevelResult).toBe('NotSupported');
  });

  it('a file only a person can check (a PDF) is Refer', () => {
    expect(journeyVerdict({ ended: true, captures: [capture('IDENTITY:FRONT', { sharpness: 'undetermined', blank: 'undetermined' })], documentType: '1' }).HighLevelResult).toBe(
      'Refer',
    );
  });
});
