import { pbkdf2Sync } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

// The server's bot check (ALTCHA proof of work, PoW v2 with PBKDF2-SHA-256) solved in Node, as the page solves it: the
// counter whose derived key starts with the challenge's prefix. Written out here because the widget's tests must not
// depend on the flow's packages; keep the server's ALTCHA_MAX_NUMBER low (playwright.config.ts).

interface Challenge {
  parameters: { algorithm: string; nonce: string; salt: string; cost: number; keyLength: number; keyPrefix: string };
  signature: string;
}

/** A solved challenge of the brand: the `recaptchaToken` of one call. */
export async function botCheckToken(request: APIRequestContext, brand: 'pl' | 'eu' = 'pl'): Promise<string> {
  const response = await request.get(`/realform/captcha-challenge?brand=${brand}`);
  if (!response.ok()) throw new Error(`GET /realform/captcha-challenge answered ${response.status()}`);
  const challenge = (await response.json()) as Challenge;
  const { algorithm, nonce, salt, cost, keyLength, keyPrefix } = challenge.parameters;
  if (algorithm !== 'PBKDF2/SHA-256') throw new Error(`Unexpected bot-check algorithm ${algorithm}`);
  const password = Buffer.alloc(nonce.length / 2 + 4);
  Buffer.from(nonce, 'hex').copy(password);
  for (let counter = 0; counter <= 0xffffffff; counter++) {
    password.writeUInt32BE(counter, nonce.length / 2);
    const derivedKey = pbkdf2Sync(password, Buffer.from(salt, 'hex'), cost, keyLength, 'sha256').toString('hex');
    if (derivedKey.startsWith(keyPrefix)) return Buffer.from(JSON.stringify({ challenge, solution: { counter, derivedKey } })).toString('base64');
  }
  throw new Error('The bot-check challenge has no solution.');
}
