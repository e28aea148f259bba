// Issue 14, finding 8 (ASVS 5.0 V16.4.1 log injection, V16.2.1 log format): a request cannot write a line of its own
// into the log. Every line is one JSON object; control characters anywhere in what is logged stay escaped inside it.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchedConsole } from '../../src/log/batchedConsole';
import { startTestServer } from '../harness';

let t: Awaited<ReturnType<typeof startTestServer>>;
let origin: string;
/** Everything the production sink wrote, stdout and stderr, as the bytes a log collector would read. */
let written = '';

function collector(): NodeJS.WritableStream {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString('utf8');
      done();
    },
  });
}

beforeAll(async () => {
  t = await startTestServer({ logger: batchedConsole(collector(), collector()) });
  ({ url: origin } = await t.server.listen(0, '127.0.0.1'));
});
afterAll(async () => {
  await t?.close();
});

/** The sink writes once per event-loop turn: let it. */
const flushed = () => new Promise((resolve) => setImmediate(resolve));

/** The log as a collector splits it: on line feeds, and on the other line breaks some viewers honour. */
function physicalLines(): string[] {
  return written.split(/\r\n|[\n\r\u0085\u2028\u2029]/).filter((line) => line !== '');
}

const FORGED = 'request POST /realform/form-pl/new-login 200 3ms';

describe('log forging', () => {
  it('an encoded line feed in the path does not start a line of its own', async () => {
    const response = await fetch(`${origin}/x%0Arequest%20POST%20/realform/form-pl/new-login%20200%203ms`);
    await response.arrayBuffer();
    await flushed();
    const lines = physicalLines();
    expect(lines.some((line) => line.startsWith('request POST'))).toBe(false);
    expect(lines.filter((line) => line.includes('new-login'))).toHaveLength(1);
  });

  it('every line is one JSON object with a level, a message and, for requests, an id', async () => {
    const lines = physicalLines();
    expect(lines.length).toBeGreaterThan(0);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const entry of entries) expect(entry).toMatchObject({ level: expect.any(String), msg: expect.any(String) });
    const forged = entries.find((entry) => entry.msg === 'request' && String(entry.path).includes('new-login'));
    // The path is kept, as data: the line feed is inside the string.
    expect(forged).toMatchObject({ method: 'GET', path: `/x\n${FORGED}`, status: 404, id: expect.any(String) });
  });

  it('escapes carriage returns, NEL, DEL, C1 controls and the Unicode line separators too', async () => {
    written = '';
    for (const encoded of ['%0D', '%C2%85', '%E2%80%A8', '%E2%80%A9', '%7F', '%1B%5B2J', '%C2%9B']) {
      await (await fetch(`${origin}/y${encoded}${encodeURIComponent(FORGED)}`)).arrayBuffer();
    }
    await flushed();
    const lines = physicalLines();
    expect(lines).toHaveLength(7);
    for (const line of lines) {
      // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
      expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
      expect(JSON.parse(line)).toMatchObject({ msg: 'request', status: 404 });
    }
  });

  it('a line break in a form field or a header cannot split a line either', async () => {
    written = '';
    const response = await fetch(`${origin}/realform/form-pl/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'x\nerror unexpected', languageCode: 'pl\n', branchCode: 'PL', brand: 'pl', name: 'email', value: 'a\nb' }),
    });
    await response.arrayBuffer();
    await (await fetch(`${origin}/realform/form-pl/new-login`, { method: 'POST', headers: { 'content-type': 'text/plain\u0085x' }, body: 'x\n' })).arrayBuffer();
    await flushed();
    for (const line of physicalLines()) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('gives each request its own id', async () => {
    written = '';
    for (let i = 0; i < 3; i++) await (await fetch(`${origin}/healthz`)).arrayBuffer();
    await flushed();
    const ids = physicalLines().map((line) => (JSON.parse(line) as { id?: string }).id);
    expect(new Set(ids).size).toBe(3);
  });

  it('keeps personal data out of the access line (the redaction applies to paths too)', async () => {
    written = '';
    await (await fetch(`${origin}/onboarding/jan.kowalski@example.com/${'a'.repeat(43)}`)).arrayBuffer();
    await flushed();
    expect(written).not.toContain('jan.kowalski@example.com');
    expect(written).not.toContain('a'.repeat(43));
  });
});
