import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createRealformClient, memoryTokenStore } from '@onboarding/realform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';

// Issue 21 item 1: the brand apps' files go over the wire compressed — the build writes a Brotli and a gzip file next
// to every compressible asset (tooling/tsup-config/precompress.js) and the server answers the one the browser accepts,
// with `content-encoding` and `vary: accept-encoding`; the page itself is compressed as it is sent; public JSON lists
// above a kilobyte are compressed too.

let t: Awaited<ReturnType<typeof startTestServer>>;
let root: string;
const SCRIPT = `export const steps = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ step: `step-${i}`, label: 'Your personal details' })))};`;
const PAGE = `<!doctype html><html lang="pl"><head><title>PL app</title></head><body>${'<p>Otwórz rachunek</p>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'realform-compression-'));
  const pl = join(root, 'pl');
  await mkdir(join(pl, 'assets'), { recursive: true });
  await writeFile(join(pl, 'index.html'), PAGE);
  await writeFile(join(pl, 'assets', 'index-B1a2C3d4.js'), SCRIPT);
  await writeFile(join(pl, 'assets', 'index-B1a2C3d4.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(pl, 'assets', 'index-B1a2C3d4.js.gz'), gzipSync(SCRIPT));
  // A file the build did not compress (too small to gain): sent as it is, whatever the browser accepts.
  await writeFile(join(pl, 'assets', 'tiny-A1b2C3d4.css'), 'a{b:c}');
  await writeFile(join(pl, 'assets', 'desktop-C9x8Y7z6.webm'), Buffer.from(Array.from({ length: 100 }, (_, i) => i)));
  t = await startTestServer({ apps: { pl, eu: join(root, 'eu-missing') } });
});

afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string) => t.fetch(`http://localhost${path}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('built assets', () => {
  it('answers the Brotli file to a browser that accepts br, with its own content type and vary', async () => {
    const response = await get('/static/pl/assets/index-B1a2C3d4.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(response);
    expect(body.byteLength).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('answers the gzip file to a browser that accepts gzip only', async () => {
    const response = await get('/static/pl/assets/index-B1a2C3d4.js', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(response)).toString()).toBe(SCRIPT);
  });

  it.each([[undefined], ['identity'], ['br;q=0, gzip;q=0']])('answers the file itself when the browser accepts no compression (%s)', async (accept) => {
    const response = await get('/static/pl/assets/index-B1a2C3d4.js', accept ?? '');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await bytes(response)).toString()).toBe(SCRIPT);
  });

  it('answers a file the build did not compress as it is', async () => {
    const response = await get('/static/pl/assets/tiny-A1b2C3d4.css', 'br, gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('a{b:c}');
  });

  it('never names the compressed files themselves as assets of their own type', async () => {
    const response = await get('/static/pl/assets/index-B1a2C3d4.js.br');
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('answers media uncompressed, in byte ranges', async () => {
    const response = await t.fetch('http://localhost/static/pl/assets/desktop-C9x8Y7z6.webm', { headers: { 'accept-encoding': 'br, gzip', range: 'bytes=0-9' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});

describe('pages', () => {
  it('sends the page compressed with Brotli, gzip or not at all, as the browser accepts', async () => {
    const br = await get('/onboarding/', 'gzip, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(await bytes(br)).toString()).toContain('Otwórz rachunek');
    const gzip = await get('/onboarding/', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toContain('PL app');
    const plain = await get('/onboarding/', '');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('PL app');
  });
});

describe('public JSON lists', () => {
  it('sends a translation list under a kilobyte as it is (compressing it would save less than its headers cost)', async () => {
    const response = await get('/realform/i18n/pl/sourceEarnings.json', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(((await response.json()) as Array<{ value: string }>)[0]?.value).toBe('EMPLOYMENT');
  });

  it('sends get-dictionaries-list (the tax offices, countries, prefixes: over 50 KB) compressed, at a fraction of its size', async () => {
    const sizes: Array<{ encoding: string | null; wire: number; json: number }> = [];
    // The page's client through a browser's network stack: it asks for compression and reads the answer decompressed.
    const browserFetch = async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init);
      request.headers.set('accept-encoding', 'gzip, deflate, br');
      const response = await t.fetch(request);
      const wire = await bytes(response);
      const encoding = response.headers.get('content-encoding');
      const json = encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire;
      if (request.url.endsWith('/get-dictionaries-list')) sizes.push({ encoding, wire: wire.byteLength, json: json.byteLength });
      const headers = new Headers(response.headers);
      headers.delete('content-encoding');
      return new Response(json, { status: response.status, headers });
    };
    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore: memoryTokenStore(), fetch: browserFetch });
    const answer = await client.call('getDictionariesList', {});
    expect(answer.taxOfficeList).toHaveLength(400);
    expect(sizes).toHaveLength(1);
    expect(sizes[0]?.encoding).toBe('br');
    expect(sizes[0]?.json).toBeGreaterThan(50_000);
    expect(sizes[0]!.wire).toBeLessThan(sizes[0]!.json / 4);
  });
});
