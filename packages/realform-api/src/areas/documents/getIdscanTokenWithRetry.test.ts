import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealformClient } from '../../client/createRealformClient';
import { RealformNetworkError } from '../../client/RealformNetworkError';
import { getIdscanTokenWithRetry } from './getIdscanTokenWithRetry';

const SESSION = { gbgToken: 'scan-token', journeyId: 'journey-1', clientId: 'client-1', backendUrl: 'https://x.test/idscanenterprisesvc' };

type Answer = (() => Promise<unknown>) | unknown;

/** A client whose getIdscanToken answers are scripted, one per call. */
function scriptedClient(answers: Answer[]) {
  const call = vi.fn(async (name: string) => {
    expect(name).toBe('getIdscanToken');
    const next = answers.shift();
    if (typeof next === 'function') return (next as () => Promise<unknown>)();
    return next;
  });
  return { call: call as unknown as RealformClient['call'], calls: call };
}

const networkDown = () => Promise.reject(new RealformNetworkError('down', { url: 'x' }));

describe('getIdscanTokenWithRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the scan session at the first success, without waiting', async () => {
    const client = scriptedClient([{ status: 'success', ...SESSION }]);
    const result = await getIdscanTokenWithRetry(client);
    expect(result).toMatchObject({ outcome: 'token', session: SESSION });
    expect(client.calls).toHaveBeenCalledTimes(1);
  });

  it('given the server fails twice, tries again every 3 s and succeeds at the third call', async () => {
    const client = scriptedClient([networkDown, { status: 'error', globalError: 'busy' }, { status: 'success', ...SESSION }]);
    const promise = getIdscanTokenWithRetry(client);

    await vi.advanceTimersByTimeAsync(0);
    expect(client.calls).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(client.calls).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.calls).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(client.calls).toHaveBeenCalledTimes(3);

    await expect(promise).resolves.toMatchObject({ outcome: 'token', session: SESSION });
  });

  it('after the first call and 4 retries 3 s apart (docs/spec/flow/states.md#scan-token "up to 4 retries", 5 calls in all), gives up so the caller routes to uploadException', async () => {
    const client = scriptedClient([networkDown, networkDown, networkDown, networkDown, networkDown, { status: 'success', ...SESSION }]);
    const promise = getIdscanTokenWithRetry(client);

    await vi.advanceTimersByTimeAsync(9_000);
    expect(client.calls).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(3_000);
    const result = await promise;

    expect(client.calls).toHaveBeenCalledTimes(5);
    expect(result.outcome).toBe('exception');
    expect(result).toMatchObject({ attempts: 5, error: expect.any(RealformNetworkError) });
  });

  it('a success without a gbgToken is not a session: it is retried', async () => {
    const client = scriptedClient([{ status: 'success' }, { status: 'success', ...SESSION }]);
    const promise = getIdscanTokenWithRetry(client, { attempts: 2 });
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(promise).resolves.toMatchObject({ outcome: 'token' });
  });

  it('a restart answer stops at once: retrying a dead session cannot help', async () => {
    const client = scriptedClient([{ status: 'error', next: 'restart', restart: true }]);
    const result = await getIdscanTokenWithRetry(client);
    expect(result.outcome).toBe('restart');
    expect(client.calls).toHaveBeenCalledTimes(1);
  });

  it('a refusal that names where the application is stops at once (the document is already done: Back from its result)', async () => {
    const outOfOrder = { status: 'error', globalError: 'This step is not available now.', next: 'uploadSucceeded' };
    const client = scriptedClient([outOfOrder, { status: 'success', ...SESSION }]);
    const result = await getIdscanTokenWithRetry(client);
    expect(result).toEqual({ outcome: 'elsewhere', next: 'uploadSucceeded', response: outOfOrder });
    expect(client.calls).toHaveBeenCalledTimes(1);
  });

  it('takes its own attempts, interval and sleep', async () => {
    const waits: number[] = [];
    const client = scriptedClient([networkDown, networkDown]);
    const result = await getIdscanTokenWithRetry(client, {
      attempts: 2,
      intervalMs: 50,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(result.outcome).toBe('exception');
    expect(waits).toEqual([50]);
  });

  it('stops when the signal aborts (the applicant left the page)', async () => {
    const controller = new AbortController();
    const client = scriptedClient([networkDown, networkDown]);
    const promise = getIdscanTokenWithRetry(client, { signal: controller.signal });
    const settled = expect(promise).rejects.toThrow('left');
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort(new Error('left'));
    await settled;
    expect(client.calls).toHaveBeenCalledTimes(1);
  });
});
