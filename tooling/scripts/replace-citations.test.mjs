// node --test tooling/scripts/replace-citations.test.mjs
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { MAPPING, missingAnchors, outsideReferences, resolve, rewrite, slugify } from './replace-citations.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const code = (text, filePath = 'packages/flow/src/example.ts') => rewrite(text, { filePath }).text;
const markdown = (text, filePath = 'packages/flow/README.md') => rewrite(text, { filePath }).text;

describe('the mapping', () => {
  it('covers every section of both specifications and of the design document', () => {
    for (const spec of ['S0', 'S1']) {
      for (let section = 1; section <= 9; section += 1) assert.ok(MAPPING[spec][section], `${spec} §${section}`);
    }
    for (let section = 1; section <= 8; section += 1) assert.ok(MAPPING.DESIGN[section], `DESIGN §${section}`);
  });

  it('points only at docs files and headings that exist', () => {
    assert.deepEqual(missingAnchors(root), []);
  });

  it('picks the subsection from a quoted phrase, else from the rest of the line', () => {
    assert.equal(resolve('S0', 3, { quote: 'Local storage: the session token' }).anchor, 'local-storage-and-cookies');
    assert.equal(resolve('S0', 2, { quote: 'Locale and base path' }).file, 'docs/spec/flow/routes.md');
    assert.equal(resolve('S0', 5, { after: ': day max 2, year max 4' }).anchor, 'dates');
    assert.equal(resolve('S0', 5, {}).anchor, '');
  });

  it('slugs headings the way GitHub anchors them', () => {
    assert.equal(slugify('Reason for no TIN'), 'reason-for-no-tin');
    assert.equal(slugify('E-mail confirmation'), 'e-mail-confirmation');
    assert.equal(slugify('Client-zone login'), 'client-zone-login');
  });
});

describe('rewriting code', () => {
  it('turns a citation in a comment into a repository path with an anchor', () => {
    assert.equal(code('// S0 §5: day max 2, year max 4'), '// docs/spec/flow/validation.md#dates: day max 2, year max 4');
  });

  it('rewrites every section of a list, a range and a citation without a space', () => {
    assert.equal(code('x (S1 §4, §8)'), 'x (docs/spec/widget/states.md, docs/spec/widget/errors.md)');
    assert.equal(
      code('rules (S0 §3–§5)'),
      'rules (docs/spec/flow/entities.md, docs/spec/flow/states.md, docs/spec/flow/validation.md)',
    );
    assert.equal(code('S0§6'), 'docs/spec/flow/overview.md#roles-and-permissions');
    assert.equal(code('(S0 §2.3)'), '(docs/spec/flow/screens.md)');
  });

  it('reads each section of a list with its own quoted phrase', () => {
    assert.equal(
      code('(S0 §2 "errorsReport / accountOpen / goToClientZone", §4 "Client zone login", §7)'),
      '(docs/spec/flow/screens.md#client-zone-login "errorsReport / accountOpen / goToClientZone", ' +
        'docs/spec/flow/states.md#client-zone-login "Client zone login", docs/spec/flow/calls.md)',
    );
  });

  it('gives a list of sections the words after its last section', () => {
    assert.equal(
      code("plus S0 §5/§8's blank feed (every pixel zero)"),
      "plus docs/spec/flow/validation.md#blank-camera-feed/docs/spec/flow/errors.md#camera's blank feed (every pixel zero)",
    );
  });

  it('sends the design document’s security rules to the security page', () => {
    assert.equal(code('// DESIGN.md §4 "stored under generated names"'), '// docs/security.md#uploads "stored under generated names"');
    assert.equal(code('/** DESIGN §4: at most 5 wrong tries */'), '/** docs/security.md#one-time-codes: at most 5 wrong tries */');
  });

  it('keeps a citation broken over two comment lines in the comment', () => {
    assert.equal(
      code(' * from the top of the new screen (DESIGN\n * §5). Only when focus was in the widget'),
      ' * from the top of the new screen (\n * docs/architecture.md#accessibility). Only when focus was in the widget',
    );
  });

  it('names a specification cited without a section, capitalised at the start of a sentence', () => {
    assert.equal(code("// S0's codes as values"), "// The flow spec's codes as values");
    assert.equal(code('(S0 route errorsReport)'), '(the flow spec route errorsReport)');
    assert.equal(code('the sizes S1 gives'), 'the sizes the widget spec gives');
  });

  it('leaves other documents’ sections and the in-repository ../shared imports alone', () => {
    const icao = '/** ICAO 9303 part 3 §4.9: weights 7, 3, 1 */';
    assert.equal(code(icao), icao);
    const imports = "import { useGoToStep } from '../shared/useGoToStep';";
    assert.equal(code(imports), imports);
  });

  it('maps the design document and the seeds by path', () => {
    assert.equal(code('// see ../shared/DESIGN.md'), '// see docs/architecture.md');
    assert.equal(code('# the registry has no signatures (TOOLCHAIN.md)'), '# the registry has no signatures (docs/toolchain.md)');
  });
});

describe('rewriting Markdown', () => {
  it('writes a relative link with the section’s heading as its text', () => {
    assert.equal(
      markdown('The calls (S0 §7).'),
      'The calls ([flow spec: calls](../../docs/spec/flow/calls.md)).',
    );
    assert.equal(
      markdown('Keys (S0 §3 "Local storage").', 'apps/pl/README.md'),
      'Keys ([flow spec: entities › Local storage and cookies](../../docs/spec/flow/entities.md#local-storage-and-cookies) "Local storage").',
    );
  });

  it('writes a plain path inside code spans and fenced blocks', () => {
    assert.equal(markdown('cited as `S0 §5` here'), 'cited as `docs/spec/flow/validation.md` here');
    assert.equal(markdown('```ts\n// S1 §9\n```'), '```ts\n// docs/spec/widget/constants.md\n```');
  });

  it('links a file path relative to the Markdown file', () => {
    assert.equal(markdown('See ../shared/DESIGN.md.', 'README.md'), 'See [docs/architecture.md](docs/architecture.md).');
  });
});

describe('--check', () => {
  it('reports the lines that still cite outside the repository, and none after the rewrite', () => {
    const text = 'a\n// S0 §5: rule\n * (DESIGN\n * §5)\n// ICAO 9303 part 3 §4.9\n// per S1 too';
    assert.deepEqual(outsideReferences(text), [2, 3, 4, 6]);
    assert.deepEqual(outsideReferences(code(text)), []);
  });
});
