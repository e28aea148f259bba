import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { answerResidence, logIn, register, uniqueEmail } from '@repo/playwright-config/onboarding';
import { texts } from './texts';

// Its own server on its own port and data directory, because this test stops and starts it.
const PORT = 4311;
const origin = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-restart-'));


async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['../realform-server/dist/main.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGKILL');
  throw new Error(`The realform server did not answer ${origin}/healthz within 30 s`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

test.describe.configure({ mode: 'serial' });

test('after the server is stopped and started again, the applicant logs in and is back on the same step', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one server restart is enough; the phone project covers the screens');
  test.setTimeout(120_000);
  const email = uniqueEmail('restart');

  let server = await startServer();
  try {
    const first = await browser.newPage({ baseURL: origin });
    await first.goto('/onboarding/');
    await answerResidence(first, texts);
    await register(first, texts, email);
    await first.close();

    await stopServer(server);
    server = await startServer();

    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    await page.goto('/onboarding/');
    await answerResidence(page, texts);
    await logIn(page, texts, email);
    await expect(page).toHaveURL(/\/onboarding\/confirm-phone$/);
    await expect(page.getByRole('heading', { level: 1, name: texts.confirmPhoneHeading })).toBeVisible();
    await context.close();
  } finally {
    await stopServer(server);
  }
});
