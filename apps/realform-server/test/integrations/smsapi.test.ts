import { afterEach, describe, expect, it } from 'vitest';
import { MessageDeliveryError } from '../../src/areas/codes/messageProviders';
import type { RecordedRequest } from '../../src/areas/codes/sms/recordingGateway';
import { isRecipientRefusal } from '../../src/areas/codes/sms/gatewayRequest';
import { startRecordingGateway } from '../../src/areas/codes/sms/recordingGateway';
import { SmsConfigError, smsProviderFromEnv } from '../../src/areas/codes/sms/smsProviderFromEnv';
import { smsapiSmsProvider } from '../../src/areas/codes/sms/smsapiSmsProvider';

// SMSAPI (smsapi.pl / smsapi.com) as its documentation and official clients describe it: POST /sms.do with
// `Authorization: Bearer <OAuth token>`, a form body (to, message, from, format=json, encoding=utf-8); success
// `{count, list: [{id, points, number, …}]}`, refusal `{error: <code>, message}` with HTTP 200.

const TOKEN = 'smsapi-oauth-token-0123456789abcdef';
const POLISH = 'Zażółć gęślą jaźń: 123456 to Twój kod.';

const SUCCESS = {
  count: 1,
  list: [{ id: '5FE1A2B3C4D5E6F7', points: 0.16, number: '48600100200', date_sent: 1764150000, submitted_number: '48600100200', status: 'QUEUE' }],
};
const INVALID_NUMBER = {
  invalid_numbers: [{ number: '48600100200', submitted_number: '48600100200', message: 'Invalid phone number' }],
  error: 13,
  message: 'No correct phone numbers',
};

/** The request exactly as SMSAPI documents it; throws (the counterpart answers 400) on any difference. */
function documentedRequest(request: RecordedRequest) {
  expect(request.method).toBe('POST');
  expect(request.path).toBe('/sms.do');
  expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
  expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
  expect([...request.form.keys()].sort()).toEqual(['encoding', 'format', 'from', 'message', 'to']);
  expect(request.form.get('to')).toBe('48600100200');
  expect(request.form.get('from')).toBe('Broker');
  expect(request.form.get('format')).toBe('json');
  expect(request.form.get('encoding')).toBe('utf-8');
  expect(request.form.get('message')).toBe(POLISH);
  // UTF-8 percent-encoding on the wire: ż is C5 BC, ó is C3 B3.
  expect(request.rawBody).toContain('Za%C5%BC%C3%B3%C5%82%C4%87');
}

const noWait = () => {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
};

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
  gateway = await startRecordingGateway(script, documentedRequest);
  const clock = noWait();
  const sms = smsapiSmsProvider({ token: TOKEN, from: 'Broker', baseUrl: gateway.url, sleep: clock.sleep, retry });
  return { sms, waits: clock.waits, gateway };
}

const message = { to: '+48600100200', text: POLISH, kind: 'code', code: '123456' };

describe('the SMSAPI provider', () => {
  it('sends the documented request and resolves with the message id SMSAPI gave', async () => {
    const { sms, gateway } = await provider([{ status: 200, body: SUCCESS }]);
    await expect(sms.send(message)).resolves.toEqual({ messageId: '5FE1A2B3C4D5E6F7' });
    expect(gateway.failures).toEqual([]);
    expect(gateway.requests).toHaveLength(1);
  });

  it('rejects a refusal at once (no retry) with the provider and its code, never the number or the text', async () => {
    const { sms, gateway, waits } = await provider([{ status: 200, body: INVALID_NUMBER }]);
    const error = await failure(sms.send(message));
    expect(error).toBeInstanceOf(MessageDeliveryError);
    const text = error.message;
    expect(text).toMatch(/SMSAPI/);
    expect(text).toMatch(/error 13\b/);
    expect(text).not.toMatch(/600\s?100\s?200|Zażółć|123456|No correct phone numbers/);
    expect((error as { code?: string }).code).toBe('13');
    // 13 is about the number: the applicant can correct it.
    expect(isRecipientRefusal(error)).toBe(true);
    expect(gateway.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('takes an authorization failure (101) as a refusal too', async () => {
    const { sms, gateway } = await provider([{ status: 401, body: { error: 101, message: 'Authorization failed' } }]);
    const error = await failure(sms.send(message));
    expect(error.message).toBe('SMSAPI refused the text message: error 101, HTTP 401.');
    expect(isRecipientRefusal(error)).toBe(false);
    expect(gateway.requests).toHaveLength(1);
  });

  it('sends again after a 503 and after a 429, waiting longer each time, then resolves', async () => {
    const { sms, gateway, waits } = await provider([
      { status: 503, body: { error: 999, message: 'Internal error' } },
      { status: 429, body: { error: 429, message: 'Too many requests' } },
      { status: 200, body: SUCCESS },
    ]);
    await expect(sms.send(message)).resolves.toEqual({ messageId: '5FE1A2B3C4D5E6F7' });
    expect(gateway.requests).toHaveLength(3);
    expect(gateway.failures).toEqual([]);
    expect(waits).toEqual([500, 1000]);
  });

  it('waits what Retry-After asks when it is short, and gives up at once when it is longer than it may wait', async () => {
    const short = await provider([{ status: 429, body: {}, headers: { 'Retry-After': '2' } }, { status: 200, body: SUCCESS }]);
    await expect(short.sms.send(message)).resolves.toEqual({ messageId: '5FE1A2B3C4D5E6F7' });
    expect(short.waits).toEqual([2000]);
    await short.gateway.close();

    const long = await provider([{ status: 429, body: {}, headers: { 'Retry-After': '3600' } }]);
    await expect(long.sms.send(message)).rejects.toThrow(/SMSAPI is busy: HTTP 429.*wait 3600 s; gave up after 1 try/);
    expect(long.gateway.requests).toHaveLength(1);
  });

  it('gives up after the configured number of tries with the last reason', async () => {
    const { sms, gateway, waits } = await provider([{ status: 502, body: 'Bad gateway' }], { attempts: 4 });
    const error = await failure(sms.send(message));
    expect(error).toBeInstanceOf(MessageDeliveryError);
    expect(error.message).toBe('SMSAPI did not take the text message after 4 tries: HTTP 502.');
    expect(gateway.requests).toHaveLength(4);
    expect(waits).toEqual([500, 1000, 2000]);
  });

  it('retries a gateway that does not answer in time, and one that cannot be reached', async () => {
    // A counterpart that never answers: each try ends at its timeout.
    const { createServer } = await import('node:http');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const clock = noWait();
    const slow = smsapiSmsProvider({ token: TOKEN, baseUrl: `http://127.0.0.1:${port}`, sleep: clock.sleep, retry: { attempts: 2, attemptTimeoutMs: 200 } });
    await expect(slow.send(message)).rejects.toThrow('SMSAPI did not take the text message after 2 tries: no answer within 200 ms.');
    expect(clock.waits).toEqual([500]);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));

    // The same port, now closed: the connection is refused.
    const gone = smsapiSmsProvider({ token: TOKEN, baseUrl: `http://127.0.0.1:${port}`, sleep: clock.sleep, retry: { attempts: 2 } });
    await expect(gone.send(message)).rejects.toThrow(/after 2 tries: network error \(ECONNREFUSED\)/);
  });
});

describe('SMS_PROVIDER=smsapi', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      smsProviderFromEnv(env);
      return [];
    } catch (error) {
      expect(error).toBeInstanceOf(SmsConfigError);
      return (error as SmsConfigError).problems.map((problem) => problem.variable);
    }
  };

  it('builds an SMSAPI provider that talks to SMSAPI_URL with SMSAPI_TOKEN and SMSAPI_FROM', async () => {
    gateway = await startRecordingGateway([{ status: 200, body: SUCCESS }], documentedRequest);
    const selection = smsProviderFromEnv({ SMS_PROVIDER: 'smsapi', SMSAPI_TOKEN: TOKEN, SMSAPI_FROM: 'Broker', SMSAPI_URL: gateway.url });
    expect(selection.label).toBe('SMSAPI');
    await expect(selection.provider!.send(message)).resolves.toEqual({ messageId: '5FE1A2B3C4D5E6F7' });
    expect(gateway.failures).toEqual([]);
  });

  it('leaves the local outbox in place when SMS_PROVIDER is unset', () => {
    expect(smsProviderFromEnv({})).toEqual({ provider: undefined, label: 'local outbox' });
    expect(smsProviderFromEnv({ SMS_PROVIDER: 'outbox' })).toEqual({ provider: undefined, label: 'local outbox' });
  });

  it('names each missing or malformed variable in one error', () => {
    expect(problemsOf({ SMS_PROVIDER: 'smsapi' })).toEqual(['SMSAPI_TOKEN']);
    expect(problemsOf({ SMS_PROVIDER: 'smsapi', SMSAPI_TOKEN: 'Bearer abc' })).toEqual(['SMSAPI_TOKEN']);
    expect(problemsOf({ SMS_PROVIDER: 'smsapi', SMSAPI_TOKEN: TOKEN, SMSAPI_FROM: 'A sender name far too long' })).toEqual(['SMSAPI_FROM']);
    expect(problemsOf({ SMS_PROVIDER: 'smsapi', SMSAPI_TOKEN: TOKEN, SMSAPI_URL: 'http://api.smsapi.pl' })).toEqual(['SMSAPI_URL']);
    expect(problemsOf({ SMS_PROVIDER: 'smsapi', SMSAPI_TOKEN: TOKEN, SMSAPI_URL: 'not a url' })).toEqual(['SMSAPI_URL']);
    expect(problemsOf({ SMS_PROVIDER: 'smsapi', SMSAPI_TOKEN: TOKEN, SMS_ATTEMPTS: '0', SMS_TIMEOUT_SECONDS: 'ten' })).toEqual(['SMS_ATTEMPTS', 'SMS_TIMEOUT_SECONDS']);
    expect(problemsOf({ SMS_PROVIDER: 'smsapi', SMSAPI_TOKEN: TOKEN, TWILIO_AUTH_TOKEN: 'x' })).toEqual(['TWILIO_AUTH_TOKEN']);
    expect(problemsOf({ SMS_PROVIDER: 'sms-api' })).toEqual(['SMS_PROVIDER']);
    // Credentials without SMS_PROVIDER would silently go unused: refused, naming what to set.
    expect(problemsOf({ SMSAPI_TOKEN: TOKEN })).toEqual(['SMSAPI_TOKEN']);
  });

  it('says what to do in the message, and never repeats the token', () => {
    const error = (() => {
      try {
        smsProviderFromEnv({ SMSAPI_TOKEN: TOKEN });
      } catch (caught) {
        return caught as Error;
      }
      return undefined;
    })();
    expect(error?.message).toMatch(/SMSAPI_TOKEN is set but SMS_PROVIDER is not set: set SMS_PROVIDER=smsapi/);
    expect(error?.message).not.toContain(TOKEN);
  });
});
