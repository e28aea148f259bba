import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND_SETTINGS_ELEMENT_ID, type BrandSettings, type PageBrandSettings } from '@onboarding/realform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandSettingsError, loadBrandSettings, readBrandSettingsFile } from '../src/brand/loadBrandSettings';
import { PASSWORD, registration, startTestServer, testDatabase, type TestDatabase } from './harness';
import { runBuiltServerToExit } from './security/builtServer';

const SHIPPED_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'brands');
const DOCUMENT_IDS = ['TERMS', 'FEES', 'RISKS', 'EXECUTION', 'CONFLICTS', 'CLASSIFICATION', 'PRIVACY'];

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'realform-brand-settings-'));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

let counter = 0;
/** A settings file (text as given, or an object as JSON) in a directory of its own, with the files named. */
async function settingsFile(content: unknown, files: readonly string[] = []): Promise<string> {
  const dir = join(scratch, `brand-${++counter}`);
  await mkdir(dir, { recursive: true });
  for (const file of files) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), 'sample');
  }
  const path = join(dir, 'settings.json');
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
}

/** The refusal a settings file gets (fails the test when the file is accepted). */
async function refusal(content: unknown, files: readonly string[] = []): Promise<{ path: string; error: BrandSettingsError }> {
  const path = await settingsFile(content, files);
  try {
    await readBrandSettingsFile(path, 'BRAND_SETTINGS_PL');
  } catch (error) {
    if (error instanceof BrandSettingsError) return { path, error };
    throw error;
  }
  throw new Error(`${JSON.stringify(content)} was accepted`);
}

describe('the brand settings shipped with the server', () => {
  it('load for both brands: the sample documents, and no link, contact or award of any kind', async () => {
    const loaded = await loadBrandSettings({});
    for (const brand of ['pl', 'eu'] as const) {
      const settings = loaded.settings[brand];
      expect(loaded.files[brand]).toBe(join(SHIPPED_DIR, brand, 'settings.json'));
      expect(loaded.dirs[brand]).toBe(join(SHIPPED_DIR, brand));
      expect(settings.documents?.map((document) => document.id)).toEqual(DOCUMENT_IDS);
      expect(settings.documents?.map((document) => document.file)).toEqual(DOCUMENT_IDS.map((id) => `documents/${id.toLowerCase()}.pdf`));
      // The first deposit through the local stand-in gateways (README "Payments"), and the documents.
      expect(Object.keys(settings)).toEqual(['payments', 'documents']);
      expect(settings.payments?.gateways.map((gateway) => [gateway.id, gateway.provider])).toEqual([[1, 'stand-in'], [2, 'stand-in'], [3, 'stand-in']]);
      const text = await readFile(loaded.files[brand], 'utf8');
      expect(text).not.toContain('.example');
      expect(text).not.toMatch(/award|contact|@|tel:/i);
    }
  });
});

describe('a broker\'s settings file', () => {
  it('is read from BRAND_SETTINGS_PL / BRAND_SETTINGS_EU, relative to where the server was started', async () => {
    const settings: BrandSettings = {
      remindPasswordUrl: 'https://client.broker.test/remind',
      // Issue 18: the denied screen says how to reach the broker, and when the phone is answered (per locale).
      contact: { email: 'support@broker.test', phone: '+48 (22) 000 00 00', hours: { pl: 'pon.–pt. 8:00–18:00', default: 'Mon–Fri 8:00–18:00' } },
      awards: [{ title: { en: 'Best broker 2025', pl: 'Najlepszy broker 2025' }, image: 'images/award.png', url: 'https://awards.test/2025' }],
      documents: [{ id: 'TERMS', file: { en: 'docs/en/terms.pdf', pl: 'docs/pl/terms.pdf' } }, { id: 'OWN', title: 'Our own paper', url: 'https://broker.test/paper.pdf' }],
    };
    const path = await settingsFile(settings, ['images/award.png', 'docs/en/terms.pdf', 'docs/pl/terms.pdf']);
    const loaded = await loadBrandSettings({ BRAND_SETTINGS_PL: path.slice(scratch.length + 1), BRAND_SETTINGS_EU: '' }, { baseDir: scratch });
    expect(loaded.settings.pl).toEqual(settings);
    expect(loaded.dirs.pl).toBe(dirname(path));
    // An empty variable is unset: the shipped file.
    expect(loaded.files.eu).toBe(join(SHIPPED_DIR, 'eu', 'settings.json'));
  });

  it.each<[string, unknown, string]>([
    ['an unknown setting', { feesTabelUrl: 'https://broker.test/fees' }, 'feesTabelUrl: is not a setting here (the settings are: origin, cfdRetailLossPercent, nonEuPageUrl, remindPasswordUrl, feesTableUrl'],
    ['a link that is not a URL', { nonEuPageUrl: 'www.broker.test/non-eu' }, 'nonEuPageUrl: must be an absolute URL such as https://www.broker.com/page, got "www.broker.test/non-eu"'],
    ['a link that is not http(s)', { remindPasswordUrl: 'javascript:alert(1)' }, 'remindPasswordUrl: must start with https:// (or http:// for local runs)'],
    ['a link of the wrong type', { feesTableUrl: 42 }, 'feesTableUrl: must be a JSON string, got 42'],
    ['a wrong contact e-mail', { contact: { email: 'help at broker' } }, 'contact.email: must be an e-mail address, got "help at broker"'],
    ['a wrong contact phone', { contact: { phone: 'call us' } }, 'contact.phone: must be a phone number: digits, spaces, ( ) -, an optional leading +, got "call us"'],
    ['an unknown contact line', { contact: { fax: '+48 1' } }, 'contact.fax: is not a setting here (the settings are: email, phone, hours)'],
    ['empty phone hours', { contact: { phone: '+48 (22) 000 00 00', hours: { en: ' ' } } }, 'contact.hours.en: must not be empty'],
    ['an award without a title', { awards: [{ image: 'https://awards.test/a.png' }] }, 'awards[0].title: is required'],
    ['an award title of the wrong type', { awards: [{ title: 5 }] }, 'awards[0].title: must be a string, or an object with one string per locale (and "default"), got 5'],
    ['a title in an unknown locale', { awards: [{ title: { xx: 'Best' } }] }, 'awards[0].title.xx: keys must be locales (pl, en,'],
    ['an empty title', { awards: [{ title: { en: ' ' } }] }, 'awards[0].title.en: must not be empty'],
    ['an award image that is neither a URL nor a file', { awards: [{ title: 'Best', image: 'javascript:alert(1)' }] }, 'awards[0].image: must start with https:// (or http:// for local runs), or must be a file name relative to the settings file, such as documents/en/terms.pdf, got "javascript:alert(1)"'],
    ['a document with neither url nor file', { documents: [{ id: 'TERMS' }] }, 'documents[0]: give exactly one of "url" and "file"'],
    ['a document with both', { documents: [{ id: 'TERMS', url: 'https://broker.test/t.pdf', file: 'documents/terms.pdf' }] }, 'documents[0]: give exactly one of "url" and "file"'],
    ['a document file outside the directory', { documents: [{ id: 'TERMS', file: '../secret.pdf' }] }, 'documents[0].file: must be a file name relative to the settings file'],
    ['a document URL of one locale', { documents: [{ id: 'TERMS', url: { en: 'https://broker.test/t.pdf', de: 'broker.test/t.pdf' } }] }, 'documents[0].url.de: must be an absolute URL'],
    ['a document id with spaces', { documents: [{ id: 'OUR TERMS', url: 'https://broker.test/t.pdf' }] }, 'documents[0].id: must be letters, digits, - or _ (at most 64)'],
    ['an empty document list', { documents: [] }, 'documents: list at least one document'],
    ['an unknown captcha', { captcha: { provider: 'hcaptcha' } }, 'captcha.provider: must be "altcha" or "turnstile" or "recaptcha", got "hcaptcha"'],
    ['a hosted captcha without its site key', { captcha: { provider: 'turnstile' } }, 'captcha.siteKey: is required'],
    ['a wrong tag-manager id', { tagManager: { containerId: 'UA-1234' } }, 'tagManager.containerId: must be a container id such as GTM-ABC1234'],
    ['a list instead of the settings object', [], 'the file must hold one JSON object ({ … }), got []'],
  ])('refuses %s with one message naming the file, the field and what is wrong', async (_, content, expected) => {
    const { path, error } = await refusal(content);
    expect(error.message).toContain(`The brand settings file ${path} (BRAND_SETTINGS_PL) is wrong`);
    expect(error.message).toContain(expected);
    expect(error.file).toBe(path);
  });

  it('lists every wrong field of a file in the one message', async () => {
    const { error } = await refusal({ nonEuPageUrl: 'nope', contact: { email: 'x' } });
    expect(error.problems.map((problem) => problem.field)).toEqual(['nonEuPageUrl', 'contact.email']);
  });

  it('refuses a file that is not JSON, saying where', async () => {
    const { error } = await refusal('{\n  "nonEuPageUrl": "https://broker.test/",\n  "feesTableUrl": https://broker.test/fees\n}');
    expect(error.message).toMatch(/not valid JSON: .*line 3, column 19/);
  });

  it('refuses a file cut short', async () => {
    const { error } = await refusal('{\n  "nonEuPageUrl": "https://broker.test/"');
    expect(error.message).toMatch(/not valid JSON: .*line 2/);
  });

  it('refuses a document or award image file that is not there, naming it', async () => {
    const { error } = await refusal(
      { documents: [{ id: 'TERMS', file: { en: 'documents/en/terms.pdf', pl: 'documents/pl/terms.pdf' } }], awards: [{ title: 'Best', image: 'award.png' }] },
      ['documents/en/terms.pdf'],
    );
    expect(error.message).toContain('documents[0].file.pl: the file "documents/pl/terms.pdf" is not there');
    expect(error.message).toContain('awards[0].image: the file "award.png" is not there');
    expect(error.message).not.toContain('documents[0].file.en');
  });

  it('refuses a variable that names no file', async () => {
    await expect(loadBrandSettings({ BRAND_SETTINGS_EU: 'missing/settings.json' }, { baseDir: scratch })).rejects.toThrow(
      `The brand settings file ${join(scratch, 'missing', 'settings.json')} (BRAND_SETTINGS_EU) is wrong, so the server does not start:\n  - there is no such file`,
    );
  });

  it('stops the built server from starting: exit 1 and the message, no stack', async () => {
    const path = await settingsFile({ contact: { email: 'help at broker' } });
    const dataDir = join(scratch, 'data');
    const { code, output } = await runBuiltServerToExit({ BRAND_SETTINGS_PL: path, DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain(`The brand settings file ${path} (BRAND_SETTINGS_PL) is wrong`);
    expect(output).toContain('contact.email: must be an e-mail address');
    expect(output).not.toMatch(/^\s+at /m);
  });
});

describe('a brand page', () => {
  const ATTACK = '</script><script>alert(1)</script><!--';
  let t: Awaited<ReturnType<typeof startTestServer>>;
  const pl: BrandSettings = {
    remindPasswordUrl: 'https://client.broker.test/remind',
    contact: { phone: '+48 (22) 000 00 00' },
    awards: [
      { title: { en: 'Best broker 2025', default: 'Best broker' }, image: 'images/award.png' },
      { title: 'Remote award', image: 'https://awards.test/badge.png', url: 'https://awards.test/' },
    ],
    documents: [
      { id: 'TERMS', file: 'documents/terms.pdf' },
      { id: 'FEES', file: { en: 'documents/en/fees.pdf', pl: 'documents/pl/fees.pdf' } },
      { id: 'OWN', title: { en: `${ATTACK} & more \u2028 line`, pl: 'Nasze' }, url: 'https://broker.test/own.pdf' },
    ],
  };

  beforeAll(async () => {
    const apps = join(scratch, 'apps');
    await mkdir(join(apps, 'pl'), { recursive: true });
    await mkdir(join(apps, 'eu'), { recursive: true });
    await writeFile(join(apps, 'pl', 'index.html'), '<!doctype html><html><head><title>PL app</title></head><body><div id="root"></div></body></html>');
    await writeFile(join(apps, 'eu', 'index.html'), '<!doctype html><html><head><title>EU app</title></head><body></body></html>');
    t = await startTestServer({ apps: { pl: join(apps, 'pl'), eu: join(apps, 'eu') }, brandSettings: { pl } });
  });

  afterAll(async () => {
    await t?.close();
  });

  async function pageSettings(path: string): Promise<{ html: string; settings: PageBrandSettings | undefined }> {
    const response = await t.fetch(`http://localhost${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const match = new RegExp(`<script type="application/json" id="${BRAND_SETTINGS_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
    return { html, settings: match ? (JSON.parse(match[1]!) as PageBrandSettings) : undefined };
  }

  it('carries the brand\'s settings, with files turned into links the server serves', async () => {
    const { html, settings } = await pageSettings('/onboarding/login');
    expect(settings).toEqual({
      remindPasswordUrl: 'https://client.broker.test/remind',
      contact: { phone: '+48 (22) 000 00 00' },
      awards: [
        { title: { en: 'Best broker 2025', default: 'Best broker' }, image: '/brand-files/pl/images/award.png' },
        { title: 'Remote award', image: 'https://awards.test/badge.png', url: 'https://awards.test/' },
      ],
      documents: [
        { id: 'TERMS', url: '/brand-files/pl/documents/terms.pdf' },
        { id: 'FEES', url: { en: '/brand-files/pl/documents/en/fees.pdf', pl: '/brand-files/pl/documents/pl/fees.pdf' } },
        { id: 'OWN', title: { en: `${ATTACK} & more \u2028 line`, pl: 'Nasze' }, url: 'https://broker.test/own.pdf' },
      ],
      documentsArchiveUrl: '/brand-files/pl/agreement-documents-{locale}.zip',
    });
    // In the head, before the app's own scripts run.
    expect(html.indexOf(BRAND_SETTINGS_ELEMENT_ID)).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps a hostile value inside the JSON: no element closes early, nothing becomes markup', async () => {
    const { html } = await pageSettings('/ru/onboarding/');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!--');
    expect(html).toContain('\\u0026 more \\u2028 line');
    // Exactly one element was opened and closed.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('keeps the strict policy: the JSON element needs no inline-script allowance', async () => {
    const response = await t.fetch('http://localhost/onboarding/');
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc.trim()).toBe("'self'");
  });

  it('has no element when its brand has no settings', async () => {
    const { html, settings } = await pageSettings('/eu-en/onboarding/');
    expect(settings).toBeUndefined();
    expect(html).toContain('EU app');
  });
});

describe('a brand\'s client zone (brand setting clientZoneUrl)', () => {
  // Applications are put at account-open directly in the database, as test/clientZone.test.ts does.
  const euEmail = `zone-eu-${Date.now()}@example.com`;
  const plEmail = `zone-pl-${Date.now()}@example.com`;
  let dataDir: string;
  let database: TestDatabase;
  let t: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'realform-brand-zone-'));
    database = await testDatabase(dataDir);
    const setup = await startTestServer({}, { database });
    expect(await setup.client({ locale: 'en', brand: 'eu' }).newAccount(registration(euEmail))).toMatchObject({ status: 'success' });
    expect(await setup.client({ locale: 'pl' }).newAccount(registration(plEmail))).toMatchObject({ status: 'success' });
    await setup.close();
    await database.query("UPDATE applications SET current_step = 'accountOpen' WHERE email = ANY($1::text[])", [[euEmail, plEmail]]);
    t = await startTestServer(
      { clientZoneUrl: 'https://zone.broker.test/', brandSettings: { eu: { clientZoneUrl: 'https://zone-eu.broker.test/clients/' } } },
      { database },
    );
  });

  afterAll(async () => {
    await t?.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function accountOpen(email: string, brand: 'pl' | 'eu') {
    const client = t.client(brand === 'eu' ? { locale: 'en', brand: 'eu' } : { locale: 'pl' });
    expect(await client.newLogin({ loginEmail: email, loginPassword: PASSWORD })).toMatchObject({ status: 'success' });
    return client.call('accountOpen', {});
  }

  it('is where that brand\'s applicants are logged in, and what its pages may post to; other brands keep CLIENT_ZONE_URL', async () => {
    expect(await accountOpen(euEmail, 'eu')).toMatchObject({ dataContent: { autoLoginUrl: 'https://zone-eu.broker.test/clients/api/autoLogin' } });
    expect(await accountOpen(plEmail, 'pl')).toMatchObject({ dataContent: { autoLoginUrl: 'https://zone.broker.test/api/autoLogin' } });
    const formAction = async (path: string) =>
      /form-action ([^;]*)/.exec((await t.fetch(`http://localhost${path}`)).headers.get('content-security-policy') ?? '')?.[1];
    expect(await formAction('/eu-en/onboarding/')).toContain('https://zone-eu.broker.test');
    expect(await formAction('/onboarding/')).toContain('https://zone.broker.test');
    expect(await formAction('/onboarding/')).not.toContain('zone-eu');
  });
});

// Issue 17 defect 4: with a host per brand, a redirect to the other brand goes to that brand's host; issue 18 item 10:
// the broker's ESMA retail-loss figure reaches the risk warning.
describe('brand origins and the retail-loss figure', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    const apps = join(scratch, 'apps-origins');
    for (const brand of ['pl', 'eu']) {
      await mkdir(join(apps, brand), { recursive: true });
      await writeFile(join(apps, brand, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    }
    t = await startTestServer({
      apps: { pl: join(apps, 'pl'), eu: join(apps, 'eu') },
      brandSettings: { pl: { origin: 'https://www.dm.test', cfdRetailLossPercent: 74 }, eu: { origin: 'https://www.broker.test' } },
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("each brand's page knows both brands' origins, and its own retail-loss figure", async () => {
    const settingsOf = async (path: string) => {
      const html = await (await t.fetch(`http://localhost${path}`)).text();
      return JSON.parse(new RegExp(`id="${BRAND_SETTINGS_ELEMENT_ID}">(.*?)</script>`, 's').exec(html)![1]!) as PageBrandSettings;
    };
    expect(await settingsOf('/onboarding/')).toEqual({ cfdRetailLossPercent: 74, brandOrigins: { pl: 'https://www.dm.test', eu: 'https://www.broker.test' } });
    expect(await settingsOf('/eu-en/onboarding/')).toEqual({ brandOrigins: { pl: 'https://www.dm.test', eu: 'https://www.broker.test' } });
  });

  it('refuses an origin with a path and a figure that is not a whole per cent', async () => {
    const path = join(scratch, 'bad-origin.json');
    await writeFile(path, JSON.stringify({ origin: 'https://www.dm.test/onboarding', cfdRetailLossPercent: 74.5 }));
    const error = await readBrandSettingsFile(path).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BrandSettingsError);
    expect(String((error as Error).message)).toMatch(/origin: must be an origin only/);
    expect(String((error as Error).message)).toMatch(/cfdRetailLossPercent: must be a whole number/);
  });
});
