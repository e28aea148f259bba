import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';

let t: Awaited<ReturnType<typeof startTestServer>>;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'realform-static-'));
  const pl = join(root, 'pl');
  await mkdir(join(pl, 'assets'), { recursive: true });
  await writeFile(join(pl, 'index.html'), '<!doctype html><title>PL app</title>');
  await writeFile(join(pl, 'assets', 'index-B1a2C3d4.js'), 'export const brand = "pl";');
  await writeFile(join(pl, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(pl, 'assets', 'desktop-C9x8Y7z6.webm'), Buffer.from(Array.from({ length: 100 }, (_, i) => i)));
  await writeFile(join(pl, '.env'), 'SECRET=1');
  await writeFile(join(root, 'outside.txt'), 'not served');
  // The international app is deliberately not built.
  t = await startTestServer({ apps: { pl, eu: join(root, 'eu-missing') } });
});

afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

const get = (path: string) => t.fetch(`http://localhost${path}`);

describe('pages', () => {
  it('redirects / to the Polish onboarding', async () => {
    const response = await get('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/onboarding/');
  });

  it.each(['/onboarding/', '/onboarding', '/onboarding/confirm-phone', '/ru/onboarding/login', '/ua/onboarding/currency', '/lt/onboarding/'])(
    'answers %s with the Polish app (deep links survive a reload)',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await response.text()).toContain('PL app');
    },
  );

  it('answers HEAD for a page without a body', async () => {
    const response = await t.fetch('http://localhost/onboarding/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('answers an international page with 503 and how to build it while its app is missing', async () => {
    const response = await get('/eu-en/onboarding/currency');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('pnpm --filter @apps/eu build');
  });

  it('does not treat other paths as pages', async () => {
    expect((await get('/onboarding-old/')).status).toBe(404);
    expect((await get('/pol/onboarding/')).status).toBe(404);
    expect((await get('/eu-eng/onboarding/')).status).toBe(404);
  });
});

describe('static files', () => {
  it('serves a hashed asset with its content type, cached for a year', async () => {
    const response = await get('/static/pl/assets/index-B1a2C3d4.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('brand');
  });

  it('serves an unhashed file for revalidation', async () => {
    const response = await get('/static/pl/favicon.svg');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    '/static/pl/assets/missing.js',
    '/static/pl/.env',
    '/static/pl/%2e%2e/outside.txt',
    '/static/pl/..%2foutside.txt',
    '/static/pl/assets/%00.js',
    '/static/eu/index.html',
    '/static/xx/index.html',
  ])('answers %s with 404', async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});

// The entry screen's intro video (docs/spec/flow/screens.md#newaccount): Safari plays a video only from a server that answers byte ranges.
describe('media files answer byte ranges', () => {
  const video = '/static/pl/assets/desktop-C9x8Y7z6.webm';
  const bytes = async (response: Response) => [...new Uint8Array(await response.arrayBuffer())];

  it('answers the whole video with its type, cached for a year, saying ranges are accepted', async () => {
    const response = await get(video);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/webm');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect((await bytes(response)).length).toBe(100);
  });

  it.each([
    ['bytes=0-1', '0-1/100', [0, 1]],
    ['bytes=98-', '98-99/100', [98, 99]],
    ['bytes=-2', '98-99/100', [98, 99]],
    ['bytes=97-500', '97-99/100', [97, 98, 99]],
  ])('answers %s with 206 and exactly those bytes', async (range, contentRange, expected) => {
    const response = await t.fetch(`http://localhost${video}`, { headers: { Range: range } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${contentRange}`);
    expect(await bytes(response)).toEqual(expected);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const response = await t.fetch(`http://localhost${video}`, { headers: { Range: 'bytes=100-' } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */100');
  });

  it.each(['bytes=0-1,5-6', 'items=0-1', 'bytes=5-2', 'bytes=abc', 'bytes=-'])('ignores the unreadable or multiple range %s (the whole file, never a 500)', async (range) => {
    const response = await t.fetch(`http://localhost${video}`, { headers: { Range: range } });
    expect(response.status).toBe(200);
    expect((await bytes(response)).length).toBe(100);
  });

  it('does not answer ranges of other files', async () => {
    const response = await t.fetch('http://localhost/static/pl/favicon.svg', { headers: { Range: 'bytes=0-1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBeNull();
  });
});

describe('health', () => {
  it('answers ok once the migrations ran', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
