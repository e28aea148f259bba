import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventHub } from './createEventHub';

interface Map {
  ping: { n: number };
  pong: Record<never, never>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createEventHub', () => {
  it('delivers each event to its listeners until they unsubscribe', () => {
    const hub = createEventHub<Map>(['ping', 'pong']);
    const seen: number[] = [];
    const off = hub.on('ping', ({ n }) => seen.push(n));
    hub.emit('ping', { n: 1 });
    hub.emit('pong', {});
    off();
    hub.emit('ping', { n: 2 });
    expect(seen).toEqual([1]);
  });

  it('a throwing listener does not stop the next one; its error is rethrown on a later task', () => {
    vi.useFakeTimers();
    const hub = createEventHub<Map>(['ping', 'pong']);
    const second = vi.fn();
    hub.on('ping', () => {
      throw new Error('host bug');
    });
    hub.on('ping', second);
    hub.emit('ping', { n: 1 });
    expect(second).toHaveBeenCalledTimes(1);
    expect(() => vi.runAllTimers()).toThrow('host bug');
  });
});
