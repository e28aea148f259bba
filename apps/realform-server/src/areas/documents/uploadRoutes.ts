import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '@onboarding/dictionaries';
import { isLocale } from '@onboarding/dictionaries';
import { CALLS, DOCUMENT_IMAGE_FIELD, MIN_DOCUMENT_IMAGE, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@onboarding/realform-api';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { DocumentsDeps } from './documentsApp';
import type { AppEnv } from '../../http/AppEnv';
import { answer, restartAnswer } from '../../http/formCall';
import { isAnswer } from '../../fastPaths/answer';
import { idempotent } from '../../http/idempotency';
import type { DocumentAreaStores } from './documentAreaStores';
import type { Allowed, Caller, DocumentOutcome, Message } from './documentRoute';
import { finishDocumentCall, resolveCaller } from './documentRoute';
import { PHONE_CAPTURE_STEPS, PRIMARY_UPLOAD_STEPS } from './documentSteps';
import { endJourney, journeyEndOutcome } from './journeyOutcome';
import type { JourneyDevice } from './journeyStore';
import { schemaRefusal } from '../../http/parseCallBody';
import { clientIp } from '../../http/clientIp';
import type { Translate } from '../../i18n/translator';
import { requestLimits } from '../../security/rateLimits';
import { tooManyRequests } from '../../security/tooManyRequests';
import type { Application } from '../../store/applicationStore';
import type { Session } from '../../store/sessionStore';
import { declaredLength, discardBody, isMultipart, receiveUpload } from './receiveUpload';
import { storedUsage, uploadGuards, uploadsPerIpWindow } from './uploadLimits';
import type { QualityProblem, Refusal } from './verifier/verifyImage';
import type { AnalysisProblem } from './verifier/captureAnalysis';
import { precheckCapture, verifyCapture } from '../../jobs/verification';

const MEGABYTES = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));

/** The message under `documentImage` for each refused file or failed photo (docs/spec/flow/errors.md#uploads "Photo-quality error"). */
export const UPLOAD_MESSAGES: Record<Refusal | QualityProblem | AnalysisProblem, Message> = {
  type: 'upload.file.type',
  tooBig: { key: 'upload.file.tooBig', values: { maxMegabytes: MEGABYTES } },
  tooManyPixels: { key: 'upload.image.tooManyPixels', values: { maxMegapixels: UPLOAD_MAX_PIXELS / 1_000_000 } },
  damaged: 'upload.image.damaged',
  tooSmall: { key: 'upload.image.tooSmall', values: { minWidth: MIN_DOCUMENT_IMAGE.longSide, minHeight: MIN_DOCUMENT_IMAGE.shortSide } },
  blank: 'upload.image.blank',
  blurred: 'upload.image.blurred',
  mrz: 'upload.mrz.invalid',
  notDocument: 'upload.notDocument',
  noFace: 'scan.face.notFound',
  manyFaces: 'scan.face.many',
  turn: 'scan.liveness.turn',
};

function localeOf(fields: Record<string, string> | undefined): Locale {
  const code = fields?.languageCode;
  return isLocale(code) ? code : 'en';
}

/**
 * The document type the applicant chose (docs/spec/flow/entities.md#document-type first form: 1 passport, 2 ID, 11 other): on a hand-off phone its
 * own choice (mobile-document-choice); on the applicant's own device the desktop choice (the steps area's
 * `documentChoice`) or, on a phone used throughout, mobile-document-choice.
 */
export function chosenDocumentType(data: Record<string, unknown>, caller: Caller): string | null {
  const read = (key: string) => {
    const choice = data[key] as { documentType?: unknown } | undefined;
    return choice?.documentType === undefined || choice.documentType === null ? null : String(choice.documentType);
  };
  if (caller.kind === 'handoff') return read('mobileDocumentChoice');
  return read('documentChoice') ?? read('mobileDocumentChoice');
}

/** The refusal of an upload when the process has too many bytes of uploads in flight (503, the 429 message). */
export function uploadsBusy(c: Context<AppEnv>, t: Translate): Response {
  return answer(c, 503, { status: 'error', globalError: t('rate.limited', { minutes: 1 }) }, { 'Retry-After': '30' });
}

/**
 * POST document/desktop-document-upload and document/mobile-document-upload (docs/spec/flow/calls.md#call-table "form data for uploads"):
 * multipart text fields (the common ones, `documentSide`, `documentType`) and then the file under `documentImage`.
 * The body is read as a stream (receiveUpload): the per-IP upload limit is counted before a byte of it is read; the
 * fields before the file are validated by the contract's schema and the session, the caller, the per-application
 * limits and the process's byte budget are checked when the file starts — an anonymous or refused upload is answered
 * then, without its file being read; the file streams to disk, refused with 413 past UPLOAD_MAX_BYTES as it streams.
 * Then it is judged by its content (docs/spec/flow/validation.md#file-upload types), size and pixel count, decoded shrunk and checked (resolution,
 * blank, blur). A good side is moved into storage; an ID card's front asks for its back; the last side ends the
 * upload journey with the verifier's result.
 */
export function documentUploadRoute(deps: DocumentsDeps, stores: DocumentAreaStores, name: 'desktopDocumentUpload' | 'mobileDocumentUpload') {
  const device: JourneyDevice = name === 'desktopDocumentUpload' ? 'desktop' : 'mobile';
  const allowed: Allowed = { primary: PRIMARY_UPLOAD_STEPS, handoff: device === 'mobile' ? PHONE_CAPTURE_STEPS : 'none' };
  const schema = CALLS[name].request;
  type Admitted = { call: { c: Context<AppEnv>; t: Translate; now: Date; session: Session }; application: Application; caller: Caller; input: v.InferOutput<typeof schema>; reserved: number };

  // Issue 20 item 3: a retry with the same Idempotency-Key gets the first answer, and the file is not stored twice.
  return idempotent(deps, name, async (c: Context<AppEnv>): Promise<Response> => {
    const guards = uploadGuards(deps);
    const { limiter, limits } = requestLimits(deps);
    const english = await deps.translator.forLocale('en');
    const refuse = (response: Response) => {
      discardBody(c);
      return response;
    };
    const declared = declaredLength(c);
    if (declared !== null && declared > UPLOAD_MAX_BYTES) {
      return refuse(answer(c, 413, { status: 'error', globalError: english('upload.file.tooBig', { maxMegabytes: MEGABYTES }) }));
    }
    if (!isMultipart(c)) return refuse(answer(c, 400, { status: 'error', globalError: english('request.malformed') }));
    const perIp = uploadsPerIpWindow(deps).take(clientIp(c, deps.trustProxy), limits.uploadsPerIp, deps.now());
    if (!perIp.allowed) return refuse(tooManyRequests(c, english, perIp.retryAfterSeconds));
    // Shed load before parsing anything when the admissions' waiting line is full, or when as many uploads as allowed
    // are already being read before their caller is known (a flood: the rest are turned away at once, unparsed).
    if (guards.admissions.full() || !guards.receiving.tryTake(1)) return refuse(uploadsBusy(c, english));
    let receiving = true;
    const stopReceiving = () => {
      if (receiving) guards.receiving.give(1);
      receiving = false;
    };

    let t = english;
    const received = await receiveUpload<Admitted>(c, {
      fileField: DOCUMENT_IMAGE_FIELD,
      maxFileBytes: UPLOAD_MAX_BYTES,
      tempDir: join(deps.storageDir, 'incoming'),
      beforeFileTimeoutMs: guards.limits.beforeFileTimeoutMs,
      atFile: async (fields) => {
        stopReceiving();
        return (await guards.admissions(() => admit(fields))) ?? { ok: false, response: uploadsBusy(c, t) };
      },
      onAbandoned: (admitted) => guards.budget.give(admitted.reserved),
    }).finally(stopReceiving);
    async function admit(fields: Record<string, string>): Promise<{ ok: true; value: Admitted } | { ok: false; response: Response }> {
      const locale = localeOf(fields);
      c.set('locale', locale);
      t = await deps.translator.forLocale(locale);
      const parsed = v.safeParse(schema, fields);
      if (!parsed.success) return { ok: false, response: schemaRefusal(c, t, parsed.issues) };
      const now = deps.now();
      const session = await deps.sessions.touch(parsed.output.token, now);
      if (!session) return { ok: false, response: answer(c, 401, restartAnswer(t)) };
      const call = { c, t, now, session };
      const resolved = await resolveCaller(deps, stores, call, allowed);
      if (isAnswer(resolved)) return { ok: false, response: resolved };
      const usage = await storedUsage(deps.db, resolved.application.id, null);
      if (usage.bytes >= guards.limits.storedBytesPerApplication) {
        deps.logger.info('upload refused', { requestId: c.get('requestId'), problem: 'stored bytes per application' });
        return { ok: false, response: tooManyRequests(c, t, 3600) };
      }
      const perApplication = await limiter.consume([{ bucket: 'upload.application', subject: resolved.application.id, limit: limits.uploadsPerApplication }], now);
      if (!perApplication.allowed) return { ok: false, response: tooManyRequests(c, t, perApplication.retryAfterSeconds) };
      const reserved = Math.min(declared ?? UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES);
      if (!guards.budget.tryTake(reserved)) {
        deps.logger.warn('upload refused', { requestId: c.get('requestId'), problem: 'bytes in flight' });
        return { ok: false, response: uploadsBusy(c, t) };
      }
      return { ok: true, value: { call, ...resolved, input: parsed.output, reserved } };
    }

    if (received.kind === 'refused') return refuse(received.response);
    const admitted = received.kind === 'noFile' ? undefined : received.accepted;
    try {
      if (received.kind === 'tooLarge' || received.kind === 'malformed') {
        deps.logger.info('upload refused', { requestId: c.get('requestId'), path: c.req.path, problem: received.kind });
        if (received.kind === 'tooLarge') return refuse(answer(c, 413, { status: 'error', globalError: t('upload.file.tooBig', { maxMegabytes: MEGABYTES }) }));
        return refuse(answer(c, 400, { status: 'error', globalError: t('request.malformed') }));
      }
      if (received.kind === 'noFile') {
        // No file: the fields are judged as before (schema first), then the missing file.
        const locale = localeOf(received.fields);
        c.set('locale', locale);
        t = await deps.translator.forLocale(locale);
        const parsed = v.safeParse(schema, received.fields);
        if (!parsed.success) return schemaRefusal(c, t, parsed.issues);
        return answer(c, 400, { status: 'error', errors: { [DOCUMENT_IMAGE_FIELD]: [t('upload.file.required')] } });
      }
      const { call, application, caller, input } = received.accepted;
      const { file } = received;
      const resolved = { application, caller };
      if (file.size === 0) {
        await rm(file.path, { force: true });
        return answer(c, 400, { status: 'error', errors: { [DOCUMENT_IMAGE_FIELD]: [call.t('upload.file.required')] } });
      }
      const { now } = call;

      // Type and size by content here; the decode and the identity checks run on a verification worker (README
      // "Verification workers").
      const verdict = precheckCapture(file, 'upload');
      if (!verdict.ok) {
        await rm(file.path, { force: true });
        // Refused by content: never stored. The declared name and type played no part.
        deps.logger.info('upload refused', { requestId: c.get('requestId'), path: c.req.path, problem: verdict.refusal });
        return finishDocumentCall(deps, stores, { ...call, ...resolved }, { errors: { [DOCUMENT_IMAGE_FIELD]: UPLOAD_MESSAGES[verdict.refusal] } });
      }

      const handoffId = caller.kind === 'handoff' ? caller.handoff.id : null;
      // The application's own choice wins: a browser may remember another application's (issue 17 defect 3). The
      // field counts only where no choice was made (an upload reached without the selection screen).
      const documentType = chosenDocumentType(application.data, caller) ?? input.documentType ?? null;
      const journey =
        (await stores.journeys.openUpload(application.id, device, handoffId)) ??
        (await stores.journeys.create({ applicationId: application.id, handoffId, kind: 'upload', device, documentType }, now));
      const usage = await storedUsage(deps.db, application.id, journey.id);
      if (usage.journeyCaptures >= guards.limits.capturesPerJourney) {
        await rm(file.path, { force: true });
        deps.logger.info('upload refused', { requestId: c.get('requestId'), problem: 'captures per journey' });
        return tooManyRequests(c, call.t, 3600);
      }
      const side = input.documentSide === 'back' ? 'IDENTITY:BACK' : 'IDENTITY:FRONT';
      const verified = await verifyCapture(deps, stores.files, { file, format: verdict.format, endpoint: 'upload', side, action: null, now });
      if (verified.kind === 'busy') {
        deps.logger.warn('upload refused', { requestId: c.get('requestId'), problem: 'verification not finished' });
        return uploadsBusy(c, call.t);
      }
      if (verified.kind === 'refused') {
        deps.logger.info('upload refused', { requestId: c.get('requestId'), path: c.req.path, problem: verified.refusal });
        return finishDocumentCall(deps, stores, { ...call, ...resolved }, { errors: { [DOCUMENT_IMAGE_FIELD]: UPLOAD_MESSAGES[verified.refusal] } });
      }
      const { storageName, checked } = verified;
      // A retry that took over the Idempotency-Key of a first try whose instance died: that try may have stored this
      // upload already — replaced, not kept beside it.
      const idempotencyId = c.get('idempotencyId') ?? null;
      if (idempotencyId) {
        for (const name of await stores.journeys.removeCapturesOfIdempotencyKey(idempotencyId)) await stores.files.delete(name).catch(() => undefined);
      }
      await stores.journeys.addCapture(
        journey.id,
        {
          side,
          storageName,
          format: verified.format,
          sizeBytes: file.size,
          width: verified.width,
          height: verified.height,
          mrz: null,
          checks: checked.checks,
          result: checked.result,
          analysis: checked.analysis,
          action: null,
        },
        now,
        idempotencyId,
      );
      deps.logger.info('document uploaded', { requestId: c.get('requestId'), side, format: verified.format, result: checked.result, problem: checked.problem, ...verified.metrics });

      let outcome: DocumentOutcome;
      if (checked.problem) {
        outcome = { errors: { [DOCUMENT_IMAGE_FIELD]: UPLOAD_MESSAGES[checked.problem] } };
      } else if (side === 'IDENTITY:FRONT' && (documentType ?? journey.documentType) === '2') {
        // An ID card has a back (docs/spec/flow/screens.md#upload-document "desktopDocumentUpload(Back)").
        outcome = { next: device === 'desktop' ? 'desktopDocumentUploadBack' : 'mobileDocumentUploadBack' };
      } else {
        outcome = journeyEndOutcome(call.t, caller, journey, await endJourney(stores, journey, now), now);
      }
      return await finishDocumentCall(deps, stores, { ...call, ...resolved }, outcome);
    } finally {
      if (admitted) guards.budget.give(admitted.reserved);
      if (received.kind === 'file') await rm(received.file.path, { force: true }).catch(() => undefined);
    }
  });
}
