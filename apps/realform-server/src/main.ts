import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EU_BRAND_LOCALES } from '@onboarding/dictionaries';
import { SmtpConfigError, smtpEmailProvider } from './areas/codes/smtpEmailProvider';
import { SmsConfigError, smsProviderFromEnv } from './areas/codes/sms/smsProviderFromEnv';
import { BrandSettingsError, loadBrandSettings } from './brand/loadBrandSettings';
import type { CodesDeps } from './areas/codes/codesContext';
import type { ServerConfig } from './config';
import { createServer } from './createServer';
import { exitWithParent } from './exitWithParent';
import { CaptchaConfigError } from './security/captcha';
import { InsecureProductionConfigError } from './security/productionConfig';
import { DataDirLockedError } from './db/dataDirLock';
import { retentionPeriodProblem, type RetentionPeriods } from './retention/retention';
import type { DocumentStorageConfig } from './areas/documents/storage/createDocumentStorage';
import { DocumentStorageConfigError, documentStorageFromEnv } from './areas/documents/storage/createDocumentStorage';
import { VerificationConfigError, verificationFromEnv } from './jobs/verification';

/** TRUST_PROXY: a whole number of proxy hops (0 or unset: none). */
function trustProxyHops(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUST_PROXY must be the number of reverse proxies in front of the server (0, 1, 2…), got "${value}".`);
  return hops;
}

/** The brand app's build output, found through the workspace dependency; undefined when not installed. */
function appDist(packageName: string): string | undefined {
  try {
    return join(dirname(fileURLToPath(import.meta.resolve(`${packageName}/package.json`))), 'dist');
  } catch {
    return undefined;
  }
}

/** The RETENTION_* variables: whole days, each overriding one period of RETENTION_DEFAULTS (README "Retention"). */
const RETENTION_VARIABLES = {
  RETENTION_ABANDONED_DAYS: 'abandonedApplicationDays',
  RETENTION_HANDOVER_DAYS: 'handoverDays',
  RETENTION_OPENED_DAYS: 'openedApplicationDays',
  RETENTION_EVENT_DAYS: 'documentEventDays',
  RETENTION_EXPIRED_LINK_DAYS: 'expiredLinkDays',
  RETENTION_AUDIT_DAYS: 'auditEventDays',
  RETENTION_ORPHAN_FILE_DAYS: 'orphanFileDays',
  RETENTION_API_JOURNEY_DAYS: 'apiJourneyDays',
  RETENTION_WEBHOOK_DAYS: 'webhookDeliveryDays',
} as const satisfies Record<string, keyof RetentionPeriods>;

function retentionFromEnv(): Partial<RetentionPeriods> {
  const periods: Partial<RetentionPeriods> = {};
  for (const [variable, period] of Object.entries(RETENTION_VARIABLES)) {
    const value = process.env[variable];
    if (value === undefined || value === '') continue;
    const days = Number(value);
    const problem = retentionPeriodProblem(period, days);
    if (problem) {
      console.error(`${variable} ${problem}, got "${value}".`);
      process.exit(1);
    }
    periods[period] = days;
  }
  return periods;
}

// `pnpm start` runs here through `pnpm --filter`, in the server's directory; INIT_CWD is where the user typed it
// (the repository root), so `.data/` lands at the root as documented.
const baseDir = process.env.INIT_CWD ?? process.cwd();
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(baseDir, process.env.DATA_DIR ?? '.data');
const databaseUrl = process.env.DATABASE_URL || undefined;

function documentStorage(): DocumentStorageConfig {
  try {
    return documentStorageFromEnv(process.env);
  } catch (error) {
    if (!(error instanceof DocumentStorageConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const clientZoneUrl = process.env.CLIENT_ZONE_URL || undefined;
// The bot check (README "Bot check"): ALTCHA with each brand's HMAC key (else one kept in the database) at
// ALTCHA_MAX_NUMBER; a brand whose settings select Turnstile or reCAPTCHA verifies with CAPTCHA_SECRET_{PL,EU}.
const brandVariables = (prefix: string) =>
  Object.fromEntries((['pl', 'eu'] as const).flatMap((brand) => (process.env[`${prefix}_${brand.toUpperCase()}`] ? [[brand, process.env[`${prefix}_${brand.toUpperCase()}`]!]] : [])));
const altchaHmacKeys = brandVariables('ALTCHA_HMAC_KEY');
const captchaSecrets = brandVariables('CAPTCHA_SECRET');
let altchaMaxNumber: number | undefined;
if (process.env.ALTCHA_MAX_NUMBER) {
  altchaMaxNumber = Number(process.env.ALTCHA_MAX_NUMBER);
  if (!Number.isInteger(altchaMaxNumber) || altchaMaxNumber < 1) {
    console.error(`ALTCHA_MAX_NUMBER must be a whole number of 1 or more, got "${process.env.ALTCHA_MAX_NUMBER}".`);
    process.exit(1);
  }
}

// CODE_RESEND_COOLDOWN_SECONDS: how long before a code may be sent again (default 30 s, docs/security.md#one-time-codes; the screens count down
// what the server answers). The brand apps' end-to-end journeys run at 3, so the SMS → e-mail fallback does not wait out
// 30 s of wall clock; production takes 30 or more (a shorter wait lets a bot pump SMS faster).
let codeResendCooldownSeconds: number | undefined;
if (process.env.CODE_RESEND_COOLDOWN_SECONDS) {
  codeResendCooldownSeconds = Number(process.env.CODE_RESEND_COOLDOWN_SECONDS);
  const least = process.env.NODE_ENV === 'production' ? 30 : 1;
  if (!Number.isInteger(codeResendCooldownSeconds) || codeResendCooldownSeconds < least) {
    console.error(`CODE_RESEND_COOLDOWN_SECONDS must be a whole number of ${least} or more${least > 1 ? ' in production' : ''}, got "${process.env.CODE_RESEND_COOLDOWN_SECONDS}".`);
    process.exit(1);
  }
}

// SHUTDOWN_GRACE_SECONDS: how long requests in flight at SIGTERM/SIGINT get to finish before they are cut (default 10).
let shutdownGraceSeconds = 10;
if (process.env.SHUTDOWN_GRACE_SECONDS) {
  shutdownGraceSeconds = Number(process.env.SHUTDOWN_GRACE_SECONDS);
  if (!Number.isFinite(shutdownGraceSeconds) || shutdownGraceSeconds < 0) {
    console.error(`SHUTDOWN_GRACE_SECONDS must be a number of seconds, 0 or more, got "${process.env.SHUTDOWN_GRACE_SECONDS}".`);
    process.exit(1);
  }
}

// Verification jobs (README "Verification workers"): VERIFY_WORKERS in this process (default 1; 0 with DATABASE_URL
// leaves them to `node dist/verifyWorkerMain.js`), VERIFY_WAIT_SECONDS an upload waits, VERIFY_JOB_EXPIRE_SECONDS.
let verification: ServerConfig['verification'];
try {
  verification = verificationFromEnv(process.env);
} catch (error) {
  if (!(error instanceof VerificationConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// E-mail by SMTP when configured (README "E-mail"): SMTP_URL=smtps://user:pass@host:465 (TLS) or smtp://…:587, where
// STARTTLS is required unless ALLOW_INSECURE_SMTP=1; SMTP_FROM the sender (required in production). Else the outbox.
const smtpUrl = process.env.SMTP_URL || undefined;
let emailProvider: ReturnType<typeof smtpEmailProvider> | undefined;
if (smtpUrl) {
  const from = process.env.SMTP_FROM || (process.env.NODE_ENV === 'production' ? undefined : 'no-reply@localhost');
  if (!from || !from.includes('@')) {
    console.error('SMTP_FROM must be the sender of the e-mails, e.g. "Dom Maklerski" <no-reply@broker.example> (required with SMTP_URL in production).');
    process.exit(1);
  }
  try {
    emailProvider = smtpEmailProvider({ url: smtpUrl, from, requireTls: process.env.ALLOW_INSECURE_SMTP !== '1' });
  } catch (error) {
    if (!(error instanceof SmtpConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

// SMS codes and hand-off links through SMSAPI or Twilio when SMS_PROVIDER says so (README "SMS gateways"); otherwise
// the local outbox. A missing or malformed variable stops the start with its name.
const sms = (() => {
  try {
    return smsProviderFromEnv(process.env);
  } catch (error) {
    if (!(error instanceof SmsConfigError)) throw error;
    console.error(error.message);
    return process.exit(1);
  }
})();

// Each brand's settings (links, contact, awards, documents…): BRAND_SETTINGS_PL / _EU, else the shipped files. A wrong
// file stops the start with a message naming the file and the field (README "Brand settings").
let brands: Awaited<ReturnType<typeof loadBrandSettings>>;
try {
  brands = await loadBrandSettings(process.env, { baseDir });
} catch (error) {
  if (!(error instanceof BrandSettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// ServerConfig plus the codes area's optional providers.
const config: ServerConfig & CodesDeps = {
  ...(databaseUrl ? { databaseUrl } : { dataDir }),
  ...(emailProvider ? { emailProvider } : {}),
  ...(sms.provider ? { smsProvider: sms.provider } : {}),
  ...(clientZoneUrl ? { clientZoneUrl } : {}),
  altchaHmacKeys,
  captchaSecrets,
  ...(altchaMaxNumber !== undefined ? { altchaMaxNumber } : {}),
  ...(codeResendCooldownSeconds !== undefined ? { rateLimits: { codeResendCooldownSeconds } } : {}),
  // TRUST_PROXY=N: N reverse proxies of our own in front (the client IP is the X-Forwarded-For entry N from the right).
  trustProxy: trustProxyHops(process.env.TRUST_PROXY),
  ...(process.env.PUBLIC_ORIGIN ? { publicOrigin: process.env.PUBLIC_ORIGIN } : {}),
  // Uploads live beside the data, also when the database is PostgreSQL, so a restart loses none.
  storageDir: resolve(baseDir, process.env.STORAGE_DIR ?? join(dataDir, 'uploads')),
  // Documents and captures (README "Document storage"): DOCUMENT_STORAGE disk, postgres (the default with
  // DATABASE_URL) or s3 with the S3_* variables; the disk (storageDir) then only holds uploads being received.
  documentStorage: documentStorage(),
  verification,
  // Development-only endpoints (the outbox of sent codes) are never on unless asked for; in production any value
  // counts as asked for, and createServer refuses it.
  devEndpoints: process.env.NODE_ENV === 'production' ? Boolean(process.env.DEV_ENDPOINTS) : process.env.DEV_ENDPOINTS === '1',
  // How long personal data and images are kept; unset variables keep the defaults.
  retention: retentionFromEnv(),
  // Production mode (NODE_ENV=production) runs on a local stand-in only when it is allowed explicitly.
  allowInProduction: {
    localSms: process.env.ALLOW_LOCAL_SMS === '1',
    localEmail: process.env.ALLOW_LOCAL_EMAIL === '1',
    insecureSmtp: process.env.ALLOW_INSECURE_SMTP === '1',
    embeddedDatabase: process.env.ALLOW_EMBEDDED_DATABASE === '1',
    standInPayments: process.env.ALLOW_STAND_IN_PAYMENTS === '1',
  },
  // The audit log's pseudonym key (else one kept in the database), and the origins besides ours whose pages may post
  // to /api/autoLogin (issue 14, findings 13 and 9).
  ...(process.env.AUDIT_KEY ? { auditKey: process.env.AUDIT_KEY } : {}),
  ...(process.env.PAYMENT_SIGNING_KEY ? { paymentSigningKey: process.env.PAYMENT_SIGNING_KEY } : {}),
  ...(process.env.AUTO_LOGIN_ALLOWED_ORIGINS
    ? { autoLoginOrigins: process.env.AUTO_LOGIN_ALLOWED_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean) }
    : {}),
  apps: { pl: appDist('@apps/pl'), eu: appDist('@apps/eu') },
  brandSettings: brands.settings,
  brandSettingsDirs: brands.dirs,
};
let server: Awaited<ReturnType<typeof createServer>>;
try {
  server = await createServer(config);
} catch (error) {
  // A refusal to start is for the operator: its message says what to change; a stack would only hide it.
  if (
    error instanceof InsecureProductionConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof CaptchaConfigError ||
    error instanceof DocumentStorageConfigError ||
    error instanceof VerificationConfigError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const { url } = await server.listen(port, host);

const pages = [
  '/onboarding/',
  '/ru/onboarding/',
  '/ua/onboarding/',
  ...EU_BRAND_LOCALES.map((locale) => `/eu-${locale}/onboarding/`),
];
console.info(
  [
    `realform server on ${url} (data: ${databaseUrl ? 'PostgreSQL from DATABASE_URL' : dataDir}; e-mail: ${emailProvider ? `SMTP, ${emailProvider.security}` : 'local outbox'}; SMS: ${sms.label})`,
    ...pages.map((page) => `  ${url}${page}`),
    `  ${url}/healthz`,
    `  ${url}/readyz`,
  ].join('\n'),
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: closing the server and the database…`);
  try {
    // Graceful (README "Operations"): /readyz answers 503, no new connections, requests in flight get the grace period.
    await server.close({
      graceMs: shutdownGraceSeconds * 1000,
      onStopAccepting: ({ inFlight }) => console.info(`${signal}: no longer accepting connections; ${inFlight} request(s) in flight, up to ${shutdownGraceSeconds} s to finish`),
    });
    process.exit(0);
  } catch (error) {
    console.error('Closing failed', error);
    process.exit(1);
  }
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
// Set by test runners: a run killed without a chance to clean up must not leave this server behind.
if (process.env.EXIT_WITH_PARENT === '1') exitWithParent((reason) => void stop(reason));
