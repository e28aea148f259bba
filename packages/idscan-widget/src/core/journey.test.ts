import { describe, expect, it } from 'vitest';
import { FlowStateNotFoundError } from './FlowStateNotFoundError';
import { InvalidJourneyError } from './InvalidJourneyError';
import { advance, createJourney, isStepDone, type Journey, type JourneyEvent } from './journey';
import { JourneyEndedError } from './JourneyEndedError';
import { JourneyWaitingError } from './JourneyWaitingError';

const ID_FLOW = ['IDENTITY:FRONT', 'IDENTITY:BACK', 'SELFIE'] as const;
const fresh = () => createJourney({ id: 'j-1', flow: ID_FLOW });
const run = (journey: Journey, ...events: JourneyEvent[]) => events.reduce(advance, journey);

describe('createJourney', () => {
  it('gives a STARTED journey on no step, with nothing captured or decided', () => {
    expect(fresh()).toEqual({
      id: 'j-1',
      flow: ID_FLOW,
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
    expect(Object.isFrozen(fresh())).toBe(true);
  });

  it('refuses an empty id, an empty or repeating flow, NONE as a step, and a back side without the front first', () => {
    expect(() => createJourney({ id: ' ', flow: ID_FLOW })).toThrow(InvalidJourneyError);
    expect(() => createJourney({ id: 'j', flow: [] })).toThrow(InvalidJourneyError);
    expect(() => createJourney({ id: 'j', flow: ['SELFIE', 'SELFIE'] })).toThrow(/distinct capture steps/);
    expect(() => createJourney({ id: 'j', flow: ['NONE', 'SELFIE'] })).toThrow(InvalidJourneyError);
    expect(() => createJourney({ id: 'j', flow: ['IDENTITY:BACK'] })).toThrow(/IDENTITY:FRONT before IDENTITY:BACK/);
    expect(() => createJourney({ id: 'j', flow: ['IDENTITY:BACK', 'IDENTITY:FRONT'] })).toThrow(InvalidJourneyError);
  });
});

describe('advance', () => {
  it('start puts the journey IN_PROGRESS on the first capture step and keeps the reference', () => {
    const journey = advance(fresh(), { type: 'start', reference: 'REF-9' });
    expect(journey).toMatchObject({ state: 'IN_PROGRESS', flowState: 'IDENTITY:FRONT', action: 'KEEP_CAPTURING', reference: 'REF-9' });
    expect(advance(journey, { type: 'start' })).toEqual(journey);
  });

  it('does not change the snapshot it was given', () => {
    const before = fresh();
    advance(before, { type: 'start' });
    expect(before.state).toBe('STARTED');
  });

  it('a capture event on a STARTED journey starts it on the first step', () => {
    expect(advance(fresh(), { type: 'transferStarted' })).toMatchObject({ state: 'IN_PROGRESS', flowState: 'IDENTITY:FRONT', transferring: true });
    expect(advance(fresh(), { type: 'progress' })).toMatchObject({ state: 'IN_PROGRESS', flowState: 'IDENTITY:FRONT' });
  });

  it('progress moves through the flow, marking earlier steps done and resetting the attempt count', () => {
    let journey = run(fresh(), { type: 'start' }, { type: 'transferStarted' }, { type: 'transferComplete' });
    expect(journey.actionAttempt).toBe(1);

    journey = advance(journey, { type: 'progress' });
    expect(journey).toMatchObject({ flowState: 'IDENTITY:BACK', actionAttempt: 0, completed: ['IDENTITY:FRONT'] });

    journey = advance(journey, { type: 'progress' });
    expect(journey).toMatchObject({ flowState: 'SELFIE', completed: ['IDENTITY:FRONT', 'IDENTITY:BACK'] });
  });

  it('progress past the last step leaves the journey waiting for its end, and stays there', () => {
    const done = run(fresh(), { type: 'start' }, { type: 'progress', action: 'SELFIE' }, { type: 'progress' });
    expect(done).toMatchObject({ state: 'IN_PROGRESS', flowState: 'NONE', action: 'PAUSE_CAPTURING', completed: [...ID_FLOW] });
    expect(advance(done, { type: 'progress' })).toEqual(done);
  });

  it('progress with action IDENTITY:BACK marks the front side done', () => {
    const journey = run(fresh(), { type: 'start' }, { type: 'progress', action: 'IDENTITY:BACK' });
    expect(journey.flowState).toBe('IDENTITY:BACK');
    expect(isStepDone(journey, 'IDENTITY:FRONT')).toBe(true);
    expect(isStepDone(journey, 'IDENTITY:BACK')).toBe(false);
  });

  it('refuses a step outside the flow', () => {
    const journey = advance(fresh(), { type: 'start' });
    expect(() => advance(journey, { type: 'progress', action: 'COVID' })).toThrow(FlowStateNotFoundError);
    expect(() => advance(journey, { type: 'displayStep', flowState: 'ADDRESS' })).toThrow(/got "ADDRESS"/);
  });

  it('a display step for a file upload whose current result is Failed marks a bad upload; clear or another display removes it', () => {
    const started = advance(fresh(), { type: 'start' });
    const bad = advance(started, { type: 'displayStep', inputProvider: 'FILESYSTEM', currentResult: 'Failed' });
    expect(bad.badUpload).toBe(true);
    expect(advance(started, { type: 'displayStep', inputProvider: 'CAMERA', currentResult: 'Failed' }).badUpload).toBe(false);
    expect(advance(bad, { type: 'clear' }).badUpload).toBe(false);
    expect(advance(bad, { type: 'displayStep', inputProvider: 'FILESYSTEM' }).badUpload).toBe(false);
  });

  it('a display step for another step of the flow moves to it', () => {
    const journey = run(fresh(), { type: 'start' }, { type: 'displayStep', flowState: 'IDENTITY:BACK' });
    expect(journey).toMatchObject({ flowState: 'IDENTITY:BACK', completed: ['IDENTITY:FRONT'] });
  });

  it('a transfer pauses capturing and counts an attempt; completion resumes, failure asks for error handling', () => {
    const started = advance(fresh(), { type: 'start' });
    const sending = advance(started, { type: 'transferStarted' });
    expect(sending).toMatchObject({ transferring: true, action: 'PAUSE_CAPTURING', actionAttempt: 1 });
    expect(advance(sending, { type: 'transferComplete' })).toMatchObject({ transferring: false, action: 'KEEP_CAPTURING' });
    const failed = advance(sending, { type: 'transferFailed' });
    expect(failed).toMatchObject({ transferring: false, action: 'ERROR' });
    expect(run(failed, { type: 'transferStarted' }).actionAttempt).toBe(2);
  });

  it('refuses a second transfer while the first awaits its response', () => {
    const sending = run(fresh(), { type: 'start' }, { type: 'transferStarted' });
    expect(() => advance(sending, { type: 'transferStarted' })).toThrow(JourneyWaitingError);
  });

  it('clear drops the pending transfer and resumes capturing, and does nothing before the start', () => {
    const sending = run(fresh(), { type: 'start' }, { type: 'transferStarted' });
    expect(advance(sending, { type: 'clear' })).toMatchObject({ transferring: false, action: 'KEEP_CAPTURING', flowState: 'IDENTITY:FRONT' });
    const before = fresh();
    expect(advance(before, { type: 'clear' })).toBe(before);
  });

  it('end finishes the journey with its result and reference', () => {
    const journey = run(fresh(), { type: 'start', reference: 'R1' }, { type: 'progress' }, { type: 'end', result: 'Passed' });
    expect(journey).toMatchObject({ state: 'ENDED', result: 'Passed', reference: 'R1', flowState: 'NONE', action: 'CLOSE' });
    expect(advance(advance(fresh(), { type: 'start' }), { type: 'end', result: 'Refer', reference: 'R2' }).reference).toBe('R2');
  });

  it('cancel ends the journey as Aborted, even before it started', () => {
    expect(advance(fresh(), { type: 'cancel' })).toMatchObject({ state: 'ENDED', result: 'Aborted', action: 'CLOSE' });
  });

  it('refuses every request after the journey has ended (docs/spec/widget/states.md#ended-journey)', () => {
    const endedJourney = run(fresh(), { type: 'start' }, { type: 'end', result: 'Expired' });
    const events: JourneyEvent[] = [
      { type: 'start' }, { type: 'displayStep' }, { type: 'transferStarted' }, { type: 'transferComplete' },
      { type: 'transferFailed' }, { type: 'progress' }, { type: 'clear' }, { type: 'cancel' }, { type: 'end', result: 'Passed' },
    ];
    for (const event of events) expect(() => advance(endedJourney, event)).toThrow(JourneyEndedError);

    const error = (() => {
      try {
        return advance(endedJourney, { type: 'progress' });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toMatchObject({ name: 'JourneyEndedError', journeyId: 'j-1', eventType: 'progress' });
    expect((error as Error).message).toMatch(/has ended \(result: Expired\), so the "progress" request cannot be sent/);
  });
});
