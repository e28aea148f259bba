import { type Messages, setupI18n } from '@lingui/core';
import {
  ACCEPTED_UPLOAD_TYPES,
  AUTO_CAPTURE_REFUSALS_BEFORE_MANUAL,
  INSTRUCTION_LOCK_MS,
  JOURNEY_RESULT_FETCH_DELAY_MS,
  LIVENESS_TRIES_PER_ACTION,
  MAX_UPLOAD_BYTES,
} from './constants';
import { createEventHub } from './createEventHub';
import { detectCamera, detectDevice } from './detectEnvironment';
import type { CaptureMode, InputProvider, LivenessAction, LivenessResult } from './enumerations';
import { JOURNEY_EVENTS } from './enumerations';
import { type IdscanError, idscanError, toWidgetError, type WidgetError } from './IdscanError';
import { InvalidJourneyError } from './InvalidJourneyError';
import { advance, createJourney, type Journey, type JourneyEvent } from './journey';
import { JourneyEndedError } from './JourneyEndedError';
import { JourneyWaitingError } from './JourneyWaitingError';
import { livenessPlan } from './livenessPlan';
import { type CancelReason, createScanBackend, type ScanBackend, type ScanBackendTransport } from './scanBackend';
import type {
  CaptureFeedback,
  CaptureStep,
  Device,
  IdscanOutcome,
  IdscanWidgetController,
  IdscanWidgetOptions,
  ImageSource,
  JourneyDefinition,
  JourneyResult,
  LivenessUploadAction,
  UploadSide,
  UserInput,
  WidgetEventMap,
  WidgetScreen,
  WidgetState,
} from './types';
import { validateUserInput } from './userInput';
import { withTextOverrides } from './textKeys';
import { checkToken, validateOptions, withDefaults } from './validateOptions';
import { toBcp47, type WidgetLocale, widgetLocale } from './widgetLocale';
import { loadMessages as loadWidgetMessages } from '../locales';

/** Why a chosen file is refused before upload (docs/spec/widget/validation.md#uploaded-files). */
export type UploadFileProblem = 'tooBig' | 'format';

/** What the controller uses from the browser and the capture layer; each replaceable (tests, the React layer). */
export interface WidgetDependencies {
  backend?: ScanBackend;
  transport?: ScanBackendTransport;
  /** The hardware check; by default `enumerateDevices` lists a video input. */
  hasCamera?: () => Promise<boolean>;
  detectDevice?: () => Device;
  /** docs/spec/widget/validation.md by content; by default the declared type and the size only. */
  checkUploadFile?: (file: Blob) => Promise<UploadFileProblem | null>;
  loadMessages?: (locale: string) => Promise<Messages>;
  random?: () => number;
}

const WIDGET_EVENTS = [...JOURNEY_EVENTS, 'transferProgress'] as const satisfies readonly (keyof WidgetEventMap)[];

/** Without a content check, the declared type and the size (docs/spec/widget/validation.md#uploaded-files: JPG and PNG under 7.5 MB). */
async function declaredFileProblem(file: Blob): Promise<UploadFileProblem | null> {
  if (!(ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'format';
  return file.size >= MAX_UPLOAD_BYTES ? 'tooBig' : null;
}

function definitionsOf(options: IdscanWidgetOptions, defaults: ReturnType<typeof withDefaults>): readonly JourneyDefinition[] {
  return (
    options.journeys ?? [
      { id: 'default', name: '', steps: defaults.steps, termsAndConditions: defaults.termsAndConditions, userInputForm: defaults.userInputForm },
    ]
  );
}

function journeyFor(journeyId: string, steps: readonly CaptureStep[]): Journey {
  try {
    return createJourney({ id: journeyId, flow: steps });
  } catch (caught) {
    if (caught instanceof InvalidJourneyError) {
      throw idscanError('invalidParameter', { parameter: 'steps', reason: 'notValid' }, `Invalid parameters: steps is not valid. ${caught.message}`, { cause: caught });
    }
    throw caught;
  }
}

/**
 * The widget without a UI framework: journey (docs/spec/widget/states.md#journey-events), screens (docs/spec/widget/screens.md), backend calls, events and callbacks.
 * Creating it touches no browser global; `start()` does (it belongs in an effect or after mount).
 * @throws IdscanError `invalidParameter` / `missingParameter` for unusable options (docs/spec/widget/errors.md).
 */
export function createIdscanWidget(options: IdscanWidgetOptions, deps: WidgetDependencies = {}): IdscanWidgetController {
  validateOptions(options);
  const defaults = withDefaults(options);
  const definitions = definitionsOf(options, defaults);
  let locale = widgetLocale(defaults.locale);
  let token = options.token;
  const i18n = setupI18n();
  const hub = createEventHub<WidgetEventMap>(WIDGET_EVENTS);
  const backend = deps.backend ?? createScanBackend({ backendUrl: options.backendUrl, token: options.token, journeyId: options.journeyId, locale }, deps.transport);
  const journeyId = options.journeyId;

  let definition: JourneyDefinition = definitions[0] ?? { id: 'none', name: '', steps: defaults.steps };
  let journey = journeyFor(journeyId, definition.steps);
  let state: WidgetState = Object.freeze({
    screen: { name: 'initialising' },
    modal: null,
    journey,
    step: null,
    steps: definition.steps,
    inputProvider: defaults.inputProvider,
    captureMode: defaults.captureMode,
    device: options.device ?? 'desktop',
    hasCamera: null,
    instructionsLocked: false,
    transfer: null,
    feedback: null,
    attemptsRemaining: defaults.maxAttempts,
    error: null,
    ready: false,
    locale,
  } satisfies WidgetState);
  const storeListeners = new Set<() => void>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let requests = new AbortController();
  let started: Promise<void> | null = null;
  let destroyed = false;
  let cameraEnabled = false;
  let retryAction: (() => void) | null = null;
  let livenessActions: LivenessAction[] = [];
  let liveness: LivenessResult | null = null;
  /** Liveness frames of the current action the server refused. */
  let livenessTries = 0;
  /** Captures of the current step the user made (not automatic ones) that the server refused: docs/spec/widget/screens.md#camera attempts. */
  let userAttempts = 0;
  /** Automatic captures of the current step the server refused. */
  let autoRefusals = 0;
  /** The capture mode to return to on the next step after auto capture gave way to the user. */
  let modeBeforeFallback: CaptureMode | null = null;
  let userInput: UserInput | null = null;
  let outcome: IdscanOutcome | null = null;
  let unsubscribeScanner: (() => void) | null = null;
  let scanning = false;
  /** The locale whose messages are active in `i18n`; null until the first are loaded. */
  let activeLocale: WidgetLocale | null = null;
  let localeLoading: Promise<void> | null = null;

  // --- state and notifications ---

  function set(patch: Partial<WidgetState>): void {
    if (destroyed) return;
    state = Object.freeze({ ...state, ...patch, journey });
    for (const listener of [...storeListeners]) listener();
  }

  function show(screen: WidgetScreen, patch: Partial<WidgetState> = {}): void {
    set({ screen, modal: null, ...patch });
    if (screen.name === 'scanner' && screen.scannerState === 'AVAILABLE') void scanPage();
  }

  /** Waits for a page from an available scanner on the scanner screen; one wait at a time. */
  async function scanPage(): Promise<void> {
    const scanner = options.scanner;
    if (!scanner || scanning || destroyed) return;
    scanning = true;
    try {
      const page = await scanner.scan();
      if (state.screen.name === 'scanner') controller.submitImage(page, 'scanner');
    } catch (caught) {
      if (!destroyed) report(idscanError('scanFailed', {}, 'The scanner did not return a page. Check the scanner, then scan again.', { cause: caught }));
    } finally {
      scanning = false;
    }
  }

  /**
   * Loads and activates the messages of `locale` (with the host's `texts` in place of the widget's own). A
   * `setLocale` during a load wins: it loads until the active locale is the one wanted last.
   */
  function ensureLocale(): Promise<void> {
    localeLoading ??= (async () => {
      try {
        while (!destroyed && activeLocale !== locale) {
          const wanted = locale;
          const messages = await (deps.loadMessages ?? loadWidgetMessages)(wanted);
          if (destroyed || wanted !== locale) continue;
          i18n.loadAndActivate({ locale: wanted, locales: [toBcp47(wanted)], messages: withTextOverrides(messages, options.texts, wanted) });
          activeLocale = wanted;
        }
      } finally {
        localeLoading = null;
      }
    })();
    return localeLoading;
  }

  function later(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });
  }

  function callback<A extends unknown[]>(fn: ((...args: A) => unknown) | undefined, ...args: A): void {
    if (!fn || destroyed) return;
    try {
      fn(...args);
    } catch (caught) {
      // The host's bug must not break the journey; its error still reaches the page's error reporting.
      setTimeout(() => {
        throw caught;
      });
    }
  }

  /** Reports an error (docs/spec/widget/errors.md): translated, kept in state, passed to `onError`. */
  function report(error: WidgetError): WidgetError {
    if (state.ready) error.userMessage = i18n._(error.descriptor);
    set({ error });
    callback(options.onError, error);
    return error;
  }

  /** A blocking error: the error screen, whose "try again" runs `retryWith`; without it only cancel is offered. */
  function fail(error: WidgetError, retryWith: (() => void) | null): void {
    report(error);
    retryAction = retryWith;
    show({ name: 'error', error, retryable: retryWith !== null });
  }

  /** Advances the pure journey; a refused request (docs/spec/widget/states.md#ended-journey ended, docs/spec/widget/errors.md waiting) is reported and answers false. */
  function journeyEvent(event: JourneyEvent): boolean {
    try {
      journey = advance(journey, event);
      set({});
      return true;
    } catch (caught) {
      if (caught instanceof JourneyEndedError) report(idscanError('journeyEnded', {}, caught.message, { cause: caught }));
      else if (caught instanceof JourneyWaitingError) report(idscanError('journeyWaiting', {}, caught.message, { cause: caught }));
      else report(toWidgetError(caught));
      return false;
    }
  }

  // Only the user's own captures spend attempts: a refused automatic capture is not the user's try.
  const attemptsLeft = () => Math.max(0, defaults.maxAttempts - userAttempts);

  // --- the journey's course ---

  /** The screen that captures `step` with the current input provider. */
  function captureScreen(step: CaptureStep): WidgetScreen {
    if (step === 'LIVENESS') return { name: 'liveness', mode: defaults.liveness, action: livenessActions[0] ?? 'STRAIGHT' };
    switch (state.inputProvider) {
      case 'CAMERA':
        if (state.hasCamera === false) return { name: 'noCamera' };
        if (!cameraEnabled) return { name: 'gateway' };
        return { name: 'camera', step };
      case 'SCANNER':
        return { name: 'scanner', step, scannerState: options.scanner?.getState() ?? 'NOT_CONNECTED' };
      case 'FILESYSTEM':
        return { name: 'upload', step };
    }
  }

  function displayStep(step: CaptureStep, currentResult: 'Failed' | 'Undefined'): void {
    journeyEvent({ type: 'displayStep', flowState: step, inputProvider: state.inputProvider, currentResult });
    hub.emit('displayStep', { journeyId, flowState: step, inputProvider: state.inputProvider, currentResult });
  }

  function enterStep(step: CaptureStep): void {
    userAttempts = 0;
    autoRefusals = 0;
    livenessTries = 0;
    if (modeBeforeFallback) {
      set({ captureMode: modeBeforeFallback });
      modeBeforeFallback = null;
    }
    if (step === 'LIVENESS') {
      livenessActions = livenessPlan(defaults.liveness, deps.random);
      if (state.hasCamera === false) {
        // No camera, no liveness frames: the journey goes on and the server's verdict says what that means.
        liveness = 'Undefined';
        show({ name: 'finishing' }, { step });
        displayStep(step, 'Undefined');
        next();
        return;
      }
    }
    if (state.inputProvider === 'SCANNER' && !options.scanner) {
      fail(idscanError('inputProvider', { reason: 'notAvailable' }, "inputProvider is 'SCANNER' but no scanner adapter was given. Pass options.scanner."), null);
      return;
    }
    show(captureScreen(step), { step, feedback: null, attemptsRemaining: step === 'LIVENESS' ? LIVENESS_TRIES_PER_ACTION : defaults.maxAttempts, error: null });
    displayStep(step, 'Undefined');
  }

  /** After a passed capture, or the last attempt: the next step, or the journey's end. */
  function next(): void {
    const current = state.step;
    const index = current ? state.steps.indexOf(current) : -1;
    const following = state.steps[index + 1];
    if (following) {
      if (!journeyEvent({ type: 'progress', action: following })) return;
      hub.emit('progress', { journeyId, action: following });
      enterStep(following);
      return;
    }
    if (!journeyEvent({ type: 'progress' })) return;
    hub.emit('progress', { journeyId, action: 'NONE' });
    void finish();
  }

  function afterTerms(): void {
    if (definition.userInputForm) show({ name: 'userInput', problems: {} });
    else enterStep(state.steps[0]!);
  }

  /** The journey's outcome is the server's verdict as it arrived (issue 15): the widget changes nothing in it. */
  function complete(result: JourneyResult): void {
    outcome = { journeyId, result, liveness, userInput };
    callback(options.onComplete, outcome);
    if (!defaults.showResults) show({ name: 'ended', result: outcome.result.HighLevelResult });
    else if (options.operatorLogin) show({ name: 'login', failed: null });
    else show({ name: 'results', outcome });
  }

  /**
   * Ends the journey at the backend, whose answer is the verdict. When the host had already ended it
   * (notify-journey; 409), the verdict is read back with journey/get after docs/spec/widget/constants.md#timers's 1 s.
   */
  async function finish(): Promise<void> {
    show({ name: 'finishing' }, { step: null, feedback: null });
    const { signal } = requests;
    let verdict: JourneyResult;
    try {
      verdict = await backend.end(signal);
    } catch (caught) {
      if (signal.aborted) return;
      const error = toWidgetError(caught);
      if (error.kind !== 'journeyEnded') {
        fail(error, () => void finish());
        return;
      }
      await later(JOURNEY_RESULT_FETCH_DELAY_MS);
      if (signal.aborted) return;
      try {
        verdict = await backend.get(signal);
      } catch (again) {
        if (!signal.aborted) fail(toWidgetError(again), () => void finish());
        return;
      }
    }
    if (journey.state !== 'ENDED') journeyEvent({ type: 'end', result: verdict.HighLevelResult });
    hub.emit('end', { journeyId, result: verdict.HighLevelResult, verdict });
    complete(verdict);
  }

  /** The liveness action on screen and the check's kind, for a liveness frame's upload. */
  function livenessUpload(): { action: LivenessUploadAction; mode: 'active' | 'passive' } {
    const action = livenessActions[0];
    return { action: action === 'LEFT' || action === 'RIGHT' ? action : 'STRAIGHT', mode: defaults.liveness };
  }

  /** The server accepted the frame of the action on screen: the next action, or the next step after the last. */
  function livenessActionDone(): void {
    livenessActions = livenessActions.slice(1);
    livenessTries = 0;
    const action = livenessActions[0];
    if (action) {
      show({ name: 'liveness', mode: defaults.liveness, action }, { feedback: null, attemptsRemaining: LIVENESS_TRIES_PER_ACTION });
      return;
    }
    liveness = 'Passed';
    next();
  }

  /**
   * The attempts of `step` are used up: the user is told that this step could not be verified and what comes next,
   * and the journey waits for them (`moveOn`). Moving on at once showed the next step as if the photo had been
   * fine, and a camera still pointed at the refused side could auto-capture it as the next one.
   */
  function attemptsUsedUp(step: CaptureStep, attempts: number, feedback: CaptureFeedback): void {
    const index = state.steps.indexOf(step);
    show({ name: 'attemptsUsedUp', step, attempts, next: state.steps[index + 1] ?? null }, { feedback, attemptsRemaining: 0 });
    // The last refusal is a bad upload like the others: the host hears it before the journey moves on.
    displayStep(step, 'Failed');
  }

  /** A photo the user chose or took was refused: one attempt spent. When it was the last, the notice shows (true). */
  function spendAttempt(step: CaptureStep, lastFeedback: CaptureFeedback): boolean {
    userAttempts += 1;
    if (attemptsLeft() > 0) return false;
    attemptsUsedUp(step, defaults.maxAttempts, lastFeedback);
    return true;
  }

  /** The server refused a capture: count the try; when none is left, say so before moving on, else offer the step again. */
  function refused(step: UploadSide, source: ImageSource | 'liveness', problem: string | null, message: string | null): void {
    const failed = idscanError('captureFailed', { attemptsRemaining: 0 }, `The backend did not accept the ${step} capture (${problem ?? 'no reason given'}).`);
    const feedback: CaptureFeedback = { step, result: 'Failed', problem, message: message ?? i18n._(failed.descriptor) };
    // The notice after the last try says itself that the photo was not accepted: it gives the server's reason, or none.
    const lastFeedback: CaptureFeedback = { ...feedback, message };
    if (source === 'liveness') {
      livenessTries += 1;
      if (livenessTries >= LIVENESS_TRIES_PER_ACTION) {
        // The tries of this action are used up: the step is over, and the server's verdict says what it means.
        liveness = 'Failed';
        attemptsUsedUp(step, LIVENESS_TRIES_PER_ACTION, lastFeedback);
        return;
      }
      show(captureScreen(step), { feedback, attemptsRemaining: LIVENESS_TRIES_PER_ACTION - livenessTries });
      displayStep(step, 'Failed');
      return;
    }
    if (source === 'auto') {
      autoRefusals += 1;
      if (autoRefusals >= AUTO_CAPTURE_REFUSALS_BEFORE_MANUAL && state.captureMode === 'auto') {
        // Auto capture keeps taking what the server refuses: the user takes the next photo and sees it first.
        modeBeforeFallback = state.captureMode;
        set({ captureMode: 'manual' });
      }
    } else if (spendAttempt(step, lastFeedback)) {
      return;
    }
    // docs/spec/widget/screens.md#camera, docs/spec/widget/errors.md: "System not able to take the photo", shown with attempts remaining.
    show(captureScreen(step), { feedback, attemptsRemaining: attemptsLeft() });
    displayStep(step, 'Failed');
  }

  async function upload(step: UploadSide, image: Blob, source: ImageSource | 'liveness'): Promise<void> {
    if (!journeyEvent({ type: 'transferStarted' })) return;
    const { signal } = requests;
    hub.emit('transferStarted', { journeyId, flowState: step, attempt: journey.actionAttempt });
    set({ transfer: { step, progress: 0 }, feedback: null, error: null });
    try {
      const answer = await backend.upload({
        side: step,
        image,
        signal,
        ...(source === 'liveness' ? { liveness: livenessUpload() } : {}),
        onProgress: (loaded, total) => {
          set({ transfer: { step, progress: total ? Math.min(1, loaded / total) : null } });
          hub.emit('transferProgress', { journeyId, flowState: step, loaded, total });
        },
      });
      journeyEvent({ type: 'transferComplete' });
      hub.emit('transferComplete', { journeyId, flowState: step, answer });
      set({ transfer: null });
      if (answer.CurrentResult === 'Passed') {
        set({ feedback: { step, result: 'Passed', problem: answer.Problem ?? null, message: answer.Message ?? null } });
        if (source === 'liveness') livenessActionDone();
        else next();
        return;
      }
      refused(step, source, answer.Problem ?? null, answer.Message ?? null);
    } catch (caught) {
      if (signal.aborted) return;
      const error = toWidgetError(caught);
      journeyEvent({ type: 'transferFailed' });
      hub.emit('transferFailed', { journeyId, flowState: step, error });
      set({ transfer: null });
      if (['fileTooBig', 'fileFormat', 'invalidImage', 'badRequest', 'tooManyPixels'].includes(error.kind)) {
        // The image's fault: say why on the capture screen and let the user try another. A file the user chose
        // spends an attempt; a frame the widget took (automatic capture, liveness) does not.
        report(error);
        const message = error.is('tooManyPixels') ? (error.details.serverMessage ?? error.userMessage) : error.userMessage;
        const feedback: CaptureFeedback = { step, result: 'Failed', problem: error.kind, message };
        // The last attempt spent on this file ends the side, as after a refused capture.
        if (source !== 'auto' && source !== 'liveness' && spendAttempt(step, feedback)) return;
        show(captureScreen(step), {
          feedback,
          attemptsRemaining: source === 'liveness' ? LIVENESS_TRIES_PER_ACTION - livenessTries : attemptsLeft(),
        });
        displayStep(step, 'Failed');
        return;
      }
      // A journey ended elsewhere (409: cancelled, or finished in another tab) refuses every retry: cancel only.
      fail(error, error.kind === 'journeyEnded' ? null : () => void upload(step, image, source));
    }
  }

  // --- actions ---

  function onCaptureScreen(): CaptureStep | null {
    // The step's attempts are used up: no other photo of it is taken, the user can only move on (or cancel).
    if (destroyed || state.screen.name === 'attemptsUsedUp') return null;
    // docs/spec/widget/states.md#ended-journey: a request sent after the journey has ended is refused.
    if (journey.state === 'ENDED') {
      report(idscanError('journeyEnded', {}, `Journey "${journeyId}" has ended, so no image can be sent. Start a new journey.`));
      return null;
    }
    return state.step;
  }

  async function start(): Promise<void> {
    if (typeof window === 'undefined' || typeof document === 'undefined') {
      throw idscanError('browserOnly', {}, 'start() needs a browser: call it in an effect or after mount(), not while rendering on a server.');
    }
    // The locale it starts in cannot be loaded (a chunk or file the network lost): English rather than no widget at
    // all, and the host is told (as the script-tag build does with its locale files). English failing too rejects.
    let unavailable: Error | null = null;
    try {
      await ensureLocale();
    } catch (caught) {
      if (destroyed || locale === 'en') throw caught;
      unavailable = caught instanceof Error ? caught : new Error(String(caught));
      locale = 'en';
      backend.setLocale('en');
      await ensureLocale();
    }
    if (destroyed) return;
    set({ ready: true, locale, device: options.device ?? (deps.detectDevice ?? detectDevice)() });
    if (unavailable) {
      const error = idscanError('unexpected', {}, `${unavailable.message} The widget shows in English.`, { cause: unavailable });
      if (options.onError) report(error);
      else console.error(error);
    }
    if (options.journeys?.length === 0) {
      fail(idscanError('noJourneyDefinitions', {}, 'options.journeys is empty: there are no journey definitions for this channel. Pass at least one, or pass steps instead.'), null);
      return;
    }
    if (definitions.length > 1) show({ name: 'journeySelect', journeys: definitions });
    else await begin(definition);
  }

  async function begin(chosen: JourneyDefinition): Promise<void> {
    definition = chosen;
    journey = journeyFor(journeyId, chosen.steps);
    show({ name: 'initialising' }, { steps: chosen.steps });
    const hasCamera = await (deps.hasCamera ?? detectCamera)().catch(() => false);
    if (destroyed) return;
    unsubscribeScanner ??=
      options.scanner?.subscribe((scannerState) => {
        if (state.screen.name === 'scanner' && state.screen.scannerState !== scannerState) show({ ...state.screen, scannerState });
      }) ?? null;
    set({ hasCamera });
    journeyEvent({ type: 'start' });
    hub.emit('start', { journeyId });
    if (chosen.termsAndConditions) show({ name: 'terms' });
    else afterTerms();
  }

  function endLocally(result: 'Aborted' | 'TCCDISAGREE'): void {
    requests.abort();
    requests = new AbortController();
    tellServerUserLeft(result === 'Aborted' ? 'userCancelled' : 'termsDeclined');
    if (journey.state !== 'ENDED') journeyEvent(result === 'Aborted' ? { type: 'cancel' } : { type: 'end', result });
    show({ name: 'ended', result }, { step: null, transfer: null });
  }

  /**
   * POST journey/cancel, so the server ends the journey now rather than when it expires. Best effort by design:
   * the user has already left, so an answer that does not come (or refuses) changes nothing for them.
   */
  function tellServerUserLeft(reason: CancelReason): void {
    backend.cancel(reason).catch(() => undefined);
  }

  const controller: IdscanWidgetController = {
    options,
    i18n,
    getState: () => state,
    subscribe(listener) {
      storeListeners.add(listener);
      return () => storeListeners.delete(listener);
    },
    on: (type, listener) => hub.on(type, listener),

    start() {
      started ??= start().catch((caught: unknown) => {
        fail(toWidgetError(caught), null);
      });
      return started;
    },

    selectJourney(id) {
      const chosen = definitions.find((candidate) => candidate.id === id);
      if (!chosen) {
        report(idscanError('invalidParameter', { parameter: 'id', reason: 'notValid' }, `Expected one of the journey definitions (${definitions.map((d) => d.id).join(', ')}), got "${id}".`));
        return;
      }
      void begin(chosen);
    },

    agree() {
      if (state.screen.name === 'terms') afterTerms();
    },

    disagree() {
      if (state.screen.name !== 'terms') return;
      // docs/spec/widget/states.md#high-level-results: terms and conditions disagreed ends the journey as TCCDISAGREE; the server is told (journey/cancel).
      endLocally('TCCDISAGREE');
      const verdict: JourneyResult = { JourneyId: journeyId, HighLevelResult: 'TCCDISAGREE', ProcessedDocuments: [] };
      hub.emit('end', { journeyId, result: 'TCCDISAGREE', verdict });
      outcome = { journeyId, result: verdict, liveness, userInput };
      callback(options.onComplete, outcome);
      callback(options.onUserExit);
    },

    submitUserInput(values) {
      const problems = validateUserInput(values);
      if (state.screen.name !== 'userInput') return problems;
      if (Object.keys(problems).length > 0) {
        show({ name: 'userInput', problems });
        return problems;
      }
      userInput = { ...values };
      enterStep(state.steps[0]!);
      return problems;
    },

    enableCamera() {
      cameraEnabled = true;
      set({ inputProvider: 'CAMERA' });
      // docs/spec/widget/screens.md#instructions: the instructions come before the first camera capture.
      if (state.step && state.step !== 'LIVENESS') show({ name: 'instructions', step: state.step });
    },

    setInputProvider(provider: InputProvider) {
      if (provider === state.inputProvider) return;
      if (state.screen.name === 'attemptsUsedUp') {
        // Kept for the next step: the refused one is not reopened, and the notice keeps its reason.
        set({ inputProvider: provider });
        return;
      }
      set({ inputProvider: provider, feedback: null });
      const step = state.step;
      if (!step || step === 'LIVENESS' || state.transfer || journey.state === 'ENDED') return;
      show(captureScreen(step));
      displayStep(step, 'Undefined');
    },

    setCaptureMode(mode: CaptureMode) {
      set({ captureMode: mode });
    },

    showModal(modal) {
      set({ modal });
    },

    closeModal() {
      set({ modal: null });
    },

    confirmInstructions() {
      if (state.instructionsLocked || state.screen.name !== 'instructions') return;
      const { step } = state.screen;
      // docs/spec/widget/states.md#instructions-lock: confirming locks the screen for 1 s, then unlocks and moves on.
      set({ instructionsLocked: true });
      void later(INSTRUCTION_LOCK_MS).then(() => {
        set({ instructionsLocked: false });
        if (state.screen.name === 'instructions') show({ name: 'camera', step });
      });
    },

    submitImage(image: Blob, source: ImageSource) {
      const step = onCaptureScreen();
      if (!step || step === 'LIVENESS') return;
      if (state.transfer) {
        report(idscanError('journeyWaiting', {}, 'An image is still being sent; wait for transferComplete or transferFailed before the next.'));
        return;
      }
      void (async () => {
        if (source === 'file') {
          const problem = await (deps.checkUploadFile ?? declaredFileProblem)(image);
          if (problem) {
            const error = report(
              problem === 'tooBig'
                ? idscanError('fileTooBig', {}, `The chosen file has ${image.size} bytes; files must be under ${MAX_UPLOAD_BYTES} bytes (7.5 MB).`)
                : idscanError('fileFormat', {}, `The chosen file is not a JPG or PNG image (declared type "${image.type}").`),
            );
            set({ feedback: { step, result: 'Failed', problem, message: error.userMessage } });
            return;
          }
        }
        if (source === 'auto') void upload(step, image, 'auto');
        else show({ name: 'preview', step, image }, { feedback: null });
      })();
    },

    uploadPreview() {
      if (state.screen.name !== 'preview' || state.transfer) return;
      const { step, image } = state.screen;
      // Every previewed image is the user's own (manual, file, scanner): it spends an attempt when refused.
      if (step !== 'LIVENESS') void upload(step, image, 'manual');
    },

    retake() {
      const step = onCaptureScreen();
      if (!step) return;
      journeyEvent({ type: 'clear' });
      hub.emit('clear', { journeyId });
      show(captureScreen(step), { feedback: null, error: null });
    },

    moveOn() {
      if (destroyed || state.screen.name !== 'attemptsUsedUp') return;
      next();
    },

    openCropper() {
      if (state.screen.name === 'preview') show({ name: 'cropper', step: state.screen.step, image: state.screen.image });
    },

    applyCrop(image) {
      if (state.screen.name === 'cropper') show({ name: 'preview', step: state.screen.step, image: image ?? state.screen.image });
    },

    submitLivenessFrame(image: Blob) {
      if (state.screen.name !== 'liveness' || state.transfer || !onCaptureScreen()) return;
      void upload('LIVENESS', image, 'liveness');
    },

    reportCameraError(error: IdscanError<'camera'>) {
      const { reason } = error.details;
      if (reason === 'noSuitableCamera' || reason === 'permissionUnavailable') {
        report(error);
        set({ hasCamera: false });
        if (state.step) show({ name: 'noCamera' });
        return;
      }
      const step = state.step;
      fail(error, step ? () => show(captureScreen(step)) : null);
    },

    reportError(error) {
      if (error.kind === 'template' || error.kind === 'unsupportedEnvironment') fail(error, null);
      else report(error);
    },

    retry() {
      if (state.screen.name !== 'error') return;
      const action = retryAction;
      retryAction = null;
      set({ error: null });
      if (action) action();
    },

    async login(credentials) {
      if (state.screen.name !== 'login') return;
      const missing = !credentials.username.trim() ? 'username' : !credentials.password ? 'password' : null;
      if (missing) {
        const error = report(idscanError('missingParameter', { parameter: missing }, `Missing parameters: ${missing}.`));
        show({ name: 'login', failed: error });
        return;
      }
      try {
        await options.operatorLogin?.(credentials);
        if (outcome && state.screen.name === 'login') show({ name: 'results', outcome }, { error: null });
      } catch (caught) {
        const error =
          caught instanceof Error && !('kind' in caught)
            ? idscanError('unauthorized', { reason: 'credentials' }, `operatorLogin refused the credentials: ${caught.message}`, { cause: caught })
            : toWidgetError(caught);
        show({ name: 'login', failed: report(error) });
      }
    },

    logout() {
      callback(options.onLogout);
      if (options.operatorLogin) show({ name: 'login', failed: null });
    },

    newJourney() {
      callback(options.onNewJourney);
    },

    cancel() {
      if (destroyed) return;
      if (journey.state !== 'ENDED') {
        endLocally('Aborted');
        hub.emit('cancel', { journeyId });
      }
      callback(options.onUserExit);
    },

    async registerScanner() {
      const scanner = options.scanner;
      if (!scanner) return;
      try {
        await scanner.register();
      } catch (caught) {
        report(idscanError('inputProvider', { reason: 'cannotRetrieve' }, 'The scanner could not be registered.', { cause: caught }));
      }
    },

    async releaseScanner() {
      try {
        await options.scanner?.release();
      } catch (caught) {
        report(toWidgetError(caught));
      }
    },

    async scan() {
      if (state.screen.name === 'scanner') await scanPage();
    },

    setToken(next) {
      checkToken(next);
      if (destroyed || next === token) return;
      token = next;
      backend.setToken(next);
      // A call refused for the old token (it expired) is tried again, once, with the fresh one.
      if (state.screen.name === 'error' && state.screen.error.kind === 'unauthorized' && retryAction) controller.retry();
    },

    async setLocale(next) {
      if (typeof next !== 'string') {
        throw idscanError('invalidParameter', { parameter: 'locale', reason: 'notValid' }, `Invalid parameters: locale is not valid. Expected a locale code such as 'en' or 'pl', got ${typeof next}.`);
      }
      const wanted = widgetLocale(next);
      if (destroyed || wanted === locale) return;
      const previous = locale;
      locale = wanted;
      backend.setLocale(wanted);
      // Before start() has shown anything, start() loads the locale wanted by then (and is awaited when running).
      if (!state.ready) {
        await started;
        return;
      }
      try {
        await ensureLocale();
      } catch (caught) {
        if (locale !== wanted) return;
        locale = previous;
        backend.setLocale(previous);
        report(toWidgetError(caught));
        return;
      }
      if (destroyed || locale !== wanted) return;
      // What the widget had already said in words of its own is said again in the new locale.
      if (state.error) state.error.userMessage = i18n._(state.error.descriptor);
      set({ locale: wanted });
    },

    destroy() {
      requests.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      unsubscribeScanner?.();
      hub.clear();
      storeListeners.clear();
      destroyed = true;
    },
  };
  return controller;
}
