import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { answerResidence, logIn, register, uniqueEmail } from '@repo/playwright-config/onboarding';
import { texts } from './texts';

// Its own server on its own data directory, because this test stops and starts it; port 0 lets the kernel pick a
// free port each time, and the server prints the URL it listens on.
const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-restart-'));

interface RunningServer {
  process: ChildProcess;
  origin: string;
}

async function startServer(): Promise<RunningServer> {
  const server = spawn(process.execPath, ['../realform-server/dist/main.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, EXIT_WITH_PARENT: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The first line it prints names the URL, once migrations ran and it listens.
  const origin = await new Promise<string>((resolve, reject) => {
    let printed = '';
    server.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      printed += chunk;
      const url = /realform server on (http:\/\/[^\s]+)/.exec(printed)?.[1];
      if (url) resolve(url);
    });
    server.once('exit', (code, signal) =>
      reject(new Error(`The realform server exited (code ${code}, signal ${signal}) before printing the URL it listens on. It printed: ${printed}`)),
    );
  });
  server.stdout!.resume();
  return { process: server, origin };
}

async function stopServer({ process: server }: RunningServer): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

test.describe.configure({ mode: 'serial' });

test('after the server is stopped and started again, the applicant logs in and is back on the same step', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one server restart is enough; the phone project covers the screens');
  test.setTimeout(240_000);
  const email = uniqueEmail('restart');

  let server = await startServer();
  try {
    const first = await browser.newPage({ baseURL: server.origin });
    await first.goto('/onboarding/');
    await answerResidence(first, texts);
    await register(first, texts, email);
    await first.close();

    await stopServer(server);
    server = await startServer();

    const context = await browser.newContext({ baseURL: server.origin });
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
