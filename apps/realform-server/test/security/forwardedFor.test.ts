// Issue 14, finding 4 (ASVS 5.0 V4.1 / V2.4 anti-automation by IP): behind TRUST_PROXY=1 the client's address is the
// one our proxy appended (the rightmost X-Forwarded-For entry), never an entry the client wrote itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedClientAddress } from '../../src/http/clientIp';
import { startTestServer } from '../harness';

let t: Awaited<ReturnType<typeof startTestServer>>;
let origin: string;

const LIMIT = 3;

beforeAll(async () => {
  t = await startTestServer({ trustProxy: 1, rateLimits: { getTokenPerIp: { max: LIMIT, windowSeconds: 600 } } });
  // A real socket: the server sees 127.0.0.1 as the peer (the proxy), and the header as nginx writes it
  // (`proxy_add_x_forwarded_for`: what the client sent, then the address nginx saw).
  ({ url: origin } = await t.server.listen(0, '127.0.0.1'));
});
afterAll(async () => {
  await t?.close();
});

function getToken(forwardedFor: string) {
  return fetch(`${origin}/realform/get-token`, { method: 'POST', headers: { 'x-forwarded-for': forwardedFor } });
}

describe('X-Forwarded-For behind one proxy hop (TRUST_PROXY=1)', () => {
  it('a forged leftmost entry does not escape a limit keyed by IP', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT + 3; attempt++) {
      // nginx appends the real peer; the attacker makes up a new address in front each time.
      const response = await getToken(`198.51.100.${attempt + 1}, 203.0.113.7`);
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429, 429, 429]);
  });

  it('several forged entries (a whole made-up chain) do not help either', async () => {
    const response = await getToken('10.0.0.1, 10.0.0.2, 198.51.100.99, 203.0.113.7');
    expect(response.status).toBe(429);
    await response.arrayBuffer();
  });

  it('another real client behind the same proxy has its own count', async () => {
    const response = await getToken('203.0.113.7, 203.0.113.8');
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  });
});

describe('the address a configured number of hops from the right', () => {
  it('takes the entry the outermost trusted proxy saw', () => {
    expect(forwardedClientAddress('198.51.100.1, 203.0.113.7', '127.0.0.1', 1)).toBe('203.0.113.7');
    expect(forwardedClientAddress('198.51.100.1, 203.0.113.7, 10.0.0.5', '127.0.0.1', 2)).toBe('203.0.113.7');
    // Fewer entries than hops: the leftmost one there is (the request came through fewer proxies).
    expect(forwardedClientAddress('203.0.113.7', '127.0.0.1', 2)).toBe('203.0.113.7');
  });

  it('falls back to the peer without a header, with 0 hops, or when the entry is not an address', () => {
    expect(forwardedClientAddress(undefined, '127.0.0.1', 1)).toBe('127.0.0.1');
    expect(forwardedClientAddress('198.51.100.1', '127.0.0.1', 0)).toBe('127.0.0.1');
    expect(forwardedClientAddress('198.51.100.1, not-an-address', '127.0.0.1', 1)).toBe('127.0.0.1');
    expect(forwardedClientAddress(' 2001:db8::1 ', '127.0.0.1', 1)).toBe('2001:db8::1');
  });
});
