import { beforeEach, describe, expect, it } from 'vitest';
import { useProgressStore } from '../stores/progressStore';
import { applyTimeToFinish, timeToFinishRuleOf } from './applyTimeToFinish';

const minutes = () => useProgressStore.getState().minutes;

beforeEach(() => {
  useProgressStore.getState().set(8);
});

describe('the time to finish of each step (docs/spec/flow/states.md#time-to-finish-counter, docs/spec/flow/constants.md)', () => {
  it('starts at 8 on newAccount, 7 on the identity choice, 5 on login', () => {
    applyTimeToFinish('dataUploadChoice');
    expect(minutes()).toBe(7);
    applyTimeToFinish('newLogin');
    expect(minutes()).toBe(5);
    applyTimeToFinish('newAccount');
    expect(minutes()).toBe(8);
  });

  it('sets 7, 6 and 4 on personal data, address and risk assessment only when the current value is greater or equal', () => {
    applyTimeToFinish('personalDataConfirm');
    expect(minutes()).toBe(7);
    applyTimeToFinish('addressDetails');
    expect(minutes()).toBe(6);
    useProgressStore.getState().set(3);
    applyTimeToFinish('addressDetails');
    expect(minutes()).toBe(3);
    useProgressStore.getState().set(4);
    applyTimeToFinish('riskAssessment');
    expect(minutes()).toBe(4);
  });

  it('sets 5 on tax residence and 3 on the client-zone login whatever it was, and 0 at the end', () => {
    useProgressStore.getState().set(2);
    applyTimeToFinish('taxOfficeDetails');
    expect(minutes()).toBe(5);
    applyTimeToFinish('errorsReport');
    expect(minutes()).toBe(3);
    applyTimeToFinish('goToClientZone');
    expect(minutes()).toBe(0);
  });

  it('counts a mobile variant and a step without a path as the screen that shows it', () => {
    expect(timeToFinishRuleOf('newAccount_M')).toEqual(timeToFinishRuleOf('newAccount'));
    expect(timeToFinishRuleOf('uploadQR')).toEqual(timeToFinishRuleOf('mobileSms'));
    expect(timeToFinishRuleOf('cameraPermissionDenied')).toEqual(timeToFinishRuleOf('desktopDocumentUpload'));
  });

  it('leaves the value alone for a name it does not know', () => {
    useProgressStore.getState().set(6);
    applyTimeToFinish('somethingElse');
    expect(minutes()).toBe(6);
  });
});
