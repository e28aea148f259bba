import { describe, expect, it } from 'vitest';
import { livenessPlan } from './livenessPlan';

describe('livenessPlan', () => {
  it('passive asks only to look straight', () => {
    expect(livenessPlan('passive')).toEqual(['STRAIGHT']);
  });

  it('active asks both head turns in a random order, then to look straight', () => {
    expect(livenessPlan('active', () => 0)).toEqual(['LEFT', 'RIGHT', 'STRAIGHT']);
    expect(livenessPlan('active', () => 0.99)).toEqual(['RIGHT', 'LEFT', 'STRAIGHT']);
  });
});
