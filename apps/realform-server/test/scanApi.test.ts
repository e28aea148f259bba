import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApiKeyCli } from '../src/areas/scanApi/apiKeyCli';
import { applicantAtUpload, capture, documentsConfig, endCapture, file, journeyGet, testClock } from './documentsSupport';
import { documentPixels, encodeJpeg, td3Mrz } from './fixtures/documentImages';
import { scriptedAnalyzers, scriptedFace } from './fixtures/scriptedAnalyzers';
import type { TestDatabase } from './harness';
import { startTestServer, testDatabase } from './harness';

// Issue 19 items 1 and 2: API keys made by the CLI, scan sessions opened with them server to server, the result read
// back by the key's own server, and CORS for the widget's calls from the key's origins only.

const ACME = 'https://acme.example';
const BETA = 'https://beta.example';
const EVIL = 'https://evil.example';

const clock = testClock();
const models = scriptedAnalyzers();
let dataDir: string;
let database: TestDatabase;
let t: Awaited<ReturnType<typeof startTestServer>>;
const keys: Record<string, string> = {};
let listed = '';
let once: { code: number; output: string };
let refusals: Record<'noOrigin' | 'noName' | 'sameName' | 'withPath' | 'unknown', { code: number; output: string }>;
/** Keys rotated before the server starts: each secret in the order it was issued, and the CLI's answers. */
const rotations: Record<'grace' | 'noGrace' | 'twice', string[]> = { grace: [], noGrace: [], twice: [] };
let rotationOutputs: Record<'grace' | 'noGrace' | 'revoked' | 'unknown' | 'tooLong' | 'negative', { code: number; output: string }>;

/** The CLI as `pnpm --filter @apps/realform-server run api-key …` runs it, on the test database; its output lines. */
async function cli(...args: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const env = database.config.databaseUrl ? { DATABASE_URL: database.config.databaseUrl } : { DATA_DIR: dataDir };
  const code = await runApiKeyCli(args, env, { out: (line) => lines.push(line), now: clock.now });
  return { code, output: lines.join('\n') };
}

const apiKeyOf = (output: string) => /\bidsk_[\w-]{43}\b/.exec(output)?.[0] ?? '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'realform-scan-api-'));
  database = await testDatabase(dataDir);
  // The keys are made while no server holds the database (PGlite allows one process; PostgreSQL would not care).
  for (const [name, origin] of [
    ['acme', ACME],
    ['beta', BETA],
    ['gone', 'https://gone.example'],
  ] as const) {
    const made = await cli('create', '--name', name, '--origin', origin, '--origin', `${origin}:8443`);
    expect(made.code).toBe(0);
    keys[name] = apiKeyOf(made.output);
  }
  expect(await cli('revoke', '--name', 'gone')).toMatchObject({ code: 0 });
  once = await cli('create', '--name', 'once', '--origin', 'https://once.example');
  refusals = {
    noOrigin: await cli('create', '--name', 'x'),
    noName: await cli('create', '--origin', ACME),
    sameName: await cli('create', '--name', 'acme', '--origin', ACME),
    withPath: await cli('create', '--name', 'pathy', '--origin', 'https://acme.example/app'),
    unknown: await cli('revoke', '--name', 'nobody'),
  };
  for (const name of ['grace', 'noGrace', 'twice'] as const) rotations[name].push(apiKeyOf((await cli('create', '--name', `rota-${name}`, '--origin', 'https://rota.example')).output));
  rotationOutputs = {
    grace: await cli('rotate', '--name', 'rota-grace'),
    noGrace: await cli('rotate', '--name', 'rota-noGrace', '--grace-hours', '0'),
    revoked: await cli('rotate', '--name', 'gone'),
    unknown: await cli('rotate', '--name', 'nobody'),
    tooLong: await cli('rotate', '--name', 'rota-grace', '--grace-hours', '10000'),
    negative: await cli('rotate', '--name', 'rota-grace', '--grace-hours=-1'),
  };
  rotations.grace.push(apiKeyOf(rotationOutputs.grace.output));
  rotations.noGrace.push(apiKeyOf(rotationOutputs.noGrace.output));
  rotations.twice.push(apiKeyOf((await cli('rotate', '--name', 'rota-twice')).output));
  rotations.twice.push(apiKeyOf((await cli('rotate', '--name', 'rota-twice')).output));
  listed = (await cli('list')).output;
  t = await startTestServer(documentsConfig({ identityAnalyzers: models, now: clock.now }), { database });
});

afterAll(async () => {
  await t?.server.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function openSession(apiKey: string | null, body: unknown, headers: Record<string, string> = {}) {
  return t.fetch('http://localhost/idscanenterprisesvc/v1/sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(apiKey === null ? {} : { authorization: `Bearer ${apiKey}` }), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

interface ApiSession {
  token: string;
  journeyId: string;
  backendUrl: string;
  expiresAt: string;
  captureSteps: string[];
}

async function session(apiKey = keys.acme!, body: Record<string, unknown> = { documentType: 'passport', reference: 'case-17' }): Promise<ApiSession> {
  const response = await openSession(apiKey, body);
  expect(response.status).toBe(201);
  return (await response.json()) as ApiSession;
}

function readJourney(apiKey: string, journeyId: string) {
  return t.fetch(`http://localhost/idscanenterprisesvc/v1/journeys/${journeyId}`, { headers: { authorization: `Bearer ${apiKey}` } });
}

describe('the api-key CLI', () => {
  // Run in beforeAll, before the server opened the database (PGlite allows one process).
  it('create prints the key and the webhook secret once; list never shows either again', () => {
    expect(once.code).toBe(0);
    expect(once.output).toMatch(/idsk_[\w-]{43}/);
    expect(once.output).toMatch(/whsec_[\w-]{43}/);
    expect(listed).toContain('once');
    expect(listed).not.toContain(apiKeyOf(once.output));
    expect(listed).not.toMatch(/whsec_/);
  });

  it('list names each key with its origins and whether it is revoked', () => {
    expect(listed).toMatch(/acme\s.*https:\/\/acme\.example,https:\/\/acme\.example:8443.*active/);
    expect(listed).toMatch(/gone\s.*revoked/);
  });

  it('refuses a key without a name or an origin, a second key of a name, an origin with a path, an unknown name to revoke', () => {
    for (const refused of Object.values(refusals)) expect(refused.code).not.toBe(0);
    expect(refusals.withPath.output).toMatch(/origin/i);
    expect(refusals.sameName.output).toMatch(/exists already/);
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))('refuses to open the PGlite data directory while the server holds it', async () => {
    await expect(cli('list')).rejects.toThrow(/in use/);
  });
});

describe('POST /idscanenterprisesvc/v1/sessions', () => {
  it('with a valid key opens a journey: token, journeyId, backendUrl (v1), expiry and the steps to capture', async () => {
    const opened = await session(keys.acme, { documentType: 'idCard', reference: 'user-42' });
    expect(opened).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      journeyId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      backendUrl: 'http://localhost/idscanenterprisesvc/v1',
      expiresAt: new Date(clock.now().getTime() + 60 * 60_000).toISOString(),
      captureSteps: ['IDENTITY:FRONT', 'IDENTITY:BACK', 'SELFIE'],
      reference: 'user-42',
    });
    // The widget's calls work with the token, on the versioned path and on the old one.
    expect(await journeyGet(t, opened.backendUrl, opened.journeyId, `Bearer ${opened.token}`)).toMatchObject({ status: 200, body: { HighLevelResult: 'Undefined' } });
    expect(await journeyGet(t, 'http://localhost/idscanenterprisesvc', opened.journeyId, `Bearer ${opened.token}`)).toMatchObject({ status: 200 });
  });

  it('is refused with a revoked key, an unknown key and without a key (401)', async () => {
    for (const key of [keys.gone!, `idsk_${'A'.repeat(43)}`, null]) {
      const response = await openSession(key, { documentType: 'passport' });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ ErrorCode: 'UNAUTHORIZED' });
    }
    // A scan token is not an API key.
    const opened = await session();
    expect((await openSession(opened.token, { documentType: 'passport' })).status).toBe(401);
  });

  it('refuses a malformed body with 400 naming the field, never 500', async () => {
    const cases: [unknown, string][] = [
      ['{', 'body'],
      [[1], 'body'],
      [{}, 'documentType'],
      [{ documentType: 'banknote' }, 'documentType'],
      [{ documentType: 'passport', reference: 'x'.repeat(200) }, 'reference'],
      [{ documentType: 'passport', webhookUrl: 'ftp://acme.example/hook' }, 'webhookUrl'],
      // Development: http: only to this machine.
      [{ documentType: 'passport', webhookUrl: 'http://acme.example/hook' }, 'webhookUrl'],
    ];
    for (const [body, field] of cases) {
      const response = await openSession(keys.acme!, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ ErrorCode: 'BAD_REQUEST', Field: field });
    }
    const big = await openSession(keys.acme!, JSON.stringify({ documentType: 'passport', pad: 'x'.repeat(20_000) }));
    expect(big.status).toBe(413);
  });
});

describe('GET /idscanenterprisesvc/v1/journeys/{journeyId}: the result, server to server', () => {
  it('reads a Passed journey the widget ended, with the team’s reference', async () => {
    const opened = await session(keys.acme, { documentType: 'passport', reference: 'case-passed' });
    const front = encodeJpeg(documentPixels(1000, 640, 1901));
    models.know(front, { mrz: { found: true, lines: td3Mrz({ expiry: '350101' }).split('\n') }, faces: [scriptedFace(0)] });
    const selfie = encodeJpeg(documentPixels(1000, 640, 1902));
    models.know(selfie, { faces: [scriptedFace(0)] });
    expect((await capture(t, { backendUrl: opened.backendUrl, gbgToken: opened.token }, { side: 'IDENTITY:FRONT', image: file(front) })).status).toBe(200);
    expect((await capture(t, { backendUrl: opened.backendUrl, gbgToken: opened.token }, { side: 'SELFIE', image: file(selfie) })).status).toBe(200);

    const before = await readJourney(keys.acme!, opened.journeyId);
    expect(await before.json()).toMatchObject({ JourneyId: opened.journeyId, Reference: 'case-passed', State: 'in_progress', HighLevelResult: 'Undefined' });

    expect(await endCapture(t, { backendUrl: opened.backendUrl, gbgToken: opened.token })).toMatchObject({ status: 200, body: { HighLevelResult: 'Passed' } });
    const after = await readJourney(keys.acme!, opened.journeyId);
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({
      JourneyId: opened.journeyId,
      Reference: 'case-passed',
      State: 'ended',
      HighLevelResult: 'Passed',
      ProcessedDocuments: expect.arrayContaining([expect.objectContaining({ DocumentType: 'Passport' })]),
    });
  });

  it('another key cannot read the journey (404, as for an unknown one), nor can a revoked key or a scan token', async () => {
    const opened = await session(keys.acme);
    expect((await readJourney(keys.beta!, opened.journeyId)).status).toBe(404);
    expect((await readJourney(keys.beta!, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await readJourney(keys.beta!, 'not-a-uuid')).status).toBe(404);
    expect((await readJourney(keys.gone!, opened.journeyId)).status).toBe(401);
    expect((await readJourney(opened.token, opened.journeyId)).status).toBe(401);
    expect((await readJourney(keys.acme!, opened.journeyId)).status).toBe(200);
  });

  it('an applicant’s own journey is no key’s', async () => {
    // The flow's journeys belong to applications: a key reads none of them, even by id.
    const applicant = await applicantAtUpload(t);
    const own = await applicant.call('getIdscanToken', {});
    expect(own.journeyId).toEqual(expect.any(String));
    expect((await readJourney(keys.acme!, own.journeyId as string)).status).toBe(404);
  });
});

/** A request over a real socket (the listening server answers through Node, not in process). */
function overHttp(url: string, method: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('CORS for the widget’s calls (issue 19 item 2)', () => {
  const PREFLIGHT = { 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' };
  let url: string;
  beforeAll(async () => {
    ({ url } = await t.server.listen(0, '127.0.0.1'));
  });

  it('a preflight from a key’s origin: 204, the origin echoed, Vary: Origin, methods, headers and max-age', async () => {
    for (const path of ['/idscanenterprisesvc/v1/journey/upload', '/idscanenterprisesvc/v1/journey/get', '/idscanenterprisesvc/journey/upload', '/idscanenterprisesvc/v1/journey/cancel']) {
      const answer = await overHttp(`${url}${path}`, 'OPTIONS', { origin: ACME, ...PREFLIGHT });
      expect(answer.status, path).toBe(204);
      expect(answer.headers['access-control-allow-origin']).toBe(ACME);
      expect(answer.headers.vary).toMatch(/\bOrigin\b/);
      expect(answer.headers['access-control-allow-methods']).toMatch(/POST/);
      expect(String(answer.headers['access-control-allow-headers']).toLowerCase()).toMatch(/authorization/);
      expect(String(answer.headers['access-control-allow-headers']).toLowerCase()).toMatch(/content-type/);
      expect(Number(answer.headers['access-control-max-age'])).toBeGreaterThan(0);
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    }
    // Another port of the key's host is another origin, listed separately.
    expect((await overHttp(`${url}/idscanenterprisesvc/v1/journey/end`, 'OPTIONS', { origin: `${ACME}:8443`, ...PREFLIGHT })).headers['access-control-allow-origin']).toBe(`${ACME}:8443`);
  });

  it('a preflight from an origin no active key lists gets no Access-Control-Allow-Origin', async () => {
    for (const origin of [EVIL, 'https://gone.example', 'http://acme.example', 'null']) {
      const answer = await overHttp(`${url}/idscanenterprisesvc/v1/journey/upload`, 'OPTIONS', { origin, ...PREFLIGHT });
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(answer.headers['access-control-allow-methods']).toBeUndefined();
    }
  });

  it('the server-to-server calls and everything else stay same-origin', async () => {
    for (const path of ['/idscanenterprisesvc/v1/sessions', '/idscanenterprisesvc/v1/journeys/00000000-0000-4000-8000-000000000000', '/realform/get-token', '/onboarding/']) {
      const answer = await overHttp(`${url}${path}`, 'OPTIONS', { origin: ACME, ...PREFLIGHT });
      expect(answer.headers['access-control-allow-origin'], path).toBeUndefined();
    }
    const opened = await session();
    const response = await openSession(keys.acme!, { documentType: 'passport' }, { origin: ACME });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect((await readJourney(keys.acme!, opened.journeyId)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('the actual request from the session key’s origin carries the origin; from another key’s origin or elsewhere it is refused without it', async () => {
    const opened = await session(keys.acme);
    const get = (origin: string) =>
      t.fetch(`${opened.backendUrl}/journey/get?journeyId=${opened.journeyId}`, { headers: { authorization: `Bearer ${opened.token}`, origin } });

    const allowed = await get(ACME);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ACME);
    expect(allowed.headers.get('vary')).toMatch(/\bOrigin\b/);

    for (const origin of [BETA, EVIL]) {
      const refused = await get(origin);
      expect(refused.status, origin).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      expect(await refused.json()).toMatchObject({ ErrorCode: 'ORIGIN_NOT_ALLOWED' });
    }
    // A refused upload stores nothing: the journey is still open for the right origin.
    const form = new FormData();
    form.append('side', 'IDENTITY:FRONT');
    form.append('image', file(encodeJpeg(documentPixels(1000, 640, 1903))));
    const upload = await t.fetch(`${opened.backendUrl}/journey/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${opened.token}`, origin: EVIL } });
    expect(upload.status).toBe(403);
    const end = await t.fetch(`${opened.backendUrl}/journey/end`, { method: 'POST', headers: { authorization: `Bearer ${opened.token}`, origin: BETA } });
    expect(end.status).toBe(403);
    expect(await readJourney(keys.acme!, opened.journeyId).then((r) => r.json())).toMatchObject({ State: 'started', HighLevelResult: 'Undefined' });
  });

  it('an error answer to the key’s origin carries the origin too, so the widget can read it', async () => {
    const answer = await t.fetch('http://localhost/idscanenterprisesvc/v1/journey/get?journeyId=x', { headers: { authorization: `Bearer ${'z'.repeat(43)}`, origin: ACME } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ACME);
    const elsewhere = await t.fetch('http://localhost/idscanenterprisesvc/v1/journey/get?journeyId=x', { headers: { authorization: `Bearer ${'z'.repeat(43)}`, origin: EVIL } });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('api-key rotate: a new secret without a moment of refused calls', () => {
  const opensSession = async (apiKey: string) => (await openSession(apiKey, { documentType: 'passport' })).status;

  it('prints the new key once and until when the replaced one works; list shows the rotation and never a key', () => {
    expect(rotationOutputs.grace.code).toBe(0);
    expect(rotations.grace[1]).toMatch(/^idsk_/);
    expect(rotations.grace[1]).not.toBe(rotations.grace[0]);
    expect(rotationOutputs.grace.output).toContain(`works until ${new Date(clock.now().getTime() + 24 * 3_600_000).toISOString().slice(0, 13)}`);
    expect(rotationOutputs.noGrace.output).toMatch(/stopped working now/);
    expect(listed).toMatch(/rota-grace\s.*active, rotated .*\(the replaced key works until /);
    // A replaced key whose grace period is over is not shown with a date as if it still worked.
    expect(listed).toMatch(/rota-noGrace\s.*active, rotated .*\(the replaced key stopped working /);
    expect(listed).not.toMatch(/rota-noGrace\s.*works until/);
    for (const key of [...rotations.grace, ...rotations.noGrace, ...rotations.twice]) expect(listed).not.toContain(key);
  });

  it('refuses to rotate a revoked or unknown key, and a grace period out of range', () => {
    expect(rotationOutputs.revoked).toMatchObject({ code: 1, output: expect.stringMatching(/No live key is named "gone"/) });
    expect(rotationOutputs.unknown.code).toBe(1);
    for (const refused of [rotationOutputs.tooLong, rotationOutputs.negative]) expect(refused).toMatchObject({ code: 1, output: expect.stringMatching(/--grace-hours must be/) });
  });

  it('the new key works at once and the replaced one until its grace period ends; the journeys stay the key’s', async () => {
    const [replaced, current] = rotations.grace as [string, string];
    expect(await opensSession(current)).toBe(201);
    // A team server still on the replaced key keeps working, and what it opened is read with the new key.
    const opened = await session(replaced);
    expect((await readJourney(current, opened.journeyId)).status).toBe(200);
    // --grace-hours 0: the replaced key stopped at once.
    expect(await opensSession(rotations.noGrace[0]!)).toBe(401);
    expect(await opensSession(rotations.noGrace[1]!)).toBe(201);
    // Rotated twice: the first secret stopped when the second was replaced.
    expect(await Promise.all(rotations.twice.map(opensSession))).toEqual([401, 201, 201]);

    clock.advance(24 * 3_600_000 + 60_000);
    expect(await opensSession(replaced)).toBe(401);
    expect((await readJourney(replaced, opened.journeyId)).status).toBe(401);
    expect(await opensSession(current)).toBe(201);
    expect((await readJourney(current, opened.journeyId)).status).toBe(200);
  });
});
