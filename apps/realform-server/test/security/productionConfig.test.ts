import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailProvider, ServerConfig, SmsProvider } from '../../src/index';
import { createServer, InsecureProductionConfigError } from '../../src/index';
import { markLocalStandIn } from '../../src/security/productionConfig';
import { outboxSmsProvider } from '../../src/areas/codes/outboxProviders';
import { readRows } from '../documentsSupport';
import { signedUpClient, uniquePhone } from '../codesHelpers';
import { BOT_CHECK, startTestServer, testDatabase, TEST_PASSWORD_HASHING } from '../harness';
import type { TestDatabase } from '../harness';
import { runBuiltServerToExit } from './builtServer';

// ASVS 5.0 V13.4 / V3.4 / V14 — finding 7 of issue 14: production mode (NODE_ENV=production) refuses every local
// stand-in and insecure default unless explicitly allowed; links use PUBLIC_ORIGIN only; HSTS; no source maps.

const PUBLIC_ORIGIN = 'https://onboarding.example';

/** SMS the server sent, as a gateway would receive them (production has no development outbox to read). */
const sentSms: { to: string; text: string; kind: string; code?: string | undefined }[] = [];
const gatewaySms: SmsProvider = {
  send(message) {
    sentSms.push(message);
    return Promise.resolve({ messageId: String(sentSms.length) });
  },
};
const mailServer: EmailProvider = { send: () => Promise.resolve({ messageId: 'mail' }) };
/** A real provider's verifier as far as the server can tell: not the local stand-in. */
const providerCaptcha = { verify: (token: string) => Promise.resolve(token.length > 0) };

/** A production configuration with nothing local left but the embedded database, which it allows explicitly. */
function secureProduction(database: TestDatabase, extra: ServerConfig = {}): ServerConfig {
  return {
    production: true,
    publicOrigin: PUBLIC_ORIGIN,
    captcha: providerCaptcha,
    smsProvider: gatewaySms,
    emailProvider: mailServer,
    allowInProduction: { embeddedDatabase: true },
    ...database.config,
    ...extra,
  };
}

let root: string;
let database: TestDatabase;
let t: Awaited<ReturnType<typeof startTestServer>>;
let url: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'realform-production-'));
  const pl = join(root, 'pl');
  await mkdir(join(pl, 'assets'), { recursive: true });
  await writeFile(join(pl, 'index.html'), '<!doctype html><title>PL app</title>');
  await writeFile(join(pl, 'assets', 'index-B1a2C3d4.js'), 'export const brand = "pl";\n//# sourceMappingURL=index-B1a2C3d4.js.map');
  await writeFile(join(pl, 'assets', 'index-B1a2C3d4.js.map'), '{"version":3,"sources":["../src/secret-business-logic.ts"]}');
  database = await testDatabase();
  t = await startTestServer(secureProduction(database, { apps: { pl } }), { database });
  ({ url } = await t.server.listen(0, '127.0.0.1'));
});

afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

/** A request over a real socket with a Host header of the attacker's choice. */
function requestWithHost(path: string, host: string, body?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const target = new URL(path, url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: body === undefined ? 'GET' : 'POST',
        headers: { host, ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function common(token: string) {
  return { token, languageCode: 'en', branchCode: 'EU', brand: 'eu' };
}

describe('production mode refuses to start on an insecure default', () => {
  async function refusal(config: ServerConfig): Promise<InsecureProductionConfigError> {
    const error: unknown = await createServer({ passwordHashing: TEST_PASSWORD_HASHING, logger: { info() {}, warn() {}, error() {} }, ...config }).then(
      async (server) => {
        await server.close();
        return new Error('the server started');
      },
      (refused: unknown) => refused,
    );
    expect(error).toBeInstanceOf(InsecureProductionConfigError);
    return error as InsecureProductionConfigError;
  }

  it.each<[string, (database: TestDatabase) => ServerConfig, RegExp]>([
    [
      'a stand-in bot-check verifier',
      (db) => ({ ...secureProduction(db), captcha: markLocalStandIn({ verify: () => Promise.resolve(true) }) }),
      /ServerConfig\.captcha.*ALTCHA/s,
    ],
    [
      "a hosted bot check on the provider's published test secret",
      (db) => ({
        ...secureProduction(db),
        captcha: undefined,
        brandSettings: { pl: { captcha: { provider: 'turnstile', siteKey: '1x00000000000000000000AA' }, contact: { email: 'support@dm.example' } } },
        captchaSecrets: { pl: '1x0000000000000000000000000000000AA' },
      }),
      /CAPTCHA_SECRET_PL is the provider's published test secret/,
    ],
    ['the local SMS outbox', (db) => ({ ...secureProduction(db), smsProvider: undefined }), /ALLOW_LOCAL_SMS/],
    ['the local e-mail outbox', (db) => ({ ...secureProduction(db), emailProvider: undefined }), /SMTP_URL.*ALLOW_LOCAL_EMAIL/s],
    ['DEV_ENDPOINTS', (db) => ({ ...secureProduction(db), devEndpoints: true }), /DEV_ENDPOINTS/],
    ['no PUBLIC_ORIGIN', (db) => ({ ...secureProduction(db), publicOrigin: undefined }), /PUBLIC_ORIGIN is not set/],
    ['an http: PUBLIC_ORIGIN', (db) => ({ ...secureProduction(db), publicOrigin: 'http://onboarding.example' }), /PUBLIC_ORIGIN must be an https: origin/],
    ['a PUBLIC_ORIGIN with a path', (db) => ({ ...secureProduction(db), publicOrigin: 'https://onboarding.example/app' }), /PUBLIC_ORIGIN must be an origin/],
    // Issue 18: the denied screen is where an applicant learns how to reach the broker; the shipped settings have no
    // contact (nothing invented), so a production brand must set its own.
    [
      'a brand without contact details',
      (db) => ({ ...secureProduction(db), brandSettings: { pl: { contact: { email: 'support@dm.example' } }, eu: { cfdRetailLossPercent: 70 } } }),
      /BRAND_SETTINGS_EU: contact has neither an e-mail address nor a phone number/,
    ],
    [
      'the embedded database without the opt-in',
      (db) => ({ ...secureProduction(db), databaseUrl: undefined, inMemory: true, allowInProduction: {} }),
      /DATABASE_URL.*ALLOW_EMBEDDED_DATABASE/s,
    ],
    ['an http: CLIENT_ZONE_URL', (db) => ({ ...secureProduction(db), clientZoneUrl: 'http://zone.example' }), /CLIENT_ZONE_URL must be an https: URL/],
    // Issue 16: a brand setting's link in clear text (the brand's client zone receives the sign-in token; the others
    // lead applicants off to pages an attacker on the network could change).
    [
      "an http: link in a brand's settings",
      (db) => ({ ...secureProduction(db), brandSettings: { eu: { clientZoneUrl: 'http://zone-eu.example', feesTableUrl: 'https://broker.example/fees', contact: { email: 'support@broker.example' } } } }),
      /BRAND_SETTINGS_EU.*clientZoneUrl.*https:/s,
    ],
  ])('refuses %s, naming the variable', async (_, config, message) => {
    const error = await refusal(config(database));
    expect(error.message).toMatch(message);
    expect(error.problems).toHaveLength(1);
  });

  it('is what NODE_ENV=production means when the configuration does not say, and lists every problem at once', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const error = await refusal({ inMemory: true, devEndpoints: true });
      expect(error.problems.map((problem) => problem.variable)).toEqual(
        expect.arrayContaining(['SMS_PROVIDER', 'SMTP_URL', 'DEV_ENDPOINTS', 'PUBLIC_ORIGIN', 'DATABASE_URL']),
      );
      // The default bot check, ALTCHA, is a real check: nothing to refuse there.
      expect(error.problems.map((problem) => problem.reason)).not.toContain('local-captcha');
      expect(error.message).toContain('NODE_ENV=production');
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it('records each refusal in the audit log (finding 13): the variable and a fixed reason, nothing else', async () => {
    const lines: string[] = [];
    const record = (line: unknown) => lines.push(String(line));
    const error: unknown = await createServer({
      ...secureProduction(database),
      devEndpoints: true,
      publicOrigin: 'http://onboarding.example',
      passwordHashing: TEST_PASSWORD_HASHING,
      logger: { info: record, warn: record, error: record },
    }).catch((refused: unknown) => refused);
    expect(error).toBeInstanceOf(InsecureProductionConfigError);
    const audit = lines.filter((line) => line.includes('config.refused'));
    expect(audit).toHaveLength(2);
    expect(audit.join('\n')).toContain('DEV_ENDPOINTS');
    expect(audit.join('\n')).toContain('public-origin-not-https');
  });

  it('starts on the default bot check, the self-hosted ALTCHA, with nothing to allow', async () => {
    const server = await createServer({ ...secureProduction(database), captcha: undefined, passwordHashing: TEST_PASSWORD_HASHING, logger: { info() {}, warn() {}, error() {} } });
    const challenge = await server.fetch(new Request('http://localhost/realform/captcha-challenge?brand=pl'));
    expect(challenge.status).toBe(200);
    await server.close();
  });

  it('starts on each local stand-in that is explicitly allowed', async () => {
    const server = await createServer({
      ...secureProduction(database),
      passwordHashing: TEST_PASSWORD_HASHING,
      logger: { info() {}, warn() {}, error() {} },
      captcha: undefined,
      smsProvider: undefined,
      emailProvider: undefined,
      allowInProduction: { localSms: true, localEmail: true, embeddedDatabase: true },
    });
    await server.close();
  });
});

describe('links in production use PUBLIC_ORIGIN, never the Host header', () => {
  it('builds the QR and SMS hand-off links on PUBLIC_ORIGIN when the request names another host', async () => {
    const desktop = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    const phone = uniquePhone();
    expect(await desktop.call('desktopSms', { phoneNumber: phone, phoneNumberPrefix: '+48', recaptchaToken: BOT_CHECK })).toMatchObject({
      status: 'success',
    });
    const desktopCode = sentSms.findLast((message) => message.to === `+48${phone}`)?.code;
    expect(await desktop.call('desktopSmsCode', { phoneVerificationCode2: desktopCode ?? '' })).toMatchObject({ next: 'dataUploadChoice' });
    expect(await desktop.call('dataUploadChoice', { dataUploadChoice: 3 })).toMatchObject({ next: 'mobileSms' });
    const token = await desktop.ensureToken();

    const qr = await requestWithHost('/realform/form-pl/mobile-qr-code-url', 'evil.example', JSON.stringify(common(token)));
    expect(qr.status).toBe(200);
    const qrUrl = (JSON.parse(qr.body) as { mobileQrUrl: string }).mobileQrUrl;
    expect(new URL(qrUrl).origin).toBe(PUBLIC_ORIGIN);

    const mobilePhone = uniquePhone();
    const sent = await requestWithHost(
      '/realform/sms/mobile-sms',
      'evil.example',
      JSON.stringify({ ...common(token), phoneNumber: mobilePhone, phoneNumberPrefix: '+48', recaptchaToken: BOT_CHECK }),
    );
    expect(sent.status).toBe(200);
    const mobileCode = sentSms.findLast((message) => message.to === `+48${mobilePhone}` && message.kind === 'code')?.code ?? '';
    const confirmed = await requestWithHost(
      '/realform/form-eu/mobile-sms-code',
      'evil.example:443',
      JSON.stringify({ ...common(token), phoneVerificationCode2: mobileCode }),
    );
    expect(confirmed.status).toBe(200);
    const linkSms = sentSms.findLast((message) => message.to === `+48${mobilePhone}` && message.kind === 'handoffLink');
    expect(linkSms?.text).toContain(`${PUBLIC_ORIGIN}/eu-en/onboarding/?token=`);
    expect(linkSms?.text).not.toContain('evil.example');
  });
});

describe('HTTPS and static files in production', () => {
  it('sends HSTS (a year, subdomains) on pages, assets, API answers and the lean validate path', async () => {
    for (const [path, body] of [
      ['/onboarding/', undefined],
      ['/static/pl/assets/index-B1a2C3d4.js', undefined],
      ['/healthz', undefined],
      ['/realform/form-pl/validate', JSON.stringify({ ...common('x'.repeat(43)), name: 'email', value: 'a@b.pl' })],
    ] as const) {
      const response = await requestWithHost(path, 'onboarding.example', body);
      expect(response.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('does not serve source maps', async () => {
    expect((await requestWithHost('/static/pl/assets/index-B1a2C3d4.js', 'onboarding.example')).status).toBe(200);
    const map = await requestWithHost('/static/pl/assets/index-B1a2C3d4.js.map', 'onboarding.example');
    expect(map.status).toBe(404);
    expect(map.body).not.toContain('secret-business-logic');
  });

  it('sends no HSTS for an http: origin outside production (local development)', async () => {
    const dev = await startTestServer({ publicOrigin: 'http://localhost:8080' });
    try {
      const response = await dev.fetch('http://localhost:8080/healthz');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await dev.close();
    }
  });
});

describe('the local outbox in production (explicitly allowed)', () => {
  it('keeps neither codes nor hand-off links', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'realform-production-outbox-'));
    const outboxDatabase = await testDatabase(dataDir);
    try {
      const outboxServer = await startTestServer(
        secureProduction(outboxDatabase, { smsProvider: undefined, allowInProduction: { localSms: true, embeddedDatabase: true } }),
        { database: outboxDatabase },
      );
      const phone = uniquePhone();
      try {
        const client = await signedUpClient(outboxServer, { locale: 'en', brand: 'eu' });
        expect(await client.call('desktopSms', { phoneNumber: phone, phoneNumberPrefix: '+48', recaptchaToken: BOT_CHECK })).toMatchObject({
          status: 'success',
        });
      } finally {
        await outboxServer.close();
      }
      const rows = await readRows<{ body: string; code: string | null }>(outboxDatabase, 'SELECT body, code FROM outbox WHERE recipient = $1', [`+48${phone}`]);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.code).toBeNull();
      expect(rows[0]!.body).not.toMatch(/\d{6}/);
    } finally {
      await outboxDatabase.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('the provider itself withholds a hand-off link when told it runs in production', async () => {
    const stored: unknown[][] = [];
    const db = {
      query: (_sql: string, params: unknown[]) => {
        stored.push(params);
        return Promise.resolve({ rows: [{ id: 1 }] });
      },
    };
    const logger = { info() {}, warn() {}, error() {}, request() {} };
    const provider = outboxSmsProvider(db as never, logger as never, () => new Date(), { keepContent: false });
    await provider.send({ to: '+48600123456', text: `Open ${PUBLIC_ORIGIN}/onboarding/?token=abc&mobile=true`, kind: 'handoffLink' });
    expect(JSON.stringify(stored)).not.toContain('token=abc');
  });
});

describe('node dist/main.js with NODE_ENV=production', () => {
  it('exits non-zero with a message naming each insecure variable', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'realform-production-main-'));
    try {
      const { code, output } = await runBuiltServerToExit({ NODE_ENV: 'production', DEV_ENDPOINTS: '1', DATA_DIR: dataDir });
      expect(code).not.toBe(0);
      for (const variable of ['DEV_ENDPOINTS', 'PUBLIC_ORIGIN', 'ALLOW_LOCAL_SMS', 'SMTP_URL', 'ALLOW_EMBEDDED_DATABASE']) {
        expect(output).toContain(variable);
      }
      expect(output).not.toMatch(/realform server on/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('exits non-zero for one insecure setting alone, everything else allowed', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'realform-production-main-'));
    try {
      const { code, output } = await runBuiltServerToExit({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PUBLIC_ORIGIN: 'http://onboarding.example',
        ALLOW_LOCAL_SMS: '1',
        ALLOW_LOCAL_EMAIL: '1',
        ALLOW_EMBEDDED_DATABASE: '1',
      });
      expect(code).not.toBe(0);
      expect(output).toContain('PUBLIC_ORIGIN must be an https: origin');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
