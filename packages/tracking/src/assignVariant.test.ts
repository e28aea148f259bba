import { describe, expect, it } from 'vitest';
import { assignVariant } from './assignVariant';
import { TrackingConfigError } from './TrackingConfigError';

const ids = Array.from({ length: 4000 }, (_, index) => `client-${index}`);

describe('assignVariant', () => {
  it('gives one client the same variant every time', () => {
    const experiment = { variants: ['a', 'b', 'c'] };
    expect(ids.slice(0, 50).map((id) => assignVariant('cta', experiment, id))).toEqual(ids.slice(0, 50).map((id) => assignVariant('cta', experiment, id)));
  });

  it('splits clients about evenly by default, and by the weights when given', () => {
    const share = (weights?: number[]) => {
      const counts = { a: 0, b: 0 };
      for (const id of ids) counts[assignVariant('cta', { variants: ['a', 'b'], weights }, id) as 'a' | 'b'] += 1;
      return counts.a / ids.length;
    };
    expect(share()).toBeCloseTo(0.5, 1);
    expect(share([9, 1])).toBeCloseTo(0.9, 1);
    expect(share([0, 1])).toBe(0);
  });

  it('splits each experiment independently of the others', () => {
    const experiment = { variants: ['a', 'b'] };
    const same = ids.filter((id) => assignVariant('one', experiment, id) === assignVariant('two', experiment, id)).length;
    expect(same / ids.length).toBeCloseTo(0.5, 1);
  });

  it.each([
    [{ variants: [] }],
    [{ variants: ['a', 'b'], weights: [1] }],
    [{ variants: ['a'], weights: [-1] }],
    [{ variants: ['a', 'b'], weights: [0, 0] }],
  ])('refuses an experiment it cannot assign: %j', (experiment) => {
    expect(() => assignVariant('bad', experiment, 'id')).toThrow(TrackingConfigError);
  });

  it('names the experiment and what to fix in the error', () => {
    expect(() => assignVariant('cta', { variants: [] }, 'id')).toThrow(/Experiment "cta" needs at least one variant.*Fix it in the experiments config/);
  });
});
