import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { callPath } from '../../contract/calls';
import { issuesToFieldErrors } from '../../contract/fieldErrors';
import { isMessageKey } from '../../messages';
import { DOCUMENT_CALLS } from './calls';
import { documentMessages } from './messages';
import { mobileQrCodeScanRequestSchema } from './handoff';
import { gbgStatsRequestSchema, notifyJourneyRequestSchema, scanStatusReportRequestSchema } from './scan';
import { documentUploadFieldsSchema } from './uploads';

const COMMON = { token: 't', languageCode: 'en', branchCode: 'EU', brand: 'eu' } as const;

describe('the documents calls', () => {
  it('live where docs/spec/flow/calls.md#named-actions puts them, and the named actions where the README says', () => {
    expect(callPath('eu', 'mobileQrCodeUrl')).toBe('form-pl/mobile-qr-code-url');
    expect(callPath('eu', 'mobileQrCodeScan')).toBe('form-pl/mobile-qr-code-scan');
    expect(callPath('eu', 'skipHybridUpload')).toBe('form-pl/skip-hybrid-upload');
    expect(callPath('eu', 'writeAnalyticsResponseToLog')).toBe('form-pl/write-analytics-response-to-log');
    expect(callPath('eu', 'checkIfDesktopCanProceed')).toBe('form-eu/check-if-desktop-can-proceed');
    expect(callPath('pl', 'abortMobile')).toBe('form-pl/abort-mobile');
    expect(callPath('eu', 'skipDesktopWaiting')).toBe('form-eu/skip-desktop-waiting');
    expect(callPath('eu', 'mobileReturnToDesktop')).toBe('form-eu/mobile-return-to-desktop');
    expect(callPath('eu', 'documentMobileReturnToDesktop')).toBe('document/mobile-return-to-desktop');
    expect(callPath('pl', 'getIdscanToken')).toBe('document/get-idscan-token');
    expect(callPath('pl', 'scanStatusReport')).toBe('document/scan-status-report');
    expect(callPath('pl', 'gbgStats')).toBe('site/gbg-stats');
    expect(Object.keys(DOCUMENT_CALLS)).toHaveLength(16);
  });

  it('every message key of the area is a contract message', () => {
    for (const key of Object.keys(documentMessages)) expect(isMessageKey(key)).toBe(true);
  });
});

describe('request schemas', () => {
  it('notify-journey lower-cases the journey event name (docs/spec/widget/calls.md "journeyStatus (journey event name)")', () => {
    const parsed = v.parse(notifyJourneyRequestSchema, { ...COMMON, journeyStatus: 'transferComplete', journeyId: ' j-1 ' });
    expect(parsed).toMatchObject({ journeyStatus: 'transfercomplete', journeyId: 'j-1' });
  });

  it('notify-journey refuses an unknown status and an empty journey id, each under its field', () => {
    const result = v.safeParse(notifyJourneyRequestSchema, { ...COMMON, journeyStatus: 'dance', journeyId: '' });
    expect(result.success).toBe(false);
    expect(issuesToFieldErrors(result.issues ?? []).errors).toEqual({ journeyStatus: ['field.invalid'], journeyId: ['journey.notFound'] });
  });

  it('a type 1 status report may be the timeout variant without a journey yet', () => {
    const parsed = v.parse(scanStatusReportRequestSchema, { ...COMMON, type: 1, scanType: 'DESKTOP', isTimeout: true });
    expect(parsed).toMatchObject({ type: 1, journeyId: '', isTimeout: true });
  });

  it('a type 2 status report needs the journey and its status, lower-cased', () => {
    expect(v.parse(scanStatusReportRequestSchema, { ...COMMON, type: 2, journeyId: 'j', journeyStatus: 'ENDED', scanType: 'MOBILE' })).toMatchObject({
      journeyStatus: 'ended',
    });
    const missing = v.safeParse(scanStatusReportRequestSchema, { ...COMMON, type: 2, scanType: 'MOBILE' });
    expect(issuesToFieldErrors(missing.issues ?? []).errors).toEqual({ journeyStatus: ['field.required'], journeyId: ['journey.notFound'] });
  });

  it('a status report of an unknown type or scan type is refused', () => {
    const result = v.safeParse(scanStatusReportRequestSchema, { ...COMMON, type: 3, scanType: 'TABLET' });
    expect(issuesToFieldErrors(result.issues ?? []).errors).toEqual({ type: ['field.invalid'], scanType: ['field.invalid'] });
  });

  it('the phone side of mobile-qr-code-scan takes a base64url device id only', () => {
    expect(v.is(mobileQrCodeScanRequestSchema, { ...COMMON, qrCodeScan: true, deviceId: 'abcdefgh12345678' })).toBe(true);
    expect(v.is(mobileQrCodeScanRequestSchema, { ...COMMON, qrCodeScan: true, deviceId: 'short' })).toBe(false);
    expect(v.is(mobileQrCodeScanRequestSchema, { ...COMMON, qrCodeScan: 'yes' })).toBe(false);
  });

  it('upload fields default to the front side and take docs/spec/flow/entities.md#document-type document types as text', () => {
    expect(v.parse(documentUploadFieldsSchema, { ...COMMON })).toMatchObject({ documentSide: 'front' });
    expect(v.parse(documentUploadFieldsSchema, { ...COMMON, documentSide: 'back', documentType: '2' })).toMatchObject({ documentType: '2' });
    expect(v.is(documentUploadFieldsSchema, { ...COMMON, documentSide: 'middle' })).toBe(false);
  });

  it('gbg-stats keeps at most 30 scalar details', () => {
    const details = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i]));
    expect(v.is(gbgStatsRequestSchema, { ...COMMON, status: 'passed', details: { ms: 120 } })).toBe(true);
    expect(v.is(gbgStatsRequestSchema, { ...COMMON, status: 'passed', details })).toBe(false);
    expect(v.is(gbgStatsRequestSchema, { ...COMMON, status: 'passed', details: { nested: { a: 1 } } })).toBe(false);
  });
});
