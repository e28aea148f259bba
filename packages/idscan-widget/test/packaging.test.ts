// The published files as a host gets them (issue 19 item 3): what dist/ holds after `pnpm build`. The package's
// turbo.json makes `test` depend on its `build`; run `pnpm build` first when running this file alone.
import { LOCALES as PRODUCT_LOCALES, SOURCE_LOCALE } from '@repo/tsup-config/locales';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInThisContext } from 'node:vm';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
  exports: Record<string, string | { types: string; import: string }>;
  sideEffects: unknown;
  license: string;
  files: string[];
};

beforeAll(() => {
  if (!existsSync(join(dist, 'idscan-widget.global.js'))) throw new Error('dist/ has no script-tag build: run `pnpm build` in packages/idscan-widget first.');
});

/** Every bare module specifier the file imports statically, following its relative chunks. */
function staticImportsOf(file: string, seen = new Set<string>()): Set<string> {
  const specifiers = new Set<string>();
  if (seen.has(file)) return specifiers;
  seen.add(file);
  const code = read(file);
  for (const [, specifier] of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?['"]([^'"]+)['"]/g)) {
    if (!specifier) continue;
    // Declarations import their chunks as `./types-….js`: read the `.d.ts` beside it.
    const relative = file.endsWith('.d.ts') ? specifier.slice(2).replace(/\.js$/, '.d.ts') : specifier.slice(2);
    if (specifier.startsWith('./')) for (const inner of staticImportsOf(relative, seen)) specifiers.add(inner);
    else specifiers.add(specifier);
  }
  return specifiers;
}

describe('subpath exports', () => {
  it('every subpath names files the build made, and only CSS has side effects', () => {
    expect(Object.keys(pkg.exports)).toEqual(['.', './core', './react', './mount', './testing', './server', './styles.css', './package.json']);
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (subpath === './package.json') continue;
      for (const file of typeof target === 'string' ? [target] : [target.types, target.import]) expect(existsSync(join(root, file)), `${subpath}: ${file}`).toBe(true);
    }
    expect(pkg.sideEffects).toEqual(['*.css']);
  });

  it('./core imports no React, not even through a shared chunk or in its types', () => {
    const imports = [...staticImportsOf('core.js')];
    expect(imports).toContain('@lingui/core');
    expect(imports.filter((specifier) => /^(react|react-dom|@lingui\/react)(\/|$)/.test(specifier))).toEqual([]);
    // Nor do its types: a host without React needs no @types/react.
    expect([...staticImportsOf('core.d.ts')].filter((specifier) => /^(react|react-dom|@lingui\/react)(\/|$)/.test(specifier))).toEqual([]);
    // The React entries do import it (so the checks above can fail).
    expect([...staticImportsOf('react.js')]).toContain('react');
    expect([...staticImportsOf('react.d.ts')]).toContain('react');
  });

  it('./server (for a team\'s server) imports nothing — no React, no Lingui, no chunk — and runs in plain Node by its package name', () => {
    expect([...staticImportsOf('server.js')]).toEqual([]);
    expect(read('server.js')).not.toMatch(/\bimport\(|\brequire\(|\b(window|document|navigator|localStorage)\b/);
    // Its types need no @types/react either.
    expect([...staticImportsOf('server.d.ts')].filter((specifier) => /^(react|react-dom|@lingui\/react)(\/|$)/.test(specifier))).toEqual([]);
    // A Node process with no DOM imports the subpath as a host's server does (the package's own name resolves through
    // "exports") and checks a webhook signed with node:crypto as the scan server signs it.
    const script = `
      import { createHmac } from 'node:crypto';
      import * as server from '@onboarding/idscan-widget/server';
      const body = JSON.stringify({ id: 'd-1', type: 'journey.ended', data: { journeyId: 'j-1', highLevelResult: 'Passed' } });
      const t = 1795000000;
      const header = 't=' + t + ',v1=' + createHmac('sha256', 'whsec_test').update(t + '.' + body).digest('hex');
      const now = new Date(t * 1000);
      const good = await server.verifyWebhook({ payload: body, header, secret: 'whsec_test', now });
      const bad = await server.verifyWebhook({ payload: body, header, secret: 'whsec_other', now });
      console.log(JSON.stringify({ exports: Object.keys(server).sort(), dom: typeof document, good, bad }));
    `;
    const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' })) as Record<string, unknown>;
    expect(out).toEqual({
      exports: ['ScanApiError', 'WEBHOOK_DELIVERY_HEADER', 'WEBHOOK_SIGNATURE_HEADER', 'WEBHOOK_TOLERANCE_SECONDS', 'createSession', 'verifyWebhook'],
      dom: 'undefined',
      good: { ok: true, timestamp: 1795000000, event: { id: 'd-1', type: 'journey.ended', data: { journeyId: 'j-1', highLevelResult: 'Passed' } } },
      bad: { ok: false, reason: 'signature' },
    });
  });

  it("./react starts with a 'use client' directive (React Server Components render it on the client); the others do not", () => {
    expect(read('react.js')).toMatch(/^'use client';\n/);
    for (const file of ['index.js', 'core.js', 'mount.js', 'testing.js', 'server.js']) expect(read(file)).not.toMatch(/^['"]use client['"]/);
    // The source map still lines up: its first line (the directive) maps to nothing.
    expect((JSON.parse(read('react.js.map')) as { mappings: string }).mappings).toMatch(/^;/);
  });

  it('is published under the Apache 2.0 licence, with its text', () => {
    expect(pkg.license).toBe('Apache-2.0');
    expect(pkg.files).toContain('LICENSE');
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toMatch(/^Apache License\n\nVersion 2\.0, January 2004[\s\S]*END OF TERMS AND CONDITIONS\n?$/);
  });
});

describe('the script-tag build (dist/idscan-widget.global.js)', () => {
  const SCRIPT_URL = 'https://host.example/static/idscan/idscan-widget.global.js';
  const options = { backendUrl: 'https://scan.test/idscanenterprisesvc', token: 't'.repeat(20), journeyId: 'j-1' };
  type Mounted = { unmount(): void; setLocale(locale: string): Promise<void>; getState(): { locale: string }; widget: { options: { faceModelUrl?: string } } };
  type Global = { version: string; mount: (target: string, options: object) => Mounted };
  const LOCALES = PRODUCT_LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

  /** Runs the script as a page's `<script src="${SCRIPT_URL}">` does, afresh: its own module state each time. */
  function runScript(): Global {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
    try {
      // As the browser runs a classic script (a Script, not an eval: its top-level `var IdscanWidget` is global).
      runInThisContext(read('idscan-widget.global.js'), { filename: SCRIPT_URL });
    } finally {
      delete (document as { currentScript?: unknown }).currentScript;
    }
    return (globalThis as unknown as { IdscanWidget: Global }).IdscanWidget;
  }

  /**
   * The host's web server for the script's folder, https://host.example/static/idscan/ → dist/ (any other URL
   * answers 404), standing in for the page's fetch; it lists what was asked.
   */
  function serveDist(missing: string[] = []) {
    const folder = new URL('.', SCRIPT_URL).href;
    const server = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      const file = url.startsWith(folder) ? url.slice(folder.length) : null;
      if (!file || missing.includes(file) || !existsSync(join(dist, file))) return new Response('Not found', { status: 404 });
      return new Response(readFileSync(join(dist, file)), { headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', server);
    return server;
  }

  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is one classic script with the production build of ONE React (18.3) inside, nothing for a CSP to refuse, and its files beside it', () => {
    const code = read('idscan-widget.global.js');
    expect(code).toMatch(/^(\/\*[\s\S]*?\*\/\s*)?"use strict";var IdscanWidget=\(\(\)=>/);
    // React's production build formats its errors by number; its development build has none of that.
    expect(code).toContain('Minified React error #');
    expect(code).not.toMatch(/process\.env|import\.meta|\beval\(|new Function\(/);
    // What went in, by the source map: React, React DOM and the scheduler once each, all of React 18.3 (React DOM
    // 18's own `require('react')` included), and no React 19.
    const sources = (JSON.parse(read('idscan-widget.global.js.map')) as { sources: string[] }).sources;
    const packageOf = (source: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source.slice(source.lastIndexOf('node_modules/')))?.[1];
    const reactFiles = sources.filter((source) => ['react', 'react-dom', 'scheduler'].includes(packageOf(source) ?? ''));
    expect(reactFiles.filter((source) => source.endsWith('/index.js')).map(packageOf).sort()).toEqual(['react', 'react-dom', 'scheduler']);
    expect(reactFiles.filter((source) => source.endsWith('.production.min.js')).length).toBe(4);
    for (const source of reactFiles.filter((file) => packageOf(file) !== 'scheduler')) expect(source).toMatch(/\.pnpm\/react(-dom)?@18\.3\.\d+[_/]/);
    expect(code.match(/version:"(18\.3\.\d+)",rendererPackageName:"react-dom"/)).not.toBeNull();
    // No chunks: the import()s left are face-api's, from the model folder (a template) and the package name, which
    // global.ts never uses.
    expect([...code.matchAll(/\bimport\(([^)]*)\)/g)].map((match) => match[1]).sort()).toEqual(['"@vladmandic/face-api"', expect.stringMatching(/^`\$\{[\w$]+\}\$\{[\w$]+\}`$/)]);
    for (const file of ['frameWorker.js', 'styles.css', 'face-model/face-api.esm.js', 'face-model/tiny_face_detector_model-weights_manifest.json', 'face-model/face_landmark_68_tiny_model.bin']) {
      expect(existsSync(join(dist, file)), file).toBe(true);
    }
    // English is inside; the 13 other locales are JSON files in locales/ beside it (their texts are not in the script).
    expect(code).toContain('Upload the front of your identity document');
    expect(code).not.toContain('Laden Sie die Vorderseite Ihres Ausweisdokuments hoch');
    for (const locale of LOCALES) expect(Object.keys(JSON.parse(read(`locales/${locale}.json`)) as object).length, locale).toBeGreaterThan(100);
    expect(existsSync(join(dist, 'locales/en.json'))).toBe(false);
    // The worker is one self-contained module: it imports nothing a host would have to copy too.
    expect(read('frameWorker.js')).not.toMatch(/^import\s|from\s*["']\.\//m);
  });

  it('runs from a script tag: window.IdscanWidget.mount shows the widget in English with no request, the face model found beside the script', async () => {
    const server = serveDist();
    const widget = runScript();
    expect(widget.version).toBe(pkg.version);

    document.body.innerHTML = '<main><div id="identity"></div></main>';
    const mounted = widget.mount('#identity', options);
    expect(mounted.widget.options.faceModelUrl).toBe('https://host.example/static/idscan/face-model/');
    expect(await screen.findByRole('heading', { name: 'Upload the front of your identity document' })).toBeInTheDocument();
    expect(document.querySelector('#identity .idscan')).toHaveAttribute('lang', 'en');
    expect(server).not.toHaveBeenCalled();
    mounted.unmount();
    expect(document.querySelector('#identity')).toBeEmptyDOMElement();

    // A host's own folder for the face model, relative to its page.
    document.body.innerHTML = '<div id="identity"></div>';
    const elsewhere = widget.mount('#identity', { ...options, faceModelUrl: '/models/face/' });
    expect(elsewhere.widget.options.faceModelUrl).toBe(new URL('/models/face/', document.baseURI).href);
    elsewhere.unmount();
  });

  it('shows German after loading locales/de.json beside the script, and switches with setLocale', async () => {
    const server = serveDist();
    const widget = runScript();
    document.body.innerHTML = '<div id="identity"></div>';
    const mounted = widget.mount('#identity', { ...options, locale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Laden Sie die Vorderseite Ihres Ausweisdokuments hoch' })).toBeInTheDocument();
    expect(document.querySelector('#identity .idscan')).toHaveAttribute('lang', 'de');
    expect(server.mock.calls.map(([url]) => String(url))).toEqual(['https://host.example/static/idscan/locales/de.json']);

    await mounted.setLocale('fr');
    expect(await screen.findByRole('heading', { name: "Envoyez le recto de votre pièce d'identité" })).toBeInTheDocument();
    // Back to English (inside) and German (loaded once): no more requests.
    await mounted.setLocale('en');
    await mounted.setLocale('de');
    expect(await screen.findByRole('heading', { name: 'Laden Sie die Vorderseite Ihres Ausweisdokuments hoch' })).toBeInTheDocument();
    expect(server.mock.calls.map(([url]) => String(url))).toEqual(['https://host.example/static/idscan/locales/de.json', 'https://host.example/static/idscan/locales/fr.json']);
    mounted.unmount();
  });

  it('fetches the locale files from localesUrl, relative to the page', async () => {
    const server = vi.fn(async (input: RequestInfo | URL) => new Response(read(`locales/${String(input).split('/').pop()}`)));
    vi.stubGlobal('fetch', server);
    const widget = runScript();
    document.body.innerHTML = '<div id="identity"></div>';
    const mounted = widget.mount('#identity', { ...options, locale: 'pl', localesUrl: '/assets/idscan-texts' });
    expect(await screen.findByRole('heading', { name: 'Prześlij zdjęcie przedniej strony dokumentu tożsamości' })).toBeInTheDocument();
    expect(server.mock.calls.map(([url]) => String(url))).toEqual([new URL('/assets/idscan-texts/pl.json', document.baseURI).href]);
    mounted.unmount();
  });

  it('shows English and tells onError when the starting locale cannot be loaded; a failed setLocale keeps the locale', async () => {
    serveDist(['locales/de.json', 'locales/it.json']);
    const widget = runScript();
    const onError = vi.fn();
    document.body.innerHTML = '<div id="identity"></div>';
    const mounted = widget.mount('#identity', { ...options, locale: 'de', onError });
    expect(await screen.findByRole('heading', { name: 'Upload the front of your identity document' })).toBeInTheDocument();
    expect(document.querySelector('#identity .idscan')).toHaveAttribute('lang', 'en');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'unexpected', message: expect.stringMatching(/^The "de" texts could not be loaded from https:\/\/host\.example\/static\/idscan\/locales\/de\.json: HTTP 404\..* The widget shows in English\.$/) }),
    );

    onError.mockClear();
    await mounted.setLocale('it');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('locales/it.json: HTTP 404') }));
    expect(mounted.getState().locale).toBe('en');
    expect(screen.getByRole('heading', { name: 'Upload the front of your identity document' })).toBeInTheDocument();
    mounted.unmount();

    // Without onError, the console says it.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="identity"></div>';
    const quiet = widget.mount('#identity', { ...options, locale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Upload the front of your identity document' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'unexpected', message: expect.stringContaining('locales/de.json: HTTP 404') }));
    quiet.unmount();
  });
});
