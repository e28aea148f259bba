import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CameraNotReadableError } from './CameraNotReadableError';
import { CameraPermissionDeniedError } from './CameraPermissionDeniedError';
import { CameraPermissionUnavailableError } from './CameraPermissionUnavailableError';
import { NoSuitableCameraError } from './NoSuitableCameraError';
import { getCameraAvailability, hasCamera, openCamera } from './openCamera';
import { PhotoCaptureError } from './PhotoCaptureError';

class FakeTrack extends EventTarget {
  stopped = false;
  constructor(
    readonly label: string,
    private readonly settings: MediaTrackSettings,
  ) {
    super();
  }
  getSettings() {
    return this.settings;
  }
  stop() {
    this.stopped = true;
  }
}

const streamOf = (track: FakeTrack) => ({ getVideoTracks: () => [track], getTracks: () => [track] }) as unknown as MediaStream;

const CAMERAS = [
  { kind: 'videoinput', deviceId: 'front-1', label: 'Front Camera', groupId: 'a' },
  { kind: 'audioinput', deviceId: 'mic-1', label: 'Microphone', groupId: 'b' },
  { kind: 'videoinput', deviceId: 'back-1', label: 'Back Camera', groupId: 'c' },
];

/** navigator.mediaDevices as a phone with a front and a back camera gives it; each open is a fresh track. */
function fakeMediaDevices(devices = CAMERAS) {
  const opened: FakeTrack[] = [];
  const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    const video = constraints.video as MediaTrackConstraints;
    const exact = (video.deviceId as { exact?: string } | undefined)?.exact;
    const deviceId = exact ?? 'back-1';
    const track = new FakeTrack(deviceId === 'back-1' ? 'Back Camera' : 'Front Camera', {
      deviceId,
      facingMode: deviceId === 'back-1' ? 'environment' : 'user',
    });
    opened.push(track);
    return streamOf(track);
  });
  const enumerateDevices = vi.fn(async () => devices as MediaDeviceInfo[]);
  return { mediaDevices: { getUserMedia, enumerateDevices } as unknown as MediaDevices, getUserMedia, enumerateDevices, opened };
}

/** What the session's own <video> and canvas report: a 1280 × 720 feed whose pixels are `level`. */
function fakeVideoAndCanvas(state: { ready: boolean; level: number }) {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockImplementation(() => (state.ready ? 4 : 0));
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockImplementation(() => (state.ready ? 1280 : 0));
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockImplementation(() => (state.ready ? 720 : 0));
  const drawImage = vi.fn();
  const context = {
    drawImage,
    getImageData: (_x: number, _y: number, width: number, height: number) => {
      const data = new Uint8ClampedArray(width * height * 4).fill(state.level);
      for (let i = 3; i < data.length; i += 4) data[i] = 255;
      return { width, height, data };
    },
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => context) as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, callback, type) {
    callback(new Blob([`${this.width}x${this.height}`], { type: type ?? 'image/png' }));
  });
  return { drawImage };
}

const feed = { ready: true, level: 128 };
beforeEach(() => {
  feed.ready = true;
  feed.level = 128;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('openCamera (docs/spec/widget/screens.md#camera, docs/spec/flow/screens.md#upload-document)', () => {
  it('asks for the rear camera without sound, at up to 1080p, and lists the cameras once allowed', async () => {
    fakeVideoAndCanvas(feed);
    const { mediaDevices, getUserMedia } = fakeMediaDevices();
    const session = await openCamera({ mediaDevices, blankFeedIntervalMs: 0 });
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { width: { ideal: 1920 }, height: { ideal: 1080 }, facingMode: { ideal: 'environment' } },
      audio: false,
    });
    expect(session.devices).toEqual([
      { deviceId: 'front-1', label: 'Front Camera', facing: 'user' },
      { deviceId: 'back-1', label: 'Back Camera', facing: 'environment' },
    ]);
    expect(session).toMatchObject({ deviceId: 'back-1', facing: 'environment', videoSize: { width: 1280, height: 720 } });
    session.stop();
  });

  it('opens exactly the camera chosen in the selector', async () => {
    fakeVideoAndCanvas(feed);
    const { mediaDevices, getUserMedia } = fakeMediaDevices();
    await openCamera({ mediaDevices, deviceId: 'front-1', blankFeedIntervalMs: 0 });
    expect(getUserMedia.mock.calls[0]![0].video).toMatchObject({ deviceId: { exact: 'front-1' } });
  });

  it.each([
    ['NotAllowedError', CameraPermissionDeniedError],
    ['NotReadableError', CameraNotReadableError],
    ['OverconstrainedError', NoSuitableCameraError],
    ['NotFoundError', NoSuitableCameraError],
  ])('turns a %s from the browser into %o', async (name, type) => {
    const { mediaDevices, getUserMedia } = fakeMediaDevices();
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error(name), { name }));
    await expect(openCamera({ mediaDevices })).rejects.toBeInstanceOf(type);
  });

  it('says permission is unavailable without getUserMedia or on an insecure page', async () => {
    await expect(openCamera({ mediaDevices: {} as MediaDevices })).rejects.toBeInstanceOf(CameraPermissionUnavailableError);
    vi.stubGlobal('isSecureContext', false);
    const { mediaDevices } = fakeMediaDevices();
    await expect(openCamera({ mediaDevices })).rejects.toThrow(/insecure context/);
  });

  it('switches to the next camera: the new stream replaces the old, which is stopped', async () => {
    fakeVideoAndCanvas(feed);
    const { mediaDevices, opened } = fakeMediaDevices();
    const session = await openCamera({ mediaDevices, blankFeedIntervalMs: 0 });
    const onStream = vi.fn();
    session.on('stream', onStream);
    await session.switchCamera();
    expect(opened[0]!.stopped).toBe(true);
    expect(session.deviceId).toBe('front-1');
    expect(onStream).toHaveBeenCalledWith({ stream: session.stream, deviceId: 'front-1' });
  });

  it('a phone that cannot run two cameras at once gets the old one released before the new one opens', async () => {
    fakeVideoAndCanvas(feed);
    const { mediaDevices, getUserMedia, opened } = fakeMediaDevices();
    const session = await openCamera({ mediaDevices, blankFeedIntervalMs: 0 });
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('busy'), { name: 'NotReadableError' }));
    await session.switchCamera('front-1');
    expect(opened[0]!.stopped).toBe(true);
    expect(session.deviceId).toBe('front-1');
  });

  it('reports a blank feed once per spell, checking every second (docs/spec/flow/validation.md#blank-camera-feed)', async () => {
    vi.useFakeTimers();
    fakeVideoAndCanvas(feed);
    const { mediaDevices } = fakeMediaDevices();
    const session = await openCamera({ mediaDevices });
    const blank = vi.fn();
    session.on('blankFeed', blank);

    await vi.advanceTimersByTimeAsync(1000);
    expect(blank).not.toHaveBeenCalled();
    feed.level = 0;
    await vi.advanceTimersByTimeAsync(3000);
    expect(blank).toHaveBeenCalledTimes(1);
    feed.level = 90;
    await vi.advanceTimersByTimeAsync(1000);
    feed.level = 0;
    await vi.advanceTimersByTimeAsync(1000);
    expect(blank).toHaveBeenCalledTimes(2);
    session.stop();
  });

  it('does not take a feed that has not delivered its first frame for a blank one', async () => {
    vi.useFakeTimers();
    feed.ready = false;
    fakeVideoAndCanvas(feed);
    const { mediaDevices } = fakeMediaDevices();
    const session = await openCamera({ mediaDevices });
    const blank = vi.fn();
    session.on('blankFeed', blank);
    await vi.advanceTimersByTimeAsync(5000);
    expect(blank).not.toHaveBeenCalled();
    expect(session.grabFrame()).toBeNull();
  });

  it('grabs frames downscaled for the checks and photos at full resolution', async () => {
    fakeVideoAndCanvas(feed);
    const { mediaDevices } = fakeMediaDevices();
    const session = await openCamera({ mediaDevices, blankFeedIntervalMs: 0 });
    expect(session.grabFrame()).toMatchObject({ width: 480, height: 270 });
    const photo = await session.takePhoto();
    expect(photo.type).toBe('image/jpeg');
    expect(await photo.text()).toBe('1280x720');
    expect(await (await session.takePhoto({ maxLongSide: 640 })).text()).toBe('640x360');
    expect(await (await session.takePhoto({ maxLongSide: 4000 })).text()).toBe('1280x720');
  });

  it('refuses a photo before the first frame and after stop, with PhotoCaptureError', async () => {
    feed.ready = false;
    fakeVideoAndCanvas(feed);
    const { mediaDevices, opened } = fakeMediaDevices();
    const session = await openCamera({ mediaDevices, blankFeedIntervalMs: 0 });
    await expect(session.takePhoto()).rejects.toBeInstanceOf(PhotoCaptureError);
    session.stop();
    expect(opened[0]!.stopped).toBe(true);
    feed.ready = true;
    await expect(session.takePhoto()).rejects.toMatchObject({ reason: 'noFrame' });
  });

  it('tells when the camera track ends on its own (unplugged, revoked)', async () => {
    fakeVideoAndCanvas(feed);
    const { mediaDevices, opened } = fakeMediaDevices();
    const session = await openCamera({ mediaDevices, blankFeedIntervalMs: 0 });
    const ended = vi.fn();
    session.on('ended', ended);
    opened[0]!.dispatchEvent(new Event('ended'));
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

describe('getCameraAvailability (docs/spec/widget/screens.md#initialising initialising: hardware check)', () => {
  it('is available when a video input is listed, even unlabelled before permission', async () => {
    const { mediaDevices } = fakeMediaDevices([{ kind: 'videoinput', deviceId: '', label: '', groupId: '' }]);
    await expect(getCameraAvailability({ mediaDevices })).resolves.toBe('available');
    await expect(hasCamera({ mediaDevices })).resolves.toBe(true);
  });

  it('is noCamera with only a microphone, and unsupported without mediaDevices', async () => {
    const { mediaDevices } = fakeMediaDevices([{ kind: 'audioinput', deviceId: 'm', label: '', groupId: '' }]);
    await expect(getCameraAvailability({ mediaDevices })).resolves.toBe('noCamera');
    await expect(getCameraAvailability({ mediaDevices: {} as MediaDevices })).resolves.toBe('unsupported');
  });
});
