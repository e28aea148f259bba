import type { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { StandardResponse } from '@onboarding/realform-api';
import type { Context } from 'hono';
import type { AppEnv } from '../http/AppEnv';

/** The 500 answer's message when not even the translator could be loaded. */
export const UNEXPECTED_FAILURE_FALLBACK = 'Something went wrong on our side. Try again in a moment.';

export type Status = 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/**
 * Writes a standard response (docs/spec/flow/entities.md) with its HTTP status and the security headers. Under Node the JSON goes
 * straight to the ServerResponse: building a web Response with a dozen headers costs more than most calls'
 * own work (see the server README's benchmark). In process it is an ordinary Hono response.
 */
export function answer(c: Context<AppEnv>, status: Status, body: StandardResponse, extraHeaders?: Record<string, string>): Response {
  const headers = extraHeaders ? { ...c.get('securityHeaders'), ...extraHeaders } : c.get('securityHeaders');
  const outgoing = c.env?.outgoing;
  if (outgoing && !outgoing.headersSent) {
    writeJson(outgoing, status, headers, JSON.stringify(body));
    c.set('answeredStatus', status);
    return RESPONSE_ALREADY_SENT;
  }
  return c.json(body, status, headers);
}

/** Writes a JSON answer to Node's response with the given (security) headers: the one way every JSON answer leaves. */
export function writeJson(outgoing: ServerResponse, status: number, headers: Readonly<Record<string, string>>, json: string): void {
  outgoing.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(json),
  });
  outgoing.end(json);
}

/**
 * Whether a step of a call's pipeline already answered. Use this, not `instanceof Response`: `answer` returns
 * @hono/node-server's RESPONSE_ALREADY_SENT under Node, whose class is not always the global Response.
 */
export function isAnswer(value: unknown): value is Response {
  return value === RESPONSE_ALREADY_SENT || value instanceof Response;
}
