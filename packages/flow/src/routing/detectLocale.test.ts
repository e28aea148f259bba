import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../brand/BrandConfig';
import { basepathFor, detectLocale } from './detectLocale';

const base = { name: 'x', captchaSiteKey: 'k', favicon: '', nonEuPageUrl: '', ownLanguagePages: {}, remindPasswordUrl: '', contact: { email: '', phone: '' } };
const pl: BrandConfig = { ...base, brand: 'pl', locales: ['pl', 'ru', 'ua'], defaultLocale: 'pl' };
const eu: BrandConfig = { ...base, brand: 'eu', locales: ['en', 'fr', 'it', 'es', 'de', 'pt', 'nl', 'cz', 'lv', 'lt', 'ro'], defaultLocale: 'en' };

describe('detectLocale (docs/spec/flow/routes.md#locale-and-base-path "Locale and base path")', () => {
  it('given the Polish brand at /onboarding/ on localhost, the locale is Polish with base /onboarding', () => {
    expect(detectLocale({ pathname: '/onboarding/', hostname: 'localhost' }, pl)).toEqual({ kind: 'ok', locale: 'pl', basepath: '/onboarding' });
  });

  it('given a .pl host and no locale segment, the locale is Polish', () => {
    expect(detectLocale({ pathname: '/onboarding/confirm-phone', hostname: 'www.dm.pl' }, pl)).toMatchObject({ locale: 'pl' });
  });

  it('given a .com host and no locale segment, the locale is English: the international brand moves to its English base', () => {
    expect(detectLocale({ pathname: '/onboarding/', hostname: 'www.broker.com' }, eu)).toEqual({ kind: 'redirect', to: '/eu-en/onboarding/' });
    expect(detectLocale({ pathname: '/eu-en/onboarding/', hostname: 'www.broker.com' }, eu)).toEqual({ kind: 'ok', locale: 'en', basepath: '/eu-en/onboarding' });
  });

  it('given a .com host on the Polish brand, English is the international brand\'s: redirects there, keeping the step and query', () => {
    expect(detectLocale({ pathname: '/onboarding/login', hostname: 'www.dm.com', search: '?from=ad' }, pl)).toEqual({
      kind: 'redirect',
      to: '/eu-en/onboarding/login?from=ad',
    });
  });

  it('given another host and no segment, uses the brand default', () => {
    expect(detectLocale({ pathname: '/onboarding/', hostname: 'dm.example' }, pl)).toEqual({ kind: 'ok', locale: 'pl', basepath: '/onboarding' });
  });

  it('given a served locale outside its base path, redirects to the base path of docs/spec/flow/routes.md#locale-and-base-path', () => {
    expect(detectLocale({ pathname: '/pl/onboarding/confirm-phone', hostname: 'localhost', search: '?lang=PL' }, pl)).toEqual({
      kind: 'redirect',
      to: '/onboarding/confirm-phone?lang=PL',
    });
    expect(detectLocale({ pathname: '/', hostname: 'localhost' }, pl)).toEqual({ kind: 'redirect', to: '/onboarding/' });
  });

  it('given the base path without a trailing slash, serves it', () => {
    expect(detectLocale({ pathname: '/ua/onboarding', hostname: 'localhost' }, pl)).toEqual({ kind: 'ok', locale: 'ua', basepath: '/ua/onboarding' });
  });

  it('given every international locale at /eu-{lang}/onboarding/, serves it there', () => {
    for (const locale of eu.locales) {
      expect(detectLocale({ pathname: `/eu-${locale}/onboarding/`, hostname: 'broker.example' }, eu)).toEqual({
        kind: 'ok',
        locale,
        basepath: `/eu-${locale}/onboarding`,
      });
    }
  });

  it('given /ru/onboarding/ and /ua/onboarding/, the Polish brand serves Russian and Ukrainian under their own base', () => {
    expect(detectLocale({ pathname: '/ru/onboarding/login', hostname: 'localhost' }, pl)).toEqual({ kind: 'ok', locale: 'ru', basepath: '/ru/onboarding' });
    expect(detectLocale({ pathname: '/ua/onboarding/', hostname: 'localhost' }, pl)).toEqual({ kind: 'ok', locale: 'ua', basepath: '/ua/onboarding' });
  });

  it("given an 'eu-' segment, the prefix is removed: /eu-cz/onboarding/ is Czech on the international brand", () => {
    expect(detectLocale({ pathname: '/eu-cz/onboarding/confirm-phone', hostname: 'localhost' }, eu)).toEqual({
      kind: 'ok',
      locale: 'cz',
      basepath: '/eu-cz/onboarding',
    });
  });

  it('given lt on the Polish-brand host, redirects to the international Lithuanian page, keeping path and query', () => {
    expect(detectLocale({ pathname: '/lt/onboarding/login', hostname: 'localhost', search: '?from=x' }, pl)).toEqual({
      kind: 'redirect',
      to: '/eu-lt/onboarding/login?from=x',
    });
  });

  it('given Polish on the international brand, redirects to the Polish brand', () => {
    expect(detectLocale({ pathname: '/eu-pl/onboarding/', hostname: 'localhost' }, eu)).toEqual({ kind: 'redirect', to: '/onboarding/' });
  });

  // Issue 17 defect 4: with a host per brand, the other brand's page is on the other host, not on this one.
  it("given each brand's own host (brand settings origin), redirects to the other brand's host", () => {
    const brandOrigins = { pl: 'https://www.dm.test', eu: 'https://www.broker.test' };
    expect(detectLocale({ pathname: '/lt/onboarding/login', hostname: 'www.dm.test', search: '?from=x' }, { ...pl, brandOrigins })).toEqual({
      kind: 'redirect',
      to: 'https://www.broker.test/eu-lt/onboarding/login?from=x',
    });
    expect(detectLocale({ pathname: '/eu-pl/onboarding/', hostname: 'www.broker.test' }, { ...eu, brandOrigins })).toEqual({
      kind: 'redirect',
      to: 'https://www.dm.test/onboarding/',
    });
  });

  it('given an unknown two-letter segment, redirects to the brand default', () => {
    expect(detectLocale({ pathname: '/xx/onboarding/', hostname: 'localhost' }, pl)).toEqual({ kind: 'redirect', to: '/onboarding/' });
  });

  it('builds base paths per brand and locale', () => {
    expect(basepathFor('pl', 'pl')).toBe('/onboarding');
    expect(basepathFor('pl', 'ua')).toBe('/ua/onboarding');
    expect(basepathFor('eu', 'de')).toBe('/eu-de/onboarding');
  });
});
