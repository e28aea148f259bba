import type { ServerConfig } from '../config';
import { PUBLISHED_TEST_SECRETS } from './captchaHosted';

/**
 * The local stand-ins (docs/architecture.md#providers): the SMS and e-mail outboxes (and a bot-check verifier a test marks as one). Each marks
 * what it builds here, so production mode recognises one also when it is passed explicitly.
 */
const localStandIns = new WeakSet<object>();

/** Marks a provider or verifier as a local stand-in (see {@link isLocalStandIn}). */
export function markLocalStandIn<T extends object>(standIn: T): T {
  localStandIns.add(standIn);
  return standIn;
}

/** True for what `outboxSmsProvider` and `outboxEmailProvider` built, and anything else marked a stand-in. */
export function isLocalStandIn(candidate: object | undefined): boolean {
  return candidate !== undefined && localStandIns.has(candidate);
}

/** Whether the server runs in production mode: ServerConfig.production, else NODE_ENV=production. */
export function isProduction(config: Pick<ServerConfig, 'production'>): boolean {
  return config.production ?? process.env.NODE_ENV === 'production';
}

/** One reason production mode refuses to start: the variable to change, and what to do. */
export interface ProductionConfigProblem {
  /** The environment variable (of `pnpm start` / dist/main.js) that decides it, e.g. `PUBLIC_ORIGIN`. */
  variable: string;
  /** A short fixed reason for the audit log, e.g. `local-captcha`. */
  reason: string;
  message: string;
}

/**
 * Production mode (NODE_ENV=production) found a local stand-in or an insecure default that was not explicitly
 * allowed. createServer throws it before it opens the database; dist/main.js prints the message and exits 1.
 */
export class InsecureProductionConfigError extends Error {
  override readonly name = 'InsecureProductionConfigError';
  constructor(readonly problems: readonly ProductionConfigProblem[]) {
    super(
      [
        `NODE_ENV=production: refusing to start on ${problems.length === 1 ? 'an insecure setting' : `${problems.length} insecure settings`}` +
          ' (see "Production" in apps/realform-server/README.md):',
        ...problems.map((problem) => `  - ${problem.message}`),
      ].join('\n'),
    );
  }
}

function httpsOriginProblem(publicOrigin: string | undefined): ProductionConfigProblem | undefined {
  if (!publicOrigin) {
    return {
      variable: 'PUBLIC_ORIGIN',
      reason: 'no-public-origin',
      message:
        "PUBLIC_ORIGIN is not set: hand-off and client-zone links would be built from the request's Host header, which the sender chooses. Set PUBLIC_ORIGIN=https://your.host.",
    };
  }
  let parsed: URL;
  try {
    parsed = new URL(publicOrigin);
  } catch {
    return { variable: 'PUBLIC_ORIGIN', reason: 'public-origin-invalid', message: `PUBLIC_ORIGIN must be an https: origin such as https://your.host (got "${publicOrigin}").` };
  }
  if (parsed.protocol !== 'https:') {
    return { variable: 'PUBLIC_ORIGIN', reason: 'public-origin-not-https', message: `PUBLIC_ORIGIN must be an https: origin (got ${parsed.protocol}): links to phones would travel in clear text.` };
  }
  if (publicOrigin.replace(/\/+$/, '') !== parsed.origin) {
    return { variable: 'PUBLIC_ORIGIN', reason: 'public-origin-not-origin', message: `PUBLIC_ORIGIN must be an origin, scheme and host only, such as ${parsed.origin} (got "${publicOrigin}").` };
  }
  return undefined;
}

/**
 * Every reason production mode refuses this configuration; empty outside production mode. Each local stand-in
 * may be allowed explicitly (`allowInProduction`, from the ALLOW_* variables); development endpoints, a missing
 * or clear-text public origin and a clear-text client zone cannot.
 */
export function productionConfigProblems(config: ServerConfig): ProductionConfigProblem[] {
  if (!isProduction(config)) return [];
  const allow = config.allowInProduction ?? {};
  const problems: ProductionConfigProblem[] = [];

  // The bot check: ALTCHA (the default) and a hosted provider with a real secret are real checks. What remains a
  // stand-in — a verifier marked as one, or a provider's published test secret that passes every token — is refused.
  if (isLocalStandIn(config.captcha)) {
    problems.push({
      variable: 'ServerConfig.captcha',
      reason: 'local-captcha',
      message: 'The bot check is a stand-in verifier that does not check tokens. Remove ServerConfig.captcha: the default is the self-hosted ALTCHA check (README "Bot check").',
    });
  }
  for (const [brand, secret] of Object.entries(config.captchaSecrets ?? {})) {
    if (secret && PUBLISHED_TEST_SECRETS.includes(secret)) {
      problems.push({
        variable: `CAPTCHA_SECRET_${brand.toUpperCase()}`,
        reason: 'captcha-test-secret',
        message: `CAPTCHA_SECRET_${brand.toUpperCase()} is the provider's published test secret, which passes every token. Set the secret key of your own site key, or select the self-hosted ALTCHA check.`,
      });
    }
  }
  if ((config.smsProvider === undefined || isLocalStandIn(config.smsProvider)) && !allow.localSms) {
    problems.push({
      variable: 'SMS_PROVIDER',
      reason: 'local-sms',
      message:
        'SMS codes and hand-off links would go to the local outbox, not to phones. Set SMS_PROVIDER=smsapi or SMS_PROVIDER=twilio with its variables (README "SMS gateways"), or set ALLOW_LOCAL_SMS=1 to run on the outbox (it keeps neither codes nor links in production).',
    });
  }
  if ((config.emailProvider === undefined || isLocalStandIn(config.emailProvider)) && !allow.localEmail) {
    problems.push({
      variable: 'SMTP_URL',
      reason: 'local-email',
      message:
        'E-mail codes would go to the local outbox, not to applicants. Set SMTP_URL (and SMTP_FROM), or ALLOW_LOCAL_EMAIL=1 to run on the outbox (it keeps no codes in production).',
    });
  }
  // An SMTP provider that may send in clear text (smtpEmailProvider with requireTls false: smtp:// without STARTTLS).
  if ((config.emailProvider as { security?: unknown } | undefined)?.security === 'starttls-when-offered' && !allow.insecureSmtp) {
    problems.push({
      variable: 'ALLOW_INSECURE_SMTP',
      reason: 'smtp-clear-text',
      message:
        'The SMTP provider may send e-mail in clear text (smtp:// without STARTTLS required): codes and the SMTP login would cross the network readable. Use smtps:// or a server with STARTTLS, or set ALLOW_INSECURE_SMTP=1 for a relay on the same host.',
    });
  }
  if (config.devEndpoints) {
    problems.push({ variable: 'DEV_ENDPOINTS', reason: 'dev-endpoints', message: 'DEV_ENDPOINTS is set: the development outbox endpoint would hand out codes to anyone. Unset DEV_ENDPOINTS.' });
  }
  const origin = httpsOriginProblem(config.publicOrigin);
  if (origin) problems.push(origin);
  if (config.clientZoneUrl !== undefined) {
    let protocol: string | undefined;
    try {
      protocol = new URL(config.clientZoneUrl).protocol;
    } catch {
      protocol = undefined;
    }
    if (protocol !== 'https:') {
      problems.push({ variable: 'CLIENT_ZONE_URL', reason: 'client-zone-not-https', message: `CLIENT_ZONE_URL must be an https: URL: the auto-login post carries a sign-in token (got "${config.clientZoneUrl}").` });
    }
  }
  // Every link of a brand's settings is https: in production (the brand's client zone receives the sign-in token; the
  // others send applicants to pages anyone on the network could change in transit).
  for (const brand of ['pl', 'eu'] as const) {
    const settings = config.brandSettings?.[brand];
    if (!settings) continue;
    const links: [string, string | undefined][] = [
      ['origin', settings.origin],
      ['clientZoneUrl', settings.clientZoneUrl],
      ['nonEuPageUrl', settings.nonEuPageUrl],
      ['remindPasswordUrl', settings.remindPasswordUrl],
      ['feesTableUrl', settings.feesTableUrl],
      ['tagManager.scriptUrl', settings.tagManager?.scriptUrl],
      ['analytics.productAnalyticsUrl', settings.analytics?.productAnalyticsUrl],
      ['analytics.attributionUrl', settings.analytics?.attributionUrl],
      ...(settings.awards ?? []).flatMap((award, index): [string, string | undefined][] => [
        [`awards[${index}].url`, award.url],
        [`awards[${index}].image`, award.image],
      ]),
      ...(settings.documents ?? []).flatMap((document, index): [string, string | undefined][] =>
        document.url === undefined ? [] : typeof document.url === 'string' ? [[`documents[${index}].url`, document.url]] : Object.entries(document.url).map(([locale, url]) => [`documents[${index}].url.${locale}`, url]),
      ),
    ];
    const clear = links.filter(([, url]) => url !== undefined && /^http:/i.test(url)).map(([field]) => field);
    if (clear.length > 0) {
      const variable = `BRAND_SETTINGS_${brand.toUpperCase()}`;
      problems.push({
        variable,
        reason: 'brand-link-not-https',
        message: `${variable}: ${clear.join(', ')} must be https: links in production (http: is for local runs only).`,
      });
    }
  }
  // The denied screen says how to reach the broker (issue 18); the shipped settings invent no contact details, so a
  // brand in production must set its own.
  for (const brand of ['pl', 'eu'] as const) {
    const settings = config.brandSettings?.[brand];
    if (!settings || settings.contact?.email || settings.contact?.phone) continue;
    const variable = `BRAND_SETTINGS_${brand.toUpperCase()}`;
    problems.push({
      variable,
      reason: 'brand-contact-missing',
      message: `${variable}: contact has neither an e-mail address nor a phone number, so the denied screen could not say how to reach the broker. Set contact.email and/or contact.phone (README "Brand settings").`,
    });
  }
  // The stand-in payment gateway (README "Payments") takes no money: an applicant would believe the deposit was paid.
  const standIn = (['pl', 'eu'] as const).filter((brand) => config.brandSettings?.[brand]?.payments?.gateways.some((gateway) => gateway.provider === 'stand-in'));
  if (standIn.length > 0 && !allow.standInPayments) {
    problems.push({
      variable: 'ALLOW_STAND_IN_PAYMENTS',
      reason: 'stand-in-payments',
      message: `${standIn.map((brand) => `BRAND_SETTINGS_${brand.toUpperCase()}`).join(', ')}: payments.gateways use the "stand-in" provider, which moves no money. Plug in a real provider's adapter (README "Payments"), remove "payments", or set ALLOW_STAND_IN_PAYMENTS=1 for a test installation.`,
    });
  }
  if (!config.databaseUrl && !allow.embeddedDatabase) {
    problems.push({
      variable: 'DATABASE_URL',
      reason: 'embedded-database',
      message:
        'The database is the embedded PGlite (DATA_DIR), which does not fsync: a crash or power loss can lose or corrupt data. Set DATABASE_URL=postgres://…, or ALLOW_EMBEDDED_DATABASE=1 to run on it anyway.',
    });
  }
  return problems;
}

/** Throws {@link InsecureProductionConfigError} when production mode refuses this configuration. */
export function assertProductionConfig(config: ServerConfig): void {
  const problems = productionConfigProblems(config);
  if (problems.length > 0) throw new InsecureProductionConfigError(problems);
}
