import type { StepsDeps } from './stepsApp';
import { handoffStore } from '../documents/handoffStore';
import {
  afterDataUploadChoice,
  afterDeviceChoice,
  DOCUMENT_CHOICE_STEPS,
  IDENTITY_STEPS,
  NEXT_STEP,
  TRY_AGAIN_STEP,
  UPLOAD_OUTCOME_STEPS,
  UPLOAD_SUMMARY_FROM,
} from './flowOrder';
import { stepRoute } from '../../http/stepRoute';
import { prefillFor } from './stepData';
import { accountOf, afterIdentity, documentsContent } from './accountDocuments';

/** Tries of the same upload after a failure; more is a script, not a person with a blurry photo. */
export const MAX_UPLOAD_RETRIES = 10;

/**
 * POST form-{pl|eu}/data-upload-choice (docs/spec/flow/screens.md#datauploadchoice dataUploadChoice): 1 manual → personalDataConfirm, 2 digital →
 * mobileDesktopChoice, 3 mobile → the phone hand-off. Allowed anywhere in the identity part: docs/spec/flow/calls.md "sent with
 * dataUploadChoice=2 to go back to mobile upload", and "upload later" leaves any upload screen.
 */
export function dataUploadChoiceRoute(deps: StepsDeps) {
  return stepRoute(deps, 'dataUploadChoice', {
    from: IDENTITY_STEPS,
    handle: async ({ input, application, now }) => {
      // An opened account's applicant who leaves the missing document for later again (issue 17 defect 6): the
      // documents stay pending, and no data step opens again.
      const account = accountOf(application.data);
      const next = input.dataUploadChoice === 1 && account ? afterIdentity(application, now).next : afterDataUploadChoice(input.dataUploadChoice);
      // Another method chosen while a phone may still be connected (the waiting page's "continue manually",
      // or a new hand-off): earlier links and phone sessions stop working at once.
      await deps.sessions.revoke(await handoffStore(deps.db).abortAll(application.id));
      return {
        next,
        data: { uploadChoice: { dataUploadChoice: input.dataUploadChoice, at: now.toISOString() } },
        extra: { dataContent: account ? documentsContent(account) : prefillFor(application, next) },
      };
    },
  });
}

/** POST form-{pl|eu}/mobile-desktop-choice (docs/spec/flow/calls.md#named-actions action SELECT_MOBILE_DESKTOP): 1 mobile → hand-off, 2 desktop → document choice. */
export function mobileDesktopChoiceRoute(deps: StepsDeps) {
  return stepRoute(deps, 'mobileDesktopChoice', {
    // Not from dataUploadChoice: "digital" comes first (docs/spec/flow/screens.md#datauploadchoice); then from any later identity screen (docs/spec/flow/calls.md#call-table).
    from: IDENTITY_STEPS.filter((step) => step !== 'dataUploadChoice'),
    handle: async ({ input, now }) => ({
      next: afterDeviceChoice(input.mobileDesktopChoice),
      data: { deviceChoice: { mobileDesktopChoice: input.mobileDesktopChoice, at: now.toISOString() } },
    }),
  });
}

/** POST form-{pl|eu}/desktop-document-choice (docs/spec/flow/screens.md#document-selection document selection): the document, then the how-to screen. */
export function desktopDocumentChoiceRoute(deps: StepsDeps) {
  return stepRoute(deps, 'desktopDocumentChoice', {
    from: DOCUMENT_CHOICE_STEPS,
    handle: async ({ input, now }) => ({
      next: NEXT_STEP.desktopDocumentChoice,
      data: { documentChoice: { documentType: input.documentType, at: now.toISOString() } },
    }),
  });
}

/** POST form-{pl|eu}/upload-summary (docs/spec/flow/calls.md#named-actions action UPLOAD_SUMMARY): the Next of every upload outcome screen. */
export function uploadSummaryRoute(deps: StepsDeps) {
  return stepRoute(deps, 'uploadSummary', {
    from: UPLOAD_SUMMARY_FROM,
    handle: async ({ application, now }) => {
      // From an upload step itself the browser gave up on the scan service: that is docs/spec/flow/screens.md#uploadexception's uploadException.
      const uploadSummary = {
        outcome: (UPLOAD_OUTCOME_STEPS as readonly string[]).includes(application.currentStep) ? application.currentStep : 'uploadException',
        at: now.toISOString(),
      };
      // The document of an opened account (issue 17 defect 6): its state changes here, no data step follows.
      if (accountOf(application.data)) {
        const exit = afterIdentity(application, now);
        const account = accountOf({ ...application.data, ...exit.data });
        return { next: exit.next, data: { uploadSummary, ...exit.data }, extra: { dataContent: documentsContent(account) } };
      }
      return {
        next: NEXT_STEP.uploadSucceeded,
        data: { uploadSummary },
        extra: { dataContent: prefillFor(application, NEXT_STEP.uploadSucceeded) },
      };
    },
  });
}

/** POST form-{pl|eu}/upload-try-again (docs/spec/flow/calls.md#named-actions action UPLOAD_TRY_AGAIN): from uploadFailed back to the upload, a bounded number of times. */
export function uploadTryAgainRoute(deps: StepsDeps) {
  return stepRoute(deps, 'uploadTryAgain', {
    from: ['uploadFailed'],
    handle: async ({ application, now }) => {
      const previous = application.data.uploadTryAgain as { count?: number } | undefined;
      const count = (previous?.count ?? 0) + 1;
      if (count > MAX_UPLOAD_RETRIES) return { globalError: 'uploadTryAgain.notAllowed', httpStatus: 429 };
      return { next: TRY_AGAIN_STEP, data: { uploadTryAgain: { count, at: now.toISOString() } } };
    },
  });
}
