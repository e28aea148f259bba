import type { ReadinessReport } from './readiness';
import type { Brand, BrandSettings } from '@onboarding/realform-api';
import type { EmailProvider, SmsProvider } from '../areas/codes/messageProviders';
import type { RateLimits } from '../security/rateLimits';
import type { UploadLimits } from '../areas/documents/uploadLimits';
import type { DocumentStorage } from '../areas/documents/documentStorage';
import type { IdentityAnalyzers } from '../areas/documents/verifier/captureAnalysis';
import type { Database } from '../db/Database';
import type { Translator } from '../i18n/translator';
import type { SafeLogger } from '../log/safeLogger';
import type { BotCheck, CaptchaVerifier } from '../security/captcha';
import type { LoginThrottle } from '../security/loginThrottle';
import type { KdfProbe, PasswordHashing } from '../security/passwordHash';
import type { PasswordChecker } from '../security/passwordCheck';
import type { AuditLog } from '../security/auditLog';
import type { ApplicationStore } from '../store/applicationStore';
import type { SessionStore } from '../store/sessionStore';

/** Everything the routes use, built once by createServer. */
export interface AppDeps {
  db: Database;
  sessions: SessionStore;
  applications: ApplicationStore;
  throttle: LoginThrottle;
  translator: Translator;
  captcha: CaptchaVerifier;
  /** The bot check's ALTCHA challenges (GET captcha-challenge); `captcha` is its verifier. */
  botCheck: BotCheck;
  logger: SafeLogger;
  passwordHashing: PasswordHashing;
  now: () => Date;
  /** Reverse-proxy hops whose X-Forwarded-For entries are believed (0: none; see clientIp). */
  trustProxy: number;
  clientZoneUrl: string | undefined;
  /** Each brand's public settings (issue 16, README "Brand settings"); an absent brand has none set. */
  brandSettings: Partial<Record<Brand, BrandSettings>>;
  /** See ServerConfig.brandSettingsDirs: where each brand's settings file (and the files it names) lives. */
  brandSettingsDirs: Partial<Record<Brand, string>>;
  apps: { pl?: string | undefined; eu?: string | undefined };
  /** See ServerConfig.publicOrigin; undefined means the request's origin. */
  publicOrigin: string | undefined;
  /** See ServerConfig.devEndpoints. */
  devEndpoints: boolean;
  /** See ServerConfig.production: links only on publicOrigin, no source maps. Absent means development. */
  production?: boolean;
  /** See ServerConfig.smsProvider / emailProvider / rateLimits; undefined means the defaults. */
  smsProvider: SmsProvider | undefined;
  emailProvider: EmailProvider | undefined;
  rateLimits: Partial<RateLimits> | undefined;
  /** See ServerConfig.uploadLimits; undefined means the defaults. */
  uploadLimits: Partial<UploadLimits> | undefined;
  /** Sign-in password checks: equal work for every account, rehash of old hashes (passwordCheck.ts). */
  passwords: PasswordChecker;
  /** See ServerConfig.kdfProbe. */
  kdfProbe: KdfProbe | undefined;
  /** Security events with pseudonymous subjects (auditLog.ts). */
  audit: AuditLog;
  /** See ServerConfig.autoLoginOrigins: origins allowed to post to /api/autoLogin besides this server's own. */
  autoLoginOrigins: readonly string[];
  /** An existing directory for uploaded files (see ServerConfig.storageDir). */
  storageDir: string;
  /** Where documents and captures are stored (ServerConfig.documentStorage). Absent: the disk under storageDir. */
  documentStorage?: DocumentStorage;
  /** See ServerConfig.paymentSigningKey; undefined means the key kept in `server_secrets`. */
  paymentSigningKey?: string | undefined;
  /** The identity checks' analysers (MRZ reader, face engine); see ServerConfig.identityAnalyzers. */
  identity: IdentityAnalyzers;
  /** The scan API's webhook outbox (issue 19): `kick` when an API key's journey ends. Absent: the poll alone. */
  webhooks?: { kick(): void };
  /** GET /readyz's checks (src/http/readiness.ts); absent (an app built without a server): /readyz answers 503. */
  ready?: () => Promise<ReadinessReport>;
}

/**
 * What every call's pipeline reads (formCall, stepRoute, the body's judgement, the rate limits): the base of each area's
 * narrow dependencies. An area's factory (src/areas/<area>/<area>App.ts) takes this and the few fields it adds, so
 * its type says what the area may reach. createApp hands every area the same object: the per-server caches kept
 * beside it (codesContext, paymentsContext, the verification queue) are found again by that object.
 */
export type CallDeps = Pick<AppDeps, 'db' | 'sessions' | 'applications' | 'translator' | 'logger' | 'now' | 'trustProxy' | 'rateLimits'>;
