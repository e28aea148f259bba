import type { SmsProvider } from '../messageProviders';
import type { GatewayOptions, RetryPolicy } from './gatewayRequest';
import { DEFAULT_RETRY_POLICY } from './gatewayRequest';
import { SMSAPI_DEFAULT_URL, smsapiSmsProvider } from './smsapiSmsProvider';
import { TWILIO_DEFAULT_URL, twilioSmsProvider } from './twilioSmsProvider';

/** One wrong or missing SMS variable: its name and what to do. */
export interface SmsConfigProblem {
  variable: string;
  message: string;
}

/** The SMS variables do not make a working gateway; `main.ts` prints the message and exits 1. */
export class SmsConfigError extends Error {
  override readonly name = 'SmsConfigError';
  constructor(readonly problems: readonly SmsConfigProblem[]) {
    super(
      [
        `SMS gateway: refusing to start on ${problems.length === 1 ? 'a wrong setting' : `${problems.length} wrong settings`} (see "SMS gateways" in apps/realform-server/README.md):`,
        ...problems.map((problem) => `  - ${problem.message}`),
      ].join('\n'),
    );
  }
}

/** What the SMS variables chose: a gateway, or the local outbox (`provider` undefined). */
export interface SmsSelection {
  provider: SmsProvider | undefined;
  /** For the start-up line: `SMSAPI`, `Twilio` or `local outbox`. */
  label: string;
}

type Env = Record<string, string | undefined>;

const SMSAPI_VARIABLES = ['SMSAPI_TOKEN', 'SMSAPI_FROM', 'SMSAPI_URL'] as const;
const TWILIO_VARIABLES = [
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_API_KEY_SID',
  'TWILIO_API_KEY_SECRET',
  'TWILIO_FROM',
  'TWILIO_MESSAGING_SERVICE_SID',
  'TWILIO_URL',
] as const;

const ACCOUNT_SID = /^AC[0-9a-fA-F]{32}$/;
const API_KEY_SID = /^SK[0-9a-fA-F]{32}$/;
const MESSAGING_SERVICE_SID = /^MG[0-9a-fA-F]{32}$/;
const E164 = /^\+[1-9]\d{6,14}$/;
/** An alphanumeric sender ID: up to 11 letters, digits and spaces, with at least one letter. */
const SENDER_NAME = /^(?=.*[A-Za-z])[A-Za-z0-9 .\-&]{1,11}$/;

function value(env: Env, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

/** A gateway URL: https, or http only to this machine (a local test counterpart); no path, query or credentials. */
function gatewayUrl(env: Env, name: string, fallback: string, problems: SmsConfigProblem[]): string {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push({ variable: name, message: `${name} must be the gateway's https:// address, such as ${fallback} (got "${raw}").` });
    return fallback;
  }
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    problems.push({ variable: name, message: `${name} must be an https:// address (the credentials travel with every message; got ${url.protocol}).` });
  } else if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    problems.push({ variable: name, message: `${name} must be an origin only, such as ${fallback} (got "${raw}").` });
  }
  return url.origin;
}

function wholeNumber(env: Env, name: string, min: number, max: number, problems: SmsConfigProblem[]): number | undefined {
  const raw = value(env, name);
  if (raw === undefined) return undefined;
  const number = Number(raw);
  if (!/^\d+$/.test(raw) || number < min || number > max) {
    problems.push({ variable: name, message: `${name} must be a whole number from ${min} to ${max} (got "${raw}").` });
    return undefined;
  }
  return number;
}

/** SMS_ATTEMPTS and SMS_TIMEOUT_SECONDS: how often and how long a gateway is tried for one message. */
function retryFromEnv(env: Env, problems: SmsConfigProblem[]): Partial<RetryPolicy> {
  const attempts = wholeNumber(env, 'SMS_ATTEMPTS', 1, 5, problems);
  const timeoutSeconds = wholeNumber(env, 'SMS_TIMEOUT_SECONDS', 1, 30, problems);
  return {
    ...(attempts !== undefined ? { attempts } : {}),
    ...(timeoutSeconds !== undefined ? { attemptTimeoutMs: timeoutSeconds * 1000 } : {}),
  };
}

function smsapiFromEnv(env: Env, options: GatewayOptions, problems: SmsConfigProblem[]): SmsProvider | undefined {
  const token = value(env, 'SMSAPI_TOKEN');
  if (token === undefined) {
    problems.push({ variable: 'SMSAPI_TOKEN', message: 'SMSAPI_TOKEN is not set: create an OAuth token with the SMS scope in the SMSAPI customer portal and set it.' });
  } else if (/\s/.test(token)) {
    problems.push({ variable: 'SMSAPI_TOKEN', message: 'SMSAPI_TOKEN must be the token alone, without spaces or a "Bearer" prefix.' });
  }
  const from = value(env, 'SMSAPI_FROM');
  if (from !== undefined && !SENDER_NAME.test(from) && !/^\+?\d{3,16}$/.test(from)) {
    problems.push({ variable: 'SMSAPI_FROM', message: `SMSAPI_FROM must be a sender name verified in SMSAPI (up to 11 letters and digits) or a number (got "${from}").` });
  }
  const baseUrl = gatewayUrl(env, 'SMSAPI_URL', SMSAPI_DEFAULT_URL, problems);
  if (problems.length > 0 || token === undefined) return undefined;
  return smsapiSmsProvider({ ...options, token, from, baseUrl });
}

function twilioFromEnv(env: Env, options: GatewayOptions, problems: SmsConfigProblem[]): SmsProvider | undefined {
  const accountSid = value(env, 'TWILIO_ACCOUNT_SID');
  if (accountSid === undefined) {
    problems.push({ variable: 'TWILIO_ACCOUNT_SID', message: 'TWILIO_ACCOUNT_SID is not set: copy the Account SID (AC followed by 32 hex digits) from the Twilio console.' });
  } else if (!ACCOUNT_SID.test(accountSid)) {
    problems.push({ variable: 'TWILIO_ACCOUNT_SID', message: `TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits (got "${accountSid}").` });
  }

  const authToken = value(env, 'TWILIO_AUTH_TOKEN');
  const keySid = value(env, 'TWILIO_API_KEY_SID');
  const keySecret = value(env, 'TWILIO_API_KEY_SECRET');
  let auth: { username: string; password: string } | undefined;
  if (authToken !== undefined && (keySid !== undefined || keySecret !== undefined)) {
    problems.push({ variable: 'TWILIO_AUTH_TOKEN', message: 'Set either TWILIO_AUTH_TOKEN or TWILIO_API_KEY_SID with TWILIO_API_KEY_SECRET, not both.' });
  } else if (keySid !== undefined || keySecret !== undefined) {
    if (keySid === undefined || !API_KEY_SID.test(keySid)) {
      problems.push({ variable: 'TWILIO_API_KEY_SID', message: `TWILIO_API_KEY_SID must be the API key's SID, SK followed by 32 hex digits (got ${keySid === undefined ? 'nothing' : `"${keySid}"`}).` });
    }
    if (keySecret === undefined) {
      problems.push({ variable: 'TWILIO_API_KEY_SECRET', message: 'TWILIO_API_KEY_SECRET is not set: it is shown once when the API key is created in the Twilio console.' });
    }
    if (keySid !== undefined && keySecret !== undefined) auth = { username: keySid, password: keySecret };
  } else if (authToken === undefined) {
    problems.push({
      variable: 'TWILIO_AUTH_TOKEN',
      message: 'TWILIO_AUTH_TOKEN is not set: set the Auth Token of the account, or an API key as TWILIO_API_KEY_SID and TWILIO_API_KEY_SECRET.',
    });
  } else if (accountSid !== undefined) {
    auth = { username: accountSid, password: authToken };
  }

  const from = value(env, 'TWILIO_FROM');
  const messagingServiceSid = value(env, 'TWILIO_MESSAGING_SERVICE_SID');
  if (from === undefined && messagingServiceSid === undefined) {
    problems.push({
      variable: 'TWILIO_FROM',
      message: 'Neither TWILIO_FROM nor TWILIO_MESSAGING_SERVICE_SID is set: set the sender (a Twilio number in E.164 such as +48600100200, or a sender ID) or a Messaging Service (MG…).',
    });
  }
  if (from !== undefined && !E164.test(from) && !SENDER_NAME.test(from)) {
    problems.push({ variable: 'TWILIO_FROM', message: `TWILIO_FROM must be a number in E.164 form (+ and the country code, such as +48600100200) or a sender ID of up to 11 letters and digits (got "${from}").` });
  }
  if (messagingServiceSid !== undefined && !MESSAGING_SERVICE_SID.test(messagingServiceSid)) {
    problems.push({ variable: 'TWILIO_MESSAGING_SERVICE_SID', message: `TWILIO_MESSAGING_SERVICE_SID must be MG followed by 32 hex digits (got "${messagingServiceSid}").` });
  }
  const baseUrl = gatewayUrl(env, 'TWILIO_URL', TWILIO_DEFAULT_URL, problems);
  if (problems.length > 0 || accountSid === undefined || auth === undefined) return undefined;
  return twilioSmsProvider({ ...options, accountSid, auth, from, messagingServiceSid, baseUrl });
}

/**
 * The SMS gateway the environment asks for (README "SMS gateways"): SMS_PROVIDER=smsapi or twilio and that
 * provider's variables; unset, the local outbox. Every wrong or missing variable is reported at once, by name,
 * in a {@link SmsConfigError}: the server does not start on a gateway that cannot work.
 * @param options what tests inject (fetch, sleep); production uses the defaults
 */
export function smsProviderFromEnv(env: Env, options: Omit<GatewayOptions, 'baseUrl'> = {}): SmsSelection {
  const problems: SmsConfigProblem[] = [];
  const chosen = value(env, 'SMS_PROVIDER')?.toLowerCase();
  const retry = { ...retryFromEnv(env, problems), ...options.retry };
  const gatewayOptions: GatewayOptions = { ...options, retry: { ...DEFAULT_RETRY_POLICY, ...retry } };

  const stray = (variables: readonly string[], provider: string) => {
    for (const variable of variables) {
      if (value(env, variable) !== undefined) {
        problems.push({
          variable,
          message: `${variable} is set but SMS_PROVIDER is ${chosen === undefined ? 'not set' : `"${chosen}"`}: set SMS_PROVIDER=${provider} to send through it, or unset ${variable}.`,
        });
      }
    }
  };

  let selection: SmsSelection;
  if (chosen === undefined || chosen === 'outbox') {
    stray(SMSAPI_VARIABLES, 'smsapi');
    stray(TWILIO_VARIABLES, 'twilio');
    selection = { provider: undefined, label: 'local outbox' };
  } else if (chosen === 'smsapi') {
    stray(TWILIO_VARIABLES, 'twilio');
    selection = { provider: smsapiFromEnv(env, gatewayOptions, problems), label: 'SMSAPI' };
  } else if (chosen === 'twilio') {
    stray(SMSAPI_VARIABLES, 'smsapi');
    selection = { provider: twilioFromEnv(env, gatewayOptions, problems), label: 'Twilio' };
  } else {
    problems.push({ variable: 'SMS_PROVIDER', message: `SMS_PROVIDER must be smsapi, twilio or outbox (unset: the local outbox); got "${env.SMS_PROVIDER}".` });
    selection = { provider: undefined, label: 'local outbox' };
  }
  if (problems.length > 0) throw new SmsConfigError(problems);
  return selection;
}
