import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandSettingsSchema, type Brand, type BrandSettings, type Localized } from '@onboarding/realform-api';
import * as v from 'valibot';

/**
 * Brand settings a broker sets without rebuilding (issue 16, README "Brand settings"): one JSON file per brand, read
 * once at start-up, validated with `brandSettingsSchema`. A wrong file stops the start with one message that names
 * the file, each wrong field (dotted, `documents[0].url`) and what is wrong with it.
 */

const BRANDS = ['pl', 'eu'] as const satisfies readonly Brand[];

/** The environment variable naming each brand's settings file. */
export const BRAND_SETTINGS_VARIABLES: Record<Brand, string> = { pl: 'BRAND_SETTINGS_PL', eu: 'BRAND_SETTINGS_EU' };

/** At most this many problems are listed; the rest are counted. */
const MAX_PROBLEMS = 12;

/**
 * The directory holding the settings shipped with the server (`brands/{brand}/settings.json` beside `src/` and
 * `dist/`), found from this module whether it runs from the sources or from a bundle in `dist/`.
 */
export function shippedBrandsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 4; up++) {
    const candidate = join(dir, 'brands');
    if (existsSync(join(candidate, 'pl', 'settings.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`The brand settings shipped with the server (brands/pl/settings.json) were not found above ${fileURLToPath(import.meta.url)}.`);
}

/** One thing wrong in a settings file: the dotted field (empty for the file as a whole) and what is wrong. */
export interface BrandSettingsProblem {
  field: string;
  message: string;
}

/**
 * A brand's settings file is missing, is not JSON, or does not match the settings (README "Brand settings"). The
 * server does not start: `dist/main.js` prints the message and exits 1.
 */
export class BrandSettingsError extends Error {
  override readonly name = 'BrandSettingsError';
  constructor(
    /** The settings file, as an absolute path. */
    readonly file: string,
    readonly problems: readonly BrandSettingsProblem[],
    /** The environment variable that named the file, when one did. */
    readonly variable?: string,
  ) {
    const listed = problems.slice(0, MAX_PROBLEMS).map((problem) => `  - ${problem.field ? `${problem.field}: ` : ''}${problem.message}`);
    if (problems.length > MAX_PROBLEMS) listed.push(`  … and ${problems.length - MAX_PROBLEMS} more`);
    super(
      [
        `The brand settings file ${file}${variable ? ` (${variable})` : ''} is wrong, so the server does not start:`,
        ...listed,
        `Correct the file (see "Brand settings" in apps/realform-server/README.md)${variable ? `, or unset ${variable} to use the shipped settings` : ''}.`,
      ].join('\n'),
    );
  }
}

/** A value as JSON, cut short: for "got …" in a message (settings are public, no secret is ever in them). */
function shown(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** `documents[0].url.en` from a valibot issue path. */
function dottedPath(path: readonly { key: unknown }[] | undefined): string {
  let dotted = '';
  for (const item of path ?? []) {
    const key = item.key;
    if (typeof key === 'number') dotted += `[${key}]`;
    else dotted += dotted === '' ? String(key) : `.${String(key)}`;
  }
  return dotted;
}

function joinPath(parent: string, child: string): string {
  if (child === '') return parent;
  if (parent === '' || child.startsWith('[')) return `${parent}${child}`;
  return `${parent}.${child}`;
}

/** What a valibot type name means to someone writing JSON. */
function describeExpected(expected: string | null): string {
  switch (expected) {
    case 'string':
      return 'a JSON string';
    case 'Object':
      return 'an object';
    case 'Array':
      return 'a list ([…])';
    case '(string | Object)':
      return 'a string, or an object with one string per locale (and "default")';
    default:
      return expected ? expected.replace(/^\((.*)\)$/, '$1').replaceAll(' | ', ' or ') : 'something else';
  }
}

/** The known keys of the object a strict-object issue's path points into, for "not a setting; the settings are: …". */
function knownKeys(path: readonly { key: unknown }[] | undefined): string[] | undefined {
  let schema: v.GenericSchema | undefined = brandSettingsSchema as v.GenericSchema;
  for (const item of (path ?? []).slice(0, -1)) {
    schema = unwrap(schema);
    if (!schema) return undefined;
    if ('entries' in schema && typeof item.key === 'string') schema = (schema.entries as Record<string, v.GenericSchema>)[item.key];
    else if ('item' in schema && typeof item.key === 'number') schema = schema.item as v.GenericSchema;
    else return undefined;
  }
  schema = unwrap(schema);
  return schema && 'entries' in schema ? Object.keys(schema.entries as object) : undefined;
}

function unwrap(schema: v.GenericSchema | undefined): v.GenericSchema | undefined {
  let current = schema;
  // optional(...) wraps, pipe(...) keeps the base schema's own shape.
  while (current && 'wrapped' in current) current = current.wrapped as v.GenericSchema;
  return current;
}

type Issue = v.BaseIssue<unknown>;

/** A problem before it is worded: its reasons, and the value they are about. */
interface RawProblem {
  field: string;
  reasons: string[];
  input: unknown;
}

/** valibot's own wording of a type or key mismatch (schemas with a message of their own say it better). */
const GENERIC_SCHEMA_MESSAGE = /^Invalid (?:type|key):/;

/** The problems of one valibot issue, in the words of someone editing the JSON file. */
function problemsOf(issue: Issue, parentPath = ''): RawProblem[] {
  const field = joinPath(parentPath, dottedPath(issue.path as { key: unknown }[] | undefined));
  // A value that may take two shapes (a string or one per locale; an image URL or a file): report what went wrong
  // in the shapes that got past the type check, else that it is neither shape.
  if (issue.type === 'union' && issue.issues && issue.issues.length > 0) {
    const specific = issue.issues.filter((inner) => inner.kind !== 'schema' || (inner.path?.length ?? 0) > 0);
    if (specific.length > 0) {
      const byField = new Map<string, RawProblem>();
      for (const problem of specific.flatMap((inner) => problemsOf(inner, field))) {
        const known = byField.get(problem.field);
        if (known) known.reasons.push(...problem.reasons.filter((reason) => !known.reasons.includes(reason)));
        else byField.set(problem.field, problem);
      }
      return [...byField.values()];
    }
  }
  if (issue.kind === 'schema' && GENERIC_SCHEMA_MESSAGE.test(issue.message)) {
    if (issue.type === 'strict_object' && issue.expected === 'never') {
      const keys = knownKeys(issue.path as { key: unknown }[] | undefined);
      return [{ field, reasons: [`is not a setting${keys ? ` here (the settings are: ${keys.join(', ')})` : ''}`], input: undefined }];
    }
    if (issue.input === undefined && issue.expected?.startsWith('"')) return [{ field, reasons: ['is required'], input: undefined }];
    return [{ field, reasons: [`must be ${describeExpected(issue.expected)}`], input: issue.input }];
  }
  return [{ field, reasons: [issue.message], input: issue.input }];
}

/** The problems of a parse, one per field (a URL that is both malformed and not https gets the first reason). */
function problemsOfIssues(issues: readonly Issue[]): BrandSettingsProblem[] {
  const seen = new Set<string>();
  const problems: BrandSettingsProblem[] = [];
  for (const problem of issues.flatMap((issue) => problemsOf(issue))) {
    if (seen.has(problem.field)) continue;
    seen.add(problem.field);
    const got = problem.input === undefined ? '' : `, got ${shown(problem.input)}`;
    problems.push({ field: problem.field, message: `${problem.reasons.join(', or ')}${got}` });
  }
  return problems;
}

/**
 * Where JSON text first goes wrong (the offset of the first character that cannot be there), or the text's length
 * when it ends too soon. JSON.parse on Node 20 often says what but not where.
 */
export function jsonErrorOffset(text: string): number {
  let at = 0;
  const fail = (): never => {
    throw at;
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at++;
  };
  const literal = (word: string) => {
    for (const char of word) {
      if (text[at] !== char) fail();
      at++;
    }
  };
  const string = () => {
    if (text[at] !== '"') fail();
    at++;
    while (at < text.length && text[at] !== '"') {
      const char = text[at]!;
      if (char < ' ') fail();
      if (char === '\\') {
        at++;
        if (text[at] === 'u') {
          for (let digit = 0; digit < 4; digit++) {
            at++;
            if (!/[0-9a-fA-F]/.test(text[at] ?? '')) fail();
          }
        } else if (at >= text.length || !'"\\/bfnrt'.includes(text[at]!)) fail();
      }
      at++;
    }
    if (at >= text.length) fail();
    at++;
  };
  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(at));
    if (!match) fail();
    at += match![0].length;
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === '{') {
      at++;
      space();
      if (text[at] === '}') return void at++;
      for (;;) {
        space();
        string();
        space();
        if (text[at] !== ':') fail();
        at++;
        value();
        space();
        if (text[at] === ',') at++;
        else if (text[at] === '}') return void at++;
        else fail();
      }
    }
    if (char === '[') {
      at++;
      space();
      if (text[at] === ']') return void at++;
      for (;;) {
        value();
        space();
        if (text[at] === ',') at++;
        else if (text[at] === ']') return void at++;
        else fail();
      }
    }
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    return number();
  };
  try {
    value();
    space();
    if (at < text.length) fail();
  } catch (offset) {
    if (typeof offset === 'number') return Math.min(offset, text.length);
    throw offset;
  }
  return text.length;
}

/** Line and column (1-based) of a character offset. */
function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  return { line, column: position - before.lastIndexOf('\n') };
}

/** JSON.parse's complaint with where it is: "line 3, column 19". */
function syntaxProblem(text: string, error: SyntaxError): BrandSettingsProblem {
  // Node quotes a stretch of the file in the message; the line and column say it better.
  const what = error.message.replace(/, "[\s\S]*" is not valid JSON$/, '').replace(/ in JSON at position \d+.*$/, '');
  const offset = jsonErrorOffset(text);
  const { line, column } = lineAndColumn(text, offset);
  const where = offset >= text.length ? `the file ends too soon, at line ${line}, column ${column}` : `at line ${line}, column ${column}`;
  return { field: '', message: `not valid JSON: ${what} (${where})` };
}

/** Every value of a {@link Localized} setting, with the field it came from. */
function localizedEntries(value: Localized | undefined, field: string): { field: string; value: string }[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [{ field, value }];
  return Object.entries(value).flatMap(([locale, text]) => (text === undefined ? [] : [{ field: `${field}.${locale}`, value: text }]));
}

const HTTP_URL = /^https?:\/\//i;

/** The files beside the settings file that the settings name: the documents' `file`s and award images that are not URLs. */
export function namedFiles(settings: BrandSettings): { field: string; value: string }[] {
  const documents = (settings.documents ?? []).flatMap((document, index) => localizedEntries(document.file, `documents[${index}].file`));
  const awards = (settings.awards ?? []).flatMap((award, index) =>
    award.image && !HTTP_URL.test(award.image) ? [{ field: `awards[${index}].image`, value: award.image }] : [],
  );
  return [...documents, ...awards];
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Reads and validates one brand's settings file; the files it names must exist beside it.
 * @throws BrandSettingsError when the file cannot be read, is not JSON, does not match the settings, or names a
 *   file that is not there
 */
export async function readBrandSettingsFile(file: string, variable?: string): Promise<BrandSettings> {
  const path = resolve(file);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'there is no such file' : code === 'EISDIR' ? 'it is a directory, not a file' : `it cannot be read (${code ?? String(error)})`;
    throw new BrandSettingsError(path, [{ field: '', message: why }], variable);
  }
  let json: unknown;
  try {
    // A byte-order mark is not JSON, but editors write one.
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new BrandSettingsError(path, [syntaxProblem(text, error as SyntaxError)], variable);
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new BrandSettingsError(path, [{ field: '', message: `the file must hold one JSON object ({ … }), got ${shown(json)}` }], variable);
  }
  const parsed = v.safeParse(brandSettingsSchema, json);
  if (!parsed.success) throw new BrandSettingsError(path, problemsOfIssues(parsed.issues), variable);

  const dir = dirname(path);
  const missing: BrandSettingsProblem[] = [];
  for (const named of namedFiles(parsed.output)) {
    const full = resolve(dir, named.value);
    if (!full.startsWith(dir + sep) || !(await isFile(full))) {
      missing.push({ field: named.field, message: `the file "${named.value}" is not there (looked for ${full})` });
    }
  }
  if (missing.length > 0) throw new BrandSettingsError(path, missing, variable);
  return parsed.output;
}

export interface LoadedBrandSettings {
  /** Each brand's validated settings. */
  settings: Record<Brand, BrandSettings>;
  /** The directory of each brand's settings file: `file` entries and award images are relative to it. */
  dirs: Record<Brand, string>;
  /** Each brand's settings file, absolute. */
  files: Record<Brand, string>;
}

/**
 * Both brands' settings, from the files `BRAND_SETTINGS_PL` and `BRAND_SETTINGS_EU` name (relative to `baseDir`),
 * else from the files shipped in `brands/{brand}/settings.json`.
 * @throws BrandSettingsError for the first brand whose file is wrong
 */
export async function loadBrandSettings(
  env: Readonly<Record<string, string | undefined>>,
  { baseDir = process.cwd(), shippedDir }: { baseDir?: string; shippedDir?: string } = {},
): Promise<LoadedBrandSettings> {
  const settings = {} as Record<Brand, BrandSettings>;
  const dirs = {} as Record<Brand, string>;
  const files = {} as Record<Brand, string>;
  for (const brand of BRANDS) {
    const variable = BRAND_SETTINGS_VARIABLES[brand];
    const named = env[variable]?.trim();
    const file = named ? resolve(baseDir, named) : join(shippedDir ?? shippedBrandsDir(), brand, 'settings.json');
    settings[brand] = await readBrandSettingsFile(file, named ? variable : undefined);
    files[brand] = file;
    dirs[brand] = dirname(file);
  }
  return { settings, dirs, files };
}
