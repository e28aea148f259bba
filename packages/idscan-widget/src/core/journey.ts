import type {
  FlowState,
  HighLevelResult,
  InputProvider,
  JourneyEventType,
  JourneyState,
  RequiredAction,
  StepResult,
} from './enumerations';
import { FlowStateNotFoundError } from './FlowStateNotFoundError';
import { InvalidJourneyError } from './InvalidJourneyError';
import { JourneyEndedError } from './JourneyEndedError';
import { JourneyWaitingError } from './JourneyWaitingError';

/** An immutable snapshot of a journey (docs/spec/widget/entities.md#journey: id, state, action, action attempt, result, reference). */
export interface Journey {
  readonly id: string;
  /** The steps this journey captures, in order. */
  readonly flow: readonly FlowState[];
  readonly state: JourneyState;
  /** The step being captured; `NONE` before the first step and once every step is captured or the journey ended. */
  readonly flowState: FlowState;
  /** What the capture screen must do now; `null` before the journey starts. */
  readonly action: RequiredAction | null;
  /** Transfers (uploads) attempted for the current step; 0 on entering a step. */
  readonly actionAttempt: number;
  /** The overall result, set when the journey ends. */
  readonly result: HighLevelResult | null;
  /** The scanning service's reference for this journey, when it has sent one. */
  readonly reference: string | null;
  /** Steps already captured (docs/spec/widget/states.md#journey-events: progress to IDENTITY:BACK marks the front done). */
  readonly completed: readonly FlowState[];
  /** docs/spec/widget/states.md: the displayed file-upload step's current result is Failed. */
  readonly badUpload: boolean;
  /** A transfer has started and its response has not arrived. */
  readonly transferring: boolean;
}

/** Payload of each journey event (docs/spec/widget/states.md#journey-events), keyed by its type. */
export interface JourneyEventMap {
  start: { reference?: string };
  displayStep: { flowState?: FlowState; inputProvider?: InputProvider; currentResult?: StepResult };
  transferStarted: Record<never, never>;
  transferComplete: Record<never, never>;
  transferFailed: Record<never, never>;
  /** Moves to `action`, or to the next step of the flow when it is absent. */
  progress: { action?: FlowState };
  clear: Record<never, never>;
  cancel: Record<never, never>;
  end: { result: HighLevelResult; reference?: string };
}

export type JourneyEvent = { [K in JourneyEventType]: { type: K } & JourneyEventMap[K] }[JourneyEventType];

function snapshot(journey: Journey): Journey {
  return Object.freeze({ ...journey, completed: Object.freeze([...journey.completed]) });
}

/**
 * A new journey, state `STARTED`, nothing captured yet.
 * @throws InvalidJourneyError when the id is empty or the flow is empty, repeats a step, contains `NONE`, or
 * asks for the back of the identity document without its front first.
 */
export function createJourney(init: { id: string; flow: readonly FlowState[] }): Journey {
  const { id, flow } = init;
  if (!id.trim()) throw new InvalidJourneyError('Expected a journey id from the scanning service, got an empty string.');
  if (flow.length === 0 || flow.includes('NONE') || new Set(flow).size !== flow.length) {
    throw new InvalidJourneyError(
      `Expected a flow of distinct capture steps without NONE, got [${flow.join(', ')}]. List each step once, e.g. ['IDENTITY:FRONT', 'IDENTITY:BACK', 'SELFIE'].`,
    );
  }
  const back = flow.indexOf('IDENTITY:BACK');
  const front = flow.indexOf('IDENTITY:FRONT');
  if (back !== -1 && (front === -1 || front > back)) {
    throw new InvalidJourneyError(
      `Expected IDENTITY:FRONT before IDENTITY:BACK, got [${flow.join(', ')}]. Put the front side ahead of the back.`,
    );
  }
  return snapshot({
    id,
    flow: Object.freeze([...flow]),
    state: 'STARTED',
    flowState: 'NONE',
    action: null,
    actionAttempt: 0,
    result: null,
    reference: null,
    completed: [],
    badUpload: false,
    transferring: false,
  });
}

function requireInFlow(journey: Journey, flowState: FlowState): number {
  const index = journey.flow.indexOf(flowState);
  if (index === -1) throw new FlowStateNotFoundError(flowState, journey.flow);
  return index;
}

/** Enters a step: everything before it counts as captured and the attempt counter restarts. */
function enterStep(journey: Journey, index: number): Journey {
  const done = index >= journey.flow.length;
  return {
    ...journey,
    state: 'IN_PROGRESS',
    flowState: done ? 'NONE' : journey.flow[index]!,
    // Once every step is captured the screen waits for the journey's end.
    action: done ? 'PAUSE_CAPTURING' : 'KEEP_CAPTURING',
    actionAttempt: 0,
    completed: journey.flow.slice(0, index),
    badUpload: false,
    transferring: false,
  };
}

/** The first capture event of a `STARTED` journey puts it on its first step. */
function begun(journey: Journey): Journey {
  return journey.state === 'STARTED' ? enterStep(journey, 0) : journey;
}

function ended(journey: Journey, result: HighLevelResult, reference: string | undefined): Journey {
  return {
    ...journey,
    state: 'ENDED',
    flowState: 'NONE',
    action: 'CLOSE',
    result,
    reference: reference ?? journey.reference,
    transferring: false,
  };
}

/**
 * The journey after one event (docs/spec/widget/states.md#journey-events). Pure: the given snapshot is not changed.
 * @throws JourneyEndedError for any event after the journey has ended (docs/spec/widget/states.md#ended-journey: "a request sent after the
 * journey has ended is refused").
 * @throws JourneyWaitingError when a transfer starts while another awaits its response.
 * @throws FlowStateNotFoundError when an event names a step outside the journey's flow.
 */
export function advance(journey: Journey, event: JourneyEvent): Journey {
  if (journey.state === 'ENDED') throw new JourneyEndedError(journey.id, event.type, journey.result);
  switch (event.type) {
    case 'start': {
      const next = begun(journey);
      return snapshot({ ...next, reference: event.reference ?? next.reference });
    }
    case 'displayStep': {
      let next = begun(journey);
      if (event.flowState && event.flowState !== next.flowState) next = enterStep(next, requireInFlow(next, event.flowState));
      // docs/spec/widget/states.md#journey-events: a display step for a file-system step whose current result is Failed marks a bad upload.
      const badUpload = event.inputProvider === 'FILESYSTEM' && event.currentResult === 'Failed';
      return snapshot({ ...next, badUpload });
    }
    case 'transferStarted': {
      const next = begun(journey);
      if (next.transferring) throw new JourneyWaitingError(next.id);
      return snapshot({ ...next, transferring: true, action: 'PAUSE_CAPTURING', actionAttempt: next.actionAttempt + 1 });
    }
    case 'transferComplete':
      return snapshot({ ...begun(journey), transferring: false, action: 'KEEP_CAPTURING' });
    case 'transferFailed':
      return snapshot({ ...begun(journey), transferring: false, action: 'ERROR' });
    case 'progress': {
      if (event.action) return snapshot(enterStep(begun(journey), requireInFlow(journey, event.action)));
      if (journey.state === 'STARTED') return snapshot(enterStep(journey, 0));
      const current = journey.flowState === 'NONE' ? journey.flow.length : journey.flow.indexOf(journey.flowState);
      return snapshot(enterStep(journey, Math.min(current + 1, journey.flow.length)));
    }
    case 'clear':
      if (journey.state === 'STARTED') return journey;
      return snapshot({ ...journey, badUpload: false, transferring: false, action: 'KEEP_CAPTURING' });
    case 'cancel':
      return snapshot(ended(journey, 'Aborted', undefined));
    case 'end':
      return snapshot(ended(journey, event.result, event.reference));
  }
}

/** Whether a step of the journey has been captured (docs/spec/widget/states.md#journey-events: IDENTITY:BACK marks IDENTITY:FRONT done). */
export function isStepDone(journey: Journey, flowState: FlowState): boolean {
  return journey.completed.includes(flowState);
}
