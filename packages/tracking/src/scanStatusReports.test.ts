import { describe, expect, it } from 'vitest';
import { buildJourneyStatusReport, buildScanAttemptReport, buildScanTimeoutReport } from './scanStatusReports';

const STARTED = Date.UTC(2025, 2, 3, 10, 0, 0, 750);

describe('buildScanAttemptReport (type 1)', () => {
  it('carries the attempt with timestamps in seconds (docs/spec/flow/calls.md)', () => {
    expect(
      buildScanAttemptReport({
        journeyId: 'j-1',
        startedAt: STARTED,
        endedAt: STARTED + 12_500,
        attemptNumber: 2,
        isValidated: true,
        status: 'Passed',
        documentCountry: 'POL',
        documentType: 'IdentityCard',
        documentSide: 'Front',
        scanType: 'DESKTOP',
      }),
    ).toEqual({
      type: 1,
      journeyId: 'j-1',
      startTimestamp: Math.floor(STARTED / 1000),
      endTimestamp: Math.floor(STARTED / 1000) + 13,
      attemptNumber: 2,
      isValidated: true,
      status: 'Passed',
      documentCountry: 'POL',
      documentType: 'IdentityCard',
      documentSide: 'Front',
      scanType: 'DESKTOP',
    });
  });

  it('sends null for what the attempt did not tell, and keeps values within the contract\'s bounds', () => {
    const report = buildScanAttemptReport({ attemptNumber: 5000.7, documentCountry: 'POLAND-LONG', scanType: 'MOBILE' });
    expect(report).toMatchObject({ journeyId: '', startTimestamp: null, endTimestamp: null, isValidated: null, status: null, documentCountry: 'POLAND-L', attemptNumber: 1000 });
    expect('isTimeout' in report).toBe(false);
  });
});

describe('buildScanTimeoutReport (type 1, timeout)', () => {
  it('marks the inactivity timeout, possibly before any journey exists (docs/spec/flow/states.md#upload-inactivity)', () => {
    expect(buildScanTimeoutReport({ startedAt: STARTED, attemptNumber: 0, scanType: 'DESKTOP' })).toEqual({
      type: 1,
      journeyId: '',
      startTimestamp: Math.floor(STARTED / 1000),
      endTimestamp: null,
      attemptNumber: 0,
      isValidated: null,
      status: 'timeout',
      documentCountry: null,
      documentType: null,
      documentSide: null,
      scanType: 'DESKTOP',
      isTimeout: true,
    });
  });
});

describe('buildJourneyStatusReport (type 2)', () => {
  it('lower-cases the journey status (docs/spec/flow/calls.md#scan-status-reports)', () => {
    expect(buildJourneyStatusReport({ journeyId: 'j-1', journeyStatus: 'Passed', scanType: 'MOBILE' })).toEqual({
      type: 2,
      journeyId: 'j-1',
      journeyStatus: 'passed',
      scanType: 'MOBILE',
    });
  });
});
