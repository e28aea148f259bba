import { describe, expect, it } from 'vitest';
import { RealformNetworkError } from '../../client/RealformNetworkError';
import { RealformResponseError } from '../../client/RealformResponseError';
import { fetchJourneyResult, isJourneyPassed } from './fetchJourneyResult';

const PASSED = {
  JourneyId: 'j-1',
  HighLevelResult: 'Passed',
  ProcessedDocuments: [{ IsValidated: true, HighLevelResult: 'Passed', IssuingCountryCode: 'POL', DocumentType: 'Passport', DocumentSide: 'Front' }],
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('fetchJourneyResult', () => {
  it('GETs journey/get with the journey id and the scan token as a bearer token', async () => {
    let seen: Request | undefined;
    const result = await fetchJourneyResult({
      backendUrl: 'https://scan.test/idscanenterprisesvc/',
      gbgToken: 'scan token',
      journeyId: 'j 1',
      fetch: async (input, init) => {
        seen = new Request(input, init);
        return json(PASSED);
      },
    });
    expect(seen?.url).toBe('https://scan.test/idscanenterprisesvc/journey/get?journeyId=j%201');
    expect(seen?.headers.get('authorization')).toBe('Bearer scan token');
    expect(result.HighLevelResult).toBe('Passed');
    expect(isJourneyPassed(result)).toBe(true);
  });

  it('a refusal throws RealformResponseError with the status and the backend error code', async () => {
    const promise = fetchJourneyResult({
      backendUrl: 'https://scan.test/idscanenterprisesvc',
      gbgToken: 'wrong',
      journeyId: 'j-1',
      fetch: async () => json({ ErrorCode: 'UNAUTHORIZED', Message: 'no' }, 401),
    });
    await expect(promise).rejects.toBeInstanceOf(RealformResponseError);
    await expect(promise).rejects.toMatchObject({ status: 401, message: expect.stringContaining('UNAUTHORIZED') });
  });

  it('an unreachable backend throws RealformNetworkError', async () => {
    await expect(
      fetchJourneyResult({
        backendUrl: 'https://scan.test/idscanenterprisesvc',
        gbgToken: 't',
        journeyId: 'j',
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      }),
    ).rejects.toBeInstanceOf(RealformNetworkError);
  });

  it('a body outside the contract is refused', async () => {
    await expect(
      fetchJourneyResult({ backendUrl: 'https://scan.test', gbgToken: 't', journeyId: 'j', fetch: async () => json({ HighLevelResult: 'Great' }) }),
    ).rejects.toBeInstanceOf(RealformResponseError);
  });
});

describe('isJourneyPassed', () => {
  it('compares lower-case with "passed" (docs/spec/flow/entities.md)', () => {
    expect(isJourneyPassed({ HighLevelResult: 'Passed' })).toBe(true);
    expect(isJourneyPassed({ HighLevelResult: 'Refer' })).toBe(false);
    expect(isJourneyPassed({ HighLevelResult: 'Expired' })).toBe(false);
  });
});
