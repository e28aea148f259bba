// @ts-check
/**
 * Package boundaries, enforced by lint (rule `@repo/boundaries`). The direction is the one of the root README's
 * "Layout": `dictionaries ← realform-api ← flow → form-fields → dictionaries`, `tracking ← flow → idscan-widget`,
 * apps → flow, server → realform-api + dictionaries; `tracking` and `idscan-widget` depend on no other package of
 * ours; nothing imports an app.
 *
 * Each file belongs to the workspace package whose package.json is nearest above it. The rule reports:
 * - an import of another `@onboarding/*` or `@apps/*` package that the importing package may not use
 *   (`ALLOWED_IMPORTS`; test files may also use `ALLOWED_IN_TESTS`);
 * - a deep import into another package: `@onboarding/x/src/…`, `@repo/x/dist/…`, anything under its `src`, `dist` or
 *   `node_modules` rather than an entry point its package.json exports;
 * - a relative import that leaves the importing package's folder (`../../form-fields/src/Button`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Which workspace packages of ours each package's code may import (its own name is always allowed). */
export const ALLOWED_IMPORTS = /** @type {const} */ ({
  '@onboarding/dictionaries': [],
  '@onboarding/realform-api': ['@onboarding/dictionaries'],
  '@onboarding/tracking': [],
  '@onboarding/form-fields': ['@onboarding/dictionaries'],
  '@onboarding/idscan-widget': [],
  '@onboarding/flow': ['@onboarding/dictionaries', '@onboarding/realform-api', '@onboarding/form-fields', '@onboarding/idscan-widget', '@onboarding/tracking'],
  // The brand shells mount the flow (and load form-fields' stylesheet).
  '@apps/pl': ['@onboarding/flow', '@onboarding/form-fields'],
  '@apps/eu': ['@onboarding/flow', '@onboarding/form-fields'],
  '@apps/realform-server': ['@onboarding/realform-api', '@onboarding/dictionaries'],
  // One Storybook over every package's stories.
  '@apps/storybook': ['@onboarding/dictionaries', '@onboarding/realform-api', '@onboarding/tracking', '@onboarding/form-fields', '@onboarding/idscan-widget', '@onboarding/flow'],
});

/** What test files may import beyond {@link ALLOWED_IMPORTS} (not shipped, so not a run-time dependency). */
export const ALLOWED_IN_TESTS = /** @type {const} */ ({
  // The data-layer payloads are checked against the server contract's schemas.
  '@onboarding/tracking': ['@onboarding/realform-api'],
});

/** Files that only run in tests or Storybook. */
const TEST_FILE = /(?:\.(?:test|spec|stories)\.[cm]?[jt]sx?$)|(?:^|\/)(?:test|tests|e2e|\.storybook)\//;

/** The scopes of the workspace's packages: an import of one of these is one of ours. */
const OWN_SCOPES = ['@onboarding/', '@apps/', '@repo/', '@examples/'];

/** @type {Map<string, { name: string, root: string } | null>} */
const packageOfDirectory = new Map();

/** The nearest package.json with a name above `directory`. @param {string} directory */
function packageOf(directory) {
  if (packageOfDirectory.has(directory)) return packageOfDirectory.get(directory) ?? null;
  const file = join(directory, 'package.json');
  /** @type {{ name: string, root: string } | null} */
  let found = null;
  if (existsSync(file)) {
    const name = /** @type {{ name?: string }} */ (JSON.parse(readFileSync(file, 'utf8'))).name;
    if (name) found = { name, root: directory };
  }
  if (!found && dirname(directory) !== directory) found = packageOf(dirname(directory));
  packageOfDirectory.set(directory, found);
  return found;
}

/** `@scope/name` and the subpath of a bare specifier of ours. @param {string} specifier */
function splitSpecifier(specifier) {
  const [scope, name, ...rest] = specifier.split('?')[0]?.split('/') ?? [];
  return { packageName: `${scope}/${name}`, subpath: rest };
}

/** @type {import('eslint').Rule.RuleModule} */
const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: "Imports follow the packages' dependency direction (root README) and use entry points, not files" },
    schema: [],
    messages: {
      direction: '{{from}} may not import {{to}}: dependencies point one way (root README, "Layout"; allowed here: {{allowed}}).',
      deep: 'Deep import into {{to}}: import its entry point ("{{to}}" or a subpath its package.json exports), not its {{part}} files.',
      outside: 'Relative import leaves {{from}} ("{{specifier}}"): import the other package by its name and entry point.',
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    const own = packageOf(dirname(filename));
    if (!own) return {};
    const inTest = TEST_FILE.test(relative(own.root, filename).split(sep).join('/'));
    /** @type {readonly string[] | undefined} */
    const allowedRun = ALLOWED_IMPORTS[/** @type {keyof typeof ALLOWED_IMPORTS} */ (own.name)];
    /** @type {readonly string[]} */
    const allowedTest = inTest ? (ALLOWED_IN_TESTS[/** @type {keyof typeof ALLOWED_IN_TESTS} */ (own.name)] ?? []) : [];

    /** @param {import('estree').Node} node @param {unknown} value */
    const check = (node, value) => {
      if (typeof value !== 'string') return;
      if (value.startsWith('.')) {
        const target = resolve(dirname(filename), value);
        if (target !== own.root && !target.startsWith(own.root + sep)) {
          context.report({ node, messageId: 'outside', data: { from: own.name, specifier: value } });
        }
        return;
      }
      if (!OWN_SCOPES.some((scope) => value.startsWith(scope))) return;
      const { packageName, subpath } = splitSpecifier(value);
      const part = subpath.find((segment) => segment === 'src' || segment === 'dist' || segment === 'node_modules');
      if (part && packageName !== own.name) {
        context.report({ node, messageId: 'deep', data: { to: packageName, part } });
        return;
      }
      // Only the product's packages have a direction; tooling (@repo/*) serves them all.
      if (!allowedRun || packageName === own.name || packageName.startsWith('@repo/')) return;
      if (allowedRun.includes(packageName) || allowedTest.includes(packageName)) return;
      context.report({
        node,
        messageId: 'direction',
        data: { from: own.name, to: packageName, allowed: [...allowedRun, ...allowedTest].join(', ') || 'none of ours' },
      });
    };

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => (node.source ? check(node.source, node.source.value) : undefined),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => (node.source.type === 'Literal' ? check(node.source, node.source.value) : undefined),
    };
  },
};

/** The `@repo` ESLint plugin: the boundaries rule. */
export const repoPlugin = { meta: { name: '@repo/eslint-config' }, rules: { boundaries: boundariesRule } };
