import { afterEach, describe, expect, it } from 'vitest';
import { measureListbox, nextActiveIndex } from './useListbox';

describe('nextActiveIndex (APG listbox keys, no wrapping)', () => {
  it.each([
    ['ArrowDown', 2, 3],
    ['ArrowDown', 19, 19],
    ['ArrowDown', -1, 0],
    ['ArrowUp', 2, 1],
    ['ArrowUp', 0, 0],
    ['ArrowUp', -1, 0],
    ['PageDown', 2, 12],
    ['PageDown', 15, 19],
    ['PageUp', 12, 2],
    ['PageUp', 5, 0],
    ['Home', 7, 0],
    ['End', 7, 19],
  ])('%s from %i in 20 options goes to %i', (key, current, expected) => {
    expect(nextActiveIndex(key, current, 20)).toBe(expected);
  });

  it('ignores other keys and empty lists', () => {
    expect(nextActiveIndex('a', 0, 20)).toBeNull();
    expect(nextActiveIndex('ArrowDown', -1, 0)).toBeNull();
  });
});

describe('measureListbox (docs/spec/flow/constants.md)', () => {
  const originalHeight = window.innerHeight;
  afterEach(() => {
    window.innerHeight = originalHeight;
  });

  const anchorAt = (top: number, height = 44) => {
    const element = document.createElement('div');
    element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 300, height });
    return element;
  };

  it('opens downward with the 250 px list when there is room below', () => {
    window.innerHeight = 800;
    expect(measureListbox(anchorAt(100))).toEqual({ placement: 'bottom', compact: false });
  });

  it('opens upward when less than 250 px remain below and more is above', () => {
    window.innerHeight = 800;
    expect(measureListbox(anchorAt(560))).toEqual({ placement: 'top', compact: false });
  });

  it('stays downward when the room above is smaller still', () => {
    window.innerHeight = 300;
    expect(measureListbox(anchorAt(100, 44)).placement).toBe('bottom');
  });

  it('uses the 140 px list under 500 px of window height, and measures against it', () => {
    window.innerHeight = 480;
    expect(measureListbox(anchorAt(250))).toEqual({ placement: 'bottom', compact: true });
    expect(measureListbox(anchorAt(360))).toEqual({ placement: 'top', compact: true });
  });
});
