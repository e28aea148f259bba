import { describe, expect, it, vi } from 'vitest';
import { TRANSLATION_CACHE_TTL_MS } from './constants';
import { createTranslationListLoader } from './createTranslationListLoader';
import type { Locale } from './locales';
import { TranslationListLoadError } from './TranslationListLoadError';
import type { TranslationList, TranslationListName } from './translationLists';

function setup() {
  let time = 1_000_000;
  const clock = { now: () => time, advance: (ms: number) => (time += ms) };
  const fetch = vi.fn(async (locale: Locale, list: TranslationListName): Promise<TranslationList> => [
    { value: list, label: `${list} in ${locale} #${fetch.mock.calls.length}` },
  ]);
  const loader = createTranslationListLoader({ fetch, now: clock.now });
  return { clock, fetch, loader };
}

/** A promise whose settling the test controls. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createTranslationListLoader', () => {
  it('caches a list for 5 minutes, then fetches it again', async () => {
    const { clock, fetch, loader } = setup();
    const first = await loader.load('pl', 'months');

    clock.advance(TRANSLATION_CACHE_TTL_MS - 1);
    expect(await loader.load('pl', 'months')).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);

    clock.advance(1);
    expect(await loader.load('pl', 'months')).not.toBe(first);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(TRANSLATION_CACHE_TTL_MS).toBe(5 * 60 * 1000);
  });

  it('counts the 5 minutes from when the list arrived, not from when it was asked for', async () => {
    const { clock } = setup();
    const slow = deferred<TranslationList>();
    const fetch = vi.fn(() => slow.promise);
    const slowLoader = createTranslationListLoader({ fetch, now: clock.now });

    const pending = slowLoader.load('pl', 'months');
    clock.advance(TRANSLATION_CACHE_TTL_MS);
    slow.resolve([]);
    await pending;
    clock.advance(TRANSLATION_CACHE_TTL_MS - 1);
    await slowLoader.load('pl', 'months');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps one cache entry per locale and list', async () => {
    const { fetch, loader } = setup();
    await loader.load('pl', 'months');
    await loader.load('en', 'months');
    await loader.load('pl', 'purposeContract');
    await loader.load('pl', 'sourceEarnings');
    await loader.load('pl', 'months');
    expect(fetch.mock.calls).toEqual([
      ['pl', 'months'],
      ['en', 'months'],
      ['pl', 'purposeContract'],
      ['pl', 'sourceEarnings'],
    ]);
  });

  it('shares one fetch between loads that overlap', async () => {
    const { clock } = setup();
    const response = deferred<TranslationList>();
    const fetch = vi.fn(() => response.promise);
    const loader = createTranslationListLoader({ fetch, now: clock.now });

    const both = Promise.all([loader.load('cz', 'purposeContract'), loader.load('cz', 'purposeContract')]);
    response.resolve([{ value: 'INVESTING', label: 'Investování' }]);
    const [a, b] = await both;
    expect(a).toBe(b);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failure: the next load fetches again', async () => {
    const { clock } = setup();
    const fetch = vi
      .fn<(locale: Locale, list: TranslationListName) => Promise<TranslationList>>()
      .mockRejectedValueOnce(new Error('HTTP 503'))
      .mockResolvedValueOnce([{ value: 'SALARY', label: 'Wynagrodzenie' }]);
    const loader = createTranslationListLoader({ fetch, now: clock.now });

    const failure = await loader.load('pl', 'sourceEarnings').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TranslationListLoadError);
    expect(failure).toMatchObject({ name: 'TranslationListLoadError', locale: 'pl', list: 'sourceEarnings' });
    expect((failure as Error).cause).toEqual(new Error('HTTP 503'));
    expect((failure as Error).message).toMatch(/Expected the "sourceEarnings" translation list for locale "pl".*HTTP 503.*next load tries again/);

    expect(await loader.load('pl', 'sourceEarnings')).toEqual([{ value: 'SALARY', label: 'Wynagrodzenie' }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects every overlapping load of a failed fetch, and retries on the next', async () => {
    const { clock } = setup();
    const response = deferred<TranslationList>();
    const fetch = vi.fn().mockReturnValueOnce(response.promise).mockResolvedValueOnce([]);
    const loader = createTranslationListLoader<TranslationList>({ fetch, now: clock.now });

    const both = Promise.allSettled([loader.load('de', 'months'), loader.load('de', 'months')]);
    response.reject(new TypeError('Failed to fetch'));
    expect((await both).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await loader.load('de', 'months');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('turns a fetch that throws at once into a rejected load', async () => {
    const fetch = vi.fn(() => {
      throw new Error('no base URL configured');
    });
    const loader = createTranslationListLoader<TranslationList>({ fetch });
    await expect(loader.load('en', 'months')).rejects.toBeInstanceOf(TranslationListLoadError);
  });

  it('forgets everything on clear()', async () => {
    const { fetch, loader } = setup();
    await loader.load('pl', 'months');
    loader.clear();
    await loader.load('pl', 'months');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('honours a custom time to live', async () => {
    const { clock, fetch } = setup();
    const loader = createTranslationListLoader({ fetch, now: clock.now, ttlMs: 1000 });
    await loader.load('lt', 'months');
    clock.advance(1000);
    await loader.load('lt', 'months');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('uses the real clock by default', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const fetch = vi.fn(async () => [] as TranslationList);
      const loader = createTranslationListLoader({ fetch });
      await loader.load('ro', 'months');
      vi.setSystemTime(TRANSLATION_CACHE_TTL_MS - 1);
      await loader.load('ro', 'months');
      expect(fetch).toHaveBeenCalledTimes(1);
      vi.setSystemTime(TRANSLATION_CACHE_TTL_MS);
      await loader.load('ro', 'months');
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
