import { useLingui } from '@lingui/react/macro';
import type { IdscanWidgetEvents, WidgetError, WidgetEventMap } from '@onboarding/idscan-widget';
import {
  fetchJourneyResult,
  getIdscanTokenWithRetry,
  isJourneyPassed,
  isRestartResponse,
  UPLOAD_INACTIVITY_TIMEOUT_MS,
  type IdscanSession,
  type JourneyResult,
  type JourneyStatus,
  type ScanType,
  type StandardResponse,
} from '@onboarding/realform-api';
import { buildJourneyStatusReport, buildScanAttemptReport, buildScanTimeoutReport, type ScanAttemptReport, type JourneyStatusReport } from '@onboarding/tracking';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { JOURNEY_RESULT_DELAY_MS, NO_JOURNEY_ID_FAILURE_MS, SCAN_TRANSFER_TIMEOUT_MS } from '../../../constants';
import { useDraftStore } from '../../../stores/draftStore';
import { useLockStore } from '../../../stores/lockStore';
import { useSubmitStep } from '../../../submit/useSubmitStep';
import { answerErrorMessage, showGlobalError } from '../shared/showGlobalError';
import { useGoToStep } from '../../../submit/useGoToStep';
import { isRoutedStep } from '../../../routing/routePaths';
import { keepUploadOutcome } from '../../../submit/useIdentitySubmit';

/** A camera problem with a state of its own (docs/spec/flow/errors.md#camera): denied permission, or a feed whose every pixel is zero. */
export type CameraProblem = 'permissionDenied' | 'blankFeed';

export interface ScanJourneyOptions {
  /** Whether the page shows the camera: without it no journey is opened (the back side of a manual upload). */
  enabled: boolean;
  /** Where the scan runs (docs/spec/flow/calls.md#scan-status-reports status reports). */
  scanType: ScanType;
  /** A hand-off phone: the journey's end goes to mobileReturnToDesktop (docs/spec/flow/states.md#journey-end "if the URL has mobile=true or qrCode=true"). */
  returnsToDesktop: boolean;
  /** docs/spec/flow/states.md#upload-inactivity: "Desktop upload inactivity for 30 s reports a timeout status" — the desktop only. */
  reportsInactivity: boolean;
  /** The document type sent with the attempt reports (docs/spec/flow/calls.md), when the applicant chose one. */
  documentType: string | null;
  /** The widget met a camera problem (docs/spec/flow/errors.md#camera); the screen shows its state. */
  onCameraProblem(problem: CameraProblem): void;
  /** No camera can be used here (no camera API, none found, held by another app): only files remain. */
  onCameraUnavailable?(): void;
}

export interface ScanJourney {
  /** The scan session for the widget; null while the token is being fetched (docs/spec/flow/states.md: up to 4 tries 3 s apart). */
  session: IdscanSession | null;
  /** A photo is being sent (docs/spec/flow/states.md#journey-events "transfer started (loader on …)"). */
  transferring: boolean;
  /** docs/spec/flow/states.md: a failed result from file-system input: the page asks to upload again. */
  badUpload: boolean;
  /** docs/spec/flow/states.md#journey-events: progress to IDENTITY:BACK — the front side is done. */
  frontDone: boolean;
  /** The applicant cancelled the journey in the widget. */
  cancelled: boolean;
  /** The journey has ended and the flow is reading its result. */
  ending: boolean;
  /** Listeners for `<IdscanWidget events>`. */
  events: IdscanWidgetEvents;
  onError(error: WidgetError): void;
  onUserExit(): void;
  /** Starts a new journey (a new token): after a cancel or a camera problem. */
  startAgain(): void;
  /** The applicant did something on the page: the inactivity timer starts again. */
  activity(): void;
}

const JOURNEY_STATUS: Record<keyof WidgetEventMap, JourneyStatus | null> = {
  start: 'start',
  displayStep: 'displaystep',
  transferStarted: 'transferstarted',
  transferProgress: null,
  transferComplete: 'transfercomplete',
  transferFailed: 'transferfailed',
  progress: 'progress',
  clear: 'clear',
  cancel: 'cancel',
  end: 'end',
};

/** The document type of the reports, in the scan backend's words (docs/spec/widget/entities.md#document-types), from the applicant's choice (docs/spec/flow/entities.md#document-type). */
const REPORTED_DOCUMENT_TYPE: Readonly<Record<string, string>> = { '1': 'Passport', '2': 'IdentityCard', '11': 'Unknown' };

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * The upload step's side of the scan journey (docs/spec/flow/states.md#upload-and-hand-off "Upload and hand-off", docs/spec/widget/calls.md): gets the scan token, turns the
 * widget's journey events into notify-journey calls and status reports, keeps the transfer loader, the bad-upload
 * and front-side flags, reports desktop inactivity, and at the end reads the result and routes to uploadSucceeded,
 * uploadFailed or (on a hand-off phone) mobileReturnToDesktop.
 */
export function useScanJourney(options: ScanJourneyOptions): ScanJourney {
  const { t } = useLingui();
  const { client } = useFlow();
  const submitStep = useSubmitStep();
  const goToStep = useGoToStep();
  const [generation, setGeneration] = useState(0);
  const [session, setSession] = useState<IdscanSession | null>(null);
  const [transferring, setTransferring] = useState(false);
  const [badUpload, setBadUpload] = useState(false);
  const [frontDone, setFrontDone] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const [ending, setEnding] = useState(false);

  // The newest options and session for the listeners, which the widget keeps from its first render.
  const latest = useRef({ options, session });
  // Before the browser paints, so a widget event that follows the render meets this render's options.
  useLayoutEffect(() => {
    latest.current = { options, session };
  });
  const lifetime = useRef<AbortController | null>(null);
  const inactivityTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const transferTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastActivityAt = useRef(0);
  const transfer = useRef({ startedAt: 0, attempt: 0 });
  const attempts = useRef(0);

  const sendReport = useCallback(
    (report: ScanAttemptReport | JourneyStatusReport) => {
      // Best effort: a lost report must not stop the applicant.
      client.call('scanStatusReport', report).catch((error: unknown) => console.warn('Scan status report not sent', error));
    },
    [client],
  );

  const armInactivity = useCallback(() => {
    clearTimeout(inactivityTimer.current);
    if (!latest.current.options.reportsInactivity || !latest.current.session) return;
    inactivityTimer.current = setTimeout(() => {
      // Reported once per quiet spell: the next activity arms the timer again.
      sendReport(
        buildScanTimeoutReport({
          journeyId: latest.current.session?.journeyId,
          startedAt: lastActivityAt.current,
          endedAt: Date.now(),
          attemptNumber: attempts.current,
          scanType: latest.current.options.scanType,
        }),
      );
    }, UPLOAD_INACTIVITY_TIMEOUT_MS);
  }, [sendReport]);

  const activity = useCallback(() => {
    lastActivityAt.current = Date.now();
    armInactivity();
  }, [armInactivity]);

  // The scan token: docs/spec/flow/states.md#scan-token "up to 4 retries at 3 s intervals, then uploadException".
  useEffect(() => {
    if (!options.enabled) return;
    const controller = new AbortController();
    lifetime.current = controller;
    getIdscanTokenWithRetry(client, { signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.outcome === 'token') {
          lastActivityAt.current = Date.now();
          setSession(result.session);
        } else if (result.outcome === 'restart') {
          // The submit engine clears the session and the draft and shows restart (docs/spec/flow/errors.md#global-error).
          void submitStep(async () => result.response);
        } else if (result.outcome === 'elsewhere') {
          // The capture is over (the browser's Back from its result): this screen gives way to where the application
          // is, in its place in the history, with no error — there is nothing to retry and nothing went wrong. (A step
          // without a screen of its own, a denial say, goes through the submit engine, which knows it.)
          if (isRoutedStep(result.next)) void goToStep(result.next, { replace: true });
          else void submitStep(async () => result.response);
        } else {
          console.warn(`No scan token after ${result.attempts} attempts`, result.error ?? result.response);
          void goToStep('uploadException');
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Getting the scan token failed', error);
      },
    );
    return () => {
      controller.abort();
      clearTimeout(inactivityTimer.current);
      clearTimeout(transferTimer.current);
    };
  }, [client, generation, submitStep, goToStep, options.enabled]);

  useEffect(() => {
    if (session) armInactivity();
  }, [session, armInactivity]);

  const notify = useCallback(
    async (journeyStatus: JourneyStatus, journeyId: string): Promise<StandardResponse | undefined> => {
      try {
        const answer = await client.call('notifyJourney', { journeyStatus, journeyId });
        // docs/spec/flow/errors.md#scanning: "notify-journey error: global error set from the response errors or the exception".
        if (answer.status === 'error' && !isRestartResponse(answer)) showGlobalError(answerErrorMessage(answer) ?? t`We could not save the progress of your photo. Please try again.`);
        return answer;
      } catch (error) {
        console.warn(`notify-journey ${journeyStatus} failed`, error);
        showGlobalError(t`We could not reach our server. Check your connection and try again.`);
        return undefined;
      }
    },
    [client, t],
  );

  const endJourney = useCallback(
    async (journeyId: string, widgetResult: string) => {
      const signal = lifetime.current?.signal ?? new AbortController().signal;
      const { scanType, returnsToDesktop } = latest.current.options;
      clearTimeout(inactivityTimer.current);
      clearTimeout(transferTimer.current);
      setTransferring(false);
      setBadUpload(false);
      setEnding(true);
      useLockStore.getState().lock();
      // The page went away meanwhile (a new journey, another step): the lock must not outlive it.
      const release = () => useLockStore.getState().unlock();

      if (!journeyId) {
        // docs/spec/flow/states.md#journey-end: "With no journey id, failure after 10 s."
        await wait(NO_JOURNEY_ID_FAILURE_MS, signal);
        if (signal.aborted) return release();
        useDraftStore.getState().update({ uploadOutcome: { uploadActionError: null, allowTryAgain: true } });
        await goToStep(returnsToDesktop ? 'mobileReturnToDesktop' : 'uploadFailed');
        return;
      }

      const answer = await notify('end', journeyId);
      if (signal.aborted) return release();
      if (answer && isRestartResponse(answer)) {
        useLockStore.getState().unlock();
        void submitStep(async () => answer);
        return;
      }
      await wait(JOURNEY_RESULT_DELAY_MS, signal);
      if (signal.aborted) return release();

      const scan = latest.current.session;
      let result: JourneyResult | null = null;
      if (scan) {
        try {
          result = await fetchJourneyResult({ ...scan, journeyId, signal });
          // docs/spec/flow/states.md#journey-end "stores the documents": personalDataConfirm prefills from them (docs/spec/flow/screens.md#personaldataconfirm).
          useDraftStore.getState().update({ scannedDocuments: result.ProcessedDocuments });
        } catch (error) {
          if (signal.aborted) return release();
          console.warn('Journey result not read', error);
        }
      }
      // docs/spec/flow/states.md#journey-end: "reports status type 2"; docs/spec/flow/calls.md#call-table site/gbg-stats: the verification status, best effort.
      const journeyStatus = result?.HighLevelResult ?? widgetResult;
      sendReport(buildJourneyStatusReport({ journeyId, journeyStatus, scanType }));
      client.call('gbgStats', { status: journeyStatus, journeyId }).catch((error: unknown) => console.warn('Verification status not sent', error));

      const next = returnsToDesktop ? 'mobileReturnToDesktop' : result && isJourneyPassed(result) ? 'uploadSucceeded' : 'uploadFailed';
      // The failure text and the try-again flag are the server's (its answer to the end).
      if (answer?.status === 'success' && answer.next === next) keepUploadOutcome(answer);
      else if (next !== 'uploadSucceeded') useDraftStore.getState().update({ uploadOutcome: { uploadActionError: null, allowTryAgain: next === 'uploadFailed' } });
      await goToStep(next);
    },
    [client, goToStep, notify, sendReport, submitStep],
  );

  const events = useMemo<IdscanWidgetEvents>(() => {
    const forward = (type: keyof WidgetEventMap, journeyId: string) => {
      activity();
      const status = JOURNEY_STATUS[type];
      if (status && status !== 'end') void notify(status, journeyId);
    };
    return {
      start: ({ journeyId }) => forward('start', journeyId),
      displayStep: (event) => {
        forward('displayStep', event.journeyId);
        if (event.currentResult === 'Failed' && event.inputProvider === 'FILESYSTEM') setBadUpload(true);
      },
      transferStarted: (event) => {
        forward('transferStarted', event.journeyId);
        attempts.current += 1;
        transfer.current = { startedAt: Date.now(), attempt: event.attempt };
        setTransferring(true);
        clearTimeout(transferTimer.current);
        transferTimer.current = setTimeout(() => {
          setTransferring(false);
          sendReport(
            buildScanTimeoutReport({
              journeyId: event.journeyId,
              startedAt: transfer.current.startedAt,
              endedAt: Date.now(),
              attemptNumber: transfer.current.attempt,
              scanType: latest.current.options.scanType,
            }),
          );
        }, SCAN_TRANSFER_TIMEOUT_MS);
      },
      transferComplete: (event) => {
        forward('transferComplete', event.journeyId);
        clearTimeout(transferTimer.current);
        setTransferring(false);
        if (event.answer.CurrentResult === 'Passed') setBadUpload(false);
        const { documentType, scanType } = latest.current.options;
        // docs/spec/flow/states.md#journey-events: "transfer complete (loader off, attempt reported)".
        sendReport(
          buildScanAttemptReport({
            journeyId: event.journeyId,
            startedAt: transfer.current.startedAt,
            endedAt: Date.now(),
            attemptNumber: transfer.current.attempt,
            isValidated: event.answer.CurrentResult === 'Passed',
            status: event.answer.CurrentResult,
            documentType: documentType ? (REPORTED_DOCUMENT_TYPE[documentType] ?? null) : null,
            documentSide: event.flowState,
            scanType,
          }),
        );
      },
      transferFailed: (event) => {
        forward('transferFailed', event.journeyId);
        clearTimeout(transferTimer.current);
        setTransferring(false);
      },
      progress: (event) => {
        forward('progress', event.journeyId);
        if (event.action === 'IDENTITY:BACK') setFrontDone(true);
      },
      clear: ({ journeyId }) => forward('clear', journeyId),
      cancel: ({ journeyId }) => forward('cancel', journeyId),
      // docs/spec/flow/states.md#journey-events: the end names its journey; without an id there is no result to read.
      end: ({ journeyId, result }) => void endJourney(journeyId, result),
    };
  }, [activity, endJourney, notify, sendReport]);

  const onError = useCallback((error: WidgetError) => {
    if (error.kind !== 'camera') return;
    const { reason } = error.details as { reason?: string };
    if (reason === 'permissionDenied') latest.current.options.onCameraProblem('permissionDenied');
    else if (reason === 'blankFeed') latest.current.options.onCameraProblem('blankFeed');
    else if (reason === 'permissionUnavailable' || reason === 'noSuitableCamera' || reason === 'notReadable') latest.current.options.onCameraUnavailable?.();
  }, []);

  const startAgain = useCallback(() => {
    setSession(null);
    setCancelled(false);
    setBadUpload(false);
    setFrontDone(false);
    setGeneration((n) => n + 1);
  }, []);

  return {
    session,
    transferring,
    badUpload,
    frontDone,
    cancelled,
    ending,
    events,
    onError,
    onUserExit: () => setCancelled(true),
    startAgain,
    activity,
  };
}
