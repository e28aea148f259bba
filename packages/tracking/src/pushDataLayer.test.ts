import { describe, expect, it } from 'vitest';
import { pushDataLayer } from './pushDataLayer';

const step = (n: number) => ({ event: 'onboarding_step' as const, step: n, stepName: 'x' });

describe('pushDataLayer', () => {
  it('creates the data layer before the tag manager loads, then appends to it', () => {
    const win = {} as Window & { dataLayer?: unknown[] };
    pushDataLayer(step(0), win);
    pushDataLayer(step(1), win);
    expect(win.dataLayer).toEqual([step(0), step(1)]);
  });

  it('keeps what the tag manager already queued', () => {
    const queued = [{ 'gtm.start': 1 }];
    const win = { dataLayer: queued } as unknown as Window & { dataLayer: unknown[] };
    pushDataLayer(step(2), win);
    expect(win.dataLayer).toBe(queued);
    expect(queued).toEqual([{ 'gtm.start': 1 }, step(2)]);
  });
});
