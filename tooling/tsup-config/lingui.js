// @ts-check
import { LOCALES, SOURCE_LOCALE } from './locales.js';

/**
 * The Lingui config of every package with messages. The 14 product locales of docs/spec/flow/overview.md#languages (locales.js: URL codes, as
 * the product uses them in paths and calls); English is the source, every other locale falls back to it.
 * @param {string} rootDir the package directory (pass import.meta.dirname)
 * @returns {import('@lingui/conf').LinguiConfig}
 */
export function linguiConfig(rootDir) {
  return {
    rootDir,
    sourceLocale: SOURCE_LOCALE,
    // The source first, as Lingui lists it.
    locales: [SOURCE_LOCALE, ...LOCALES.filter((locale) => locale !== SOURCE_LOCALE)],
    fallbackLocales: { default: 'en' },
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}',
        include: ['<rootDir>/src'],
        exclude: ['**/*.test.*', '**/*.stories.*', '**/locales/**'],
      },
    ],
    format: 'po',
    orderBy: 'message',
    compileNamespace: 'ts',
  };
}
