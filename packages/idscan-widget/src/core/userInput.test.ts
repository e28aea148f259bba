import { describe, expect, it } from 'vitest';
import { EMPTY_USER_INPUT, validateUserInput } from './userInput';

const address = { ...EMPTY_USER_INPUT, house: '1', street: 'S', town: 'T', postcode: '12345' };

describe('validateUserInput (docs/spec/widget/entities.md, docs/spec/widget/validation.md)', () => {
  it('requires the address fields and nothing personal', () => {
    expect(validateUserInput(EMPTY_USER_INPUT)).toEqual({
      house: { kind: 'required' },
      street: { kind: 'required' },
      town: { kind: 'required' },
      postcode: { kind: 'required' },
    });
    expect(validateUserInput(address)).toEqual({});
  });

  it('holds each field to its bounds: postcode 5–8, house 1–20, street 1–30, town 1–20', () => {
    expect(validateUserInput({ ...address, postcode: '1234' }).postcode).toEqual({ kind: 'length', min: 5, max: 8 });
    expect(validateUserInput({ ...address, postcode: '123456789' }).postcode).toEqual({ kind: 'length', min: 5, max: 8 });
    expect(validateUserInput({ ...address, postcode: '12345678' })).toEqual({});
    expect(validateUserInput({ ...address, house: 'h'.repeat(21) }).house).toEqual({ kind: 'length', min: 1, max: 20 });
    expect(validateUserInput({ ...address, street: 's'.repeat(30), town: 't'.repeat(20) })).toEqual({});
    expect(validateUserInput({ ...address, street: 's'.repeat(31), town: 't'.repeat(21) })).toEqual({
      street: { kind: 'length', min: 1, max: 30 },
      town: { kind: 'length', min: 1, max: 20 },
    });
  });

  it('counts a field of spaces as empty', () => {
    expect(validateUserInput({ ...address, town: '   ' }).town).toEqual({ kind: 'required' });
  });
});
