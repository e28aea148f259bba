import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../src/http/AppEnv';
import { serveStorybook, workspaceStorybookDir } from '../src/static/serveStorybook';
import { startTestServer } from './harness';

// Issue 22 item 5: `pnpm start` serves the static Storybook build at /storybook/, with a policy of its own.
let t: Awaited<ReturnType<typeof startTestServer>>;
let root: string;

// As Storybook's build writes them: the manager's page sets its globals in an inline script, the preview's imports its
// modules from one.
const MANAGER_SCRIPT = "\n      window['CONFIG_TYPE'] = \"PRODUCTION\";\n    ";
const PREVIEW_SCRIPT = "\n      import './sb-preview/runtime.js';\n    ";
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'realform-storybook-'));
  const storybook = join(root, 'storybook-static');
  await mkdir(join(storybook, 'assets'), { recursive: true });
  await writeFile(join(storybook, 'index.html'), `<!doctype html><title>storybook - Storybook</title><div id="root"></div><script>${MANAGER_SCRIPT}</script><script type="module" src="./sb-manager/runtime.js"></script>`);
  await writeFile(join(storybook, 'iframe.html'), `<!doctype html><title>Storybook</title><script type="module">${PREVIEW_SCRIPT}</script>`);
  await writeFile(join(storybook, 'index.json'), '{"v":5,"entries":{}}');
  await writeFile(join(storybook, 'mockServiceWorker.js'), "const PACKAGE_VERSION = '2.15.0'");
  await writeFile(join(storybook, 'assets', 'iframe-B1a2C3d4.js'), 'export {};');
  await writeFile(join(storybook, 'assets', 'iframe-B1a2C3d4.js.map'), '{}');
  await writeFile(join(root, 'outside.txt'), 'not served');
  const apps = { pl: join(root, 'pl-missing'), storybook };
  t = await startTestServer({ apps });
});

afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

const get = (path: string) => t.fetch(`http://localhost${path}`);

describe('/storybook/ (issue 22)', () => {
  it('answers with the Storybook index, its inline script allowed by hash and framing of its preview by itself only', async () => {
    const response = await get('/storybook/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<title>storybook - Storybook</title>');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${hashOf(MANAGER_SCRIPT)}`);
    expect(policy).toContain("frame-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("worker-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('redirects /storybook to /storybook/, so the build\'s relative links resolve', async () => {
    const response = await get('/storybook');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/storybook/');
  });

  it('gives the preview page the hash of its own inline script', async () => {
    const response = await get('/storybook/iframe.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' ${hashOf(PREVIEW_SCRIPT)}`);
  });

  it('serves the story index, the Mock Service Worker script and hashed assets with their types', async () => {
    const index = await get('/storybook/index.json');
    expect(index.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await index.json()).toEqual({ v: 5, entries: {} });
    const worker = await get('/storybook/mockServiceWorker.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const asset = await get('/storybook/assets/iframe-B1a2C3d4.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the product\'s policy everywhere else: no framing, no inline script', async () => {
    const page = await get('/onboarding/');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('sha256-');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('serves nothing outside the build, and 404 for what it does not have', async () => {
    expect((await get('/storybook/..%2Foutside.txt')).status).toBe(404);
    expect((await get('/storybook/%2e%2e/outside.txt')).status).toBe(404);
    expect((await get('/storybook/missing.js')).status).toBe(404);
  });
});

describe('without a Storybook build', () => {
  it('answers 503 with the command that builds it', async () => {
    const app = new Hono<AppEnv>();
    serveStorybook(app, join(tmpdir(), 'realform-no-storybook-build'));
    const response = await app.request('/storybook/');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('pnpm turbo run build --filter=@apps/storybook');
  });

  it('answers 404 in production (the container has none), naming no command and no path of the server', async () => {
    const app = new Hono<AppEnv>();
    serveStorybook(app, join(tmpdir(), 'realform-no-storybook-build'), { production: true });
    for (const path of ['/storybook/', '/storybook/index.json']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toMatch(/pnpm|build|storybook-static/i);
    }
  });

  it('looks for the workspace\'s build beside the brand apps', () => {
    expect(workspaceStorybookDir(join('/repo', 'apps', 'pl', 'dist'))).toBe(join('/repo', 'apps', 'storybook', 'storybook-static'));
    expect(workspaceStorybookDir(undefined)).toBeUndefined();
  });
});
