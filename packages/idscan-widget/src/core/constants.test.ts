import { describe, expect, it } from 'vitest';
import { ACCEPTED_UPLOAD_TYPES, INSTRUCTION_LOCK_MS, MANUAL_CAPTURE_TIMEOUT, MAX_UPLOAD_BYTES, SMART_CAPTURE_TIMEOUT_MS, USER_INPUT_LENGTHS } from './constants';

describe('docs/spec/widget/constants.md constants', () => {
  it('allow uploads under 7.5 MB of JPG or PNG', () => {
    expect(MAX_UPLOAD_BYTES).toBe(7_864_320);
    expect(ACCEPTED_UPLOAD_TYPES).toEqual(['image/jpeg', 'image/png']);
  });

  it('lock the instructions for 1 s and time smart capture out after 5 s', () => {
    expect([INSTRUCTION_LOCK_MS, SMART_CAPTURE_TIMEOUT_MS, MANUAL_CAPTURE_TIMEOUT]).toEqual([1000, 5000, 15]);
  });

  it('bound the user-input form: postcode 5–8, house 1–20, street 1–30, town 1–20', () => {
    expect(USER_INPUT_LENGTHS).toEqual({
      postcode: { min: 5, max: 8 },
      house: { min: 1, max: 20 },
      street: { min: 1, max: 30 },
      town: { min: 1, max: 20 },
    });
  });
});
