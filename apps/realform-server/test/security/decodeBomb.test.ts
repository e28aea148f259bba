// Issue 14, finding 3 (ASVS 5.0 V5.2.1/V5.2.2 file size and content limits, V15.2.2 resource exhaustion): a photo of
// 49 megapixels is checked without its pixels being walked on the event loop at full size (libvips decodes it shrunk
// to the 640 px the checks measure), and an applicant cannot store captures without end. What is asserted are counts
// — pixels measured, captures, bytes — never durations (the timing figure is in `pnpm bench:server`).
import { getIdscanTokenWithRetry } from '@onboarding/realform-api';
import type { IdscanSession } from '@onboarding/realform-api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUALITY_LONG_SIDE } from '../../src/areas/documents/verifier/greyImage';
import { applicantAtUpload, capture, documentsConfig, ENGLISH, file, uploadDocument } from '../documentsSupport';
import { sharpDocumentJpeg } from '../fixtures/documentImages';
import type { TestClient } from '../documentsSupport';
import { startTestServer } from '../harness';

const CAPTURES_PER_JOURNEY = 3;
const STORED_BYTES_PER_APPLICATION = 1024 * 1024;

let t: Awaited<ReturnType<typeof startTestServer>>;
/** 7000 × 7000 pixels (49 MP, under the 50 MP cap) in about half a megabyte of PNG. */
let hugePng: Uint8Array;

beforeAll(async () => {
  t = await startTestServer(documentsConfig({ uploadLimits: { capturesPerJourney: CAPTURES_PER_JOURNEY, storedBytesPerApplication: STORED_BYTES_PER_APPLICATION } }));
  const lines = Array.from({ length: 12 }, (_, i) => `<text x="380" y="${80 + i * 40}" font-size="28" font-family="monospace">P&lt;POLKOWALSKI&lt;&lt;JAN ${i}</text>`).join('');
  const document = await sharp({ create: { width: 1000, height: 640, channels: 3, background: '#f4f1e8' } })
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="640"><rect x="40" y="40" width="300" height="380" fill="#777"/>${lines}</svg>`) }])
    .png()
    .toBuffer();
  hugePng = new Uint8Array(await sharp(document).resize(7000, 7000, { fit: 'fill', kernel: 'nearest' }).png({ compressionLevel: 9 }).toBuffer());
});
afterAll(async () => {
  await t?.close();
});

async function journey(client?: TestClient): Promise<{ client: TestClient; session: IdscanSession }> {
  const applicant = client ?? (await applicantAtUpload(t, 1, ENGLISH));
  const result = await getIdscanTokenWithRetry(applicant, { attempts: 1 });
  if (result.outcome !== 'token') throw new Error(`expected a scan token, got ${result.outcome}`);
  return { client: applicant, session: result.session };
}

/** The log lines (JSON objects) with this message, newest last. */
function logged(message: string): Record<string, unknown>[] {
  return t.logs
    .map((line) => line.slice(line.indexOf(' ') + 1))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === message);
}

const png = (bytes: Uint8Array) => file(bytes, 'capture.png', 'image/png');

describe('a 49-megapixel photo', () => {
  it('is checked by the scan backend from a copy shrunk to the checks’ size, not walked at full size', async () => {
    const { session } = await journey();
    const captured = await capture(t, session, { side: 'IDENTITY:FRONT', image: png(hugePng) });
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ Checks: { resolution: 'passed', blank: 'passed' } });
    const measured = logged('capture stored').at(-1)?.measuredPixels;
    expect(measured).toBeLessThanOrEqual(QUALITY_LONG_SIDE * QUALITY_LONG_SIDE);
    expect(measured).toBeLessThan(49_000_000 / 100);
  });

  it('and so is a manual upload of it', async () => {
    const client = await applicantAtUpload(t, 1, ENGLISH);
    await uploadDocument(client, 'desktopDocumentUpload', png(hugePng));
    const measured = logged('document uploaded').at(-1)?.measuredPixels;
    expect(measured).toBeLessThanOrEqual(QUALITY_LONG_SIDE * QUALITY_LONG_SIDE);
  });
});

describe('captures are capped', () => {
  it(`per journey: after ${CAPTURES_PER_JOURNEY} the next one answers 429`, async () => {
    const { session } = await journey();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= CAPTURES_PER_JOURNEY; attempt++) {
      statuses.push((await capture(t, session, { side: 'IDENTITY:FRONT', image: file(sharpDocumentJpeg()) })).status);
    }
    expect(statuses).toEqual([...Array<number>(CAPTURES_PER_JOURNEY).fill(200), 429]);
  });

  it('per application: once its stored bytes reach the cap, new journeys store nothing more', async () => {
    const { client, session } = await journey();
    let stored = 0;
    // Each journey takes CAPTURES_PER_JOURNEY; a new journey of the same application goes on only under its cap.
    let current = session;
    let inJourney = 0;
    const statuses: number[] = [];
    while (stored < STORED_BYTES_PER_APPLICATION + hugePng.byteLength) {
      if (inJourney === CAPTURES_PER_JOURNEY) {
        current = (await journey(client)).session;
        inJourney = 0;
      }
      const { status } = await capture(t, current, { side: 'IDENTITY:FRONT', image: png(hugePng) });
      statuses.push(status);
      if (status !== 200) break;
      stored += hugePng.byteLength;
      inJourney++;
    }
    expect(statuses.at(-1)).toBe(429);
    expect(stored).toBeGreaterThanOrEqual(STORED_BYTES_PER_APPLICATION);
    expect(stored).toBeLessThan(STORED_BYTES_PER_APPLICATION + hugePng.byteLength);
  });
});
