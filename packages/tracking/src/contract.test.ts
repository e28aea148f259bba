// The builders' output against the realform contract's request schemas. realform-api is a dev dependency only:
// this package is published alone and must not load it at run time.
import { newAccountFieldsSchema, scanStatusReportRequestSchema, writeAnalyticsRequestSchema } from '@onboarding/realform-api';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { AD_PARAMETERS } from './adParameters';
import { buildAnalyticsLog, type AnalyticsLogPayload } from './buildAnalyticsLog';
import { createConsent } from './createConsent';
import { createTracking, type NewAccountTrackingFields } from './createTracking';
import { buildJourneyStatusReport, buildScanAttemptReport, buildScanTimeoutReport, type JourneyStatusReport, type ScanAttemptReport } from './scanStatusReports';
import { recordingJar } from './testing';

/** What the realform client adds to every call (docs/spec/flow/calls.md). */
const COMMON = { token: 'session-token', languageCode: 'pl', branchCode: 'PL', brand: 'pl' } as const;

function issues(schema: v.GenericSchema, value: unknown) {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
}

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36';

describe('contract: write-analytics-response-to-log', () => {
  it('accepts the analytics log of any browser, with and without the analytics answer', () => {
    const win = { navigator: { userAgent: ANDROID, language: 'pl', maxTouchPoints: 5 }, screen: { width: 412, height: 915 }, devicePixelRatio: 2.6 } as unknown as Window;
    const logs = [
      buildAnalyticsLog({ step: 'desktopSms', win, analytics: { userId: 'u-1', leadIdSha: 'a'.repeat(64), tmsc: {} } }),
      buildAnalyticsLog({ step: 'x'.repeat(100), userAgent: '' }),
      buildAnalyticsLog(),
    ];
    for (const log of logs) expect(issues(writeAnalyticsRequestSchema, { ...log, ...COMMON })).toEqual([]);
  });
});

describe('contract: scan status reports', () => {
  it('accepts type 1, its timeout variant and type 2', () => {
    const reports = [
      buildScanAttemptReport({ journeyId: 'j'.repeat(80), startedAt: Date.now(), endedAt: Date.now(), attemptNumber: 3, isValidated: false, status: 'Refer', documentCountry: 'DEU', documentType: 'Passport', documentSide: 'Single', scanType: 'MOBILE' }),
      buildScanAttemptReport({ attemptNumber: -1, scanType: 'DESKTOP', status: 's'.repeat(100), documentSide: 'd'.repeat(50) }),
      buildScanTimeoutReport({ startedAt: Date.now(), attemptNumber: 1, scanType: 'DESKTOP' }),
      buildJourneyStatusReport({ journeyId: 'j-1', journeyStatus: 'TransferComplete', scanType: 'DESKTOP' }),
    ];
    for (const report of reports) expect(issues(scanStatusReportRequestSchema, { ...report, ...COMMON })).toEqual([]);
  });
});

describe('contract: new-account tracking fields', () => {
  const trackingFields = v.object(v.pick(newAccountFieldsSchema, ['tmsc', 'session_count', 'session_id', 'client_id', 'source']).entries);

  it('accepts every tracking field new-account sends, with every ad parameter at its longest', () => {
    const consent = createConsent({ storage: recordingJar() });
    consent.set({ analytics: true, marketing: true });
    const tracking = createTracking({ consent, cookies: recordingJar() });
    const long = 'v'.repeat(1000);
    const query = new URLSearchParams([...AD_PARAMETERS.map((name) => [name, long]), ['click_id', long], ['from', long]]);
    tracking.start({ url: `https://example.com/?${query}`, referrer: `https://elsewhere.example/${long}` });
    const fields = tracking.newAccountFields();
    expect(Object.keys(fields).sort()).toEqual(['client_id', 'session_count', 'session_id', 'source', 'tmsc']);
    expect(Object.keys(fields.tmsc ?? {})).toHaveLength(AD_PARAMETERS.length + 2);
    expect(issues(trackingFields, fields)).toEqual([]);
  });

  it('accepts the empty answer given without consent', () => {
    const tracking = createTracking({ consent: createConsent({ storage: recordingJar() }), cookies: recordingJar() });
    expect(issues(trackingFields, tracking.newAccountFields())).toEqual([]);
  });
});

describe('contract: types', () => {
  it('the builders\' types are the contract\'s input types, so the flow passes them to the client as they are', () => {
    type Common = typeof COMMON;
    expectTypeOf<AnalyticsLogPayload & Common>().toExtend<v.InferInput<typeof writeAnalyticsRequestSchema>>();
    expectTypeOf<ScanAttemptReport & Common>().toExtend<v.InferInput<typeof scanStatusReportRequestSchema>>();
    expectTypeOf<JourneyStatusReport & Common>().toExtend<v.InferInput<typeof scanStatusReportRequestSchema>>();
    expectTypeOf<NewAccountTrackingFields>().toExtend<Partial<v.InferInput<typeof newAccountFieldsSchema>>>();
  });
});
