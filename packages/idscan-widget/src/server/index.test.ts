// @vitest-environment node
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession, ScanApiError, verifyWebhook } from './index';

const SECRET = 'whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const NOW = new Date('2026-11-27T10:00:00Z');
const T = NOW.getTime() / 1000;
const BODY = JSON.stringify({
  id: 'delivery-1',
  type: 'journey.ended',
  createdAt: '2026-11-27T09:59:59.000Z',
  data: { journeyId: 'j-1', reference: 'user-8812', highLevelResult: 'Passed', cancelled: false, endedAt: '2026-11-27T09:59:58.000Z' },
});

/** The header as the scan server writes it (node:crypto here, Web Crypto in the code under test). */
function signature(secret: string, t: number, body: string): string {
  return createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
}

describe('verifyWebhook', () => {
  it('accepts a body signed with the secret within the window, and returns the event', async () => {
    const result = await verifyWebhook({ payload: BODY, header: `t=${T},v1=${signature(SECRET, T, BODY)}`, secret: SECRET, now: NOW });
    expect(result).toEqual({ ok: true, timestamp: T, event: JSON.parse(BODY) });
    // The raw bytes, as a server reads them.
    const bytes = new TextEncoder().encode(BODY);
    expect(await verifyWebhook({ payload: bytes, header: `t=${T},v1=${signature(SECRET, T, BODY)}`, secret: SECRET, now: NOW })).toMatchObject({ ok: true });
  });

  it('refuses another secret, a changed body or timestamp, and a re-serialised body', async () => {
    const header = `t=${T},v1=${signature(SECRET, T, BODY)}`;
    expect(await verifyWebhook({ payload: BODY, header: `t=${T},v1=${signature('whsec_other', T, BODY)}`, secret: SECRET, now: NOW })).toEqual({ ok: false, reason: 'signature' });
    expect(await verifyWebhook({ payload: BODY.replace('Passed', 'Refer!'), header, secret: SECRET, now: NOW })).toEqual({ ok: false, reason: 'signature' });
    expect(await verifyWebhook({ payload: BODY, header: header.replace(`t=${T}`, `t=${T - 1}`), secret: SECRET, now: NOW })).toEqual({ ok: false, reason: 'signature' });
    expect(await verifyWebhook({ payload: JSON.stringify(JSON.parse(BODY), null, 2), header, secret: SECRET, now: NOW })).toEqual({ ok: false, reason: 'signature' });
  });

  it('keeps the 300-second replay window both ways', async () => {
    for (const [t, ok] of [
      [T - 300, true],
      [T + 300, true],
      [T - 301, false],
      [T + 301, false],
    ] as const) {
      const result = await verifyWebhook({ payload: BODY, header: `t=${t},v1=${signature(SECRET, t, BODY)}`, secret: SECRET, now: NOW });
      expect(result).toEqual(ok ? expect.objectContaining({ ok: true }) : { ok: false, reason: 'timestamp' });
    }
    const old = T - 600;
    expect(await verifyWebhook({ payload: BODY, header: `t=${old},v1=${signature(SECRET, old, BODY)}`, secret: SECRET, now: NOW, toleranceSeconds: 900 })).toMatchObject({ ok: true });
  });

  it('accepts the header when one of several v1 values matches (a secret being rotated)', async () => {
    const header = `t=${T},v1=${signature('whsec_old', T, BODY)},v1=${signature(SECRET, T, BODY)}`;
    expect(await verifyWebhook({ payload: BODY, header, secret: SECRET, now: NOW })).toMatchObject({ ok: true });
  });

  it('refuses a missing or malformed header before any HMAC', async () => {
    for (const header of [undefined, null, '', 'v1=abc', `t=${T}`, `t=soon,v1=${signature(SECRET, T, BODY)}`, `t=${T},v1=${'z'.repeat(64)}`, `t=${T},v1=${'a'.repeat(2000)}`]) {
      expect(await verifyWebhook({ payload: BODY, header, secret: SECRET, now: NOW })).toEqual({ ok: false, reason: 'header' });
    }
  });

  it('refuses a signed body that is not JSON', async () => {
    expect(await verifyWebhook({ payload: 'not json', header: `t=${T},v1=${signature(SECRET, T, 'not json')}`, secret: SECRET, now: NOW })).toEqual({ ok: false, reason: 'body' });
  });
});

describe('createSession', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A stand-in for the scan API on 127.0.0.1: records the request and answers what the test gives. */
  async function scanApi(answer: (request: IncomingMessage, body: string) => { status: number; body: unknown }) {
    const seen: { method?: string; url?: string; authorization?: string; body?: unknown }[] = [];
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body: JSON.parse(body || 'null') });
        const { status, body: json } = answer(request, body);
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
  }

  it('posts the document type and reference with the API key and returns what the widget needs', async () => {
    const api = await scanApi(() => ({
      status: 201,
      body: {
        token: 'scan-token',
        journeyId: 'j-1',
        backendUrl: 'https://scan.example/idscanenterprisesvc/v1',
        expiresAt: '2026-11-27T11:00:00.000Z',
        captureSteps: ['IDENTITY:FRONT', 'SELFIE'],
        reference: 'user-8812',
      },
    }));
    const session = await createSession({ apiUrl: api.url, apiKey: 'idsk_key', documentType: 'passport', reference: 'user-8812' });
    expect(session).toEqual({
      token: 'scan-token',
      journeyId: 'j-1',
      backendUrl: 'https://scan.example/idscanenterprisesvc/v1',
      steps: ['IDENTITY:FRONT', 'SELFIE'],
      expiresAt: '2026-11-27T11:00:00.000Z',
      reference: 'user-8812',
    });
    expect(api.seen).toEqual([{ method: 'POST', url: '/idscanenterprisesvc/v1/sessions', authorization: 'Bearer idsk_key', body: { documentType: 'passport', reference: 'user-8812' } }]);
  });

  it('throws ScanApiError with the status and error code when the key is refused', async () => {
    const api = await scanApi(() => ({ status: 401, body: { ErrorCode: 'UNAUTHORIZED', Message: 'Unknown or revoked API key.' } }));
    const error = await createSession({ apiUrl: api.url, apiKey: 'idsk_revoked', documentType: 'idCard' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ScanApiError);
    expect(error).toMatchObject({ status: 401, errorCode: 'UNAUTHORIZED', message: expect.stringContaining('Unknown or revoked API key.') });
  });

  it('names the field the scan API refused', async () => {
    const api = await scanApi(() => ({ status: 400, body: { ErrorCode: 'BAD_REQUEST', Message: 'webhookUrl must be https.', Field: 'webhookUrl' } }));
    const error = await createSession({ apiUrl: api.url, apiKey: 'idsk_key', documentType: 'passport', webhookUrl: 'ftp://x' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, errorCode: 'BAD_REQUEST', field: 'webhookUrl' });
  });
});
