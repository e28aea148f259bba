import { expect } from 'vitest';
import { BOT_CHECK, registration } from './harness';
import type { startTestServer } from './harness';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
type TestClient = ReturnType<TestServer['client']>;

let phones = 0;
let emails = 0;

/**
 * A Polish mobile number no other test uses: the per-recipient send cap (5 codes an hour to one number) would
 * otherwise trip across tests that share one.
 */
export function uniquePhone(): string {
  phones += 1;
  return `60${String((phones * 7919) % 10_000_000).padStart(7, '0')}`;
}

/** An address no other test in this process uses. */
export function uniqueEmail(label = 'applicant'): string {
  emails += 1;
  return `${label}.${process.pid}.${emails}@example.com`;
}

/** A new applicant, signed up and at desktopSms (docs/architecture.md#the-server). */
export async function signedUpClient(t: TestServer, options: Parameters<TestServer['client']>[0] = {}, email = uniqueEmail()) {
  const client = t.client(options);
  const answer = await client.newAccount(registration(email));
  expect(answer).toMatchObject({ status: 'success', next: 'desktopSms' });
  return Object.assign(client, { email });
}

/** The development outbox's latest message to a recipient (GET /realform/dev/outbox). */
export async function outboxMessage(t: TestServer, to: string, kind: 'sms' | 'email' = 'sms') {
  const response = await t.fetch(`http://localhost/realform/dev/outbox?to=${encodeURIComponent(to)}&kind=${kind}`);
  if (response.status !== 200) return null;
  const { message } = (await response.json()) as { message: { code: string | null; text: string; subject: string | null; id: string } };
  return message;
}

/** The code of the latest message to a recipient; fails the test when there is none. */
export async function latestCode(t: TestServer, to: string, kind: 'sms' | 'email' = 'sms'): Promise<string> {
  const message = await outboxMessage(t, to, kind);
  expect(message?.code, `a ${kind} code for ${to}`).toMatch(/^\d{6}$/);
  return message!.code!;
}

/** desktop-sms with a valid body for this phone (docs/spec/flow/calls.md#named-actions DESKTOP_SMS). */
export function sendDesktopSms(client: TestClient, phoneNumber: string, extra: Partial<{ phoneNumberPrefix: string; sentSmsCount: number; recaptchaToken: string }> = {}) {
  return client.call('desktopSms', { phoneNumber, phoneNumberPrefix: '+48', recaptchaToken: BOT_CHECK, ...extra });
}

/**
 * Takes a signed-up applicant through the phone step with a fresh number: desktop-sms, the code from the
 * development outbox (the server needs `devEndpoints: true`), desktop-sms-code. Ends at dataUploadChoice.
 */
export async function passPhoneStep(t: TestServer, client: TestClient, phoneNumber = uniquePhone()) {
  expect(await sendDesktopSms(client, phoneNumber)).toMatchObject({ status: 'success' });
  const code = await latestCode(t, `+48${phoneNumber}`);
  const answer = await client.call('desktopSmsCode', { phoneVerificationCode2: code });
  expect(answer).toMatchObject({ status: 'success', next: 'dataUploadChoice' });
  return answer;
}

/** A raw form call with the common fields, for bodies the typed client would never send. */
export async function rawCall(t: TestServer, path: string, token: string, fields: Record<string, unknown>, languageCode = 'en') {
  const response = await t.post(
    `/realform/${path}`,
    JSON.stringify({ token, languageCode, branchCode: languageCode === 'en' ? 'EU' : languageCode.toUpperCase(), brand: languageCode === 'pl' ? 'pl' : 'eu', ...fields }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
