import type { CallDeps } from '../../http/AppDeps';
import type { RateLimitDeps, RequestLimits } from '../../security/rateLimits';
import { requestLimits } from '../../security/rateLimits';
import type { EmailProvider, SmsProvider } from './messageProviders';
import type { OneTimeCodes } from './oneTimeCodes';
import { oneTimeCodes } from './oneTimeCodes';
import { outboxEmailProvider, outboxSmsProvider } from './outboxProviders';

/**
 * What the server configuration may add to AppDeps for this area (ServerConfig.smsProvider / emailProvider /
 * rateLimits, passed through by createServer). All optional: the local outbox providers and the default limits
 * apply until they are wired.
 */
export interface CodesDeps extends RateLimitDeps {
  smsProvider?: SmsProvider | undefined;
  emailProvider?: EmailProvider | undefined;
}

export interface CodesContext extends RequestLimits {
  codes: OneTimeCodes;
  sms: SmsProvider;
  email: EmailProvider;
}

const perDeps = new WeakMap<object, CodesContext>();

/** The codes area's services on this server's database, built once per server. */
export function codesContext(deps: CallDeps & CodesDeps): CodesContext {
  let context = perDeps.get(deps);
  if (!context) {
    const { limiter, limits } = requestLimits(deps);
    context = {
      limiter,
      limits,
      codes: oneTimeCodes(deps.db, limiter, limits),
      sms: deps.smsProvider ?? outboxSmsProvider(deps.db, deps.logger, deps.now),
      email: deps.emailProvider ?? outboxEmailProvider(deps.db, deps.logger, deps.now),
    };
    perDeps.set(deps, context);
  }
  return context;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes what this area no longer needs: codes a day past their expiry, limiter events
 * past retention, outbox messages older than a week. For the server's periodic cleanup.
 */
export async function deleteExpiredCodeData(deps: CallDeps & CodesDeps, now: Date): Promise<void> {
  const { codes, limiter } = codesContext(deps);
  await codes.deleteExpired(now);
  await limiter.deleteExpired(now);
  await deps.db.query('DELETE FROM outbox WHERE created_at < $1', [new Date(now.getTime() - 7 * DAY_MS)]);
}
