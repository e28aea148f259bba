import type { Context } from 'hono';
import type { CodesAreaDeps } from './codesApp';
import type { AppEnv } from '../../http/AppEnv';
import { latestOutboxMessage } from './outboxProviders';

/**
 * The recipient as the outbox keeps it. In a query string an unencoded `+` arrives as a space, so a phone
 * given as `+48600…` (or ` 48600…`) is restored to E.164; e-mail addresses are compared in lower case.
 */
function normaliseRecipient(to: string, channel: 'sms' | 'email'): string {
  const trimmed = to.trim();
  if (channel === 'email') return trimmed.toLowerCase();
  const digits = trimmed.replace(/^\+/, '');
  return /^\d+$/.test(digits) ? `+${digits}` : trimmed;
}

/**
 * GET /realform/dev/outbox?to=…&kind=sms|email — DEVELOPMENT ONLY, registered only with `devEndpoints`: the
 * latest message the local providers wrote for a recipient, code included, for tests and end-to-end runs.
 */
export function devOutboxRoute(deps: CodesAreaDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const to = c.req.query('to');
    const kind = c.req.query('kind') ?? 'sms';
    if (!to || (kind !== 'sms' && kind !== 'email')) {
      return c.json({ status: 'error', globalError: 'Expected ?to=<E.164 phone or e-mail>&kind=sms|email.' }, 400, { 'Cache-Control': 'no-store' });
    }
    const message = await latestOutboxMessage(deps.db, kind, normaliseRecipient(to, kind));
    if (!message) return c.json({ status: 'error', globalError: 'No message for this recipient.' }, 404, { 'Cache-Control': 'no-store' });
    return c.json({ status: 'success', message }, 200, { 'Cache-Control': 'no-store' });
  };
}
