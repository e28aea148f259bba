// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { repoPlugin } from './boundaries.js';

/**
 * The one lint setup: recommended JS + TypeScript rules, the rules of hooks, no stray console in libraries, and the
 * package boundaries (boundaries.js: the dependency direction of the root README, no deep imports).
 */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/storybook-static/**', '**/src/locales/*.ts', '**/node_modules/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks, '@repo': repoPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
      '@repo/boundaries': 'error',
      // The shared primitives are used, not copied (issue 23): React's id made safe for CSS is useDomId().
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='replace'][arguments.0.regex.pattern='[^a-zA-Z0-9_-]']",
          message: "Use useDomId() from '@repo/react-primitives' instead of cleaning useId() by hand.",
        },
      ],
    },
  },
  { files: ['tooling/react-primitives/src/useDomId.ts', '**/src/useDomId.ts'], rules: { 'no-restricted-syntax': 'off' } },
);
