import { render, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFrameChecker, setFrameWorkerUrl } from '../capture/createFrameChecker';
import { mount } from './mount';
import { IdscanWidget } from './react';

// The camera step creates its frame checker without options: a host's `workerUrl` reaches it page-wide.
const options = { backendUrl: 'https://scan.test/idscanenterprisesvc', token: 't'.repeat(20), journeyId: 'j-1' };

class RecordingWorker {
  static urls: string[] = [];
  onmessage = null;
  onerror = null;
  constructor(url: string | URL) {
    RecordingWorker.urls.push(String(url));
  }
  postMessage() {}
  terminate() {}
}

afterEach(() => {
  setFrameWorkerUrl(undefined);
  RecordingWorker.urls = [];
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('workerUrl (where the host serves frameWorker.js)', () => {
  it('mount() with workerUrl starts the frame checks from there', () => {
    vi.stubGlobal('Worker', RecordingWorker);
    document.body.innerHTML = '<div id="identity"></div>';
    const mounted = mount('#identity', { ...options, workerUrl: 'https://host.example/assets/idscan/frameWorker.js' });
    createFrameChecker().dispose();
    expect(RecordingWorker.urls).toEqual(['https://host.example/assets/idscan/frameWorker.js']);
    mounted.unmount();
  });

  it('<IdscanWidget workerUrl> does the same once mounted', async () => {
    vi.stubGlobal('Worker', RecordingWorker);
    const { unmount } = render(createElement(IdscanWidget, { ...options, workerUrl: '/static/frameWorker.js' }));
    await waitFor(() => {
      createFrameChecker().dispose();
      expect(RecordingWorker.urls.at(-1)).toBe('/static/frameWorker.js');
    });
    unmount();
  });

  it('without it, the worker stays beside the module, where a bundler emits it', () => {
    vi.stubGlobal('Worker', RecordingWorker);
    document.body.innerHTML = '<div id="identity"></div>';
    mount('#identity', options).unmount();
    createFrameChecker().dispose();
    expect(RecordingWorker.urls).toEqual([expect.stringMatching(/\/frameWorker\.(js|ts)$/)]);
  });
});
