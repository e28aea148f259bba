import { scanJourneySteps } from '@onboarding/realform-api';
import type { DocumentsDeps } from './documentsApp';
import { sha256 } from '../../security/sessionToken';
import type { DocumentAreaStores } from './documentAreaStores';
import type { Caller } from './documentRoute';
import { documentRoute } from './documentRoute';
import { PHONE_CAPTURE_STEPS, PHONE_DONE_STEP, PRIMARY_UPLOAD_STEPS } from './documentSteps';
import { linkOrigin } from './handoffLink';
import { endJourney, journeyEndOutcome } from './journeyOutcome';
import type { Journey } from './journeyStore';
import { SCAN_BACKEND_PATH } from './scanBackendRoutes';
import { chosenDocumentType } from './uploadRoutes';

/** An application may open at most this many scan journeys an hour (each one is a new token and a new row). */
export const JOURNEYS_PER_HOUR = 30;

/** The scanning service's id of the applicant: stable, and not the application's id (docs/spec/widget/entities.md#data-from-the-host "clientId"). */
export function scanClientId(applicationId: string): string {
  return sha256(`scan-client:${applicationId}`).slice(0, 32);
}

/** A journey the caller may speak about: the application's own, and for a hand-off phone one of its own. */
export function ownsJourney(journey: Journey | null, applicationId: string, caller: Caller): journey is Journey {
  if (!journey || journey.applicationId !== applicationId) return false;
  return caller.kind === 'handoff' ? journey.handoffId === caller.handoff.id : true;
}

/**
 * POST document/get-idscan-token (docs/spec/flow/calls.md#call-table, docs/spec/widget/calls.md): opens a scan journey for the applicant's device (or the hand-off
 * phone) and answers status, gbgToken (256 bits, stored hashed, for this journey only), journeyId, clientId and
 * backendUrl — this server's origin plus /idscanenterprisesvc.
 */
export function getIdscanTokenRoute(deps: DocumentsDeps, stores: DocumentAreaStores) {
  return documentRoute(deps, stores, 'getIdscanToken', { primary: PRIMARY_UPLOAD_STEPS, handoff: PHONE_CAPTURE_STEPS }, async ({ c, application, caller, now }) => {
    const documentType = chosenDocumentType(application.data, caller);
    const opened = await stores.journeys.openScan(
      {
        applicationId: application.id,
        handoffId: caller.kind === 'handoff' ? caller.handoff.id : null,
        device: caller.kind === 'handoff' ? 'mobile' : 'desktop',
        documentType,
        // The steps the verdict will need (the flow configures the widget with the same list).
        steps: scanJourneySteps(documentType),
      },
      now,
      JOURNEYS_PER_HOUR,
    );
    if (!opened) return { globalError: 'journey.limit', httpStatus: 429 };
    const { journey, token: gbgToken } = opened;
    return {
      extra: {
        // The widget's steps for the chosen document, from the application's record rather than the browser's memory.
        captureSteps: scanJourneySteps(documentType),
        gbgToken,
        journeyId: journey.id,
        clientId: scanClientId(application.id),
        backendUrl: `${linkOrigin(deps, c.req.url)}${SCAN_BACKEND_PATH}`,
      },
    };
  });
}

/**
 * POST document/notify-journey (docs/spec/flow/calls.md#call-table): a journey event, stored. `end` ends the journey (if the widget did not
 * already) with the local verifier's result and moves the caller: the applicant's own device to uploadSucceeded
 * or uploadFailed (docs/spec/flow/states.md#journey-end "Journey end"), a hand-off phone to mobileReturnToDesktop. An unknown journey is an
 * error answer, which the flow shows in the global banner (docs/spec/flow/errors.md#global-error).
 */
export function notifyJourneyRoute(deps: DocumentsDeps, stores: DocumentAreaStores) {
  return documentRoute(
    deps,
    stores,
    'notifyJourney',
    { primary: [...PRIMARY_UPLOAD_STEPS, 'uploadSucceeded'], handoff: [...PHONE_CAPTURE_STEPS, PHONE_DONE_STEP] },
    async ({ input, application, caller, session, now, t }) => {
      const journey = await stores.journeys.get(input.journeyId);
      if (!ownsJourney(journey, application.id, caller)) return { globalError: 'journey.notFound', httpStatus: 404 };
      await stores.events.record(
        { kind: 'notify', applicationId: application.id, sessionId: session.id, journeyId: journey.id, payload: { journeyStatus: input.journeyStatus } },
        now,
      );
      if (input.journeyStatus !== 'end') {
        if (journey.state !== 'ended') await stores.journeys.recordStatus(journey.id, input.journeyStatus, now);
        return {};
      }
      await stores.journeys.recordStatus(journey.id, input.journeyStatus, now);
      return journeyEndOutcome(t, caller, journey, await endJourney(stores, journey, now), now);
    },
  );
}
