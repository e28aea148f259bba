import { afterEach, describe, expect, it } from 'vitest';
import { MessageDeliveryError } from '../../src/areas/codes/messageProviders';
import type { RecordedRequest } from '../../src/areas/codes/sms/recordingGateway';
import { isRecipientRefusal } from '../../src/areas/codes/sms/gatewayRequest';
import { startRecordingGateway } from '../../src/areas/codes/sms/recordingGateway';
import { SmsConfigError, smsProviderFromEnv } from '../../src/areas/codes/sms/smsProviderFromEnv';
import { twilioSmsProvider } from '../../src/areas/codes/sms/twilioSmsProvider';

// Twilio Programmable Messaging as documented (Create a Message resource): POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic auth (Account SID and Auth Token, or an API key SID and
// secret), form fields To, Body, From and/or MessagingServiceSid; 201 with the Message resource; errors as
// {code, message, more_info, status}.

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'twilio-auth-token-fedcba9876543210';
const API_KEY_SID = `SK${'fedcba9876543210'.repeat(2)}`;
const API_KEY_SECRET = 'api-key-secret-0011223344556677';
const SERVICE_SID = `MG${'00112233445566778899aabbccddeeff'}`;
const POLISH = 'Zażółć gęślą jaźń: 123456 to Twój kod.';

const basic = (user: string, secret: string) => `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;

const CREATED = {
  account_sid: ACCOUNT_SID,
  api_version: '2010-04-01',
  body: POLISH,
  date_created: 'Thu, 26 Nov 2026 20:00:00 +0000',
  date_sent: null,
  date_updated: 'Thu, 26 Nov 2026 20:00:00 +0000',
  direction: 'outbound-api',
  error_code: null,
  error_message: null,
  from: '+48732100200',
  messaging_service_sid: null,
  num_media: '0',
  num_segments: '1',
  price: null,
  price_unit: null,
  sid: 'SM1f0e8ae6ade43cb3c0ce4525424e404f',
  status: 'queued',
  to: '+48600100200',
  uri: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/SM1f0e8ae6ade43cb3c0ce4525424e404f.json`,
};
const INVALID_TO = {
  code: 21211,
  message: "The 'To' number +48600100200 is not a valid phone number.",
  more_info: 'https://www.twilio.com/docs/errors/21211',
  status: 400,
};
const TOO_MANY = { code: 20429, message: 'Too Many Requests', more_info: 'https://www.twilio.com/docs/errors/20429', status: 429 };
const INTERNAL = { code: 20500, message: 'Internal Server Error', more_info: 'https://www.twilio.com/docs/errors/20500', status: 500 };

/** The request as Twilio documents it, for the given credentials and sender fields. */
function documentedRequest(authorization: string, sender: Record<string, string>) {
  return (request: RecordedRequest) => {
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request.headers.authorization).toBe(authorization);
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request.form)).toEqual({ To: '+48600100200', Body: POLISH, ...sender });
    // UTF-8 percent-encoding on the wire (ż is C5 BC), and the + of E.164 encoded, not a space.
    expect(request.rawBody).toContain('Za%C5%BC%C3%B3%C5%82%C4%87');
    expect(request.rawBody).toContain('To=%2B48600100200');
  };
}

const message = { to: '+48600100200', text: POLISH, kind: 'code', code: '123456' };

/** The error a send rejects with; fails the test when it resolves. */
async function failure(sending: Promise<unknown>): Promise<Error> {
  const outcome = await sending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(outcome).toBeInstanceOf(Error);
  return outcome as Error;
}

let gateway: Awaited<ReturnType<typeof startRecordingGateway>> | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

async function provider(script: Parameters<typeof startRecordingGateway>[0], retry = {}) {
  gateway = await startRecordingGateway(script, documentedRequest(basic(ACCOUNT_SID, AUTH_TOKEN), { From: '+48732100200' }));
  const waits: number[] = [];
  const sms = twilioSmsProvider({
    accountSid: ACCOUNT_SID,
    auth: { username: ACCOUNT_SID, password: AUTH_TOKEN },
    from: '+48732100200',
    baseUrl: gateway.url,
    sleep: async (ms) => void waits.push(ms),
    retry,
  });
  return { sms, waits, gateway };
}

describe('the Twilio provider', () => {
  it('creates the message as documented and resolves with its SID', async () => {
    const { sms, gateway } = await provider([{ status: 201, body: CREATED }]);
    await expect(sms.send(message)).resolves.toEqual({ messageId: CREATED.sid });
    expect(gateway.failures).toEqual([]);
    expect(gateway.requests).toHaveLength(1);
  });

  it('rejects an invalid number (21211) at once, naming Twilio and the code but not the number Twilio echoes', async () => {
    const { sms, gateway, waits } = await provider([{ status: 400, body: INVALID_TO }]);
    const error = await failure(sms.send(message));
    expect(error).toBeInstanceOf(MessageDeliveryError);
    expect(error.message).toBe('Twilio refused the text message: error 21211, HTTP 400.');
    expect((error as { code?: string }).code).toBe('21211');
    expect(isRecipientRefusal(error)).toBe(true);
    expect(gateway.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('rejects wrong credentials (20003, HTTP 401) without retrying', async () => {
    const { sms, gateway } = await provider([
      { status: 401, body: { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 } },
    ]);
    const error = await failure(sms.send(message));
    expect(error.message).toBe('Twilio refused the text message: error 20003, HTTP 401.');
    expect(isRecipientRefusal(error)).toBe(false);
    expect(gateway.requests).toHaveLength(1);
  });

  it('sends again after 429 (20429) and 500 (20500), then resolves', async () => {
    const { sms, gateway, waits } = await provider([
      { status: 429, body: TOO_MANY },
      { status: 500, body: INTERNAL },
      { status: 201, body: CREATED },
    ]);
    await expect(sms.send(message)).resolves.toEqual({ messageId: CREATED.sid });
    expect(gateway.requests).toHaveLength(3);
    expect(gateway.failures).toEqual([]);
    expect(waits).toEqual([500, 1000]);
  });

  it('gives up after the tries with the last status and code', async () => {
    const { sms, gateway, waits } = await provider([{ status: 503, body: { ...INTERNAL, code: 20503, status: 503 } }], { attempts: 2 });
    await expect(sms.send(message)).rejects.toThrow('Twilio did not take the text message after 2 tries: HTTP 503, error 20503.');
    expect(gateway.requests).toHaveLength(2);
    expect(waits).toEqual([500]);
  });

  it('authenticates with an API key and sends through a Messaging Service', async () => {
    gateway = await startRecordingGateway([{ status: 201, body: { ...CREATED, messaging_service_sid: SERVICE_SID, status: 'accepted' } }], documentedRequest(basic(API_KEY_SID, API_KEY_SECRET), { MessagingServiceSid: SERVICE_SID }));
    const sms = twilioSmsProvider({ accountSid: ACCOUNT_SID, auth: { username: API_KEY_SID, password: API_KEY_SECRET }, messagingServiceSid: SERVICE_SID, baseUrl: gateway.url });
    await expect(sms.send(message)).resolves.toEqual({ messageId: CREATED.sid });
    expect(gateway.failures).toEqual([]);
  });
});

describe('SMS_PROVIDER=twilio', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      smsProviderFromEnv(env);
      return [];
    } catch (error) {
      expect(error).toBeInstanceOf(SmsConfigError);
      return (error as SmsConfigError).problems.map((problem) => problem.variable);
    }
  };
  const complete = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_FROM: '+48732100200' };

  it('builds a Twilio provider from the variables (Auth Token and sender number)', async () => {
    gateway = await startRecordingGateway([{ status: 201, body: CREATED }], documentedRequest(basic(ACCOUNT_SID, AUTH_TOKEN), { From: '+48732100200' }));
    const selection = smsProviderFromEnv({ ...complete, TWILIO_URL: gateway.url });
    expect(selection.label).toBe('Twilio');
    await expect(selection.provider!.send(message)).resolves.toEqual({ messageId: CREATED.sid });
    expect(gateway.failures).toEqual([]);
  });

  it('builds one from an API key and a Messaging Service', async () => {
    gateway = await startRecordingGateway([{ status: 201, body: CREATED }], documentedRequest(basic(API_KEY_SID, API_KEY_SECRET), { MessagingServiceSid: SERVICE_SID }));
    const selection = smsProviderFromEnv({
      SMS_PROVIDER: 'Twilio',
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_API_KEY_SID: API_KEY_SID,
      TWILIO_API_KEY_SECRET: API_KEY_SECRET,
      TWILIO_MESSAGING_SERVICE_SID: SERVICE_SID,
      TWILIO_URL: gateway.url,
    });
    await expect(selection.provider!.send(message)).resolves.toEqual({ messageId: CREATED.sid });
    expect(gateway.failures).toEqual([]);
  });

  it('names each missing or malformed variable', () => {
    expect(problemsOf({ SMS_PROVIDER: 'twilio' })).toEqual(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']);
    expect(problemsOf({ ...complete, TWILIO_ACCOUNT_SID: 'AC123' })).toEqual(['TWILIO_ACCOUNT_SID']);
    expect(problemsOf({ ...complete, TWILIO_FROM: '600100200' })).toEqual(['TWILIO_FROM']);
    expect(problemsOf({ ...complete, TWILIO_FROM: '', TWILIO_MESSAGING_SERVICE_SID: 'MG-not-a-sid' })).toEqual(['TWILIO_MESSAGING_SERVICE_SID']);
    expect(problemsOf({ ...complete, TWILIO_API_KEY_SID: API_KEY_SID })).toEqual(['TWILIO_AUTH_TOKEN']);
    expect(problemsOf({ ...complete, TWILIO_AUTH_TOKEN: '', TWILIO_API_KEY_SID: API_KEY_SID })).toEqual(['TWILIO_API_KEY_SECRET']);
    expect(problemsOf({ ...complete, TWILIO_AUTH_TOKEN: '', TWILIO_API_KEY_SID: 'key', TWILIO_API_KEY_SECRET: API_KEY_SECRET })).toEqual(['TWILIO_API_KEY_SID']);
    expect(problemsOf({ ...complete, TWILIO_URL: 'http://api.twilio.com' })).toEqual(['TWILIO_URL']);
    expect(problemsOf({ ...complete, SMSAPI_TOKEN: 'x' })).toEqual(['SMSAPI_TOKEN']);
    expect(problemsOf({ TWILIO_ACCOUNT_SID: ACCOUNT_SID })).toEqual(['TWILIO_ACCOUNT_SID']);
    expect(problemsOf(complete)).toEqual([]);
  });

  it('never repeats a secret in its message', () => {
    try {
      smsProviderFromEnv({ ...complete, TWILIO_API_KEY_SID: 'key', TWILIO_API_KEY_SECRET: API_KEY_SECRET });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/Set either TWILIO_AUTH_TOKEN or TWILIO_API_KEY_SID with TWILIO_API_KEY_SECRET, not both/);
      expect((error as Error).message).not.toContain(AUTH_TOKEN);
      expect((error as Error).message).not.toContain(API_KEY_SECRET);
    }
  });
});
