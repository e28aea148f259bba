import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';

// A listening server answers form/validate on its own lean path in front of Hono (src/fastPaths/leanValidate.ts); in
// process the same call goes through Hono. Both must answer alike, byte for byte where it matters.

let t: Awaited<ReturnType<typeof startTestServer>>;
let origin: string;
let token: string;
let clock = Date.now();

beforeAll(async () => {
  t = await startTestServer({ now: () => new Date(clock) });
  origin = (await t.server.listen(0, '127.0.0.1')).url;
  token = await t.client().ensureToken();
});

afterAll(async () => {
  await t?.close();
});

const common = () => ({ token, languageCode: 'pl', branchCode: 'PL', brand: 'pl' });
const json = { 'content-type': 'application/json' };
const HEADERS = ['content-type', 'content-security-policy', 'x-content-type-options', 'x-frame-options', 'cache-control'];

async function overHttpAndInProcess(path: string, init: { method?: string; body?: string; headers?: Record<string, string> }) {
  const overHttp = await fetch(`${origin}${path}`, { method: 'POST', ...init });
  const inProcess = await t.fetch(`http://localhost${path}`, { method: 'POST', ...init });
  return { overHttp, inProcess };
}

describe('form/validate over HTTP answers exactly as through the in-process pipeline', () => {
  it.each([
    ['a valid e-mail address', { name: 'email', value: 'jan.kowalski@example.com' }, 200],
    ['an invalid e-mail address, with its Polish message', { name: 'email', value: 'jan.kowalski@' }, 200],
    ['a field without a rule of its own', { name: 'confirmEmail', value: 'anything' }, 200],
    ['a field named like an Object property', { name: 'constructor', value: 'x' }, 200],
  ])('%s', async (_case, fields, status) => {
    const { overHttp, inProcess } = await overHttpAndInProcess('/realform/form-pl/validate', {
      body: JSON.stringify({ ...common(), ...fields }),
      headers: json,
    });
    expect(overHttp.status).toBe(status);
    expect(inProcess.status).toBe(status);
    for (const name of HEADERS) expect([name, overHttp.headers.get(name)]).toEqual([name, inProcess.headers.get(name)]);
    expect(await overHttp.json()).toEqual(await inProcess.json());
  });

  it.each([
    ['not JSON', '{"token": ', json, 400],
    ['JSON null', 'null', json, 400],
    ['an empty body', '', json, 400],
    ['a form post instead of JSON', 'name=email&value=x', { 'content-type': 'application/x-www-form-urlencoded' }, 400],
    ['a body over 64 KB', JSON.stringify({ name: 'email', value: 'x'.repeat(70 * 1024) }), json, 400],
  ])('refuses %s with the standard 400', async (_case, body, headers, status) => {
    const { overHttp, inProcess } = await overHttpAndInProcess('/realform/form-eu/validate', { body, headers });
    expect(overHttp.status).toBe(status);
    expect(inProcess.status).toBe(status);
    for (const name of HEADERS) expect([name, overHttp.headers.get(name)]).toEqual([name, inProcess.headers.get(name)]);
    expect(await overHttp.json()).toEqual(await inProcess.json());
  });

  it('refuses a body without a token with field errors in the request language', async () => {
    const { token: _token, ...rest } = common();
    const { overHttp, inProcess } = await overHttpAndInProcess('/realform/form-pl/validate', {
      body: JSON.stringify({ ...rest, name: 'email', value: 'x' }),
      headers: json,
    });
    expect(overHttp.status).toBe(400);
    const answer = await overHttp.json();
    expect(answer).toEqual(await inProcess.json());
    expect(answer).toEqual({ status: 'error', globalError: 'Nie udało się przetworzyć danych. Odśwież stronę i spróbuj ponownie.' });
  });

  it('sends an unknown token to restart (401)', async () => {
    const { overHttp, inProcess } = await overHttpAndInProcess('/realform/form-pl/validate', {
      body: JSON.stringify({ ...common(), token: 'A'.repeat(43), name: 'email', value: 'jan.kowalski@example.com' }),
      headers: json,
    });
    expect(overHttp.status).toBe(401);
    const answer = await overHttp.json();
    expect(answer).toEqual(await inProcess.json());
    expect(answer).toMatchObject({ status: 'error', next: 'restart', restart: true });
  });

  it('reads a session this process has not seen for a while from the database, and answers the same', async () => {
    // Past the session cache's 5 seconds, within the 30 minutes of idle time.
    clock += 6_000;
    const { overHttp, inProcess } = await overHttpAndInProcess('/realform/form-pl/validate', {
      body: JSON.stringify({ ...common(), name: 'email', value: 'jan.kowalski@example.com' }),
      headers: json,
    });
    expect(overHttp.status).toBe(200);
    expect(await overHttp.json()).toEqual(await inProcess.json());
  });

  it('leaves other methods and paths with a query to Hono, which answers them as before', async () => {
    for (const init of [{ method: 'GET' }, { method: 'PUT', body: '{}', headers: json }]) {
      const { overHttp, inProcess } = await overHttpAndInProcess('/realform/form-pl/validate', init);
      expect(overHttp.status).toBe(inProcess.status);
    }
    const withQuery = await overHttpAndInProcess('/realform/form-pl/validate?x=1', {
      body: JSON.stringify({ ...common(), name: 'email', value: 'jan.kowalski@example.com' }),
      headers: json,
    });
    expect(withQuery.overHttp.status).toBe(200);
    expect(await withQuery.overHttp.json()).toEqual(await withQuery.inProcess.json());
  });

  it('writes one access-log line per call, without the body or the token', async () => {
    const before = t.logs.length;
    const response = await fetch(`${origin}/realform/form-pl/validate`, {
      method: 'POST',
      body: JSON.stringify({ ...common(), name: 'email', value: 'jan.kowalski@example.com' }),
      headers: json,
    });
    expect(response.status).toBe(200);
    const lines = t.logs.slice(before);
    expect(lines.filter((line) => /"msg":"request","id":"[\w-]+","method":"POST","path":"\/realform\/form-pl\/validate","status":200,"ms":\d+/.test(line))).toHaveLength(1);
    expect(lines.join('\n')).not.toContain('jan.kowalski@example.com');
    expect(lines.join('\n')).not.toContain(token);
  });
});
