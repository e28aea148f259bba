import { beforeEach, describe, expect, it } from 'vitest';
import { testBrand } from '../test/renderFlow';
import { applyDocumentMeta, stepTitle } from './documentMeta';
import { loadFlowI18n } from './loadFlowI18n';

beforeEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('page title and meta texts (docs/spec/flow/overview.md)', () => {
  it('depend on the language: Polish title and description, the page language as BCP 47', async () => {
    applyDocumentMeta(document, await loadFlowI18n('pl'), 'pl', testBrand);
    expect(document.documentElement.lang).toBe('pl');
    expect(document.title).toBe('Otwórz rachunek inwestycyjny — Test Broker');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Otwórz rachunek inwestycyjny w Test Broker online/);
  });

  it('given Ukrainian and Czech, marks the page uk and cs (the URL codes are ua and cz)', async () => {
    applyDocumentMeta(document, await loadFlowI18n('ua'), 'ua', testBrand);
    expect(document.documentElement.lang).toBe('uk');
    applyDocumentMeta(document, await loadFlowI18n('cz'), 'cz', testBrand);
    expect(document.documentElement.lang).toBe('cs');
  });

  it("sets the brand's favicon, once", async () => {
    const i18n = await loadFlowI18n('en');
    applyDocumentMeta(document, i18n, 'en', testBrand);
    applyDocumentMeta(document, i18n, 'en', { ...testBrand, favicon: '/static/eu/favicon.png' });
    const icons = document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]');
    expect(icons).toHaveLength(1);
    expect(icons[0]?.getAttribute('href')).toBe('/static/eu/favicon.png');
    expect(icons[0]?.hasAttribute('type')).toBe(false);
  });

  it("names a step's page after its heading, and the entry after the product", async () => {
    const i18n = await loadFlowI18n('en');
    expect(stepTitle(i18n, testBrand, '  Confirm your\n phone number ')).toBe('Confirm your phone number — Test Broker');
    expect(stepTitle(i18n, testBrand, null)).toBe('Open a trading account — Test Broker');
  });
});
