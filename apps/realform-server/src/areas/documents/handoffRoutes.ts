import type { CallRequest } from '@onboarding/realform-api';
import { CALLS } from '@onboarding/realform-api';
import type { Context } from 'hono';
import type { DocumentsDeps } from './documentsApp';
import type { AppEnv } from '../../http/AppEnv';
import { answer, restartAnswer } from '../../http/formCall';
import { isAnswer } from '../../fastPaths/answer';
import type { Translate } from '../../i18n/translator';
import type { DocumentAreaStores } from './documentAreaStores';
import type { DocumentCall, DocumentOutcome } from './documentRoute';
import { documentRoute, finishDocumentCall, resolveCaller } from './documentRoute';
import { HANDOFF_PAGE_STEPS, includes, PHONE_CAPTURE_STEPS, PHONE_DONE_STEP, PRIMARY_UPLOAD_STEPS, WAITING_STEPS } from './documentSteps';
import { createHandoffLink, linkOrigin } from './handoffLink';
import type { Handoff } from './handoffStore';
import { hashDeviceId } from './handoffStore';
import type { IdentityVerification } from './journeyOutcome';
import { failureMessage, isPassed } from './journeyOutcome';
import { parseCallBody } from '../../http/parseCallBody';
import { SCAN_BACKEND_PATH } from './scanBackendRoutes';
import { sessionAllowed, wrongSessionKind } from '../../http/routeAccess';
import { clientIp } from '../../http/clientIp';
import { afterIdentity } from '../steps/accountDocuments';

/** The desktop waits for the phone on these steps (the waiting page, or still the hand-off page). */
const DESKTOP_HANDOFF_STEPS = [...WAITING_STEPS, ...HANDOFF_PAGE_STEPS] as const;

/** POST form-pl/mobile-qr-code-url (docs/spec/flow/calls.md#call-table): the desktop's QR link. */
export function mobileQrCodeUrlRoute(deps: DocumentsDeps, stores: DocumentAreaStores) {
  return documentRoute(deps, stores, 'mobileQrCodeUrl', { primary: [...HANDOFF_PAGE_STEPS, ...PRIMARY_UPLOAD_STEPS], handoff: 'none' }, async ({ c, application }) => {
    const link = await createHandoffLink(deps, application, { channel: 'qr', requestUrl: c.req.url, store: stores.handoffs });
    deps.logger.info('hand-off link made', { channel: 'qr' });
    return { extra: { mobileQrUrl: link.url } };
  });
}

async function refuseLink(c: Context<AppEnv>, deps: DocumentsDeps, t: Translate, reason: string, applicationId: string | null = null): Promise<Response> {
  deps.logger.info('hand-off link refused', { reason });
  await deps.audit.record({ event: 'handoff.refused', outcome: 'refused', applicationId, ip: clientIp(c, deps.trustProxy), detail: { reason } });
  // docs/spec/flow/errors.md#hand-off-link: "Failed token verification on the mobile link: goes to restart".
  return answer(c, 401, { status: 'error', next: 'restart', restart: true, globalError: t('handoff.invalid') });
}

/**
 * The phone confirms the link (docs/spec/flow/screens.md, docs/spec/flow/states.md): the first device to confirm an issued, unexpired link owns it and gets
 * its own session for the application; the same device (same device id) may confirm again while the link is
 * valid — its previous session is signed out; any other device, an expired or unknown link goes to restart.
 */
async function confirmOnPhone(deps: DocumentsDeps, stores: DocumentAreaStores, c: Context<AppEnv>, t: Translate, input: CallRequest<'mobileQrCodeScan'>) {
  const now = deps.now();
  const deviceHash = input.deviceId ? hashDeviceId(input.deviceId) : null;
  const found = await stores.handoffs.byToken(input.token);
  if (!found) return refuseLink(c, deps, t, 'unknown');
  if (found.expiresAt.getTime() <= now.getTime()) return refuseLink(c, deps, t, 'expired', found.applicationId);

  let handoff: Handoff | null = null;
  if (found.state === 'issued') {
    const claimed = await stores.handoffs.claim(found.id, deviceHash, now);
    if (claimed) await deps.sessions.revoke(claimed.revokedSessionIds);
    handoff = claimed?.handoff ?? null;
  } else if (found.state === 'scanned' && deviceHash !== null && found.deviceHash === deviceHash) {
    handoff = found;
  }
  if (!handoff) return refuseLink(c, deps, t, found.state === 'issued' ? 'lost race' : `used (${found.state})`, found.applicationId);

  const application = await deps.applications.get(handoff.applicationId);
  if (!application) return refuseLink(c, deps, t, 'no application');
  // A hand-off session (issue 14 finding 1): stored as such, accepted only by the document-capture calls, short-lived.
  const { session, token } = await deps.sessions.create(now, application.id, 'handoff');
  await deps.sessions.revoke(await stores.handoffs.setPhoneSession(handoff.id, application.id, session.id));
  deps.logger.info('hand-off link confirmed', { again: handoff === found });
  await deps.audit.record({
    event: 'handoff.claimed',
    outcome: 'success',
    applicationId: application.id,
    ip: clientIp(c, deps.trustProxy),
    detail: { channel: handoff.channel, again: handoff === found },
  });
  return answer(c, 200, { status: 'success', token, next: handoff.phoneStep ?? 'mobileDocumentChoice', isQrCodeScan: true });
}

/** The desktop asks whether a phone confirmed the link (docs/spec/flow/states.md#hand-off-page-polling "polls the QR-scan status every 4 s"). */
async function desktopScanStatus(call: DocumentCall<CallRequest<'mobileQrCodeScan'>>, stores: DocumentAreaStores): Promise<DocumentOutcome> {
  const { application, now } = call;
  const handoff = await stores.handoffs.current(application.id);
  const scanned = handoff !== null && (handoff.state === 'scanned' || handoff.state === 'completed');
  const expired = handoff !== null && handoff.state === 'issued' && handoff.expiresAt.getTime() <= now.getTime();
  const extra = { isQrCodeScan: scanned, ...(expired ? { isQrCodeExpired: true } : {}) };
  const step = application.currentStep;
  // docs/spec/flow/states.md: "when the scan is confirmed it goes to mobileDesktopIsCompleted" — from the hand-off page, or from the
  // upload page's recommended phone path.
  if (scanned && (includes(HANDOFF_PAGE_STEPS, step) || includes(PRIMARY_UPLOAD_STEPS, step) || includes(WAITING_STEPS, step))) {
    return { next: 'mobileDesktopIsCompleted', extra };
  }
  return { extra };
}

/**
 * POST form-pl/mobile-qr-code-scan (docs/spec/flow/calls.md#call-table): with `qrCodeScan: true` the body's token is the link's hand-off
 * token (the phone); without it, the desktop's session token.
 */
export function mobileQrCodeScanRoute(deps: DocumentsDeps, stores: DocumentAreaStores) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const parsed = await parseCallBody(deps, c, CALLS.mobileQrCodeScan.request);
    if (isAnswer(parsed)) return parsed;
    const { input, t } = parsed;
    if (input.qrCodeScan === true) return confirmOnPhone(deps, stores, c, t, input);

    const now = deps.now();
    const session = await deps.sessions.touch(input.token, now);
    if (!session) return answer(c, 401, restartAnswer(t));
    if (!sessionAllowed(c, session)) return wrongSessionKind(c, t);
    const call = { c, input, session, t, now, ip: '' };
    const resolved = await resolveCaller(deps, stores, call, { primary: 'any', handoff: 'none' });
    if (isAnswer(resolved)) return resolved;
    const outcome = await desktopScanStatus({ ...call, ...resolved }, stores);
    return finishDocumentCall(deps, stores, { ...call, ...resolved }, outcome);
  };
}

/**
 * Action CHECK_IF_DESKTOP_CAN_PROCEED, POST form-{pl|eu}/check-if-desktop-can-proceed (docs/spec/flow/states.md "Waiting for
 * picture (desktop): polls every 5 s"). Waiting until the phone is done; then `dataContent` carries the phone's
 * journey (journeyId, backendUrl, a fresh gbgToken to read its result) or skipHybridUpload 1, and the
 * application moves where the flow goes: uploadSucceeded, uploadFailed or personalDataConfirm.
 */
export function checkIfDesktopCanProceedRoute(deps: DocumentsDeps, stores: DocumentAreaStores) {
  return documentRoute(deps, stores, 'checkIfDesktopCanProceed', { primary: 'any', handoff: 'none' }, async ({ c, application, now, t }) => {
    const step = application.currentStep;
    const handoff = await stores.handoffs.current(application.id);
    if (!includes(DESKTOP_HANDOFF_STEPS, step)) {
      // The desktop has gone on already (the phone took over, or a late poll): it is not waiting.
      const skipped = handoff?.continuedOnPhone || handoff?.skippedUpload;
      return { next: step, extra: { isDesktopWaiting: false, ...(skipped ? { dataContent: { skipHybridUpload: 1 } } : {}) } };
    }
    const journey = handoff && handoff.state !== 'issued' ? await stores.journeys.latestForHandoff(handoff.id) : null;
    const phoneDone = handoff !== null && (handoff.state === 'completed' || journey?.state === 'ended');
    if (!handoff || !phoneDone) return { extra: { isDesktopWaiting: true } };

    if (handoff.skippedUpload || !journey || journey.state !== 'ended' || !journey.highLevelResult) {
      const identityVerification: IdentityVerification = { method: 'skipped', device: 'mobile', at: now.toISOString() };
      // The personal data, or — for an opened account's missing document (issue 17 defect 6) — documentsPending.
      const exit = afterIdentity({ data: { ...application.data, identityVerification } }, now);
      return { next: exit.next, data: { identityVerification, ...exit.data }, extra: { isDesktopWaiting: false, dataContent: { skipHybridUpload: 1 } } };
    }
    const result = journey.highLevelResult;
    const gbgToken = await stores.journeys.issueToken(journey.id, now);
    const dataContent: Record<string, unknown> = {
      journeyId: journey.id,
      backendUrl: `${linkOrigin(deps, c.req.url)}${SCAN_BACKEND_PATH}`,
      gbgToken,
      skipHybridUpload: 0,
    };
    const identityVerification: IdentityVerification = { method: journey.kind, device: 'mobile', journeyId: journey.id, result, at: now.toISOString() };
    if (isPassed(result)) return { next: 'uploadSucceeded', data: { identityVerification }, extra: { isDesktopWaiting: false, dataContent } };
    const captures = await stores.journeys.latestCaptures(journey.id);
    return {
      next: 'uploadFailed',
      data: { identityVerification },
      extra: { isDesktopWaiting: false, dataContent: { ...dataContent, uploadActionError: t(failureMessage(result, captures)), allowTryAgain: true } },
    };
  });
}

/** The line the phone's last screen shows (docs/spec/flow/screens.md#mobilereturntodesktop mobileReturnToDesktop: "message from uploadActionError"). */
async function phoneDoneMessage(stores: DocumentAreaStores, t: Translate, handoff: Handoff): Promise<string> {
  if (handoff.skippedUpload) return t('document.skippedOnPhone');
  const journey = await stores.journeys.latestForHandoff(handoff.id);
  if (!journey || journey.state !== 'ended') return t('document.skippedOnPhone');
  return t(isPassed(journey.highLevelResult) ? 'document.sentFromPhone' : 'document.notVerifiedOnPhone');
}

/**
 * POST document/mobile-return-to-desktop and form-{pl|eu}/mobile-return-to-desktop (docs/spec/flow/calls.md#transport): the hand-off phone
 * is done. Idempotent: docs/spec/flow/states.md#return-to-desktop sends it up to 3 times.
 */
export function returnToDesktopRoute(deps: DocumentsDeps, stores: DocumentAreaStores, name: 'mobileReturnToDesktop' | 'documentMobileReturnToDesktop') {
  return documentRoute(deps, stores, name, { primary: 'none', handoff: 'any' }, async ({ caller, application, t, now }) => {
    if (caller.kind !== 'handoff') return { globalError: 'step.outOfOrder', httpStatus: 409 };
    // The phone is done: its session ends with this answer.
    await deps.sessions.revoke(await stores.handoffs.complete(caller.handoff.id, application.id, { endSession: true }, now));
    return { next: PHONE_DONE_STEP, extra: { dataContent: { uploadActionError: await phoneDoneMessage(stores, t, caller.handoff) } } };
  });
}

/** POST form-pl/skip-hybrid-upload (docs/spec/flow/calls.md#call-table): the phone skips the upload; the desktop then goes to personalDataConfirm. */
export function skipHybridUploadRoute(deps: DocumentsDeps, stores: DocumentAreaStores) {
  return documentRoute(deps, stores, 'skipHybridUpload', { primary: 'none', handoff: PHONE_CAPTURE_STEPS }, async ({ caller, application, t, now }) => {
    if (caller.kind !== 'handoff') return { globalError: 'step.outOfOrder', httpStatus: 409 };
    // The phone is done; its last screen tells the desktop (mobile-return-to-desktop), which ends its session. Until
    // then it can only report (its step is mobileReturnToDesktop).
    await deps.sessions.revoke(await stores.handoffs.complete(caller.handoff.id, application.id, { skippedUpload: true, endSession: false }, now));
    return { next: PHONE_DONE_STEP, extra: { dataContent: { uploadActionError: t('document.skippedOnPhone') } } };
  });
}

/**
 * POST form-{pl|eu}/skip-desktop-waiting (docs/spec/flow/calls.md#step-calls), from the waiting desktop: the applicant stops waiting and goes on
 * here while the phone finishes. Unlike ABORT_MOBILE the phone is not signed out: its capture goes on and its journey's
 * end records the result with the application (`identityVerification`), so the document counts at account-open.
 * Links no phone has opened stop working. A hand-off phone cannot call it (issue 14 finding 1: it cannot take the
 * application over).
 */
export function skipDesktopWaitingRoute(deps: DocumentsDeps, stores: DocumentAreaStores) {
  return documentRoute(deps, stores, 'skipDesktopWaiting', { primary: DESKTOP_HANDOFF_STEPS, handoff: 'none' }, async ({ application, now }): Promise<DocumentOutcome> => {
    await stores.handoffs.abortUnclaimed(application.id);
    return afterIdentity(application, now);
  });
}

/** Action ABORT_MOBILE, POST form-{pl|eu}/abort-mobile: the desktop continues manually (docs/spec/flow/screens.md waiting page link). */
export function abortMobileRoute(deps: DocumentsDeps, stores: DocumentAreaStores) {
  return documentRoute(deps, stores, 'abortMobile', { primary: DESKTOP_HANDOFF_STEPS, handoff: 'none' }, async ({ application, now }) => {
    await deps.sessions.revoke(await stores.handoffs.abortAll(application.id));
    return afterIdentity(application, now);
  });
}

/**
 * POST document/mobile-document-choice (docs/spec/flow/screens.md#howtotakepicture "Document selection … each leading to howToTakePicture"), from a
 * hand-off phone or a phone used for the whole application. Stored as `application.data.mobileDocumentChoice`.
 */
export function mobileDocumentChoiceRoute(deps: DocumentsDeps, stores: DocumentAreaStores) {
  return documentRoute(deps, stores, 'mobileDocumentChoice', { primary: PRIMARY_UPLOAD_STEPS, handoff: PHONE_CAPTURE_STEPS }, async ({ input }) => ({
    next: 'howToTakePicture',
    data: { mobileDocumentChoice: { documentType: input.documentType } },
  }));
}
