import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { ServerConfig } from '../../src/index';
import type { TestDatabase } from '../harness';
import { PASSWORD, registration, startTestServer, testDatabase } from '../harness';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * A test server whose applications were registered and then put at a step directly in the database (as a restarted
 * server would find them), for the security tests of what comes late in the flow (account-open, the client zone).
 * `setupConfig` is the configuration the applications were registered under (e.g. older password parameters).
 */
export async function serverWithApplications(
  applications: { email: string; step: string; password?: string; setupConfig?: ServerConfig; data?: Record<string, unknown> }[],
  config: ServerConfig = {},
): Promise<{ t: TestServer; database: TestDatabase; close: () => Promise<void>; query: (sql: string, params?: unknown[]) => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'realform-security-'));
  const database = await testDatabase(dataDir);
  const bySetup = new Map<ServerConfig | undefined, typeof applications>();
  for (const application of applications) bySetup.set(application.setupConfig, [...(bySetup.get(application.setupConfig) ?? []), application]);
  for (const [setupConfig, group] of bySetup) {
    const setup = await startTestServer({ ...setupConfig }, { database });
    for (const { email, password } of group) {
      expect(await setup.client({ locale: 'en', brand: 'eu' }).newAccount(registration(email, password ?? PASSWORD))).toMatchObject({ status: 'success' });
    }
    await setup.close();
  }
  for (const { email, step, data = {} } of applications) {
    await database.query('UPDATE applications SET current_step = $2, data = data || $3::jsonb WHERE email = $1', [email, step, JSON.stringify(data)]);
  }
  const t = await startTestServer(config, { database });
  return {
    t,
    database,
    query: (sql, params) => database.query(sql, params),
    async close() {
      await t.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
