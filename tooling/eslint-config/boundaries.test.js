// @ts-check
// The boundary lint, run as the packages run it: ESLint's Node API with the package's own eslint.config.js, on a
// file of that package holding a deliberate wrong import.
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The `@repo/boundaries` messages ESLint reports for `code` as the file `path` (relative to the repository). */
async function boundaryErrors(/** @type {string} */ path, /** @type {string} */ code) {
  const packageDir = join(root, path.split('/').slice(0, 2).join('/'));
  const eslint = new ESLint({ cwd: packageDir });
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId === '@repo/boundaries').map((message) => message.message);
}

test('form-fields may not import the flow (it points the other way)', async () => {
  const errors = await boundaryErrors('packages/form-fields/src/Wrong.tsx', "import { mountOnboarding } from '@onboarding/flow';\nexport const x = mountOnboarding;\n");
  assert.equal(errors.length, 1);
  assert.match(errors[0] ?? '', /@onboarding\/form-fields may not import @onboarding\/flow/);
});

test('the widget imports no other package of ours, not even lazily', async () => {
  const errors = await boundaryErrors('packages/idscan-widget/src/Wrong.ts', "export const load = () => import('@onboarding/dictionaries');\n");
  assert.deepEqual(errors, ['@onboarding/idscan-widget may not import @onboarding/dictionaries: dependencies point one way (root README, "Layout"; allowed here: none of ours).']);
});

test('a package may not import an app', async () => {
  const errors = await boundaryErrors('packages/flow/src/Wrong.ts', "export { default } from '@apps/pl';\n");
  assert.match(errors[0] ?? '', /@onboarding\/flow may not import @apps\/pl/);
});

test('a deep import into another package fails, by name or by relative path', async () => {
  const byName = await boundaryErrors('packages/flow/src/Wrong.ts', "import { Button } from '@onboarding/form-fields/src/Button';\nexport { Button };\n");
  assert.match(byName[0] ?? '', /Deep import into @onboarding\/form-fields/);
  const byPath = await boundaryErrors('packages/flow/src/Wrong.ts', "import { Button } from '../../form-fields/src/Button';\nexport { Button };\n");
  assert.match(byPath[0] ?? '', /Relative import leaves @onboarding\/flow/);
});

test('the allowed direction and public subpaths pass', async () => {
  const code = "import { Button } from '@onboarding/form-fields';\nimport { LOCALES } from '@onboarding/dictionaries';\nimport { ScanWidget } from '@onboarding/idscan-widget/react';\nexport { Button, LOCALES, ScanWidget };\n";
  assert.deepEqual(await boundaryErrors('packages/flow/src/Right.tsx', code), []);
  // A test of tracking checks its payloads against the server contract; its code may not.
  const contract = "import { writeAnalyticsRequestSchema } from '@onboarding/realform-api';\nexport { writeAnalyticsRequestSchema };\n";
  assert.deepEqual(await boundaryErrors('packages/tracking/src/contract.test.ts', contract), []);
  assert.equal((await boundaryErrors('packages/tracking/src/send.ts', contract)).length, 1);
});

test('a hand-made copy of the useDomId primitive fails; the primitive itself passes', async () => {
  const copy = "import { useId } from 'react';\nexport const useInputId = () => useId().replace(/[^a-zA-Z0-9_-]/g, '');\n";
  const eslint = new ESLint({ cwd: join(root, 'packages/form-fields') });
  const [result] = await eslint.lintText(copy, { filePath: join(root, 'packages/form-fields/src/Wrong.ts') });
  assert.match(result?.messages.find((message) => message.ruleId === 'no-restricted-syntax')?.message ?? '', /useDomId/);
  const primitives = new ESLint({ cwd: join(root, 'tooling/react-primitives') });
  const [own] = await primitives.lintText(copy, { filePath: join(root, 'tooling/react-primitives/src/useDomId.ts') });
  assert.deepEqual(own?.messages.filter((message) => message.ruleId === 'no-restricted-syntax'), []);
});
