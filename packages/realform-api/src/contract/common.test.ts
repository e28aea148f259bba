import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { branchCodeFor, commonRequestSchema, formVersionFor } from './common';

describe('branch code and form version (docs/spec/flow/calls.md)', () => {
  it('uses EU as the branch code for English and the upper-cased locale otherwise', () => {
    expect(branchCodeFor('en')).toBe('EU');
    expect(branchCodeFor('pl')).toBe('PL');
    expect(branchCodeFor('ua')).toBe('UA');
    expect(branchCodeFor('cz')).toBe('CZ');
  });

  it('uses form-pl for the Polish locale and form-eu for every other', () => {
    expect(formVersionFor('pl')).toBe('pl');
    expect(formVersionFor('ru')).toBe('eu');
    expect(formVersionFor('ua')).toBe('eu');
    expect(formVersionFor('en')).toBe('eu');
  });
});

describe('commonRequestSchema', () => {
  it('accepts the four fields every call carries', () => {
    expect(v.is(commonRequestSchema, { token: 't', languageCode: 'pl', branchCode: 'PL', brand: 'pl' })).toBe(true);
  });

  it('refuses an unknown locale or brand', () => {
    expect(v.is(commonRequestSchema, { token: 't', languageCode: 'uk', branchCode: 'UK', brand: 'pl' })).toBe(false);
    expect(v.is(commonRequestSchema, { token: 't', languageCode: 'pl', branchCode: 'PL', brand: 'com' })).toBe(false);
  });
});
