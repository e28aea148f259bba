import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from './harness';
import { PASSWORD, registration, startTestServer, testDatabase } from './harness';

let dataDir: string;
let database: TestDatabase;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'realform-data-'));
  // Empty: the first start initialises the directory and applies every migration.
  database = await testDatabase(dataDir, { empty: true });
});

afterAll(async () => {
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a restart of the server', () => {
  it('loses nothing: an application created before it can log in after it', async () => {
    const first = await startTestServer({}, { database });
    expect(first.logs.some((line) => line.includes('migrations applied'))).toBe(true);
    expect(await first.client().newAccount(registration('restart@example.com'))).toMatchObject({ next: 'desktopSms' });
    await first.server.close();

    // The application moves on while the server is down, as another instance would have moved it.
    await database.query("UPDATE applications SET current_step = 'addressDetails' WHERE email = $1", ['restart@example.com']);

    const second = await startTestServer({}, { database });
    try {
      // Migrations are recorded: nothing to apply the second time.
      expect(second.logs.some((line) => line.includes('migrations applied'))).toBe(false);
      const response = await second.client().newLogin({ loginEmail: 'restart@example.com', loginPassword: PASSWORD });
      // Login resumes at the stored step (docs/spec/flow/states.md#step-order).
      expect(response).toMatchObject({ status: 'success', next: 'addressDetails' });
    } finally {
      await second.server.close();
    }
  });
});

describe('listen', () => {
  it('serves over HTTP on a free port and closes cleanly', async () => {
    const t = await startTestServer();
    try {
      const { url } = await t.server.listen(0, '127.0.0.1');
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${url}/realform/get-token`, { method: 'POST' });
      expect(response.status).toBe(200);
      const { token } = (await response.json()) as { token: string };
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // A body over the limit is refused over a real socket too, and the server keeps serving.
      const huge = await fetch(`${url}/realform/form-pl/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, languageCode: 'pl', branchCode: 'PL', brand: 'pl', name: 'email', value: 'x'.repeat(1024 * 1024) }),
      });
      expect(huge.status).toBe(400);
      const ok = await fetch(`${url}/realform/form-pl/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, languageCode: 'pl', branchCode: 'PL', brand: 'pl', name: 'email', value: 'jan@example.com' }),
      });
      expect(await ok.json()).toEqual({ status: 'success' });
      // The refusal was one clean answer, not an answer followed by a crash in the pipeline.
      expect(t.logs.filter((line) => line.startsWith('error'))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
