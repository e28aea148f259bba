import { describe, expect, it, vi } from 'vitest';
import { createScanBackend } from './scanBackend';

const config = { backendUrl: 'https://scan.test/idscanenterprisesvc/', token: 'tok_1234567890abcdef', journeyId: 'j-1', locale: 'pl' };
const RESULT = { JourneyId: 'j-1', HighLevelResult: 'Passed', ProcessedDocuments: [] };

function fetchAnswering(status: number, body: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

/** A stand-in XMLHttpRequest: records the request, reports progress, answers `status` with `body`. */
function fakeXhr(status: number, body: unknown, fail = false) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: FormData | null }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string>, body: null as FormData | null };
    open(method: string, url: string) {
      Object.assign(this.request, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      this.request.body = form;
      sent.push(this.request);
      queueMicrotask(() => {
        if (fail) return this.onerror?.();
        this.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
        this.status = status;
        this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  return { Xhr: FakeXhr as unknown as typeof XMLHttpRequest, sent };
}

describe('createScanBackend', () => {
  it('refuses an empty backendUrl with the docs/spec/widget/errors.md missing-parameter error', () => {
    expect(() => createScanBackend({ ...config, backendUrl: '' })).toThrow(/Missing parameters: backendUrl/);
  });

  it('uploads the image, side and MRZ as multipart with the bearer token and the language, reporting progress', async () => {
    const answer = { JourneyId: 'j-1', CaptureId: 'c1', Side: 'IDENTITY:FRONT', CurrentResult: 'Passed', Checks: { sharpness: 'passed' } };
    const { Xhr, sent } = fakeXhr(200, answer);
    const onProgress = vi.fn();
    const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const result = await createScanBackend(config, { XMLHttpRequest: Xhr }).upload({ side: 'IDENTITY:FRONT', image, mrz: 'P<POL', onProgress });

    expect(result).toEqual(answer);
    expect(onProgress).toHaveBeenCalledWith(5, 10);
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://scan.test/idscanenterprisesvc/journey/upload?languageCode=pl');
    expect(request.headers.Authorization).toBe('Bearer tok_1234567890abcdef');
    expect(request.body?.get('side')).toBe('IDENTITY:FRONT');
    expect(request.body?.get('mrz')).toBe('P<POL');
    expect((request.body?.get('image') as File).name).toBe('identity-front.jpg');
  });

  it('sends a liveness frame as side LIVENESS with the action asked and the mode, and reads the server\'s verdict on it', async () => {
    const answer = { JourneyId: 'j-1', CaptureId: 'c2', Side: 'LIVENESS', CurrentResult: 'Failed', Checks: {}, Problem: 'turnTooSmall', Message: 'Obróć głowę bardziej.' };
    const { Xhr, sent } = fakeXhr(200, answer);
    const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const backend = createScanBackend(config, { XMLHttpRequest: Xhr });
    await expect(backend.upload({ side: 'LIVENESS', image, liveness: { action: 'RIGHT', mode: 'active' } })).resolves.toEqual(answer);
    const form = sent[0]!.body!;
    expect([form.get('side'), form.get('action'), form.get('mode')]).toEqual(['LIVENESS', 'RIGHT', 'active']);
    expect((form.get('image') as File).name).toBe('liveness.jpg');
    // A liveness frame without its action (or an action on another side) is the caller's mistake, never sent.
    await expect(backend.upload({ side: 'LIVENESS', image })).rejects.toMatchObject({ kind: 'invalidParameter' });
    await expect(backend.upload({ side: 'SELFIE', image, liveness: { action: 'LEFT', mode: 'active' } })).rejects.toMatchObject({ kind: 'invalidParameter' });
    expect(sent).toHaveLength(1);
  });

  it('a 413 for too many pixels is the pixel error with the server\'s message, not "file too big"', async () => {
    const { Xhr } = fakeXhr(413, { ErrorCode: 'TOO_MANY_PIXELS', Message: 'Zdjęcie ma za dużo pikseli.' });
    const image = new Blob(['x'], { type: 'image/png' });
    await expect(createScanBackend(config, { XMLHttpRequest: Xhr }).upload({ side: 'SELFIE', image })).rejects.toMatchObject({
      kind: 'tooManyPixels',
      details: { serverMessage: 'Zdjęcie ma za dużo pikseli.' },
    });
  });

  it.each([
    [400, { ErrorCode: 'BAD_REQUEST', Message: 'x' }, 'badRequest'],
    [400, { ErrorCode: 'INVALID_IMAGE', Message: 'x' }, 'invalidImage'],
    [401, { ErrorCode: 'UNAUTHORIZED', Message: 'x' }, 'unauthorized'],
    [409, { ErrorCode: 'JOURNEY_ENDED', Message: 'x' }, 'journeyEnded'],
    [413, { ErrorCode: 'FILE_TOO_BIG', Message: 'x' }, 'fileTooBig'],
    [415, { ErrorCode: 'INCORRECT_FORMAT', Message: 'x' }, 'fileFormat'],
    [500, 'Internal Server Error', 'serverError'],
  ])('maps an upload answered HTTP %i (%j) to the %s error', async (status, body, kind) => {
    const { Xhr } = fakeXhr(status, body);
    const image = new Blob(['x'], { type: 'image/png' });
    await expect(createScanBackend(config, { XMLHttpRequest: Xhr }).upload({ side: 'SELFIE', image })).rejects.toMatchObject({ name: 'IdscanError', kind });
  });

  it('names the four docs/spec/widget/overview.md#roles-and-authorization unauthorized reasons by the backend error code', async () => {
    const reasons = { UNAUTHORIZED: 'resource', INVALID_CREDENTIALS: 'credentials', AUTHENTICATION_DISABLED: 'authenticationDisabled', PROCESS_UNAUTHORIZED: 'process' };
    for (const [code, reason] of Object.entries(reasons)) {
      const backend = createScanBackend(config, { fetch: fetchAnswering(401, { ErrorCode: code, Message: 'no' }) });
      await expect(backend.get()).rejects.toMatchObject({ kind: 'unauthorized', details: { reason } });
    }
  });

  it('an upload without an answer is "server unreachable" online and a network exception offline', async () => {
    const { Xhr } = fakeXhr(0, '', true);
    const backend = createScanBackend(config, { XMLHttpRequest: Xhr });
    const image = new Blob(['x'], { type: 'image/png' });
    await expect(backend.upload({ side: 'SELFIE', image })).rejects.toMatchObject({ kind: 'serverUnreachable' });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(backend.upload({ side: 'SELFIE', image })).rejects.toMatchObject({ kind: 'networkException' });
    onLine.mockRestore();
  });

  it('ends the journey and reads its result with GET journey/get?journeyId=', async () => {
    const fetch = fetchAnswering(200, RESULT);
    const backend = createScanBackend(config, { fetch });
    await expect(backend.end()).resolves.toEqual(RESULT);
    await expect(backend.get()).resolves.toEqual(RESULT);
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'POST https://scan.test/idscanenterprisesvc/journey/end?languageCode=pl',
      'GET https://scan.test/idscanenterprisesvc/journey/get?journeyId=j-1&languageCode=pl',
    ]);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer tok_1234567890abcdef');
  });

  it('passes on the server\'s verdict as it is: NotAccepted, additional checks and scores', async () => {
    const verdict = {
      JourneyId: 'j-1',
      HighLevelResult: 'NotAccepted',
      ProcessedDocuments: [],
      AdditionalChecks: [
        { Name: 'FaceMatch', Result: 'Failed', Reason: 'different person' },
        { Name: 'Liveness', Result: 'NotNeeded' },
      ],
      Scores: { FaceMatch: 0.31, Liveness: 0.97 },
    };
    await expect(createScanBackend(config, { fetch: fetchAnswering(200, verdict) }).end()).resolves.toEqual(verdict);
  });

  it('tells the server the user left with POST journey/cancel { reason }, and takes 409 (already ended) as done', async () => {
    const fetch = fetchAnswering(200, { JourneyId: 'j-1', HighLevelResult: 'Undefined', Cancelled: true });
    await createScanBackend(config, { fetch }).cancel('termsDeclined');
    const [url, init] = fetch.mock.calls[0]!;
    expect(`${init?.method} ${url}`).toBe('POST https://scan.test/idscanenterprisesvc/journey/cancel?languageCode=pl');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'termsDeclined' });
    const headers = new Headers(init?.headers);
    expect([headers.get('authorization'), headers.get('content-type')]).toEqual(['Bearer tok_1234567890abcdef', 'application/json']);
    await expect(createScanBackend(config, { fetch: fetchAnswering(409, { ErrorCode: 'JOURNEY_ENDED' }) }).cancel('userCancelled')).resolves.toBeUndefined();
    await expect(createScanBackend(config, { fetch: fetchAnswering(401, { ErrorCode: 'UNAUTHORIZED' }) }).cancel('userCancelled')).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('refuses an answer that is not a journey result', async () => {
    const damaged = (body: unknown) => createScanBackend(config, { fetch: fetchAnswering(200, body) }).end();
    await expect(damaged({ ...RESULT, AdditionalChecks: { faceMatch: 'passed' } })).rejects.toMatchObject({ kind: 'invalidParameter' });
    await expect(damaged({ ...RESULT, AdditionalChecks: [{ Name: 'Mrz', Result: 'Maybe' }] })).rejects.toMatchObject({ kind: 'invalidParameter' });
    await expect(damaged({ ...RESULT, Scores: { trust: 'high' } })).rejects.toMatchObject({ kind: 'invalidParameter' });
    const backend = createScanBackend(config, { fetch: fetchAnswering(200, { HighLevelResult: 'Great' }) });
    await expect(backend.get()).rejects.toMatchObject({ kind: 'invalidParameter', details: { reason: 'damaged' } });
  });

  it('a fetch that throws is "server unreachable"', async () => {
    const backend = createScanBackend(config, { fetch: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    await expect(backend.end()).rejects.toMatchObject({ kind: 'serverUnreachable', cause: expect.any(TypeError) });
  });
});
