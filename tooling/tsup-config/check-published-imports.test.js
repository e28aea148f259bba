// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { undeclaredImports } from './check-published-imports.js';

const manifest = { name: '@onboarding/form-fields', dependencies: { clsx: '^2' }, peerDependencies: { react: '^19', '@lingui/core': '^5' } };

test('a declaration naming the private react-primitives package is reported', () => {
  const declaration = "import { ModalProps as ModalProps$1 } from '@repo/react-primitives';\nimport { ReactNode } from 'react';\n";
  assert.deepEqual(undeclaredImports(declaration, manifest), ['@repo/react-primitives']);
});

test('declared packages, their subpaths, Node built-ins and relative chunks pass', () => {
  const code = [
    "import { jsx } from 'react/jsx-runtime';",
    "import {\n  i18n\n} from '@lingui/core';",
    "export { a } from './chunk-ABC.js';",
    "import { readFile } from 'node:fs/promises';",
    "import 'clsx';",
    "const locale = await import('./pl-XYZ.js');",
  ].join('\n');
  assert.deepEqual(undeclaredImports(code, manifest), []);
});

test('a dynamic import of an undeclared package is reported; strings that only mention "from" are not', () => {
  const code = "const x = 'taken from \\'elsewhere\\'';\nconst heic = await import('heic2any');\n";
  assert.deepEqual(undeclaredImports(code, manifest), ['heic2any']);
});
