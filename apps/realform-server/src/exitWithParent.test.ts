import { afterEach, describe, expect, it, vi } from 'vitest';
import { exitWithParent, PARENT_CHECK_INTERVAL_MS } from './exitWithParent';

afterEach(() => {
  vi.useRealTimers();
});

describe('exitWithParent', () => {
  it('given the runner that started the server is gone, stops the server once, naming the parent', () => {
    vi.useFakeTimers();
    let ppid = 4242;
    const stop = vi.fn();
    exitWithParent(stop, { parentPid: () => ppid });

    vi.advanceTimersByTime(PARENT_CHECK_INTERVAL_MS * 3);
    expect(stop).not.toHaveBeenCalled();

    ppid = 1; // re-parented to init
    vi.advanceTimersByTime(PARENT_CHECK_INTERVAL_MS);
    expect(stop).toHaveBeenCalledExactlyOnceWith('its parent process 4242 exited');
    vi.advanceTimersByTime(PARENT_CHECK_INTERVAL_MS * 3);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('stops watching when asked', () => {
    vi.useFakeTimers();
    let ppid = 10;
    const stop = vi.fn();
    const cancel = exitWithParent(stop, { parentPid: () => ppid });
    cancel();
    ppid = 1;
    vi.advanceTimersByTime(PARENT_CHECK_INTERVAL_MS * 5);
    expect(stop).not.toHaveBeenCalled();
  });
});
