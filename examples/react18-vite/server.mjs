// The app's own server (node:http only): serves the built app (dist/), opens scan sessions with the API key,
// receives the signed webhook and takes the decision from it — never from the browser.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
// The scan API's two server calls, from the widget's package (Web Crypto and fetch; the key and the secret stay here).
import { createSession, verifyWebhook, WEBHOOK_SIGNATURE_HEADER } from '@onboarding/idscan-widget/server';

const { IDSCAN_API_URL, IDSCAN_API_KEY, IDSCAN_WEBHOOK_SECRET, PORT = '5173', HOST = '127.0.0.1' } = process.env;
if (!IDSCAN_API_URL || !IDSCAN_API_KEY || !IDSCAN_WEBHOOK_SECRET) {
  console.error('Set IDSCAN_API_URL (the scan server), IDSCAN_API_KEY and IDSCAN_WEBHOOK_SECRET (printed by api-key create).');
  process.exit(1);
}

const DIST = fileURLToPath(new URL('dist/', import.meta.url));
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** journeyId → the decision taken from its webhook. A real server keeps this in its database, with the user. */
const decisions = new Map();
/** Webhook deliveries already handled: a retry carries the same id. */
const deliveries = new Set();

function json(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

async function rawBody(request, limit = 64 * 1024) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function api(request, response, url) {
  if (request.method === 'POST' && url.pathname === '/api/session') {
    // In your app: the signed-in user's id (a pseudonym, not a name or an e-mail address).
    const session = await createSession({ apiUrl: IDSCAN_API_URL, apiKey: IDSCAN_API_KEY, documentType: 'passport', reference: `user-${randomUUID()}` });
    // The browser gets what the widget needs, nothing else.
    return json(response, 200, { token: session.token, journeyId: session.journeyId, backendUrl: session.backendUrl, steps: session.steps });
  }
  if (request.method === 'POST' && url.pathname === '/api/webhook') {
    // The raw bytes: the signature covers the body as sent, never a re-serialised object.
    const header = request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()];
    const verified = await verifyWebhook({ payload: await rawBody(request), header, secret: IDSCAN_WEBHOOK_SECRET });
    if (!verified.ok) return json(response, 400, { error: `webhook refused (${verified.reason})` });
    const { event } = verified;
    if (!deliveries.has(event.id) && event.type === 'journey.ended') {
      deliveries.add(event.id);
      const { journeyId, highLevelResult, cancelled } = event.data;
      // The decision: here "verified" or "try again"; yours may also read the details (GET v1/journeys/{id}).
      decisions.set(journeyId, { verified: highLevelResult === 'Passed' && !cancelled, highLevelResult });
    }
    return json(response, 200, { received: true });
  }
  if (request.method === 'GET' && url.pathname === '/api/result') {
    const decision = decisions.get(url.searchParams.get('journeyId'));
    return json(response, 200, decision ? { status: 'decided', ...decision } : { status: 'pending' });
  }
  return json(response, 404, { error: 'not found' });
}

async function file(response, pathname) {
  const path = normalize(join(DIST, pathname === '/' ? 'index.html' : decodeURIComponent(pathname)));
  if (!path.startsWith(DIST)) return json(response, 404, { error: 'not found' });
  try {
    const bytes = await readFile(path);
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(bytes);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const handled = url.pathname.startsWith('/api/') ? api(request, response, url) : file(response, url.pathname);
  handled.catch((error) => {
    console.error(error);
    if (!response.headersSent) json(response, 500, { error: 'unexpected' });
  });
}).listen(Number(PORT), HOST, () => console.info(`React 18 + Vite example on http://${HOST}:${PORT}/`));
