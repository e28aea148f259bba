// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../brand/BrandConfig';
import { pageBrandConfig, withPageBrandSettings } from '../brand/pageBrandSettings';
import { testBrand } from '../test/renderFlow';
import { webStorageTokenStore, CLIENT_ID_COOKIE } from '@onboarding/realform-api/client';
import { CONSENT_COOKIE, SESSION_COOKIE, SOURCE_COOKIE, TMSC_COOKIE } from '@onboarding/tracking';
import { CURRENT_STEP_STORAGE_KEY } from '../layout/RouteEffects';
import { DEVICE_ID_STORAGE_KEY } from '../screens/identity/handoff/PhoneLinkScreen';
import { ACCOUNT_DOCUMENTS_STORAGE_KEY } from '../screens/shared/accountDocuments';
import { DENIAL_STORAGE_KEY } from '../stores/denialStore';
import { DRAFT_STORAGE_KEY } from '../stores/draftStore';
import { RETURNING_VISITOR_STORAGE_KEY } from '../stores/returningVisitor';
import { APP_STATE_MARKERS } from './firstScreenInputs';
import { renderEntryPage } from './renderEntryPage';

// Issue 21: the build's prerender of the entry screen (react-dom/server in Node, as tooling/tsup-config/prerender.js
// runs it) — the real components, router and messages.
const brand: BrandConfig = {
  ...testBrand,
  introVideo: {
    desktop: { sources: [{ src: '/d.webm', type: 'video/webm' }], poster: '/d.jpg', width: 960, height: 540 },
    mobile: { sources: [{ src: '/m.webm', type: 'video/webm' }], poster: '/m.jpg', width: 480, height: 400 },
  },
};

describe('renderEntryPage', () => {
  it('renders the intro, the header, the cookie choice and the risk warning in the locale, and says what it was rendered for', async () => {
    const page = await renderEntryPage(brand, 'ru', 'mobile');
    expect(page.html).toMatch(/<h1[^>]*>Откройте торговый счёт<\/h1>/);
    expect(page.html).toContain('data-testid="consent-banner"');
    expect(page.html).toContain('class="onb-disclaimer"');
    expect(page.html).toContain('poster="/m.jpg"');
    expect(page.html).not.toMatch(/<script|\sstyle="/);
    expect(page).toMatchObject({ lang: 'ru', title: 'Откройте торговый счёт — Test Broker' });
    expect(page.inputs).toEqual({ locale: 'ru', device: 'mobile', path: '/ru/onboarding/', intro: 'video', awards: false, cfdRetailLossPercent: null });
  });

  it('renders the desktop variant of the intro for a computer', async () => {
    const page = await renderEntryPage(brand, 'pl', 'desktop');
    expect(page.html).toContain('poster="/d.jpg"');
    expect(page.html).toContain('data-device="desktop"');
  });

  it('refuses a locale the brand does not serve', async () => {
    await expect(renderEntryPage(brand, 'en', 'mobile')).rejects.toThrow("does not serve 'en'");
  });

  // The browser takes the prerendered page over only when its first screen is the same (firstScreenInputs): a brand
  // setting that changes the first screen must be one of those inputs. Every other setting leaves the HTML as it is.
  it('renders the same first screen whatever the settings other than awards and the CFD loss figure', async () => {
    const plain = await renderEntryPage(brand, 'pl', 'mobile');
    const settings = pageBrandConfig({
      brandOrigins: { pl: 'https://pl.broker.test', eu: 'https://eu.broker.test' },
      nonEuPageUrl: 'https://broker.test/non-eu',
      remindPasswordUrl: 'https://broker.test/remind',
      feesTableUrl: 'https://broker.test/fees',
      clientZoneUrl: 'https://client.broker.test/',
      contact: { email: 'desk@broker.test', phone: '+48 22 111 11 11', hours: 'Mon–Fri 9–17' },
      documents: [{ id: 'terms', title: 'Terms', url: 'https://broker.test/terms.pdf' }],
      documentsArchiveUrl: '/brand-files/pl/agreement-documents-{locale}.zip',
      captcha: { provider: 'turnstile', siteKey: '0x4AAAAAAA' },
      tagManager: { containerId: 'GTM-ABCD123' },
      analytics: { productAnalyticsUrl: 'https://analytics.broker.test/collect', attributionUrl: 'https://attribution.broker.test/hit' },
    });
    expect(Object.keys(settings)).toHaveLength(11);
    const configured = await renderEntryPage(withPageBrandSettings(brand, settings), 'pl', 'mobile');
    expect(configured.html).toBe(plain.html);
    const withLoss = await renderEntryPage({ ...brand, cfdRetailLossPercent: 74 }, 'pl', 'mobile');
    expect(withLoss.html).not.toBe(plain.html);
    expect(withLoss.inputs.cfdRetailLossPercent).toBe(74);
  });
});

describe('APP_STATE_MARKERS (the entry page starts the app at once when the browser holds any of them)', () => {
  const startsAtOnce = (name: string, prefixes: readonly string[]) => prefixes.some((prefix) => name.startsWith(prefix));

  it('covers every storage key of the flow and the realform client', async () => {
    const flow = await import('../index');
    const keys: string[] = [
      DRAFT_STORAGE_KEY,
      RETURNING_VISITOR_STORAGE_KEY,
      DENIAL_STORAGE_KEY,
      CURRENT_STEP_STORAGE_KEY,
      ACCOUNT_DOCUMENTS_STORAGE_KEY,
      DEVICE_ID_STORAGE_KEY,
      flow.UPLOAD_PATH_STORAGE_KEY,
      flow.DOCUMENT_SELECTION_STORAGE_KEY,
    ];
    // The realform client's default token key, as its store writes it.
    const written: string[] = [];
    webStorageTokenStore({ setItem: (key: string) => written.push(key), getItem: () => null, removeItem: () => {} } as unknown as Storage).set('token');
    keys.push(...written);
    expect(written).toHaveLength(1);
    for (const key of keys) expect(startsAtOnce(key, APP_STATE_MARKERS.storagePrefixes), key).toBe(true);
  });

  it('covers every cookie tracking and the realform client write', () => {
    for (const cookie of [CONSENT_COOKIE, SESSION_COOKIE, SOURCE_COOKIE, TMSC_COOKIE, CLIENT_ID_COOKIE]) {
      expect(startsAtOnce(cookie, APP_STATE_MARKERS.cookiePrefixes), cookie).toBe(true);
    }
  });

  it('is given to the build with each entry page', async () => {
    const page = await renderEntryPage(testBrand, 'pl', 'mobile');
    expect(page.bootAtOnceWhen).toEqual(APP_STATE_MARKERS);
  });
});
