/**
 * jsdom has no media playback: `play()` and `srcObject` are missing. The camera screens set `srcObject` and
 * call `play()`; this records both so tests can check the stream reached the video element.
 */
if (typeof HTMLMediaElement !== 'undefined') {
  const prototype = HTMLMediaElement.prototype as HTMLMediaElement & { _srcObject?: MediaProvider | null };
  if (!Object.getOwnPropertyDescriptor(prototype, 'srcObject')) {
    Object.defineProperty(prototype, 'srcObject', {
      configurable: true,
      get(this: { _srcObject?: MediaProvider | null }) {
        return this._srcObject ?? null;
      },
      set(this: { _srcObject?: MediaProvider | null }, value: MediaProvider | null) {
        this._srcObject = value;
      },
    });
  }
  prototype.play = () => Promise.resolve();
  prototype.pause = () => {};
}

/** A stand-in for a camera's MediaStream (jsdom has none). */
export function fakeStream(): MediaStream {
  return { id: 'fake-camera', getTracks: () => [], getVideoTracks: () => [] } as unknown as MediaStream;
}
