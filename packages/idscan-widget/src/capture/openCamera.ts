import { CameraPermissionUnavailableError } from './CameraPermissionUnavailableError';
import { toCameraError } from './CameraError';
import { PhotoCaptureError } from './PhotoCaptureError';
import { isBlankFrame } from './checks/isBlankFrame';
import { BLANK_FEED_CHECK_INTERVAL_MS, FRAME_CHECK_LONG_SIDE } from './constants';
import { createEmitter } from '@repo/react-primitives/emitter';
import type { CameraAvailability, CameraDevice, CameraSession, CameraSessionEventMap, FacingMode, FrameData, OpenCameraOptions } from './types';

const DEFAULT_IDEAL_SIZE = { width: 1920, height: 1080 };

/** Blank-feed frames are small: a zero frame stays zero at any size, and reading 160 px costs next to nothing. */
const BLANK_CHECK_LONG_SIDE = 160;

/** HTMLMediaElement.HAVE_CURRENT_DATA: before it, drawImage paints nothing and would read as a blank feed. */
const HAVE_CURRENT_DATA = 2;

const REAR = /\b(back|rear|environment|world)\b|tyln/i;
const FRONT = /\b(front|user|facetime|selfie)\b|przedni/i;

function facingOf(label: string, settings?: MediaTrackSettings): FacingMode | null {
  if (settings?.facingMode === 'environment' || settings?.facingMode === 'user') return settings.facingMode;
  if (REAR.test(label)) return 'environment';
  if (FRONT.test(label)) return 'user';
  return null;
}

function mediaDevicesOf(options: OpenCameraOptions): MediaDevices {
  if (globalThis.isSecureContext === false) {
    throw new CameraPermissionUnavailableError('an insecure context (the page is not served over https)');
  }
  const mediaDevices = options.mediaDevices ?? globalThis.navigator?.mediaDevices;
  if (!mediaDevices || typeof mediaDevices.getUserMedia !== 'function') {
    throw new CameraPermissionUnavailableError('no navigator.mediaDevices.getUserMedia in this browser');
  }
  return mediaDevices;
}

function videoConstraints(options: OpenCameraOptions, deviceId: string | undefined): MediaTrackConstraints {
  const size = options.idealSize ?? DEFAULT_IDEAL_SIZE;
  const common = { width: { ideal: size.width }, height: { ideal: size.height } };
  // `ideal`, not `exact`, for the direction: a laptop's only webcam must still open when the rear one is asked for.
  return deviceId ? { ...common, deviceId: { exact: deviceId } } : { ...common, facingMode: { ideal: options.facingMode ?? 'environment' } };
}

async function getStream(mediaDevices: MediaDevices, constraints: MediaTrackConstraints): Promise<MediaStream> {
  try {
    return await mediaDevices.getUserMedia({ video: constraints, audio: false });
  } catch (error) {
    throw toCameraError(error);
  }
}

async function listCameras(mediaDevices: MediaDevices, active: MediaStreamTrack | undefined): Promise<CameraDevice[]> {
  const activeId = active?.getSettings().deviceId;
  try {
    const devices = await mediaDevices.enumerateDevices();
    return devices
      .filter((device) => device.kind === 'videoinput' && device.deviceId !== '')
      .map((device) => ({
        deviceId: device.deviceId,
        label: device.label,
        facing: facingOf(device.label, device.deviceId === activeId ? active?.getSettings() : undefined),
      }));
  } catch {
    // Listing is a nicety (the camera selector); the open camera works without it.
    return [];
  }
}

/** docs/spec/widget/screens.md#initialising initialising screen (hardware check): can this browser capture, and is there a camera to ask for? */
export async function getCameraAvailability(options: Pick<OpenCameraOptions, 'mediaDevices'> = {}): Promise<CameraAvailability> {
  let mediaDevices: MediaDevices;
  try {
    mediaDevices = mediaDevicesOf(options);
  } catch {
    return 'unsupported';
  }
  try {
    // Before permission browsers list cameras with empty labels (and Safari with empty ids), but they list them.
    const devices = await mediaDevices.enumerateDevices();
    return devices.some((device) => device.kind === 'videoinput') ? 'available' : 'noCamera';
  } catch {
    return 'unsupported';
  }
}

/** The initialising screen's question in one word: is there a camera this browser could open? */
export async function hasCamera(options: Pick<OpenCameraOptions, 'mediaDevices'> = {}): Promise<boolean> {
  return (await getCameraAvailability(options)) === 'available';
}

/**
 * Opens a camera (docs/spec/widget/screens.md#camera, docs/spec/flow/screens.md#upload-document): the rear one by default, the devices listed once permission is granted, a
 * blank-feed check every second (docs/spec/flow/validation.md#blank-camera-feed). Rejects with one of docs/spec/widget/errors.md#camera's camera errors (`CameraError`).
 */
export async function openCamera(options: OpenCameraOptions = {}): Promise<CameraSession> {
  const mediaDevices = mediaDevicesOf(options);
  let stream = await getStream(mediaDevices, videoConstraints(options, options.deviceId));
  const events = createEmitter<CameraSessionEventMap>();
  let devices = await listCameras(mediaDevices, stream.getVideoTracks()[0]);
  let stopped = false;

  // Frames are read from a video element the session owns, never the one on screen: the screen may re-render,
  // move or hide its own <video> at any time.
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  const canvas = document.createElement('canvas');
  let context: CanvasRenderingContext2D | null = null;

  const attach = (next: MediaStream) => {
    video.srcObject = next;
    // Autoplay of a muted stream is allowed everywhere; a refusal only delays the first frame.
    void video.play()?.catch?.(() => undefined);
    const track = next.getVideoTracks()[0];
    if (track) {
      track.addEventListener('ended', () => {
        if (!stopped && stream === next) events.emit('ended', {});
      });
    }
  };
  attach(stream);

  const draw = (width: number, height: number): CanvasRenderingContext2D | null => {
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    // willReadFrequently keeps the canvas in CPU memory: getImageData every 100 ms is the whole point of it.
    context ??= canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(video, 0, 0, width, height);
    return context;
  };

  const grabFrame = (maxLongSide = FRAME_CHECK_LONG_SIDE): FrameData | null => {
    if (stopped || video.readyState < HAVE_CURRENT_DATA || !video.videoWidth || !video.videoHeight) return null;
    const scale = Math.min(1, maxLongSide / Math.max(video.videoWidth, video.videoHeight));
    const width = Math.max(1, Math.round(video.videoWidth * scale));
    const height = Math.max(1, Math.round(video.videoHeight * scale));
    const drawn = draw(width, height);
    return drawn ? drawn.getImageData(0, 0, width, height) : null;
  };

  let blankSpell = false;
  const blankInterval = options.blankFeedIntervalMs ?? BLANK_FEED_CHECK_INTERVAL_MS;
  const blankTimer =
    blankInterval > 0
      ? setInterval(() => {
          const frame = grabFrame(BLANK_CHECK_LONG_SIDE);
          if (!frame) return;
          const blank = isBlankFrame(frame);
          // Once per spell: a feed that stays black is reported once, and again only after it recovered.
          if (blank && !blankSpell) events.emit('blankFeed', {});
          blankSpell = blank;
        }, blankInterval)
      : undefined;

  const currentDeviceId = () => stream.getVideoTracks()[0]?.getSettings().deviceId ?? null;

  const session: CameraSession = {
    get stream() {
      return stream;
    },
    get devices() {
      return devices;
    },
    get deviceId() {
      return currentDeviceId();
    },
    get facing() {
      const track = stream.getVideoTracks()[0];
      return track ? facingOf(track.label, track.getSettings()) : null;
    },
    get videoSize() {
      return { width: video.videoWidth, height: video.videoHeight };
    },
    async switchCamera(deviceId) {
      if (stopped) return;
      const current = currentDeviceId();
      const index = devices.findIndex((device) => device.deviceId === current);
      const target = deviceId ?? devices[(index + 1) % Math.max(1, devices.length)]?.deviceId;
      if (!target || target === current) return;
      let next: MediaStream;
      try {
        next = await getStream(mediaDevices, videoConstraints(options, target));
      } catch (error) {
        // Many phones cannot run two cameras at once: free the current one and try again, and if the new one
        // still fails, reopen the previous so the user is not left without a camera.
        if ((error as { kind?: string }).kind !== 'notReadable') throw error;
        for (const track of stream.getTracks()) track.stop();
        try {
          next = await getStream(mediaDevices, videoConstraints(options, target));
        } catch (retryError) {
          stream = await getStream(mediaDevices, videoConstraints(options, current ?? undefined));
          attach(stream);
          events.emit('stream', { stream, deviceId: currentDeviceId() });
          throw retryError;
        }
      }
      for (const track of stream.getTracks()) track.stop();
      stream = next;
      attach(stream);
      devices = await listCameras(mediaDevices, stream.getVideoTracks()[0]);
      events.emit('stream', { stream, deviceId: currentDeviceId() });
    },
    grabFrame,
    takePhoto({ type = 'image/jpeg', quality = 0.92, maxLongSide = Number.POSITIVE_INFINITY } = {}) {
      if (stopped || video.readyState < HAVE_CURRENT_DATA || !video.videoWidth || !video.videoHeight) return Promise.reject(new PhotoCaptureError('noFrame'));
      const scale = Math.min(1, maxLongSide / Math.max(video.videoWidth, video.videoHeight));
      const width = Math.max(1, Math.round(video.videoWidth * scale));
      const height = Math.max(1, Math.round(video.videoHeight * scale));
      if (!draw(width, height)) return Promise.reject(new PhotoCaptureError('canvasUnavailable'));
      return new Promise<Blob>((resolve, reject) => {
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new PhotoCaptureError('canvasUnavailable'))), type, quality);
      });
    },
    on: events.on,
    stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(blankTimer);
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
      events.clear();
    },
  };
  return session;
}
