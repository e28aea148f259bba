import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locale } from '@onboarding/dictionaries';
import type { Brand, StepName } from '@onboarding/realform-api';
import type { ServerConfig } from '../src/index';
import { PASSWORD, registration, startTestServer, testDatabase } from './harness';

// Helpers of the steps tests: applicants already at a given step, and the bodies of each data step.

/**
 * A server whose database already holds applicants at the steps given (e-mail → step). The steps before
 * dataUploadChoice (phone and e-mail codes) are another area's: the applicants are registered through the API,
 * then moved while the server is down, as another instance would have moved them; then the server starts again.
 */
export async function startWithApplicants(
  applicants: Record<string, StepName | { step: StepName; data: Record<string, unknown> }>,
  config: ServerConfig = {},
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'realform-steps-'));
  const database = await testDatabase(dataDir);
  const first = await startTestServer({}, { database });
  try {
    for (const email of Object.keys(applicants)) {
      const answer = await first.client().newAccount(registration(email));
      if (answer.status !== 'success') throw new Error(`Registering ${email} failed: ${JSON.stringify(answer)}`);
    }
  } finally {
    await first.server.close();
  }
  // One statement for all of them (each direct query opens the embedded database afresh, most of a second). With data:
  // what earlier steps stored (e.g. the identity check's verified document), as they would have.
  const rows = Object.entries(applicants).map(([email, at]) => ({ email, ...(typeof at === 'string' ? { step: at, data: undefined } : at) }));
  await database.query(
    `UPDATE applications SET current_step = moved.step, data = COALESCE(moved.data::jsonb, applications.data)
       FROM (SELECT unnest($1::text[]) AS email, unnest($2::text[]) AS step, unnest($3::text[]) AS data) AS moved
      WHERE applications.email = moved.email`,
    [rows.map(({ email }) => email), rows.map(({ step }) => step), rows.map(({ data }) => (data ? JSON.stringify(data) : null))],
  );
  const t = await startTestServer(config, { database });

  /** A client logged in as the applicant (the answer of new-login rotates the token into its store). */
  async function signedIn(email: string, { locale = 'en', brand = 'eu' }: { locale?: Locale; brand?: Brand } = {}) {
    const client = t.client({ locale, brand });
    const answer = await client.newLogin({ loginEmail: email, loginPassword: PASSWORD });
    if (answer.status !== 'success') throw new Error(`Login of ${email} failed: ${JSON.stringify(answer)}`);
    return client;
  }

  async function close() {
    await t.server.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }

  return { ...t, signedIn, close };
}

export { DECLARATIONS, EMPLOYED_RISK, POLISH_PERSON, POLISH_TAX, WARSAW_ADDRESS } from './fixtures/applicant';
