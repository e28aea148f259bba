// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DOCUMENT_GUIDE } from '@onboarding/idscan-widget';

/**
 * What an applicant shows the camera in the e2e journeys (issue 15): a generated identity document with a real
 * portrait and a machine-readable zone, and the holder's face (or another person's) for the selfie — the server's
 * real checks read the zone and compare the faces. The pictures come from the server's test aid
 * (`apps/realform-server/src/testing/`, built to its dist/ by the repository's build, like the server the e2e
 * start) and its public-domain face fixtures (apps/realform-server/test/fixtures/faces/PROVENANCE.md).
 */

const SERVER = new URL('../../apps/realform-server/', import.meta.url);

/** @returns {Promise<typeof import('../../apps/realform-server/src/testing/identityFixtures')>} */
async function serverTestAid() {
  const built = new URL('dist/testing/identityFixtures.js', SERVER);
  if (!existsSync(fileURLToPath(built))) throw new Error(`${fileURLToPath(built)} is missing: build the server first (pnpm build).`);
  return import(pathToFileURL(fileURLToPath(built)).href);
}

/** @typedef {'passport' | 'idCard'} DocumentKind */
/** @typedef {{ surname: string, givenNames: string, birthDate: string, expiryDate: string, documentNumber: string, nationality: string, sex: string }} Holder */

/** @type {Promise<Awaited<ReturnType<Awaited<ReturnType<typeof serverTestAid>>['identityFixtures']>>> | undefined} */
let fixtures;

/** The generated documents (cards for the camera, photos for a manual upload) and the faces, made once per process. */
export function identityFixtures() {
  fixtures ??= serverTestAid().then((aid) => aid.identityFixtures());
  return fixtures;
}

/** A face photo of the fixtures: the document holder's own selfie, or another person's. @param {'holder' | 'other'} who */
export function selfieBytes(who) {
  return readFileSync(fileURLToPath(new URL(`test/fixtures/faces/${who === 'holder' ? 'obama2' : 'biden2'}.jpg`, SERVER)));
}

/**
 * A camera for the page, in place of the device's (installed before any script of the page runs): the rear camera
 * (`facingMode` environment, the document steps) films the document's front lying on the widget's guide, and its
 * back once the front has been sent and accepted; the front camera (`facingMode` user, the selfie and liveness) films
 * the face. The device's own getUserMedia is asked first, so the permission prompt and a denied permission behave as
 * on a real device; its tracks are stopped and a canvas's stream (15 frames a second, each with a little sensor noise)
 * is returned instead. Use with `fakeCameraLaunchOptions()` (Chromium's fake device and prompt).
 * `selfie` may be a list: each selfie the scan backend receives moves the front camera on to the next face (kept in
 * the tab's sessionStorage, so a reload does not start the list again) — another person's face, then the holder's.
 * @param {import('@playwright/test').Page} page
 * @param {{ document?: DocumentKind, selfie?: 'holder' | 'other' | Array<'holder' | 'other'> }} [options]
 */
export async function useIdentityCamera(page, { document = 'idCard', selfie = 'holder' } = {}) {
  const set = await identityFixtures();
  const cards = document === 'passport' ? [set.passport.card] : [set.idCard.frontCard, set.idCard.backCard];
  await page.addInitScript(cameraScript, {
    cards: cards.map((card) => card.toString('base64')),
    faces: (Array.isArray(selfie) ? selfie : [selfie]).map((who) => selfieBytes(who).toString('base64')),
    // Where the widget asks the user to hold the document (its documentGuide).
    guide: { fill: DOCUMENT_GUIDE.fill, aspectRatio: DOCUMENT_GUIDE.aspectRatio },
  });
}

/**
 * Runs in the page. @param {{ cards: string[], faces: string[], guide: { fill: number, aspectRatio: number } }} input
 */
function cameraScript({ cards, faces, guide }) {
  const devices = navigator.mediaDevices;
  if (!devices?.getUserMedia) return;
  const original = devices.getUserMedia.bind(devices);
  const decode = (/** @type {string} */ base64) => {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    return createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
  };
  let side = 0;
  // The back is filmed once the front was accepted by the scan backend (the widget sends it with XHR or fetch).
  const FACE_KEY = 'identity-camera-face';
  const faceIndex = () => Math.min(Number(sessionStorage.getItem(FACE_KEY) ?? 0), faces.length - 1);
  const noteUpload = (/** @type {unknown} */ body, /** @type {number} */ status, /** @type {string} */ text) => {
    if (body instanceof FormData && body.get('side') === 'SELFIE') sessionStorage.setItem(FACE_KEY, String(faceIndex() + 1));
    if (!(body instanceof FormData) || body.get('side') !== 'IDENTITY:FRONT' || status !== 200) return;
    try {
      if (JSON.parse(text).CurrentResult === 'Passed') side = Math.min(side + 1, cards.length - 1);
    } catch {
      // Not the scan backend's answer.
    }
  };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) {
    this.addEventListener('load', () => noteUpload(body, this.status, typeof this.responseText === 'string' ? this.responseText : ''));
    return send.call(this, body);
  };
  const fetchOriginal = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await fetchOriginal(input, init);
    if (init?.body instanceof FormData) noteUpload(init.body, response.status, await response.clone().text());
    return response;
  };

  const facing = (/** @type {MediaStreamConstraints} */ constraints) => {
    const video = constraints?.video;
    if (!video || typeof video !== 'object') return 'environment';
    const mode = video.facingMode;
    const value = typeof mode === 'string' ? mode : Array.isArray(mode) ? mode[0] : mode && typeof mode === 'object' ? (mode.exact ?? mode.ideal) : undefined;
    return (Array.isArray(value) ? value[0] : value) === 'user' ? 'user' : 'environment';
  };

  devices.getUserMedia = async (constraints) => {
    const device = await original(constraints);
    if (!constraints?.video) return device;
    for (const track of device.getVideoTracks()) track.stop();
    const mode = facing(constraints);
    const width = 1280;
    const height = 720;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    const pictures = await Promise.all((mode === 'user' ? [faces[faceIndex()]] : cards).map(decode));
    let frame = 0;
    const draw = () => {
      frame++;
      if (mode === 'user') {
        // A room behind (shelves: edges, as any real background has), and the face in the middle of the frame, as a
        // selfie at arm's length (never enlarged: a photo blown up is blurred).
        context.fillStyle = '#7d8590';
        context.fillRect(0, 0, width, height);
        for (let shelf = 0; shelf < 6; shelf++) {
          context.fillStyle = '#4a3b2c';
          context.fillRect(0, 40 + shelf * 120, width, 8);
          for (let book = 0; book < 40; book++) {
            const grey = 60 + ((book * 37 + shelf * 11) % 150);
            context.fillStyle = `rgb(${grey}, ${(grey * 0.8) | 0}, ${(grey * 0.6) | 0})`;
            context.fillRect(book * 32 + ((shelf * 13) % 20), 48 + shelf * 120, 20 + ((book * 7) % 10), 70 + ((book * 5) % 30));
          }
        }
        const picture = pictures[0];
        const scale = Math.min(1, width / picture.width, height / picture.height);
        context.drawImage(picture, (width - picture.width * scale) / 2, (height - picture.height * scale) / 2, picture.width * scale, picture.height * scale);
      } else {
        // A desk, and the card lying exactly on the widget's guide (documentGuide), as an applicant holds it.
        context.fillStyle = 'rgb(70, 70, 70)';
        context.fillRect(0, 0, width, height);
        let cardWidth = width * guide.fill;
        let cardHeight = cardWidth / guide.aspectRatio;
        if (cardHeight > height * guide.fill) {
          cardHeight = height * guide.fill;
          cardWidth = cardHeight * guide.aspectRatio;
        }
        context.drawImage(pictures[side] ?? pictures[0], (width - cardWidth) / 2, (height - cardHeight) / 2, cardWidth, cardHeight);
      }
      // Sensor noise: a few pixels change from frame to frame, as on any camera.
      for (let i = 0; i < 24; i++) {
        const x = (frame * 97 + i * 389) % width;
        const y = (frame * 53 + i * 211) % height;
        context.fillStyle = `rgba(${(frame + i) % 2 ? 255 : 0}, 128, 128, 0.05)`;
        context.fillRect(x, y, 1, 1);
      }
    };
    draw();
    const stream = canvas.captureStream(15);
    const timer = setInterval(draw, 1000 / 15);
    const [track] = stream.getVideoTracks();
    const stop = track.stop.bind(track);
    track.stop = () => {
      clearInterval(timer);
      stop();
    };
    // What a phone's camera reports; the widget reads it to mirror the selfie preview.
    const settings = track.getSettings.bind(track);
    track.getSettings = () => ({ ...settings(), facingMode: mode, width, height });
    return stream;
  };
}
