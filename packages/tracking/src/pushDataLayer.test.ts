import { describe, expect, it } from 'vitest';
import { pushDataLayer } from './pushDataLayer';

describe('pushDataLayer', () => {
  it('creates the data layer before the tag manager loads, then appends to it', () => {
    const win = {} as Window & { dataLayer?: unknown[] };
    pushDataLayer({ event: 'a' }, win);
    pushDataLayer({ event: 'b' }, win);
    expect(win.dataLayer).toEqual([{ event: 'a' }, { event: 'b' }]);
  });

  it('keeps what the tag manager already queued', () => {
    const queued = [{ 'gtm.start': 1 }];
    const win = { dataLayer: queued } as unknown as Window & { dataLayer: unknown[] };
    pushDataLayer({ event: 'c' }, win);
    expect(win.dataLayer).toBe(queued);
    expect(queued).toEqual([{ 'gtm.start': 1 }, { event: 'c' }]);
  });
});
