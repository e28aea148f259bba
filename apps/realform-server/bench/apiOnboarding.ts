import { createRealformClient, memoryTokenStore } from '@onboarding/realform-api';
import { createServer } from '../src/createServer';
import { DEFAULT_PASSWORD_HASHING, hashPassword } from '../src/security/passwordHash';

export interface OnboardingTiming {
  /** Sum of the server's time over every call of one onboarding. */
  totalMs: number;
  calls: number;
  /** One run of the password KDF with the production parameters, for comparison. */
  kdfMs: number;
}

/**
 * One applicant's whole onboarding through the API alone, against the real server in process (PGlite in memory,
 * production password hashing), timing only the server's handling of each call.
 */
export async function apiOnboarding(): Promise<OnboardingTiming> {
  const server = await createServer({ inMemory: true, devEndpoints: true, logger: { info() {}, warn() {}, error: console.error } });
  let totalMs = 0;
  let calls = 0;
  const timedFetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const started = performance.now();
    const response = await server.fetch(request);
    await response.clone().arrayBuffer();
    totalMs += performance.now() - started;
    calls++;
    return response;
  };
  try {
    // Warm-up: the first call pays for lazy imports and the translator's catalogs, which a running server has done.
    await server.fetch(new Request('http://localhost/realform/get-token', { method: 'POST' }));
    totalMs = 0;

    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore: memoryTokenStore(), fetch: timedFetch });
    const email = `bench.${Date.now()}@example.com`;
    const registered = await client.newAccount({
      residenceConfirm: true,
      residenceCountry: 'PL',
      chooseLanguage: false,
      email,
      confirmEmail: email,
      password: 'Bench-pa55word',
      marketingAgreement: true,
      recaptchaToken: 'local-captcha-token',
    });
    if (registered.next !== 'desktopSms') throw new Error(`new-account answered ${JSON.stringify(registered)}`);

    const kdfStarted = performance.now();
    await hashPassword('Bench-pa55word', DEFAULT_PASSWORD_HASHING);
    const kdfMs = performance.now() - kdfStarted;
    return { totalMs, calls, kdfMs };
  } finally {
    await server.close();
  }
}
