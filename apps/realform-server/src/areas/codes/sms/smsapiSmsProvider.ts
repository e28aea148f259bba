import type { SmsProvider } from '../messageProviders';
import type { GatewayOptions, GatewayVerdict } from './gatewayRequest';
import { codeOf, jsonObject, sendToGateway } from './gatewayRequest';

/** SMSAPI's refusal of the recipient: 13, no valid phone number among the recipients (invalid or blacklisted). */
const RECIPIENT_ERRORS = new Set(['13']);

/** SMSAPI's API for Polish accounts; accounts of smsapi.com use `https://api.smsapi.com`. */
export const SMSAPI_DEFAULT_URL = 'https://api.smsapi.pl';

export interface SmsapiOptions extends GatewayOptions {
  /** An OAuth token of the SMSAPI customer portal with the SMS scope (`Authorization: Bearer …`). */
  token: string;
  /** A sender name verified in the SMSAPI portal; unset: the account's default sender. */
  from?: string | undefined;
}

/**
 * Reads an answer of `sms.do` (format=json): success is `{count, list: [{id, points, number, …}]}`; a refusal is
 * `{error: <code>, message: "…"}` — with HTTP 200, like a success — e.g. 13 (no valid phone number), 14 (sender
 * name not verified), 101 (authorization failed), 103 (no credit). 429 and 5xx are the gateway busy or failing.
 */
function interpretSmsapi(status: number, text: string): GatewayVerdict {
  const body = jsonObject(text);
  const code = codeOf(body?.error);
  if (status === 429 || status >= 500) return { kind: 'retry', code };
  if (code !== undefined) return { kind: 'refused', code, recipient: RECIPIENT_ERRORS.has(code) };
  if (status < 200 || status >= 300) return { kind: 'refused' };
  const first = Array.isArray(body?.list) ? (body.list[0] as Record<string, unknown> | undefined) : undefined;
  const itemError = codeOf(first?.error);
  if (itemError !== undefined) return { kind: 'refused', code: itemError, recipient: RECIPIENT_ERRORS.has(itemError) };
  const id = codeOf(first?.id);
  // A 2xx without a message id is no documented answer: the message may have gone out, so it is not sent again.
  return id ? { kind: 'accepted', messageId: id } : { kind: 'refused', code: 'unreadable-answer' };
}

/**
 * Text messages through SMSAPI (smsapi.pl / smsapi.com): `POST {baseUrl}/sms.do` with a Bearer token and the form
 * fields `to`, `message`, `from` (when set), `format=json` and `encoding=utf-8` (Polish letters arrive as typed).
 */
export function smsapiSmsProvider(options: SmsapiOptions): SmsProvider {
  const url = `${(options.baseUrl ?? SMSAPI_DEFAULT_URL).replace(/\/+$/, '')}/sms.do`;
  return {
    send(message) {
      const form = new URLSearchParams({ to: message.to.replace(/^\+/, ''), message: message.text });
      if (options.from) form.set('from', options.from);
      form.set('format', 'json');
      form.set('encoding', 'utf-8');
      return sendToGateway(
        { provider: 'SMSAPI', url, headers: { Authorization: `Bearer ${options.token}` }, form, interpret: interpretSmsapi },
        options,
      );
    },
  };
}
