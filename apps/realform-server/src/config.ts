import type { Brand, BrandSettings } from '@onboarding/realform-api';
import type { IdentityAnalyzers } from './areas/documents/verifier/captureAnalysis';
import type { EmailProvider, SmsProvider } from './areas/codes/messageProviders';
import type { RateLimits } from './security/rateLimits';
import type { UploadLimits } from './areas/documents/uploadLimits';
import type { DocumentStorageConfig } from './areas/documents/storage/createDocumentStorage';
import type { CaptchaVerifier } from './security/captcha';
import type { LoginThrottleLimits } from './security/loginThrottle';
import type { KdfProbe, PasswordHashing } from './security/passwordHash';
import type { RouteDeclaration } from './http/routeAccess';
import type { PurgeReport, RetentionPeriods } from './retention/retention';
import type { WebhookRunReport } from './areas/scanApi/webhookDelivery';
import type { VerificationConfig } from './jobs/verification';

export interface ServerConfig {
  /**
   * PGlite data directory; ignored when `databaseUrl` is set.
   * @default '.data'
   */
  dataDir?: string;
  /** `postgres://…`: use a PostgreSQL server (pg pool) instead of the embedded database. */
  databaseUrl?: string;
  /**
   * PGlite in memory (tests): nothing is written to disk.
   * @default false
   */
  inMemory?: boolean;
  /** The built brand apps' `dist` directories. A missing one answers its pages with 503 and a hint to build it. */
  apps?: { pl?: string; eu?: string };
  /**
   * The origin of links the server hands out to phones (the QR code and SMS link of the mobile hand-off,
   * docs/spec/flow/screens.md#mobilesms) and of the client-zone auto-login page. Required in production, an https: origin: links are then never
   * built from the request's Host header. @default the origin of the request that asked for the link
   */
  publicOrigin?: string;
  /**
   * Development-only endpoints, such as the outbox of sent codes that tests read. Never on in production.
   * @default false
   */
  devEndpoints?: boolean;
  /** Delivery of SMS codes and hand-off links. @default the local outbox (a table, and the log) */
  smsProvider?: SmsProvider;
  /** Delivery of e-mail codes. @default the local outbox; `smtpEmailProvider(...)` for a real mail server */
  emailProvider?: EmailProvider;
  /** Overrides of DEFAULT_RATE_LIMITS (get-token, new-account, code sends…). */
  rateLimits?: Partial<RateLimits>;
  /** Overrides of DEFAULT_UPLOAD_LIMITS: bytes of uploads in flight, image checks at once, captures per journey, stored bytes per application. */
  uploadLimits?: Partial<UploadLimits>;
  /**
   * The identity checks' analysers (README "Identity checks"). Default: the self-hosted ones — tesseract.js reading
   * the MRZ, @vladmandic/human finding and comparing faces — each in a worker thread, started on first use.
   */
  identityAnalyzers?: IdentityAnalyzers;
  /**
   * Verification jobs (README "Verification workers"): workers in this process (VERIFY_WORKERS, default 1; 0 with
   * DATABASE_URL leaves the checks to `node dist/verifyWorkerMain.js` processes), how long an upload waits for its
   * checks (VERIFY_WAIT_SECONDS, default 90) and when a job whose worker died is retried (VERIFY_JOB_EXPIRE_SECONDS, 60).
   */
  verification?: VerificationConfig;
  /** Where uploaded documents and captures are stored. @default `{dataDir}/uploads`, or a temporary directory in memory mode */
  storageDir?: string;
  /**
   * Which backend keeps uploaded documents and captures (README "Document storage"): `disk` (storageDir, one
   * instance only), `postgres` (the table `document_files` of the server's database, PGlite too) or `s3` (an
   * S3-compatible bucket). @default `postgres` with `databaseUrl` and no explicit `storageDir`, else `disk`
   * (dist/main.js: DOCUMENT_STORAGE, default `postgres` when DATABASE_URL is set)
   */
  documentStorage?: DocumentStorageConfig;
  /**
   * Each brand's public settings (links, contact, awards, captcha, tag manager, analytics, agreement documents), as
   * validated by `brandSettingsSchema` (README "Brand settings"). @default none: every optional control hidden
   */
  brandSettings?: Partial<Record<Brand, BrandSettings>>;
  /**
   * The directory of each brand's settings file (`loadBrandSettings`): the settings' `file` entries (documents, award
   * images) are relative to it, and `/brand-files/{brand}/…` serves from it. @default none: no brand files
   */
  brandSettingsDirs?: Partial<Record<Brand, string>>;
  /** The broker's client zone; its origin is allowed as a form target (the final auto-login post, docs/spec/flow/calls.md#call-table). */
  clientZoneUrl?: string;
  /**
   * Argon2id cost (tests use a tiny one). Keep it at or above one of the OWASP Password Storage Cheat Sheet's
   * Argon2id configurations.
   * @default { memoryKiB: 7168, iterations: 5, parallelism: 1 }
   */
  passwordHashing?: PasswordHashing;
  /**
   * Called before every password KDF run with its parameters (tests count the checks: the sign-in limiter and equal
   * work for unknown addresses and old hashes, issue 14 findings 5 and 12). @default none
   */
  kdfProbe?: KdfProbe;
  /**
   * The key of the audit log's pseudonyms (HMAC-SHA-256 of application ids, e-mail addresses and IPs), at least 32
   * characters (AUDIT_KEY). @default a random key created once and kept in the database (`server_secrets`)
   */
  auditKey?: string;
  /**
   * Origins besides this server's own (`publicOrigin`, or the request's) whose pages may post to `/api/autoLogin`
   * (AUTO_LOGIN_ALLOWED_ORIGINS, comma-separated). Cross-site posts from anywhere else are refused (login CSRF).
   * @default none
   */
  autoLoginOrigins?: readonly string[];
  /**
   * Where log lines go, already redacted.
   * @default console
   */
  logger?: Pick<Console, 'info' | 'warn' | 'error'>;
  /**
   * A session ends after this long without a call.
   * @default 30
   */
  sessionIdleMinutes?: number;
  /**
   * A session ends this long after sign-in (or creation), however active.
   * @default 12
   */
  sessionAbsoluteHours?: number;
  /**
   * A bot-check verifier of one's own for new-account, the SMS sends and confirm-email, instead of the configured
   * ones (tests that do not solve challenges). @default each brand's configured check (README "Bot check"): ALTCHA,
   * or the hosted provider its brand settings select
   */
  captcha?: CaptchaVerifier;
  /**
   * Each brand's ALTCHA HMAC key, at least 32 characters (ALTCHA_HMAC_KEY_PL / ALTCHA_HMAC_KEY_EU).
   * @default a random key per brand, created once and kept in the database (`server_secrets`)
   */
  altchaHmacKeys?: Partial<Record<Brand, string>>;
  /**
   * The key the stand-in payment gateway signs its results with and the return verifies (PAYMENT_SIGNING_KEY, README
   * "Payments"), at least 32 characters. @default a random key created once and kept in the database (`server_secrets`)
   */
  paymentSigningKey?: string;
  /**
   * ALTCHA complexity: the counter a browser must reach lies between half this and this (ALTCHA_MAX_NUMBER).
   * @default DEFAULT_ALTCHA_MAX_NUMBER (5000)
   */
  altchaMaxNumber?: number;
  /** The secret key of a brand whose settings select Turnstile or reCAPTCHA (CAPTCHA_SECRET_PL / CAPTCHA_SECRET_EU). */
  captchaSecrets?: Partial<Record<Brand, string>>;
  /** Where the hosted providers' siteverify calls go. @default the providers' documented URLs (tests: a local counterpart) */
  captchaVerifyUrls?: Partial<Record<'turnstile' | 'recaptcha', string>>;
  /**
   * Failed sign-in limits.
   * @default { perEmail: 10, perIp: 100, windowMinutes: 15 }
   */
  loginThrottle?: LoginThrottleLimits;
  /**
   * How many reverse proxies of our own stand in front of the server: the client IP is the X-Forwarded-For entry
   * that many from the right (each proxy appends the address it saw; entries further left were written by the
   * client and are ignored). `true` is one proxy. Only behind proxies that append to the header.
   * @default 0 — the socket's peer address; X-Forwarded-For is ignored
   */
  trustProxy?: boolean | number;
  /**
   * The clock (tests move it to expire sessions).
   * @default () => new Date()
   */
  now?: () => Date;
  /**
   * Production mode (docs/security.md#production-checks): refuses to start on a local stand-in or an insecure default unless explicitly
   * allowed (`InsecureProductionConfigError`), sends HSTS, serves no source maps, keeps no codes or links in the
   * outbox. @default process.env.NODE_ENV === 'production'
   */
  production?: boolean;
  /**
   * Local stand-ins production mode may run on, each only when set here (ALLOW_LOCAL_SMS, ALLOW_LOCAL_EMAIL,
   * ALLOW_EMBEDDED_DATABASE). The bot check has none: ALTCHA is a real check, and a stand-in verifier or a provider's
   * published test secret is always refused. @default none
   */
  allowInProduction?: { localSms?: boolean; localEmail?: boolean; embeddedDatabase?: boolean; insecureSmtp?: boolean; standInPayments?: boolean };
  /**
   * Retention periods in days (README "Retention"); what is past them is purged at start, hourly and by
   * `purgeExpiredData`. @default RETENTION_DEFAULTS
   */
  retention?: Partial<RetentionPeriods>;
}

export interface RealformServer {
  /** Answers one request in-process (tests, embedding). */
  fetch(request: Request): Promise<Response>;
  /**
   * Every route the app registered (`registered`, as Hono has them) and the session kinds each declared
   * (`declared`, see `route` in src/http/routeAccess.ts): for the test that every route refuses a hand-off phone.
   */
  routes(): { registered: readonly { method: string; path: string }[]; declared: readonly RouteDeclaration[] };
  /** Listens on a port (0 picks a free one); resolves with the URL to open. */
  listen(port: number, host?: string): Promise<{ url: string }>;
  /**
   * Runs the retention purge now (it also runs at start and hourly): removes the rows and stored files past their
   * periods; resolves with how many of each.
   */
  purgeExpiredData(): Promise<PurgeReport>;
  /**
   * Sends the scan API's due webhooks now, on the server's clock (`now`); it also runs every 15 s and when an API
   * key's journey ends. Resolves once this pass (after any pass in progress) is done, with counts.
   */
  deliverWebhooks(): Promise<WebhookRunReport>;
  /**
   * The stored bytes of a capture (`document_captures.storage_name`), from the configured document storage — what the
   * back office's hand-over reads; any instance on the same database and storage reads what any other received.
   * Rejects with StoredDocumentNotFoundError when nothing is stored under the name.
   */
  readDocument(storageName: string): Promise<Buffer>;
  /**
   * Stops listening and closes the database. From its start /readyz answers 503 and no new connection is accepted;
   * requests in flight get up to `graceMs` (default 0: cut at once) to finish, then what is left is cut.
   * `onStopAccepting` is called once the listening socket is closed, with the number of requests still in flight.
   */
  close(options?: { graceMs?: number; onStopAccepting?: (state: { inFlight: number }) => void }): Promise<void>;
}
