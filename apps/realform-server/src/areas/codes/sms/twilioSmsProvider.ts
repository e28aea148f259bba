import type { SmsProvider } from '../messageProviders';
import type { GatewayOptions, GatewayVerdict } from './gatewayRequest';
import { codeOf, jsonObject, sendToGateway } from './gatewayRequest';

export const TWILIO_DEFAULT_URL = 'https://api.twilio.com';

/**
 * Twilio's refusals of the recipient: 21211 invalid 'To' number, 21408 no permission to send to the number's region,
 * 21610 the recipient unsubscribed (STOP), 21612 the number cannot be reached, 21614 not a mobile number.
 */
const RECIPIENT_ERRORS = new Set(['21211', '21408', '21610', '21612', '21614']);

export interface TwilioOptions extends GatewayOptions {
  /** `AC…`: the account the messages are created in (the URL path). */
  accountSid: string;
  /**
   * HTTP Basic credentials: the Account SID and its Auth Token, or an API key (`SK…` SID and secret) of the account.
   */
  auth: { username: string; password: string };
  /** The sender: an E.164 number of the account or an alphanumeric sender ID. */
  from?: string | undefined;
  /** `MG…`: a Messaging Service that picks the sender. At least one of `from` and this. */
  messagingServiceSid?: string | undefined;
}

/**
 * Reads an answer of Create a Message: 201 with the Message resource (`{sid: "SM…", status: "queued", …}`); an error
 * is `{code, message, more_info, status}` with its HTTP status (400 for 21211 "invalid To", 401 for 20003, 429 for
 * 20429). Twilio's `message` repeats the phone number, so only the code is kept.
 */
function interpretTwilio(status: number, text: string): GatewayVerdict {
  const body = jsonObject(text);
  const code = codeOf(body?.code);
  if (status === 429 || status >= 500) return { kind: 'retry', code };
  if (status < 200 || status >= 300) return { kind: 'refused', code, recipient: code !== undefined && RECIPIENT_ERRORS.has(code) };
  if (body?.status === 'failed' || body?.status === 'undelivered') return { kind: 'refused', code: codeOf(body.error_code) ?? String(body.status) };
  const sid = typeof body?.sid === 'string' && body.sid !== '' ? body.sid : undefined;
  return sid ? { kind: 'accepted', messageId: sid } : { kind: 'refused', code: 'unreadable-answer' };
}

/**
 * Text messages through Twilio Programmable Messaging: `POST {baseUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json`
 * with HTTP Basic auth and the form fields `To`, `Body`, and `From` and/or `MessagingServiceSid`.
 */
export function twilioSmsProvider(options: TwilioOptions): SmsProvider {
  if (!options.from && !options.messagingServiceSid) {
    throw new TypeError('twilioSmsProvider needs `from` (a number or sender ID) or `messagingServiceSid` (MG…); got neither.');
  }
  const base = (options.baseUrl ?? TWILIO_DEFAULT_URL).replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.auth.username}:${options.auth.password}`, 'utf8').toString('base64')}`;
  return {
    send(message) {
      const form = new URLSearchParams({ To: message.to, Body: message.text });
      if (options.from) form.set('From', options.from);
      if (options.messagingServiceSid) form.set('MessagingServiceSid', options.messagingServiceSid);
      return sendToGateway({ provider: 'Twilio', url, headers: { Authorization: authorization }, form, interpret: interpretTwilio }, options);
    },
  };
}
