// @ts-check
/**
 * The Lingui config of every package with messages. The 14 product locales of S0 §1 (URL codes, as the
 * product uses them in paths and calls); English is the source, every other locale falls back to it.
 * @param {string} rootDir the package directory (pass import.meta.dirname)
 * @returns {import('@lingui/conf').LinguiConfig}
 */
export function linguiConfig(rootDir) {
  return {
    rootDir,
    sourceLocale: 'en',
    locales: ['en', 'pl', 'lt', 'lv', 'ru', 'es', 'ua', 'cz', 'fr', 'it', 'de', 'pt', 'nl', 'ro'],
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
