import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeShell, prerenderedPage } from '../src/static/serveApps';
import { startTestServer } from './harness';

// Issue 21 item 2: the brand apps' real builds (built before this suite: the server depends on both apps) — each locale's
// entry page is HTML of the first screen in its language before any script runs, per device.
const require = createRequire(import.meta.url);
const appDist = (name: string) => join(dirname(require.resolve(`${name}/package.json`)), 'dist');
const pl = appDist('@apps/pl');
const eu = appDist('@apps/eu');

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';

let t: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  if (!existsSync(join(pl, 'prerendered')) || !existsSync(join(eu, 'prerendered'))) {
    throw new Error('The brand apps are not built with their prerendered pages: run `pnpm exec turbo run build --filter=@apps/realform-server...` first.');
  }
  t = await startTestServer({ apps: { pl, eu }, brandSettings: { pl: { cfdRetailLossPercent: 74 } } });
});

afterAll(async () => {
  await t?.close();
});

const page = async (path: string, headers: Record<string, string> = { 'User-Agent': PHONE }) => {
  const response = await t.fetch(`http://localhost${path}`, { headers });
  return { response, html: await response.text() };
};

/** The text of the page's first-level heading as the HTML has it (no script has run). */
const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('entry pages are HTML of the first screen in their language', () => {
  it.each([
    ['/onboarding/', 'pl', 'Otwórz rachunek inwestycyjny', 'Rozpocznij'],
    ['/ua/onboarding/', 'uk', 'Відкрийте торговий рахунок', 'Почати'],
    ['/eu-en/onboarding/', 'en', 'Open your trading account', 'Start'],
    ['/eu-de/onboarding/', 'de', 'Eröffnen Sie Ihr Handelskonto', 'Starten'],
  ])('%s has the intro heading, the cookie choice and the risk warning in its language (%s)', async (path, lang, title, start) => {
    const { response, html } = await page(path);
    expect(response.status).toBe(200);
    expect(html).toContain(`<html lang="${lang}">`);
    expect(heading(html)).toBe(title);
    expect(html).toContain(`<span class="of-button__label">${start}</span>`);
    expect(html).toContain('data-testid="consent-banner"');
    expect(html).toMatch(/<aside class="onb-disclaimer"/);
  });

  it('sends the phone variant to a phone and the desktop variant to a computer (the intro video differs)', async () => {
    const phone = await page('/onboarding/', { 'User-Agent': PHONE });
    const desktop = await page('/onboarding/', { 'User-Agent': DESKTOP });
    const hinted = await page('/onboarding/', { 'User-Agent': DESKTOP, 'Sec-CH-UA-Mobile': '?1' });
    expect(phone.html).toMatch(/poster="\/static\/pl\/assets\/mobile-poster-[\w-]+\.jpg"/);
    expect(phone.html).toContain('data-device="mobile"');
    expect(desktop.html).toMatch(/poster="\/static\/pl\/assets\/desktop-poster-[\w-]+\.jpg"/);
    expect(desktop.html).toContain('data-device="desktop"');
    expect(hinted.html).toContain('data-device="mobile"');
    expect(phone.response.headers.get('vary')).toBe('Accept-Encoding, Sec-CH-UA-Mobile, User-Agent');
  });

  it('preloads the intro still image at once; the app and the chunks the first screen needs wait for the visitor (the inline loader)', async () => {
    const { html } = await page('/eu-en/onboarding/');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/static\/eu\/assets\/mobile-poster-[\w-]+\.jpg" fetchpriority="high">/);
    // No script or module preload in the markup competes with the page, its stylesheet and the still image: the loader
    // adds them when the visitor first moves, or at once when the browser holds the app's state.
    expect(html.replace(/<script>[^<]*<\/script>/g, '')).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const loader = /<script>([^<]*)<\/script>\s*<\/body>/.exec(html)?.[1] ?? '';
    const config = JSON.parse(/\}\)\((\{.*\})\)$/.exec(loader)?.[1] ?? '{}') as { entry?: string; preloads?: string[]; storagePrefixes?: string[]; cookiePrefixes?: string[] };
    expect(loader).toMatch(/^\(function entryLoader\(config\) ?\{/);
    expect(config.entry).toMatch(/^\/static\/eu\/assets\/index-[\w-]+\.js$/);
    expect(config.preloads).toEqual(expect.arrayContaining([expect.stringMatching(/\/AppLayout-[\w-]+\.js$/), expect.stringMatching(/\/NewAccountScreen-[\w-]+\.js$/), expect.stringMatching(/\/client-[\w-]+\.js$/)]));
    expect(config.storagePrefixes).toEqual(['onboarding.', 'realform.']);
    expect(config.cookiePrefixes).toEqual(['onboarding_', 'realform_', 'tmsc']);
    // Every file it names is served.
    for (const url of [config.entry!, ...config.preloads!]) expect((await t.fetch(`http://localhost${url}`)).status, url).toBe(200);
  });

  it('keeps the strict policy: its stylesheet and its loader allowed by hash, no other inline script, no style attribute', async () => {
    const { response, html } = await page('/onboarding/');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain('unsafe');
    const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(([, css = '']) => hashOf(css));
    expect(styles).toHaveLength(1);
    expect(policy).toContain(`style-src 'self' ${styles[0]};`);
    const scripts = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(([, code = '']) => hashOf(code));
    expect(scripts).toHaveLength(1);
    expect(policy).toContain(`script-src 'self' ${scripts[0]};`);
    expect(html).not.toMatch(/<script(?!>|[^>]*type="application\/json")/);
    expect(html).not.toMatch(/\sstyle="/);
    // A later step's shell links its stylesheet and scripts and keeps the policy without hashes.
    const shell = await page('/onboarding/currency');
    expect(shell.response.headers.get('content-security-policy')).toContain("style-src 'self';");
    expect(shell.response.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('carries the brand settings the server was given (and the app renders over the page when they change it)', async () => {
    const { html } = await page('/onboarding/');
    expect(html).toContain('"cfdRetailLossPercent":74');
    // Rendered for a first visit without settings: the browser compares and renders afresh (mountOnboarding).
    expect(html).toContain('&quot;cfdRetailLossPercent&quot;:null');
  });

  it('answers a later step with the client-rendered shell (deep links)', async () => {
    for (const path of ['/onboarding/confirm-phone', '/eu-en/onboarding/login', '/onboarding']) {
      const { response, html } = await page(path);
      expect(response.status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(heading(html)).toBeUndefined();
    }
  });

  it("gives a later step's shell the language of its address before any script runs (a deep link, a reload)", async () => {
    // Found by an exploratory pass: every deep link got the brand's one shell — `lang="en"` and an English title on
    // /eu-de/… (the tab's title and a screen reader's language until the app ran), Polish on /ua/….
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    for (const [path, entry, lang] of [
      ['/onboarding/confirm-phone', '/onboarding/', 'pl'],
      ['/ua/onboarding/confirm-phone', '/ua/onboarding/', 'uk'],
      ['/eu-de/onboarding/login', '/eu-de/onboarding/', 'de'],
      ['/eu-en/onboarding/login', '/eu-en/onboarding/', 'en'],
      ['/eu-de/onboarding/?token=abc&mobile=true', '/eu-de/onboarding/', 'de'],
    ] as const) {
      const { html } = await page(path);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain(`<html lang="${lang}">`);
      // The entry page's title, as the app sets it before its first render.
      expect(title(html), path).toBe(title((await page(entry)).html));
    }
    expect(title((await page('/eu-de/onboarding/login')).html)).not.toBe(title((await page('/eu-en/onboarding/login')).html));
  });

  it('answers an entry path with a query (a phone opening the hand-off link, a campaign link) with the shell', async () => {
    // Found by the QR and SMS hand-off journeys: the phone opening `/onboarding/?token=…&qrCode=true` was sent the
    // intro page, and the app, taking it over, stayed on the intro while its router went to the document choice.
    for (const path of ['/onboarding/?token=abc&qrCode=true', '/eu-de/onboarding/?token=abc&mobile=true', '/onboarding/?utm_source=x']) {
      const { html } = await page(path);
      expect(html, path).toContain('<div id="root"></div>');
      expect(heading(html), path).toBeUndefined();
    }
  });

  it('answers a locale the brand does not serve with the shell, which redirects', async () => {
    const { html } = await page('/lt/onboarding/');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('prerenderedPage', () => {
  it('names the file of an entry path by locale and device, and nothing for other paths', () => {
    expect(prerenderedPage('pl', '/onboarding/', { userAgent: PHONE })).toBe('prerendered/pl.mobile.html');
    expect(prerenderedPage('pl', '/ru/onboarding/', { userAgent: DESKTOP })).toBe('prerendered/ru.desktop.html');
    expect(prerenderedPage('eu', '/eu-fr/onboarding/', { mobileHint: '?1' })).toBe('prerendered/fr.mobile.html');
    expect(prerenderedPage('pl', '/onboarding/currency', { userAgent: PHONE })).toBeNull();
    expect(prerenderedPage('eu', '/eu-en/onboarding', {})).toBeNull();
  });
});

describe('localeShell', () => {
  it("names the shell of a page path's locale", () => {
    expect(localeShell('pl', '/onboarding/currency')).toBe('prerendered/pl.shell.html');
    expect(localeShell('pl', '/onboarding')).toBe('prerendered/pl.shell.html');
    expect(localeShell('pl', '/ua/onboarding/login')).toBe('prerendered/ua.shell.html');
    expect(localeShell('eu', '/eu-de/onboarding/login')).toBe('prerendered/de.shell.html');
    expect(localeShell('eu', '/eu-de/onboardingx')).toBeNull();
  });
});
