import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the gateway counterpart received it: the raw bytes, not a parsed guess. */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body's bytes, decoded as ASCII (a form body is percent-encoded ASCII). */
  rawBody: string;
  /** The form fields, percent-decoded as UTF-8. */
  form: URLSearchParams;
}

/** What the counterpart answers to one request. */
export interface ScriptedAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * A local HTTP server standing in for an SMS gateway in tests (no network beyond localhost): it records every
 * request and answers from a script, one answer per request (the last one repeats). `check` may throw to fail the
 * request the way a gateway refuses a malformed one; its error is answered as 400 and kept in `failures`.
 */
export async function startRecordingGateway(script: ScriptedAnswer[], check?: (request: RecordedRequest) => void) {
  const requests: RecordedRequest[] = [];
  const failures: string[] = [];
  let answers = [...script];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('latin1');
      const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, rawBody, form: new URLSearchParams(rawBody) };
      requests.push(recorded);
      try {
        check?.(recorded);
      } catch (error) {
        failures.push(String(error));
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'request does not match the documentation' }));
        return;
      }
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failures,
    /** Replaces the answers to come. */
    answer(next: ScriptedAnswer[]) {
      answers = [...next];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The client keeps its connection alive; the counterpart ends with the test.
        server.closeAllConnections();
      }),
  };
}
