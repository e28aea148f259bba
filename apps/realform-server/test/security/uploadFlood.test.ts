// Issue 14, finding 2 (ASVS 5.0 V5.2.1 upload size limits, V2.4.1 anti-automation, V13 resource limits; docs/security.md
// "request bodies are authenticated and bounded before they are buffered"). Uploads are sent from a raw socket the way
// a flooding client would, a chunk at a time; what is counted is how many bytes the client had sent when the server's
// answer arrived — never how long anything took.
import { connect, type Socket } from 'node:net';
import { UPLOAD_MAX_BYTES } from '@onboarding/realform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantAtUpload, documentsConfig, ENGLISH } from '../documentsSupport';
import { startTestServer } from '../harness';

const MIB = 1024 * 1024;
const UPLOADS_PER_IP = 5;
const UPLOADS_PER_APPLICATION = 3;
/** Room for one whole upload (a chunked one reserves the 15 MB file limit), not for two of 12 MiB. */
const BYTES_IN_FLIGHT = 20 * MIB;
/** Uploads read at once before their caller is known. */
const RECEIVING_BEFORE_ADMISSION = 2;

let t: Awaited<ReturnType<typeof startTestServer>>;
let port: number;

beforeAll(async () => {
  t = await startTestServer(
    documentsConfig({
      trustProxy: 1,
      rateLimits: { uploadsPerIp: { max: UPLOADS_PER_IP, windowSeconds: 600 }, uploadsPerApplication: { max: UPLOADS_PER_APPLICATION, windowSeconds: 3600 } },
      uploadLimits: { maxBytesInFlight: BYTES_IN_FLIGHT, maxReceivingBeforeAdmission: RECEIVING_BEFORE_ADMISSION },
    }),
  );
  const { url } = await t.server.listen(0, '127.0.0.1');
  port = Number(new URL(url).port);
});
afterAll(async () => {
  await t?.close();
});

let nextAddress = 1;
/** Each test speaks from its own address (X-Forwarded-For behind TRUST_PROXY=1), so the per-IP limit is its own. */
// 198.18.0.0/15 (benchmarking addresses): room for every upload of the file, bursts included.
const freshAddress = () => `198.18.${nextAddress >> 8}.${nextAddress++ & 255}`;

const BOUNDARY = '----realformFlood';
const CHUNK = new Uint8Array(64 * 1024).fill(0x41);

/** The multipart head: text fields, then the file part's headers; the file's bytes follow. */
function multipartHead(fields: Record<string, string>, fileField: string): Buffer {
  let text = '';
  for (const [name, value] of Object.entries(fields)) text += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  text += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return Buffer.from(text);
}
const multipartTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

interface Sent {
  status: number;
  /** Body bytes the client had handed to its socket when the status line arrived. */
  sentWhenAnswered: number;
  /** Whether the whole body had gone out by then. */
  finished: boolean;
  body: string;
}

interface UploadOptions {
  path: string;
  fields?: Record<string, string>;
  fileField?: string;
  fileBytes: number;
  headers?: Record<string, string>;
  /** Send no Content-Length (chunked transfer encoding). */
  chunked?: boolean;
  /** Stop after this many file bytes and wait (for `resume`) instead of finishing. */
  pauseAfter?: number;
}

/**
 * A raw HTTP/1.1 upload, one 64 KiB chunk at a time, each after the previous one was taken by the socket and the
 * event loop turned (the server runs in this process): it stops sending as soon as the answer starts.
 */
function upload(options: UploadOptions): { answered: Promise<Sent>; resume: () => void } {
  const head = multipartHead(options.fields ?? {}, options.fileField ?? 'documentImage');
  const total = head.byteLength + options.fileBytes + multipartTail.byteLength;
  const socket: Socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let sent = 0;
  let answer: Sent | undefined;
  let received = '';
  let resumeWaiting: (() => void) | undefined;
  let resumed = false;
  const answered = new Promise<Sent>((resolve) => {
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
      if (!answer && received.includes('\r\n')) {
        answer = { status: Number(received.slice(9, 12)), sentWhenAnswered: sent, finished: sent >= total, body: '' };
      }
      const end = received.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      if (answer && end >= 0 && length !== undefined && received.length >= end + 4 + Number(length)) {
        answer.body = received.slice(end + 4, end + 4 + Number(length));
        resolve(answer);
        socket.destroy();
      }
    });
    socket.on('close', () => resolve(answer ?? { status: 0, sentWhenAnswered: sent, finished: sent >= total, body: '' }));
  });
  const write = (bytes: Uint8Array) =>
    new Promise<void>((resolve) => {
      if (socket.destroyed) return resolve();
      const framed = options.chunked ? Buffer.concat([Buffer.from(`${bytes.byteLength.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]) : bytes;
      socket.write(framed, () => resolve());
    }).then(() => {
      sent += bytes.byteLength;
      return new Promise((resolve) => setImmediate(resolve));
    });
  void (async () => {
    await new Promise((resolve) => socket.once('connect', resolve));
    const headers = {
      Host: '127.0.0.1',
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(options.chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(total) }),
      ...options.headers,
    };
    socket.write(`POST ${options.path} HTTP/1.1\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`);
    await write(head);
    let file = 0;
    while (file < options.fileBytes && !answer && !socket.destroyed) {
      if (options.pauseAfter !== undefined && file >= options.pauseAfter && !resumed) await new Promise<void>((resolve) => (resumeWaiting = resolve));
      const size = Math.min(CHUNK.byteLength, options.fileBytes - file);
      await write(CHUNK.subarray(0, size));
      file += size;
    }
    if (!answer && !socket.destroyed) {
      await write(multipartTail);
      if (options.chunked) socket.write('0\r\n\r\n');
    }
  })();
  return {
    answered,
    resume: () => {
      resumed = true;
      resumeWaiting?.();
    },
  };
}

const common = (token: string) => ({ token, languageCode: 'en', branchCode: 'EU', brand: 'eu' });
const BOGUS_TOKEN = 'A'.repeat(43);

describe('an anonymous upload is refused before its body is read', () => {
  it.each(['/realform/document/desktop-document-upload', '/realform/document/mobile-document-upload'])(
    '%s: 401 while the client is still sending 14 MB',
    async (path) => {
      const sent = await upload({ path, fields: common(BOGUS_TOKEN), fileBytes: 14 * MIB, headers: { 'X-Forwarded-For': freshAddress() } }).answered;
      expect(sent.status).toBe(401);
      expect(sent.finished).toBe(false);
      expect(sent.sentWhenAnswered).toBeLessThan(4 * MIB);
    },
  );

  it('the scan backend (journey/upload) with a made-up scan token: 401 before the capture is read', async () => {
    const sent = await upload({
      path: '/idscanenterprisesvc/journey/upload',
      fields: { side: 'IDENTITY:FRONT' },
      fileField: 'image',
      fileBytes: 7 * MIB,
      headers: { Authorization: `Bearer ${BOGUS_TOKEN}`, 'X-Forwarded-For': freshAddress() },
    }).answered;
    expect(sent.status).toBe(401);
    expect(sent.finished).toBe(false);
    expect(sent.sentWhenAnswered).toBeLessThan(4 * MIB);
  });
});

/** An upload that sends its headers and part of its first field, then nothing more (a slow or stalled sender). */
function stalledBeforeFile(path: string, to = port): Socket {
  const socket = connect(to, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.once('connect', () => {
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${14 * MIB}\r\n` +
        `X-Forwarded-For: ${freshAddress()}\r\n\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="token"\r\n\r\nAAAA`,
    );
  });
  return socket;
}

describe('uploads read before their caller is known are bounded (a flood is turned away unparsed)', () => {
  const path = '/realform/document/desktop-document-upload';
  const anonymous = () => upload({ path, fields: common(BOGUS_TOKEN), fileBytes: 14 * MIB, headers: { 'X-Forwarded-For': freshAddress() } }).answered;

  it(`with ${RECEIVING_BEFORE_ADMISSION} uploads stalled before their file, the next answers 503 before its body is read; their leaving frees the places`, async () => {
    const stalled = Array.from({ length: RECEIVING_BEFORE_ADMISSION }, () => stalledBeforeFile(path));
    // Until the server has read the stalled requests' headers, an anonymous upload still reaches the token check (401).
    let refused: Sent | undefined;
    for (let attempt = 0; attempt < 100 && !refused; attempt++) {
      const sent = await anonymous();
      if (sent.status === 503) refused = sent;
      else expect(sent.status).toBe(401);
    }
    expect(refused, 'no upload was turned away while the places were held').toBeDefined();
    expect(refused?.finished).toBe(false);
    expect(refused?.sentWhenAnswered).toBeLessThan(4 * MIB);
    expect(JSON.parse(refused?.body ?? '{}')).toMatchObject({ status: 'error', globalError: expect.any(String) });

    for (const socket of stalled) socket.destroy();
    // The server learns of each departure from its socket; then an anonymous upload reaches the token check again.
    let status = 503;
    for (let attempt = 0; attempt < 100 && status === 503; attempt++) status = (await anonymous()).status;
    expect(status).toBe(401);
  });
});

describe('a sender that never reaches its file part', () => {
  let slow: Awaited<ReturnType<typeof startTestServer>>;
  let slowPort: number;
  beforeAll(async () => {
    // Its own server, with the 10 s limit cut to 300 ms (the other tests' uploads keep the default).
    slow = await startTestServer(documentsConfig({ trustProxy: 1, uploadLimits: { beforeFileTimeoutMs: 300 } }));
    slowPort = Number(new URL((await slow.server.listen(0, '127.0.0.1')).url).port);
  });
  afterAll(async () => {
    await slow?.close();
  });

  it('is answered (400) and let go, without sending another byte', async () => {
    const socket = stalledBeforeFile('/realform/document/desktop-document-upload', slowPort);
    const answer = await new Promise<string>((resolve) => {
      let received = '';
      socket.on('data', (data: Buffer) => (received += data.toString('latin1')));
      socket.on('close', () => resolve(received));
    });
    expect(answer.slice(9, 12)).toBe('400');
    expect(answer).toContain('"status":"error"');
  });
});

describe('size limits hold while the body streams', () => {
  it('a declared length over the limit is refused with 413 before the body is read', async () => {
    const client = await applicantAtUpload(t, 1, ENGLISH);
    const sent = await upload({
      path: '/realform/document/desktop-document-upload',
      fields: common(await client.ensureToken()),
      fileBytes: UPLOAD_MAX_BYTES + MIB,
      headers: { 'X-Forwarded-For': freshAddress() },
    }).answered;
    expect(sent.status).toBe(413);
    expect(sent.sentWhenAnswered).toBeLessThan(4 * MIB);
  });

  it('a chunked body (no length declared) is refused with 413 once the file passes the limit, not at its end', async () => {
    const client = await applicantAtUpload(t, 1, ENGLISH);
    const sent = await upload({
      path: '/realform/document/desktop-document-upload',
      fields: common(await client.ensureToken()),
      fileBytes: 3 * UPLOAD_MAX_BYTES,
      chunked: true,
      headers: { 'X-Forwarded-For': freshAddress() },
    }).answered;
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toMatchObject({ status: 'error', globalError: expect.stringContaining('15 MB') });
    expect(sent.finished).toBe(false);
    // Answered once the file passed 15 MB; what the client got further meanwhile sat in the kernels' socket buffers.
    expect(sent.sentWhenAnswered).toBeLessThan(2 * UPLOAD_MAX_BYTES);
  });
});

describe('the bytes in flight for the whole process are capped', () => {
  it('past the cap an upload answers 503 at once instead of being buffered', async () => {
    const [first, second] = [await applicantAtUpload(t, 1, ENGLISH), await applicantAtUpload(t, 1, ENGLISH)];
    // Two admitted uploads of 12 MiB each, both holding after their first 64 KiB: only one fits under 20 MiB.
    const uploads = await Promise.all(
      [first, second].map(async (client) =>
        upload({
          path: '/realform/document/desktop-document-upload',
          fields: common(await client.ensureToken()),
          fileBytes: 12 * MIB,
          pauseAfter: 64 * 1024,
          headers: { 'X-Forwarded-For': freshAddress() },
        }),
      ),
    );
    const [a, b] = uploads as [ReturnType<typeof upload>, ReturnType<typeof upload>];
    const firstAnswer = await Promise.race([a.answered.then((sent) => ({ sent, other: b })), b.answered.then((sent) => ({ sent, other: a }))]);
    expect(firstAnswer.sent.status).toBe(503);
    expect(JSON.parse(firstAnswer.sent.body)).toMatchObject({ status: 'error', globalError: expect.any(String) });
    expect(firstAnswer.sent.sentWhenAnswered).toBeLessThan(MIB);
    // The admitted one goes on and is judged (its bytes are no image: a field error, not a refusal for load).
    firstAnswer.other.resume();
    const admitted = await firstAnswer.other.answered;
    expect(admitted.status).not.toBe(503);
    expect(admitted.finished).toBe(true);
  });
});

describe('uploads are limited per IP and per application', () => {
  it(`the ${UPLOADS_PER_IP + 1}th upload from one address in 10 minutes answers 429, before its body is read`, async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= UPLOADS_PER_IP; attempt++) {
      const sent = await upload({ path: '/realform/document/desktop-document-upload', fields: common(BOGUS_TOKEN), fileBytes: 1024, headers: { 'X-Forwarded-For': address } }).answered;
      statuses.push(sent.status);
    }
    expect(statuses).toEqual([...Array<number>(UPLOADS_PER_IP).fill(401), 429]);
  });

  it(`the ${UPLOADS_PER_APPLICATION + 1}th upload of one application in an hour answers 429, whatever the address`, async () => {
    const client = await applicantAtUpload(t, 1, ENGLISH);
    const token = await client.ensureToken();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= UPLOADS_PER_APPLICATION; attempt++) {
      const sent = await upload({ path: '/realform/document/desktop-document-upload', fields: common(token), fileBytes: 1024, headers: { 'X-Forwarded-For': freshAddress() } }).answered;
      statuses.push(sent.status);
    }
    // The first ones are judged (64 KiB of letters is not an image: a field error), the last is refused unread.
    expect(statuses.slice(0, UPLOADS_PER_APPLICATION).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('a malformed upload is a 4xx, never a 500', () => {
  const post = (body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    fetch(`http://127.0.0.1:${port}/realform/document/desktop-document-upload`, { method: 'POST', body, headers: { 'content-type': contentType, 'x-forwarded-for': freshAddress() } });

  it.each([
    ['garbage under a multipart content type', 'not multipart at all'],
    ['a part without a name', `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`],
    ['a field of 5 KB', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${'x'.repeat(5000)}\r\n--${BOUNDARY}--\r\n`],
    ['the file before the token', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentImage"; filename="a.jpg"\r\n\r\nabc\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${BOGUS_TOKEN}\r\n--${BOUNDARY}--\r\n`],
    ['a body cut short', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${BOGUS_TOKEN}`],
  ])('%s', async (_name, body) => {
    const response = await post(body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).toMatchObject({ status: 'error' });
  });

  it('a multipart content type without a boundary', async () => {
    const response = await post('x', 'multipart/form-data');
    expect(response.status).toBe(400);
    await response.arrayBuffer();
  });
});

// The clients of the burst, in a worker thread, given the requests to send (built here). The server accepts one
// connection per turn of its event loop, so a burst is made in two steps: the worker opens a connection per request,
// and says so (1); once the server has accepted them all (the test lets its loop turn), it is told to go (2) and,
// while this thread — the server's — is blocked, writes each request on its connection, and says so (3). At the server's next turn every request is ready at once, /healthz last. Then it reports
// each connection's status.
const BURST_CLIENTS = `
const { connect } = require('node:net');
const { workerData, parentPort } = require('node:worker_threads');
const { port, requests } = workerData;
const state = new Int32Array(workerData.state);
const statuses = [];
const open = () => new Promise((resolve) => {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  const index = statuses.push(0) - 1;
  let text = '';
  const answered = new Promise((done) => {
    socket.on('data', (data) => { text += data.toString('latin1'); if (!statuses[index] && text.includes('\\r\\n')) { statuses[index] = Number(text.slice(9, 12)); socket.destroy(); } });
    socket.on('close', done);
  });
  socket.once('connect', () => resolve({ socket, answered }));
});
(async () => {
  const connections = [];
  for (let i = 0; i < requests.length; i++) connections.push(await open());
  Atomics.store(state, 0, 1);
  Atomics.notify(state, 0);
  Atomics.wait(state, 0, 1);
  for (const [i, { socket }] of connections.entries()) await new Promise((written) => socket.write(requests[i], written));
  Atomics.store(state, 0, 3);
  Atomics.notify(state, 0);
  await Promise.all(connections.map(({ answered }) => answered));
  parentPort.postMessage(statuses);
})();
`;

describe('a burst of uploads does not hold up other requests (issue 14 finding 2: /healthz answers during a flood)', () => {
  it('a /healthz that arrives together with 40 anonymous uploads is answered before any of them', async () => {
    const { Worker } = await import('node:worker_threads');
    const uploads = 40;
    const state = new Int32Array(new SharedArrayBuffer(4));
    // Each upload: its request head, text fields and the first 64 KiB of a 14 MB file, from an address of its own; then GET /healthz.
    const head = multipartHead(common(BOGUS_TOKEN), 'documentImage');
    const upload = () =>
      Buffer.concat([
        Buffer.from(
          `POST /realform/document/desktop-document-upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
            `Content-Length: ${head.byteLength + 14 * MIB + multipartTail.byteLength}\r\nX-Forwarded-For: ${freshAddress()}\r\n\r\n`,
        ),
        head,
        CHUNK,
      ]);
    const requests = [...Array.from({ length: uploads }, upload), Buffer.from('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')];
    const worker = new Worker(BURST_CLIENTS, { eval: true, workerData: { port, requests, state: state.buffer } });
    const statuses = new Promise<number[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    // (1) The worker's connections are open; the server accepts one per turn of its loop: let it turn (at most a few
    // turns per connection are needed; more do no harm).
    Atomics.wait(state, 0, 0, 30_000);
    expect(Atomics.load(state, 0), 'the clients did not connect in 30 s').toBe(1);
    for (let turn = 0; turn < 10 * (uploads + 1); turn++) await new Promise((resolve) => setImmediate(resolve));
    const linesBefore = t.logs.length;
    // (2) Go; this thread — and with it the server's event loop — waits until every request has been written (3).
    Atomics.store(state, 0, 2);
    Atomics.notify(state, 0);
    Atomics.wait(state, 0, 2, 30_000);
    expect(Atomics.load(state, 0), 'the clients did not write their requests in 30 s').toBe(3);
    const answered = await statuses;
    await worker.terminate();

    expect(answered.at(-1)).toBe(200);
    expect(answered.slice(0, -1).every((status) => [401, 503].includes(status))).toBe(true);
    // The order the server answered in, from its access log: the uploads' lines and the health check's.
    const order = t.logs
      .slice(linesBefore)
      .map((line) => /"path":"([^"]+)"/.exec(line)?.[1])
      .filter((path) => path === '/healthz' || path === '/realform/document/desktop-document-upload');
    expect(order).toHaveLength(uploads + 1);
    expect(order[0]).toBe('/healthz');
  });
});
