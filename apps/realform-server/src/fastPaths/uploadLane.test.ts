import { describe, expect, it } from 'vitest';
import { uploadLane } from './uploadLane';

/** Resolves after `turns` turns of the event loop. */
const turns = async (count: number) => {
  for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe('uploadLane', () => {
  it('dispatches one waiting request per turn of the event loop, in arrival order, with other work in between', async () => {
    const lane = uploadLane();
    const events: string[] = [];
    for (const name of ['a', 'b', 'c']) lane(() => events.push(name));
    expect(events).toEqual([]);
    // Work that becomes ready while the uploads wait (here: an immediate of each turn) runs between two of them.
    let turn = 0;
    const other = () => {
      events.push(`turn ${++turn}`);
      if (turn < 4) setImmediate(other);
    };
    setImmediate(other);
    await turns(6);
    expect(events).toEqual(['a', 'turn 1', 'b', 'turn 2', 'c', 'turn 3', 'turn 4']);
  });

  it('past its bound a request is dispatched at once (the upload guards behind it answer)', async () => {
    const lane = uploadLane(2);
    const events: string[] = [];
    for (const name of ['a', 'b', 'c']) lane(() => events.push(name));
    expect(events).toEqual(['c']);
    await turns(3);
    expect(events).toEqual(['c', 'a', 'b']);
  });

  it('takes new requests after it has emptied', async () => {
    const lane = uploadLane();
    const events: string[] = [];
    lane(() => events.push('a'));
    await turns(2);
    lane(() => events.push('b'));
    await turns(2);
    expect(events).toEqual(['a', 'b']);
  });
});
