import type { createServer } from '../../src/index';

type Server = Awaited<ReturnType<typeof createServer>>;

/**
 * A running server elsewhere (`pnpm test:cluster`: nginx in front of two instances) in place of the in-process one
 * of test/harness.ts, when REALFORM_TEST_BASE_URL is set: `fetch` sends the suites' `http://localhost/…` requests there
 * over HTTP (any other URL — a scan backend URL the server handed out — as it is); the rest of the in-process
 * server's surface is not there and says so. Only suites that talk to the server through HTTP alone run this way
 * (test/onboarding.test.ts).
 */
export function externalServer(baseUrl: string): Server {
  const base = baseUrl.replace(/\/$/, '');
  const target = (url: string) => (url.startsWith('http://localhost/') ? `${base}${url.slice('http://localhost'.length)}` : url);
  const fetchOver = async (request: Request): Promise<Response> => {
    const body = request.body ? await request.arrayBuffer() : undefined;
    return fetch(target(request.url), { method: request.method, headers: request.headers, body, redirect: 'manual' });
  };
  return new Proxy({ fetch: fetchOver, close: async () => undefined } as Partial<Server>, {
    get(known, property) {
      if (property in known) return known[property as keyof Server];
      if (property === 'then') return undefined;
      return () => {
        throw new Error(`server.${String(property)} is not available against an external server (REALFORM_TEST_BASE_URL=${base})`);
      };
    },
  }) as Server;
}
