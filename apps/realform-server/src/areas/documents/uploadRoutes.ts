import type { Locale } from '@onboarding/dictionaries';
import { isLocale } from '@onboarding/dictionaries';
import { CALLS, DOCUMENT_IMAGE_FIELD, MIN_DOCUMENT_IMAGE, UPLOAD_FORMATS, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@onboarding/realform-api';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../../http/AppDeps';
import type { AppEnv } from '../../http/AppEnv';
import { answer, restartAnswer } from '../../http/formCall';
import { isAnswer } from '../../http/answer';
import type { DocumentAreaStores } from './documentAreaStores';
import type { Allowed, Caller, DocumentOutcome, Message } from './documentRoute';
import { finishDocumentCall, resolveCaller } from './documentRoute';
import { PHONE_CAPTURE_STEPS, PRIMARY_UPLOAD_STEPS } from './documentSteps';
import { endJourney, journeyEndOutcome } from './journeyOutcome';
import type { JourneyDevice } from './journeyStore';
import { schemaRefusal } from '../../http/parseCallBody';
import { readMultipart } from './readMultipart';
import type { QualityProblem, Refusal } from './verifier/verifyImage';
import { verifyImage } from './verifier/verifyImage';

const MEGABYTES = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));

/** The message under `documentImage` for each refused file or failed photo (S0 §8 "Photo-quality error"). */
export const UPLOAD_MESSAGES: Record<Refusal | QualityProblem, Message> = {
  type: 'upload.file.type',
  tooBig: { key: 'upload.file.tooBig', values: { maxMegabytes: MEGABYTES } },
  tooManyPixels: { key: 'upload.image.tooManyPixels', values: { maxMegapixels: UPLOAD_MAX_PIXELS / 1_000_000 } },
  damaged: 'upload.image.damaged',
  tooSmall: { key: 'upload.image.tooSmall', values: { minWidth: MIN_DOCUMENT_IMAGE.longSide, minHeight: MIN_DOCUMENT_IMAGE.shortSide } },
  blank: 'upload.image.blank',
  blurred: 'upload.image.blurred',
  mrz: 'upload.mrz.invalid',
};

/** The text fields of a multipart body: the first value of each name; files are not fields. */
function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  return fields;
}

function localeOf(fields: Record<string, string> | undefined): Locale {
  const code = fields?.languageCode;
  return isLocale(code) ? code : 'en';
}

/**
 * The document type the applicant chose (S0 §3 first form: 1 passport, 2 ID, 11 other): on a hand-off phone its
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

/**
 * POST document/desktop-document-upload and document/mobile-document-upload (S0 §7 "form data for uploads"):
 * multipart text fields (the common ones, `documentSide`, `documentType`) and the file under `documentImage`.
 * The body is refused past UPLOAD_MAX_BYTES with 413 before it is buffered; the fields are validated by the
 * contract's schema before the session is looked at; the file is judged by its content (S0 §5 types), size and
 * pixel count, then decoded and checked (resolution, blank, blur). A good side is stored under a generated
 * name; an ID card's front asks for its back; the last side ends the upload journey with the verifier's result.
 */
export function documentUploadRoute(deps: AppDeps, stores: DocumentAreaStores, name: 'desktopDocumentUpload' | 'mobileDocumentUpload') {
  const device: JourneyDevice = name === 'desktopDocumentUpload' ? 'desktop' : 'mobile';
  const allowed: Allowed = { primary: PRIMARY_UPLOAD_STEPS, handoff: device === 'mobile' ? PHONE_CAPTURE_STEPS : 'none' };
  const schema = CALLS[name].request;

  return async (c: Context<AppEnv>): Promise<Response> => {
    const read = await readMultipart(c.req.raw, UPLOAD_MAX_BYTES);
    const fields = read.ok ? textFields(read.form) : undefined;
    const locale = localeOf(fields);
    c.set('locale', locale);
    const t = await deps.translator.forLocale(locale);
    if (!read.ok) {
      deps.logger.info('upload refused', { path: c.req.path, problem: read.problem });
      if (read.problem === 'tooLarge') return answer(c, 413, { status: 'error', globalError: t('upload.file.tooBig', { maxMegabytes: MEGABYTES }) });
      return answer(c, 400, { status: 'error', globalError: t('request.malformed') });
    }

    const parsed = v.safeParse(schema, fields);
    const file = read.form.get(DOCUMENT_IMAGE_FIELD);
    if (!parsed.success) return schemaRefusal(c, t, parsed.issues);
    if (!(file instanceof Blob) || file.size === 0) {
      return answer(c, 400, { status: 'error', errors: { [DOCUMENT_IMAGE_FIELD]: [t('upload.file.required')] } });
    }
    const input = parsed.output;

    const now = deps.now();
    const session = await deps.sessions.touch(input.token, now);
    if (!session) return answer(c, 401, restartAnswer(t));
    const call = { c, t, now, session };
    const resolved = await resolveCaller(deps, stores, call, allowed);
    if (isAnswer(resolved)) return resolved;
    const { application, caller } = resolved;

    const bytes = new Uint8Array(await file.arrayBuffer());
    const verdict = await verifyImage(bytes, { formats: UPLOAD_FORMATS, maxBytes: UPLOAD_MAX_BYTES, now });
    if (!verdict.ok) {
      // Refused by content: never stored. The declared name and type played no part.
      deps.logger.info('upload refused', { path: c.req.path, problem: verdict.refusal });
      return finishDocumentCall(deps, stores, { ...call, ...resolved }, { errors: { [DOCUMENT_IMAGE_FIELD]: UPLOAD_MESSAGES[verdict.refusal] } });
    }

    const handoffId = caller.kind === 'handoff' ? caller.handoff.id : null;
    const documentType = input.documentType ?? chosenDocumentType(application.data, caller);
    const journey =
      (await stores.journeys.openUpload(application.id, device, handoffId)) ??
      (await stores.journeys.create({ applicationId: application.id, handoffId, kind: 'upload', device, documentType }, now));
    const storageName = await stores.files.save(bytes, verdict.format);
    const side = input.documentSide === 'back' ? 'IDENTITY:BACK' : 'IDENTITY:FRONT';
    await stores.journeys.addCapture(
      journey.id,
      {
        side,
        storageName,
        format: verdict.format,
        sizeBytes: bytes.byteLength,
        width: verdict.width,
        height: verdict.height,
        mrz: null,
        checks: verdict.checks,
        result: verdict.result,
      },
      now,
    );
    deps.logger.info('document uploaded', { side, format: verdict.format, result: verdict.result, ...verdict.metrics });

    let outcome: DocumentOutcome;
    if (verdict.problem) {
      outcome = { errors: { [DOCUMENT_IMAGE_FIELD]: UPLOAD_MESSAGES[verdict.problem] } };
    } else if (side === 'IDENTITY:FRONT' && (documentType ?? journey.documentType) === '2') {
      // An ID card has a back (S0 §2 "desktopDocumentUpload(Back)").
      outcome = { next: device === 'desktop' ? 'desktopDocumentUploadBack' : 'mobileDocumentUploadBack' };
    } else {
      outcome = journeyEndOutcome(t, caller, journey, await endJourney(stores, journey, now), now);
    }
    return finishDocumentCall(deps, stores, { ...call, ...resolved }, outcome);
  };
}
