import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGlobalErrorStore } from '../stores/globalErrorStore';
import { loadFlow, type FlowStoryContext } from './flowStory';

/** A story's context as Storybook gives it to the loader. */
function storyContext(path: string): FlowStoryContext {
  return { globals: { locale: 'en', brand: 'eu' }, parameters: { flow: { path } }, loaded: {}, canvasElement: document.createElement('div') };
}

/** A server that never answers (the stories' NEVER_ANSWERS): the request waits until its signal aborts it. */
function neverAnsweringFetch(): typeof fetch {
  return (_input, init) =>
    new Promise<Response>((_resolve, reject) => {
      const signal = init?.signal;
      if (signal?.aborted) reject(signal.reason as Error);
      signal?.addEventListener('abort', () => reject(signal.reason as Error));
    });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The visual suite's run of all four combinations showed "could not reach our server" in stories that had nothing to
// do with it: a call a previous story left waiting ended in the client's timeout 30 s later, in the stores the stories
// share.
describe('the stories’ harness', () => {
  it('ends the calls the previous story left waiting before the next story starts, and what they set is gone', async () => {
    vi.stubGlobal('fetch', neverAnsweringFetch());
    const first = await loadFlow(storyContext('/data-upload-choice'));
    let ended = false;
    const waiting = first.flow.services.client
      .call('dataUploadChoice', { dataUploadChoice: 1 })
      .catch(() => useGlobalErrorStore.getState().show('Could not reach our server.'))
      .finally(() => {
        ended = true;
      });

    await loadFlow(storyContext('/currency-choice'));

    expect(ended).toBe(true);
    expect(useGlobalErrorStore.getState().message).toBeNull();
    await waiting;

    // What the cut-off story tries after that (a retry of the failed call) never ends, so it sets nothing either.
    let retried = false;
    void first.flow.services.client
      .call('dataUploadChoice', { dataUploadChoice: 1 })
      .catch(() => useGlobalErrorStore.getState().show('Could not reach our server.'))
      .finally(() => {
        retried = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(retried).toBe(false);
    expect(useGlobalErrorStore.getState().message).toBeNull();
  });
});
