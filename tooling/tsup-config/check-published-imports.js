#!/usr/bin/env node
// @ts-check
/**
 * Fails when a published package's built files (dist/**.js and dist/**.d.ts) import a package it does not declare:
 * every bare specifier must be a Node built-in, the package itself, or one of its `dependencies` /
 * `peerDependencies`. It catches what publint and attw let through inside the workspace, where every package
 * resolves: a declaration that still names the private `@repo/react-primitives` (rollup-plugin-dts does not
 * inline a source package's types), or a bundled module left external, would break a broker team's install.
 *
 * Run from the package's folder after its build: `check-published-imports`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';

/** Static imports and re-exports (`import … from 'x'`, `export … from 'x'`, `import 'x'`), at the start of a line as bundlers write them. */
const STATIC_IMPORT = /^\s*(?:import|export)\b(?:[^'";]*?\bfrom)?\s*['"]([^'"\n]+)['"]/gm;
/** Dynamic imports with a literal specifier. */
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** @param {string} specifier */
export function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * @param {string} source
 * @param {{ name: string; dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }} manifest
 * @returns {string[]} the undeclared specifiers
 */
export function undeclaredImports(source, manifest) {
  const declared = new Set([manifest.name, ...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
  const found = new Set();
  for (const match of [...source.matchAll(STATIC_IMPORT), ...source.matchAll(DYNAMIC_IMPORT)]) {
    const specifier = match[1];
    if (specifier.startsWith('.') || specifier.startsWith('/') || /^[a-z]+:/.test(specifier)) continue;
    if (builtinModules.includes(packageName(specifier))) continue;
    if (!declared.has(packageName(specifier))) found.add(specifier);
  }
  return [...found];
}

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* builtFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* builtFiles(path);
    else if (/\.(?:js|mjs|d\.ts|d\.mts)$/.test(entry.name)) yield path;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = JSON.parse(await readFile('package.json', 'utf8'));
  const problems = [];
  for await (const file of builtFiles('dist')) {
    for (const specifier of undeclaredImports(await readFile(file, 'utf8'), manifest)) {
      problems.push(`${relative('.', file)} imports '${specifier}', which ${manifest.name} does not declare in dependencies or peerDependencies`);
    }
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`ok   ${manifest.name}: its built files import only declared packages`);
}
