import * as v from 'valibot';
import { withCommonFields } from '../../contract/common';
import { standardResponseSchema } from '../../contract/standardResponse';

/** POST document/get-idscan-token (docs/spec/flow/calls.md#call-table, docs/spec/widget/entities.md#data-from-the-host "Session data"): a new scan journey for the applicant. */
export const getIdscanTokenResponseSchema = v.looseObject({
  ...standardResponseSchema.entries,
  /** The scan token: `Authorization: Bearer {gbgToken}` on the scan backend, for this journey only. */
  gbgToken: v.optional(v.string()),
  journeyId: v.optional(v.string()),
  /** The scanning service's pseudonymous id of the applicant. */
  clientId: v.optional(v.string()),
  /** Where the widget sends captures: `{server origin}/idscanenterprisesvc`. */
  backendUrl: v.optional(v.string()),
  /** The journey's capture steps for the document the application chose (`scanJourneySteps`): the widget's `steps`. */
  captureSteps: v.optional(v.array(v.picklist(['IDENTITY:FRONT', 'IDENTITY:BACK', 'SELFIE'] as const))),
});

/** The fields of a successful get-idscan-token answer: what the widget needs to start (docs/spec/widget/entities.md). */
export interface IdscanSession {
  gbgToken: string;
  journeyId: string;
  clientId: string;
  backendUrl: string;
  /** The capture steps the server opened the journey with; absent from servers that do not say. */
  captureSteps?: readonly ScanJourneyStep[];
}

/** Longest journey id accepted; ours are UUIDs. */
export const JOURNEY_ID_MAX_LENGTH = 64;

const journeyIdSchema = v.pipe(
  v.string('journey.notFound'),
  v.trim(),
  v.nonEmpty('journey.notFound'),
  v.maxLength(JOURNEY_ID_MAX_LENGTH, 'journey.notFound'),
);

/**
 * docs/spec/widget/states.md#journey-events journey events, lower-cased, as notify-journey's `journeyStatus` (docs/spec/widget/calls.md "journeyStatus (journey event
 * name)"); the server lower-cases what it receives, so `transferComplete` and `transfercomplete` are one status.
 */
export const JOURNEY_STATUSES = [
  'start',
  'displaystep',
  'transferstarted',
  'transfercomplete',
  'transferfailed',
  'progress',
  'clear',
  'cancel',
  'end',
] as const;
export type JourneyStatus = (typeof JOURNEY_STATUSES)[number];

const journeyStatusSchema = v.pipe(v.string('field.invalid'), v.trim(), v.toLowerCase(), v.picklist(JOURNEY_STATUSES, 'field.invalid'));

/** POST document/notify-journey (docs/spec/flow/calls.md#call-table): a journey event, stored; `end` ends the journey and moves the step. */
export const notifyJourneyRequestSchema = withCommonFields(
  v.object({
    journeyStatus: journeyStatusSchema,
    journeyId: journeyIdSchema,
  }),
);

/** docs/spec/flow/calls.md#scan-status-reports status reports: where the scan ran. */
export const SCAN_TYPES = ['DESKTOP', 'MOBILE'] as const;
export type ScanType = (typeof SCAN_TYPES)[number];

/* @__NO_SIDE_EFFECTS__ */
const shortText = (max: number) => v.pipe(v.string('field.invalid'), v.maxLength(max, 'field.invalid'));
/** Unix seconds (docs/spec/flow/calls.md#scan-status-reports "startTimestamp (seconds)"). */
const timestampSchema = v.pipe(v.number('field.invalid'), v.integer('field.invalid'), v.minValue(0, 'field.invalid'), v.maxValue(2 ** 32, 'field.invalid'));

/**
 * POST document/scan-status-report (docs/spec/flow/calls.md#scan-status-reports "The path of the status-report call is not shown": this is ours), one
 * call for both types. Type 1: one capture attempt (journeyId, startTimestamp, endTimestamp, attemptNumber,
 * isValidated, status, documentCountry, documentType, documentSide, scanType), with `isTimeout` on the inactivity
 * variant (docs/spec/flow/states.md#upload-inactivity "Desktop upload inactivity for 30 s reports a timeout status"), which may come before any journey
 * exists (empty id). Type 2: the journey's status, lower-case (journeyId, journeyStatus, scanType). The flow spec puts
 * `branchCode` (the locale upper-cased) in the report: the common field carries it. One object schema rather than
 * a variant, so the client's typed input stays one type.
 */
export const scanStatusReportRequestSchema = v.pipe(
  withCommonFields(
    v.object({
      type: v.picklist([1, 2], 'field.invalid'),
      journeyId: v.optional(shortText(JOURNEY_ID_MAX_LENGTH), ''),
      scanType: v.picklist(SCAN_TYPES, 'field.invalid'),
      // Type 1
      startTimestamp: v.optional(v.nullable(timestampSchema)),
      endTimestamp: v.optional(v.nullable(timestampSchema)),
      attemptNumber: v.optional(
        v.pipe(v.number('field.invalid'), v.integer('field.invalid'), v.minValue(0, 'field.invalid'), v.maxValue(1000, 'field.invalid')),
      ),
      isValidated: v.optional(v.nullable(v.boolean('field.invalid'))),
      status: v.optional(v.nullable(shortText(64))),
      documentCountry: v.optional(v.nullable(shortText(8))),
      documentType: v.optional(v.nullable(shortText(64))),
      documentSide: v.optional(v.nullable(shortText(32))),
      isTimeout: v.optional(v.boolean('field.invalid')),
      // Type 2
      journeyStatus: v.optional(v.pipe(shortText(64), v.trim(), v.toLowerCase())),
    }),
  ),
  v.forward(
    v.check((report) => report.type !== 2 || (report.journeyStatus ?? '') !== '', 'field.required'),
    ['journeyStatus'],
  ),
  v.forward(
    v.check((report) => report.type !== 2 || report.journeyId !== '', 'journey.notFound'),
    ['journeyId'],
  ),
);

const statValue = v.union([v.string(), v.number(), v.boolean(), v.null()]);

/** POST site/gbg-stats (docs/spec/flow/calls.md#call-table): the identity-verification status, best effort. */
export const gbgStatsRequestSchema = withCommonFields(
  v.object({
    status: shortText(64),
    journeyId: v.optional(shortText(64)),
    /** Up to 30 more scalar values (timings, attempt counts…). */
    details: v.optional(v.pipe(v.record(v.pipe(v.string(), v.maxLength(64)), statValue, 'field.invalid'), v.check((record) => Object.keys(record).length <= 30, 'field.invalid'))),
  }),
);

/** The flow states a scan journey of the flow captures, in the scanning service's spelling. */
export type ScanJourneyStep = 'IDENTITY:FRONT' | 'IDENTITY:BACK' | 'SELFIE';

/**
 * The steps of the flow's scan journey for the document type chosen (docs/spec/flow/entities.md#document-type first form: 1 passport, 2 ID card, 11
 * other): the document's front, its back unless it is a passport, then a selfie the scan backend compares with the
 * portrait on the document (issue 15). The server opens the journey with these steps and judges every one of them;
 * the flow configures the widget with the same list.
 */
export function scanJourneySteps(documentType: string | null): readonly ScanJourneyStep[] {
  return documentType === '1' ? ['IDENTITY:FRONT', 'SELFIE'] : ['IDENTITY:FRONT', 'IDENTITY:BACK', 'SELFIE'];
}

/** One check of a journey's verdict (docs/spec/widget/states.md#check-values "AdditionalChecks"): its name, outcome and, when not passed, why. */
export const additionalCheckSchema = v.looseObject({
  Name: v.string(),
  Result: v.picklist(['Passed', 'Failed', 'Undetermined', 'NotNeeded']),
  Reason: v.optional(v.string()),
});

/** docs/spec/widget/states.md#high-level-results high-level results of a journey and of each processed document. */
export const HIGH_LEVEL_RESULTS = ['Passed', 'Refer', 'Expired', 'NotAccepted', 'NotSupported', 'Aborted', 'TCCDISAGREE', 'Undefined'] as const;
export type HighLevelResult = (typeof HIGH_LEVEL_RESULTS)[number];

/** GET {backendUrl}/journey/get?journeyId= (docs/spec/flow/entities.md#scanning-session-data, docs/spec/widget/entities.md#data-from-the-host): one processed document (a captured side). */
export const processedDocumentSchema = v.looseObject({
  IsValidated: v.boolean(),
  HighLevelResult: v.picklist(HIGH_LEVEL_RESULTS),
  /** ISO 3166-1 alpha-3 from the machine-readable zone, e.g. `POL`; null when no MRZ was read. */
  IssuingCountryCode: v.nullable(v.string()),
  /** `Passport`, `IdentityCard`, `Selfie`, `ProofOfAddress`, `CovidPass` or `Unknown`. */
  DocumentType: v.string(),
  /** `Front`, `Back` or `Single`. */
  DocumentSide: v.string(),
  /** What the document says of its holder (docs/spec/flow/entities.md#fields-read-from-the-scanned-document "Extracted document fields read"): FirstName, BirthDate… */
  ExtractedFields: v.optional(v.record(v.string(), v.string())),
});

export const journeyResultSchema = v.looseObject({
  JourneyId: v.optional(v.string()),
  /** docs/spec/flow/states.md: compared lower-case with 'passed'. */
  HighLevelResult: v.picklist(HIGH_LEVEL_RESULTS),
  ProcessedDocuments: v.array(processedDocumentSchema),
  /** Each check the server made and its outcome (document present, MRZ read, expiry, portrait, face match, liveness…). */
  AdditionalChecks: v.optional(v.array(additionalCheckSchema)),
  /** What the checks measured: FaceMatch similarity, anti-spoofing and liveness scores (0–1). */
  Scores: v.optional(v.record(v.string(), v.number())),
});

export type ProcessedDocument = v.InferOutput<typeof processedDocumentSchema>;
export type AdditionalCheck = v.InferOutput<typeof additionalCheckSchema>;
export type JourneyResult = v.InferOutput<typeof journeyResultSchema>;

/** The scan backend's error body (every non-2xx answer under /idscanenterprisesvc). */
export const scanErrorSchema = v.looseObject({
  ErrorCode: v.string(),
  Message: v.string(),
});
