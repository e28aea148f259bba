import { localIdentityAnalyzers } from './areas/documents/verifier/localIdentityAnalyzers';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { isMultipartRequest, uploadLane } from './fastPaths/uploadLane';
import type { ServerConfig, RealformServer } from './config';
import type { Database } from './db/Database';
import { lockDataDir } from './db/dataDirLock';
import type { PurgeReport } from './retention/retention';
import { RETENTION_PURGE_INTERVAL_MS, retentionPeriods, retentionPurge } from './retention/retention';
import { migrate, readMigrations } from './db/migrate';
import { openPglite } from './db/openPglite';
import { openPostgres } from './db/openPostgres';
import type { AppDeps } from './http/AppDeps';
import { proxyHops } from './http/clientIp';
import { createApp } from './http/createApp';
import { leanValidate } from './fastPaths/leanValidate';
import { translator, warmRefusalMessages } from './i18n/translator';
import { deleteExpiredCodeData } from './areas/codes/codesContext';
import { deleteExpiredClientZoneTokens } from './areas/clientZone/clientZoneTokens';
import { batchedConsole } from './log/batchedConsole';
import { safeLogger } from './log/safeLogger';
import { botCheck } from './security/captcha';
import { DEFAULT_LOGIN_THROTTLE, loginThrottle } from './security/loginThrottle';
import { DEFAULT_PASSWORD_HASHING } from './security/passwordHash';
import { applicationStore } from './store/applicationStore';
import { SESSION_CACHE_TTL_MS, sessionStore } from './store/sessionStore';
import { checkDocumentStorageConfig, chosenDocumentStorage, createDocumentStorage, documentStorageProductionProblems } from './areas/documents/storage/createDocumentStorage';
import { outboxEmailProvider, outboxSmsProvider } from './areas/codes/outboxProviders';
import { InsecureProductionConfigError, isProduction, productionConfigProblems } from './security/productionConfig';
import { declaredRoutes } from './http/routeAccess';
import { diskStorageReachable, readiness } from './http/readiness';
import { passwordChecker } from './security/passwordCheck';
import { auditConfigRefusal, auditKey, auditLog } from './security/auditLog';
import { httpWebhookSender, webhookDelivery, webhookWorker } from './areas/scanApi/webhookDelivery';
import type { VerificationQueue } from './jobs/verificationQueue';
import { attachVerification, openVerificationQueue, VerificationConfigError, verificationExecutor, verificationSettings, verificationTempDir } from './jobs/verification';

/**
 * A client gets this long to send a request's headers, and this long for the whole request (a 15 MB upload over a slow
 * mobile uplink included): a slow sender cannot hold a connection and its buffers for longer (issue 14 finding 2).
 */
const HEADERS_TIMEOUT_MS = 20_000;
const REQUEST_TIMEOUT_MS = 120_000;

/** How often expired sessions and old sign-in failures are deleted. */
const CLEANUP_INTERVAL_MS = 10 * 60_000;

async function openDatabase(config: ServerConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.inMemory ? undefined : (config.dataDir ?? '.data'));
}

/**
 * The realform backend (docs/architecture.md#persistence): opens the database, applies pending migrations, and answers the realform
 * calls and the built apps. Resolves once it is ready to serve.
 */
export async function createServer(config: ServerConfig = {}): Promise<RealformServer> {
  const logger = safeLogger(config.logger ?? batchedConsole());
  const now = config.now ?? (() => new Date());
  const passwordHashing = config.passwordHashing ?? DEFAULT_PASSWORD_HASHING;
  const production = isProduction(config);
  // A wrong retention period is refused before anything is opened, with the period's name.
  const periods = retentionPeriods(config.retention);
  // Where documents go (README "Document storage"): settings that cannot work stop the start here.
  const documentStorageChoice = chosenDocumentStorage(config);
  checkDocumentStorageConfig(documentStorageChoice);
  // Verification jobs (README "Verification workers"): worker processes need PostgreSQL; the embedded database runs one here.
  const verifying = verificationSettings(config.verification);
  if (!config.databaseUrl && verifying.workers === 0) {
    throw new VerificationConfigError('VERIFY_WORKERS=0 leaves the checks to worker processes, which need PostgreSQL (DATABASE_URL): with the embedded database at least one runs in the server.');
  }
  // Production mode refuses local stand-ins and insecure defaults before anything is opened (docs/security.md#production-checks). The log
  // line names the variables only.
  const refused = [...productionConfigProblems(config), ...documentStorageProductionProblems(documentStorageChoice, production)];
  if (refused.length > 0) {
    logger.error('refusing to start: insecure production configuration', { variables: refused.map((problem) => problem.variable) });
    for (const problem of refused) auditConfigRefusal(logger, { variable: problem.variable, problem: problem.reason }, now());
    throw new InsecureProductionConfigError(refused);
  }

  // PGlite has no lock of its own: one server per data directory, or two would corrupt it (README "Data").
  const releaseDataDir = config.databaseUrl || config.inMemory ? () => undefined : lockDataDir(resolve(config.dataDir ?? '.data'));
  let db: Database;
  // The migrations this build ships: /readyz reports not ready until every one is in `schema_migrations`.
  let shippedMigrations: number[];
  try {
    db = await openDatabase(config);
  } catch (error) {
    releaseDataDir();
    throw error;
  }
  try {
    const migrations = await readMigrations();
    shippedMigrations = migrations.map((migration) => migration.version);
    const applied = await migrate(db, migrations);
    if (applied.length > 0) logger.info('migrations applied', { versions: applied });
  } catch (error) {
    await db.close();
    releaseDataDir();
    throw error;
  }

  const storageDir =
    config.storageDir ??
    (config.inMemory || config.databaseUrl ? await mkdtemp(join(tmpdir(), 'realform-uploads-')) : join(config.dataDir ?? '.data', 'uploads'));
  await mkdir(storageDir, { recursive: true });
  const documents = await createDocumentStorage(documentStorageChoice, { db, storageDir, now });

  const passwords = passwordChecker(db, { hashing: passwordHashing, probe: config.kdfProbe });
  await passwords.refresh();
  const audit = auditLog(db, logger, await auditKey(db, config.auditKey), now);
  // The bot check (README "Bot check"): ALTCHA unless a brand selects a hosted provider; a setting that cannot work
  // (a hosted provider without its secret, a short key) stops the start here.
  let bots: Awaited<ReturnType<typeof botCheck>>;
  try {
    bots = await botCheck(config, { db, logger, now });
  } catch (error) {
    await db.close();
    releaseDataDir();
    throw error;
  }
  const deps: AppDeps = {
    passwords,
    kdfProbe: config.kdfProbe,
    audit,
    autoLoginOrigins: (config.autoLoginOrigins ?? []).map((origin) => new URL(origin).origin),
    db,
    sessions: sessionStore(
      db,
      { idleMinutes: config.sessionIdleMinutes ?? 30, absoluteHours: config.sessionAbsoluteHours ?? 12 },
      // On PostgreSQL other instances revoke sessions too: no per-process cache, a revocation applies everywhere at once.
      { cacheTtlMs: config.databaseUrl ? 0 : SESSION_CACHE_TTL_MS },
    ),
    applications: applicationStore(db),
    throttle: loginThrottle(db, config.loginThrottle ?? DEFAULT_LOGIN_THROTTLE),
    translator: translator(),
    captcha: bots.verifier,
    botCheck: bots,
    logger,
    passwordHashing,
    now,
    trustProxy: proxyHops(config.trustProxy),
    clientZoneUrl: config.clientZoneUrl,
    brandSettings: config.brandSettings ?? {},
    brandSettingsDirs: config.brandSettingsDirs ?? {},
    apps: config.apps ?? {},
    publicOrigin: config.publicOrigin,
    devEndpoints: config.devEndpoints ?? false,
    storageDir,
    documentStorage: documents,
    // The local outboxes when no provider is given; in production (where each must be allowed) they keep no text.
    smsProvider: config.smsProvider ?? outboxSmsProvider(db, logger, now, { keepContent: !production }),
    emailProvider: config.emailProvider ?? outboxEmailProvider(db, logger, now, { keepContent: !production }),
    production,
    rateLimits: config.rateLimits,
    uploadLimits: config.uploadLimits,
    identity: config.identityAnalyzers ?? localIdentityAnalyzers(),
    paymentSigningKey: config.paymentSigningKey,
  };
  // The refusals a flood meets are formatted once now, not in the middle of one: the first plural of a process creates
  // its Intl formatters (tens of milliseconds), and each is then served from the translator's memo (issue 14).
  await warmRefusalMessages(deps.translator);
  // The scan API's webhooks (README "Scan API for other teams"): a pass every 15 s, when an API journey ends, and on
  // call (deliverWebhooks); one at a time, each on the clock of its own start. close() waits for a pass in progress.
  const webhooks = webhookWorker({
    deliver: webhookDelivery({ db, logger, send: httpWebhookSender({ production }) }),
    now,
    logger,
  });
  deps.webhooks = webhooks;
  // Set when close() begins: /readyz answers 503 from then on, so a balancer stops sending before the drain ends.
  let shuttingDown = false;
  deps.ready = readiness({
    db,
    migrationVersions: shippedMigrations,
    // Uploads are received into storageDir (a file can be written there) and stored by the configured backend (it answers).
    storageReachable: async () => (await diskStorageReachable(storageDir)()) && (await documents.reachable()),
    shuttingDown: () => shuttingDown,
    logger,
  });
  // Document and selfie checks run as jobs (README "Verification workers"): pg-boss on PostgreSQL, the table
  // verification_jobs on PGlite; `verifying.workers` of them in this process (worker processes may take the rest).
  let verificationQueue: VerificationQueue;
  try {
    verificationQueue = await openVerificationQueue(db, verifying, logger);
    attachVerification(deps, { queue: verificationQueue, waitMs: verifying.waitSeconds * 1000 });
    await verificationQueue.work(verifying.workers, verificationExecutor({ storage: documents, identity: deps.identity, tempDir: verificationTempDir(storageDir) }));
  } catch (error) {
    await db.close();
    releaseDataDir();
    throw error;
  }
  const app = createApp(deps);

  const cleanup = async () => {
    try {
      await deps.sessions.deleteExpired(now());
      await deps.throttle.deleteExpired(now());
      await deps.passwords.refresh();
      await deleteExpiredCodeData(deps, now());
      await deleteExpiredClientZoneTokens(deps.db, now());
    } catch (error) {
      logger.warn('cleanup failed', { error });
    }
  };
  const cleanupTimer = setInterval(() => void cleanup(), CLEANUP_INTERVAL_MS);
  cleanupTimer.unref();

  // Retention (README "Retention"): a purge at start, every hour, and on call (purgeExpiredData); one run at a time,
  // each on the clock of its own start. close() waits for a run in progress.
  const purgeOnce = retentionPurge({ db, files: documents, incomingDir: verificationTempDir(storageDir), periods, logger });
  let purgeQueue: Promise<unknown> = Promise.resolve();
  let purgesPending = 0;
  const purge = (): Promise<PurgeReport> => {
    purgesPending += 1;
    const run = purgeQueue.then(() => purgeOnce(now())).finally(() => {
      purgesPending -= 1;
    });
    purgeQueue = run.catch(() => undefined);
    return run;
  };
  const purgeInBackground = () => {
    if (purgesPending > 0) return;
    purge().catch((error: unknown) => logger.warn('retention purge failed', { error }));
  };
  purgeInBackground();
  const purgeTimer = setInterval(purgeInBackground, RETENTION_PURGE_INTERVAL_MS);
  purgeTimer.unref();

  let httpServer: Server | undefined;
  let closing: Promise<void> | undefined;
  // Requests being answered (both listeners): a graceful close waits for these to finish.
  let inFlight = 0;
  let drained: (() => void) | undefined;

  return {
    fetch: async (request) => app.fetch(request),

    purgeExpiredData: purge,

    deliverWebhooks: () => webhooks.run(),

    readDocument: (storageName) => documents.read(storageName),

    routes: () => ({ registered: app.routes.map(({ method, path }) => ({ method, path })), declared: declaredRoutes(app) }),

    listen(port, host = '0.0.0.0') {
      return new Promise((resolve, reject) => {
        // The hottest call takes its lean path first; everything else goes through Hono (@hono/node-server's listener,
        // as its `serve` would build it) — uploads (multipart bodies) one per turn of the event loop, from the upload
        // lane, so that a burst of them cannot hold up the requests that arrived with it.
        const lean = leanValidate(deps);
        const hono = getRequestListener(app.fetch, { hostname: host });
        const uploads = uploadLane();
        const server = createHttpServer((incoming, outgoing) => {
          inFlight += 1;
          outgoing.once('close', () => {
            inFlight -= 1;
            // While draining, a keep-alive connection whose answer is out is closed at once rather than reused.
            if (shuttingDown) {
              setImmediate(() => server.closeIdleConnections());
              if (inFlight === 0) drained?.();
            }
          });
          if (shuttingDown) outgoing.shouldKeepAlive = false;
          if (lean(incoming, outgoing)) return;
          if (isMultipartRequest(incoming)) {
            uploads(() => {
              // A client that left while its upload waited is not answered.
              if (!incoming.socket.destroyed) void hono(incoming, outgoing);
            });
          }
          else void hono(incoming, outgoing);
        });
        server.headersTimeout = HEADERS_TIMEOUT_MS;
        server.requestTimeout = REQUEST_TIMEOUT_MS;
        server.once('error', reject);
        server.listen(port, host, () => {
          const info = server.address() as AddressInfo;
          const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
          resolve({ url: `http://${shown.includes(':') ? `[${shown}]` : shown}:${info.port}` });
        });
        httpServer = server;
      });
    },

    close({ graceMs = 0, onStopAccepting } = {}) {
      closing ??= (async () => {
        shuttingDown = true;
        clearInterval(cleanupTimer);
        clearInterval(purgeTimer);
        const server = httpServer;
        if (server) {
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          // No new connections from here on; idle keep-alive connections go now, busy ones once their answer is out.
          server.closeIdleConnections();
          onStopAccepting?.({ inFlight });
          if (inFlight > 0 && graceMs > 0) {
            let timer: NodeJS.Timeout | undefined;
            await Promise.race([
              new Promise<void>((resolve) => (drained = resolve)),
              new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))),
            ]);
            clearTimeout(timer);
          }
          // Past the grace period (or without one), what is still open is cut.
          server.closeAllConnections();
          await closed;
        }
        await purgeQueue;
        await webhooks.close();
        // A check in hand gets the grace period; one cut short is retried by another worker (or at the next start).
        await verificationQueue.close(graceMs).catch((error: unknown) => logger.warn('verification queue did not stop cleanly', { error }));
        await deps.identity.close().catch((error: unknown) => logger.warn('identity analysers did not stop cleanly', { error }));
        await documents.close();
        await db.close();
        releaseDataDir();
      })();
      return closing;
    },
  };
}
