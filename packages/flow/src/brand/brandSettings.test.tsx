import { axeViolations } from '@repo/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetFlow } from '../screens/data/testSupport';
import { useDraftStore } from '../stores/draftStore';
import { renderFlow, testBrand } from '../test/renderFlow';
import type { BrandConfig } from './BrandConfig';
import { readPageBrandSettings, withPageBrandSettings } from './pageBrandSettings';

/** The brand as the apps now build it: no link, no contact, no award of its own (the server's settings give them). */
const bareBrand: BrandConfig = {
  brand: 'pl',
  name: 'Test Broker',
  locales: ['pl', 'ru', 'ua'],
  defaultLocale: 'pl',
  captchaSiteKey: 'local-test-key',
  favicon: '/favicon.svg',
  ownLanguagePages: { DE: { locale: 'de' } },
};

beforeEach(resetFlow);

afterEach(() => {
  document.getElementById('brand-settings')?.remove();
});

/** Puts the server's settings element in the page, as serveApps does. */
function pageElement(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'brand-settings';
  element.textContent = text;
  document.head.append(element);
}

describe('the brand settings in the page (issue 16)', () => {
  it('keeps the app\'s config when the page has no settings element, or one that is not JSON', () => {
    expect(withPageBrandSettings(testBrand, readPageBrandSettings(document))).toEqual(testBrand);
    pageElement('{"remindPasswordUrl": ');
    expect(withPageBrandSettings(testBrand, readPageBrandSettings(document))).toEqual(testBrand);
    document.getElementById('brand-settings')!.textContent = '["https://broker.test/"]';
    expect(withPageBrandSettings(testBrand, readPageBrandSettings(document))).toEqual(testBrand);
  });

  it('lays the page\'s settings over the app\'s, files already served links', () => {
    pageElement(
      JSON.stringify({
        remindPasswordUrl: 'https://client.broker.test/remind',
        contact: { email: 'help@broker.test', hours: { pl: 'pon.–pt. 8:00–18:00', default: 'Mon–Fri 8:00–18:00' } },
        awards: [{ title: { en: 'Best broker', pl: 'Najlepszy broker' }, image: '/brand-files/pl/award.png', url: 'https://awards.test/' }],
        documents: [{ id: 'TERMS', url: { en: '/brand-files/pl/documents/terms.pdf' } }],
        documentsArchiveUrl: '/brand-files/pl/agreement-documents-{locale}.zip',
        tagManager: { containerId: 'GTM-ABC1234' },
        captcha: { provider: 'turnstile', siteKey: '0x4AAA' },
      }),
    );
    const brand = withPageBrandSettings(bareBrand, readPageBrandSettings(document));
    expect(brand).toMatchObject({
      name: 'Test Broker',
      remindPasswordUrl: 'https://client.broker.test/remind',
      contact: { email: 'help@broker.test', hours: { pl: 'pon.–pt. 8:00–18:00', default: 'Mon–Fri 8:00–18:00' } },
      awards: [{ title: { en: 'Best broker', pl: 'Najlepszy broker' }, image: '/brand-files/pl/award.png', url: 'https://awards.test/' }],
      documents: [{ id: 'TERMS', url: { en: '/brand-files/pl/documents/terms.pdf' } }],
      documentsArchiveUrl: '/brand-files/pl/agreement-documents-{locale}.zip',
      tagManager: { containerId: 'GTM-ABC1234' },
      captcha: { provider: 'turnstile', siteKey: '0x4AAA' },
    });
    expect(brand.nonEuPageUrl).toBeUndefined();
  });

  it('leaves out a value of the wrong shape or a link that is not http(s), and keeps the rest', () => {
    pageElement(
      JSON.stringify({
        remindPasswordUrl: 'javascript:alert(1)',
        nonEuPageUrl: 42,
        feesTableUrl: 'https://broker.test/fees',
        contact: { email: 7, phone: '+48 (22) 000 00 00', hours: { en: 'Mon–Fri 8:00–18:00', pl: 42 } },
        awards: [{ title: '' }, { title: 'Real award', image: 'javascript:alert(1)' }],
        documents: [{ id: 'TERMS', url: '//evil.test/x.pdf' }, { id: 'FEES', url: 'https://broker.test/fees.pdf' }],
      }),
    );
    const brand = withPageBrandSettings(testBrand, readPageBrandSettings(document));
    expect(brand.remindPasswordUrl).toBe(testBrand.remindPasswordUrl);
    expect(brand.nonEuPageUrl).toBe(testBrand.nonEuPageUrl);
    expect(brand.feesTableUrl).toBe('https://broker.test/fees');
    expect(brand.contact).toEqual({ phone: '+48 (22) 000 00 00' });
    expect(brand.awards).toEqual([{ title: 'Real award' }]);
    expect(brand.documents).toEqual([{ id: 'FEES', url: 'https://broker.test/fees.pdf' }]);
  });
});

describe('an unset link hides its control', () => {
  it('given no password reminder page, the login step has no "remind password" link', async () => {
    useDraftStore.getState().update({ residenceCountry: 'PL', residenceDone: true });
    await renderFlow({ path: '/login', locale: 'en', brand: bareBrand });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to continue your application' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Remind password/ })).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('given the page, the login step links to it', async () => {
    useDraftStore.getState().update({ residenceCountry: 'PL', residenceDone: true });
    await renderFlow({ path: '/login', locale: 'en', brand: { ...bareBrand, remindPasswordUrl: 'https://client.broker.test/remind' } });
    expect(await screen.findByRole('link', { name: 'Forgot your password? Remind password' })).toHaveAttribute('href', 'https://client.broker.test/remind');
  });

  it('given no contact, the denied screen shows no contact lines and no "contact us"', async () => {
    await renderFlow({ path: '/denied', locale: 'en', token: 't', brand: bareBrand });
    expect(await screen.findByRole('heading', { level: 1, name: 'We cannot open an account for you' })).toBeInTheDocument();
    expect(screen.queryByText(/contact us/)).toBeNull();
    expect(screen.queryByText(/E-mail:|Phone:/)).toBeNull();
    expect(document.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
  });

  it('given only an e-mail address, the denied screen shows that line alone', async () => {
    await renderFlow({ path: '/denied', locale: 'en', token: 't', brand: { ...bareBrand, contact: { email: 'help@broker.test' } } });
    expect(await screen.findByText('If you think this is a mistake, or you have questions, contact us:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@broker.test' })).toHaveAttribute('href', 'mailto:help@broker.test');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/Phone:/)).toBeNull();
  });
});

describe('non-EU residents without the broker\'s page for them (docs/spec/flow/states.md#entry-flow entry flow 2)', () => {
  it('are told in the page that no account can be opened for residents of their country, and can change the country', async () => {
    const user = userEvent.setup();
    await renderFlow({ locale: 'en', brand: bareBrand });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.type(await screen.findByRole('combobox', { name: /Country of residence/ }), 'United St');
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'We cannot open an account for you' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('We are sorry: we cannot open an account for residents of your country (United States).')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Change the country' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Where do you live?' })).toBeInTheDocument();
  });

  it('reads in Polish too, with the country named in Polish', async () => {
    const user = userEvent.setup();
    await renderFlow({ locale: 'pl', brand: bareBrand });
    await user.click(await screen.findByRole('button', { name: 'Rozpocznij' }));
    await user.click(await screen.findByRole('radio', { name: 'Nie' }));
    await user.type(screen.getByRole('combobox', { name: /Kraj zamieszkania/ }), 'Kana');
    await user.click(await screen.findByRole('option', { name: 'Kanada' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText(/\(Kanada\)/)).toBeInTheDocument();
  });
});

describe('award badges (docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer), only when the broker configured awards', () => {
  async function openPanel(user: ReturnType<typeof userEvent.setup>, toggleName: string) {
    const aside = await screen.findByRole('complementary', { name: 'Why choose us' });
    await user.click(within(aside).getByRole('button', { name: toggleName }));
    await within(aside).findAllByRole('listitem');
    return aside;
  }

  it('given no awards, shows no badge and no award claim; the benefits stay', async () => {
    const user = userEvent.setup();
    await renderFlow({ locale: 'en', brand: bareBrand });
    const aside = await openPanel(user, 'Why choose us');
    expect(within(aside).getAllByRole('listitem')).toHaveLength(7);
    expect(within(aside).queryByRole('img')).toBeNull();
    expect(screen.queryByText(/award/i)).toBeNull();
  });

  it('given awards, shows each image named by its title in the page\'s language, linked when a link is set', async () => {
    const user = userEvent.setup();
    const awards = [
      { title: { en: 'Best online broker 2025', pl: 'Najlepszy broker online 2025' }, image: '/brand-files/pl/best.png', url: 'https://awards.test/2025' },
      { title: 'Broker of the year', image: 'https://awards.test/year.png' },
      { title: { default: 'Customer service prize' } },
    ];
    await renderFlow({ locale: 'en', brand: { ...bareBrand, awards } });
    const aside = await openPanel(user, 'An award-winning broker');
    const images = within(aside).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Best online broker 2025', 'Broker of the year']);
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/brand-files/pl/best.png', 'https://awards.test/year.png']);
    expect(within(aside).getByRole('link', { name: 'Best online broker 2025 (opens in a new tab)' })).toHaveAttribute('href', 'https://awards.test/2025');
    expect(within(aside).getByText('Customer service prize')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('names the badge in Polish on the Polish page', async () => {
    const user = userEvent.setup();
    await renderFlow({ locale: 'pl', brand: { ...bareBrand, awards: [{ title: { en: 'Best broker', pl: 'Najlepszy broker' }, image: '/a.png' }] } });
    const aside = await screen.findByRole('complementary', { name: 'Dlaczego my' });
    await user.click(within(aside).getByRole('button', { name: 'Wielokrotnie nagradzany broker' }));
    expect(await within(aside).findByRole('img', { name: 'Najlepszy broker' })).toBeInTheDocument();
  });
});
