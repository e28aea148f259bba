// The published files as a host gets them (issue 19 item 3): what dist/ holds after `pnpm build`. The package's
// turbo.json makes `test` depend on its `build`; run `pnpm build` first when running this file alone.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInThisContext } from 'node:vm';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

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
    expect(Object.keys(pkg.exports)).toEqual(['.', './core', './react', './mount', './testing', './styles.css', './package.json']);
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

  it("./react starts with a 'use client' directive (React Server Components render it on the client); the others do not", () => {
    expect(read('react.js')).toMatch(/^'use client';\n/);
    for (const file of ['index.js', 'core.js', 'mount.js', 'testing.js']) expect(read(file)).not.toMatch(/^['"]use client['"]/);
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
  type Global = { version: string; mount: (target: string, options: object) => { unmount(): void; widget: { options: { faceModelUrl?: string } } } };

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is one classic script with the production builds of React inside, nothing for a CSP to refuse, and its files beside it', () => {
    const code = read('idscan-widget.global.js');
    expect(code).toMatch(/^(\/\*[\s\S]*?\*\/\s*)?"use strict";var IdscanWidget=\(\(\)=>/);
    // React's production build formats its errors by number; its development build has none of that.
    expect(code).toContain('Minified React error #');
    expect(code).not.toMatch(/process\.env|import\.meta|\beval\(|new Function\(/);
    // No chunks: the import()s left are face-api's, from the model folder (a template) and the package name, which
    // global.ts never uses.
    expect([...code.matchAll(/\bimport\(([^)]*)\)/g)].map((match) => match[1]).sort()).toEqual(['"@vladmandic/face-api"', expect.stringMatching(/^`\$\{[\w$]+\}\$\{[\w$]+\}`$/)]);
    for (const file of ['frameWorker.js', 'styles.css', 'face-model/face-api.esm.js', 'face-model/tiny_face_detector_model-weights_manifest.json', 'face-model/face_landmark_68_tiny_model.bin']) {
      expect(existsSync(join(dist, file)), file).toBe(true);
    }
    // The worker is one self-contained module: it imports nothing a host would have to copy too.
    expect(read('frameWorker.js')).not.toMatch(/^import\s|from\s*["']\.\//m);
  });

  it('runs from a script tag: window.IdscanWidget.mount shows the widget in German, the face model found beside the script', async () => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
    try {
      // As the browser runs a classic script (a Script, not an eval: its top-level `var IdscanWidget` is global).
      runInThisContext(read('idscan-widget.global.js'), { filename: SCRIPT_URL });
    } finally {
      delete (document as { currentScript?: unknown }).currentScript;
    }
    const widget = (globalThis as unknown as { IdscanWidget: Global }).IdscanWidget;
    expect(widget.version).toBe(pkg.version);

    document.body.innerHTML = '<main><div id="identity"></div></main>';
    const mounted = widget.mount('#identity', { ...options, locale: 'de' });
    expect(mounted.widget.options.faceModelUrl).toBe('https://host.example/static/idscan/face-model/');
    await waitFor(() => expect(document.querySelector('#identity .idscan')).toHaveAttribute('lang', 'de'));
    expect(await screen.findByRole('heading', { name: 'Laden Sie die Vorderseite Ihres Ausweisdokuments hoch' })).toBeInTheDocument();
    mounted.unmount();
    expect(document.querySelector('#identity')).toBeEmptyDOMElement();

    // A host's own folder for the face model, relative to its page.
    document.body.innerHTML = '<div id="identity"></div>';
    const elsewhere = widget.mount('#identity', { ...options, faceModelUrl: '/models/face/' });
    expect(elsewhere.widget.options.faceModelUrl).toBe(new URL('/models/face/', document.baseURI).href);
    elsewhere.unmount();
  });
});
