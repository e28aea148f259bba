import * as v from 'valibot';
import { RealformNetworkError } from '../../client/RealformNetworkError';
import { RealformResponseError } from '../../client/RealformResponseError';
import type { JourneyResult } from './scan';
import { journeyResultSchema, scanErrorSchema } from './scan';

export interface FetchJourneyResultOptions {
  /** From get-idscan-token, or the waiting check's dataContent: `{origin}/idscanenterprisesvc`. */
  backendUrl: string;
  /** The scan token (gbgToken) of that journey. */
  gbgToken: string;
  journeyId: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/**
 * GET {backendUrl}/journey/get?journeyId={id} with the scan token (docs/spec/flow/entities.md#scanning-session-data, docs/spec/flow/calls.md; docs/spec/widget/calls.md): the journey's
 * HighLevelResult and ProcessedDocuments. `HighLevelResult` is `Undefined` until the journey has ended.
 * @throws RealformNetworkError when the scan backend cannot be reached
 * @throws RealformResponseError on any refusal (401 for a wrong token, 404 for an unknown journey) or a body
 * outside the contract; `status` says which
 */
export async function fetchJourneyResult(options: FetchJourneyResultOptions): Promise<JourneyResult> {
  const url = `${options.backendUrl.replace(/\/+$/, '')}/journey/get?journeyId=${encodeURIComponent(options.journeyId)}`;
  const doFetch = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'GET',
      headers: { authorization: `Bearer ${options.gbgToken}`, accept: 'application/json' },
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new RealformNetworkError(`GET ${url} could not reach the scan backend (${(error as Error).message}). Check backendUrl and the connection.`, {
      url,
      cause: error,
    });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new RealformResponseError(`GET ${url} answered HTTP ${response.status} with a body that is not JSON; expected a journey result.`, {
      url,
      status: response.status,
      cause: error,
    });
  }
  if (!response.ok) {
    const refusal = v.safeParse(scanErrorSchema, body);
    const detail = refusal.success ? `${refusal.output.ErrorCode}: ${refusal.output.Message}` : 'no error body';
    throw new RealformResponseError(
      `GET ${url} refused the journey result with HTTP ${response.status} (${detail}). Check the journey id and its scan token.`,
      { url, status: response.status },
    );
  }
  const parsed = v.safeParse(journeyResultSchema, body);
  if (!parsed.success) {
    throw new RealformResponseError(`GET ${url} answered a journey result outside the contract (${parsed.issues[0].message}).`, {
      url,
      status: response.status,
      cause: new v.ValiError(parsed.issues),
    });
  }
  return parsed.output;
}

/** docs/spec/flow/entities.md: the result "compared lower-case with 'passed'". */
export function isJourneyPassed(result: Pick<JourneyResult, 'HighLevelResult'>): boolean {
  return result.HighLevelResult.toLowerCase() === 'passed';
}
