/** Where the scan ran (docs/spec/flow/calls.md#scan-status-reports "scanType (DESKTOP or MOBILE)"). */
export type ScanType = 'DESKTOP' | 'MOBILE';

/**
 * Status report type 1 (docs/spec/flow/calls.md#scan-status-reports, docs/spec/widget/calls.md): one capture attempt, or the inactivity timeout (`isTimeout`). The
 * report's `branchCode` (the locale upper-cased) is a common field the realform client adds to every call.
 */
export interface ScanAttemptReport {
  type: 1;
  /** Empty when the timeout comes before any journey exists. */
  journeyId: string;
  /** Unix seconds. */
  startTimestamp: number | null;
  endTimestamp: number | null;
  attemptNumber: number;
  isValidated: boolean | null;
  status: string | null;
  documentCountry: string | null;
  documentType: string | null;
  documentSide: string | null;
  scanType: ScanType;
  isTimeout?: true;
}

/** Status report type 2 (docs/spec/flow/calls.md#scan-status-reports, docs/spec/widget/calls.md): the journey's status, lower-case. */
export interface JourneyStatusReport {
  type: 2;
  journeyId: string;
  journeyStatus: string;
  scanType: ScanType;
}

export interface ScanAttempt {
  journeyId?: string;
  /** When the transfer started, ms since the epoch (`Date.now()`). */
  startedAt?: number | null;
  /** When it ended, ms since the epoch. */
  endedAt?: number | null;
  /** 1 for the first attempt of the journey. */
  attemptNumber: number;
  isValidated?: boolean | null;
  /** The attempt's result, e.g. the processed document's HighLevelResult. */
  status?: string | null;
  /** Issuing country of the document (ISO 3166-1 alpha-3 from the MRZ, e.g. `POL`). */
  documentCountry?: string | null;
  documentType?: string | null;
  documentSide?: string | null;
  scanType: ScanType;
}

// The contract's bounds (realform-api scanStatusReportRequestSchema): cut here rather than have a report refused.
const text = (value: string | null | undefined, max: number) => (value == null ? null : value.slice(0, max));
const seconds = (ms: number | null | undefined) => (ms == null ? null : Math.floor(ms / 1000));

/** Status report type 1 for one capture attempt (docs/spec/flow/states.md#journey-events: "transfer complete (loader off, attempt reported)"). */
export function buildScanAttemptReport(attempt: ScanAttempt): ScanAttemptReport {
  return {
    type: 1,
    journeyId: text(attempt.journeyId, 64) ?? '',
    startTimestamp: seconds(attempt.startedAt),
    endTimestamp: seconds(attempt.endedAt),
    attemptNumber: Math.min(Math.max(Math.trunc(attempt.attemptNumber), 0), 1000),
    isValidated: attempt.isValidated ?? null,
    status: text(attempt.status, 64),
    documentCountry: text(attempt.documentCountry, 8),
    documentType: text(attempt.documentType, 64),
    documentSide: text(attempt.documentSide, 32),
    scanType: attempt.scanType,
  };
}

/**
 * Status report type 1, timeout variant (docs/spec/flow/states.md#upload-inactivity: "Desktop upload inactivity for 30 s reports a timeout status").
 * Nothing was captured, so the document fields are null and the status is `timeout`.
 */
export function buildScanTimeoutReport(attempt: Pick<ScanAttempt, 'journeyId' | 'startedAt' | 'endedAt' | 'attemptNumber' | 'scanType'>): ScanAttemptReport {
  return { ...buildScanAttemptReport({ ...attempt, status: 'timeout' }), isTimeout: true };
}

/** Status report type 2 (docs/spec/flow/states.md: reported at the journey's end). `journeyStatus` is lower-cased (docs/spec/flow/calls.md#scan-status-reports). */
export function buildJourneyStatusReport(report: { journeyId: string; journeyStatus: string; scanType: ScanType }): JourneyStatusReport {
  return {
    type: 2,
    journeyId: report.journeyId.slice(0, 64),
    journeyStatus: report.journeyStatus.toLowerCase().slice(0, 64),
    scanType: report.scanType,
  };
}
