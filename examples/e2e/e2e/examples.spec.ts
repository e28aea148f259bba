import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { fakeCameraLaunchOptions, useIdentityCamera } from '@repo/playwright-config/journey';
import { EXAMPLES, type ExampleKey } from './examples';

// Each example as a user meets it: its page on its own origin opens a scan session through its own server (with
// the API key), the widget films a generated passport and its holder's face (fake camera) and talks to the scan
// backend on another origin (CORS for the key's origin), the scan server sends the signed webhook to the example's
// server, which takes the decision; the page shows what that server decided. No CSP violation, no console error.
test.use({ launchOptions: fakeCameraLaunchOptions(), permissions: ['camera'] });

type Watched = typeof globalThis & { cspViolations?: string[] };

const ports = JSON.parse(process.env.EXAMPLES_PORTS!) as Record<ExampleKey, number>;
const keys = JSON.parse(process.env.EXAMPLES_KEYS!) as Record<ExampleKey, { apiKey: string; webhookSecret: string }>;
const scanOrigin = process.env.EXAMPLES_SCAN_ORIGIN!;

/** Console errors, page errors and CSP violations (the DOM event and Chromium's console report), from the first script on. */
async function watchPage(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const win = globalThis as Watched;
      (win.cspViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [...problems, ...(await page.evaluate(() => (globalThis as Watched).cspViolations ?? []))];
}

/** A webhook body signed as the scan server signs it, at the Unix time given. */
function signed(secret: string, seconds: number, body: string): string {
  return `t=${seconds},v1=${createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex')}`;
}

for (const key of Object.keys(EXAMPLES) as ExampleKey[]) {
  test(`${EXAMPLES[key].title}: a passport and its holder's selfie, verified by the example's server from the signed webhook`, async ({ page, request }) => {
    const origin = `http://127.0.0.1:${ports[key]}`;
    const problems = await watchPage(page);
    await useIdentityCamera(page, { document: 'passport', selfie: 'holder' });

    await page.goto(`${origin}/`);
    if (key === 'scriptTag') {
      // The page really is under the strict policy.
      const policy = (await request.get(`${origin}/`)).headers()['content-security-policy'];
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain('unsafe-');
    }
    if (key === 'nextjs') {
      // The host page comes rendered from the server; the widget is the client component's, in the browser only.
      const html = await (await request.get(`${origin}/`)).text();
      expect(html).toContain('<h1>Open your account</h1>');
      expect(html).not.toContain('class="idscan"');
    }
    // The widget runs on this app's React, not the React 19 among the widget's own devDependencies.
    if (key === 'react18Vite') await expect(page.getByTestId('react-version')).toHaveText('18.3.1');

    const sessionAnswer = page.waitForResponse((response) => response.url() === `${origin}/api/session`);
    await page.getByRole('button', { name: 'Verify my identity' }).click();
    const session = (await (await sessionAnswer).json()) as Record<string, unknown>;
    // The browser gets what the widget needs, from the other origin's scan backend; never the API key.
    expect(Object.keys(session).sort()).toEqual(['backendUrl', 'journeyId', 'steps', 'token']);
    expect(session.backendUrl).toBe(`${scanOrigin}/idscanenterprisesvc/v1`);
    const journeyId = session.journeyId as string;

    // Webhooks the example's server must refuse: a wrong signature, and a right one outside the 5-minute window.
    const forged = JSON.stringify({ id: 'forged', type: 'journey.ended', data: { journeyId, highLevelResult: 'Passed', cancelled: false } });
    const now = Math.floor(Date.now() / 1000);
    for (const signature of [signed('whsec_not-the-secret', now, forged), signed(keys[key].webhookSecret, now - 600, forged)]) {
      const answer = await request.post(`${origin}/api/webhook`, { data: forged, headers: { 'content-type': 'application/json', 'idscan-signature': signature } });
      expect(answer.status()).toBe(400);
    }
    expect(await (await request.get(`${origin}/api/result?journeyId=${journeyId}`)).json()).toEqual({ status: 'pending' });

    // The widget on the example's page: the camera, auto capture of the passport, then the selfie taken by hand.
    const widget = page.locator('.idscan');
    await expect(widget).toBeVisible();
    await expect(widget).toHaveAttribute('data-screen', /^(upload|gateway)$/);
    if ((await widget.getAttribute('data-screen')) === 'upload') await widget.getByRole('button', { name: 'Use the camera' }).click();
    await expect(widget).toHaveAttribute('data-screen', 'gateway');
    await widget.getByRole('button', { name: 'Enable camera' }).click();
    await expect(widget).toHaveAttribute('data-screen', 'instructions');
    // The frame checks run in the widget's worker, served by the example (under the script tag's worker-src 'self').
    const frameWorker = page.waitForEvent('worker', (worker) => /frameWorker[^/]*\.js$/.test(worker.url()));
    await widget.getByRole('button', { name: "Let's take the picture" }).click();
    await expect(widget).toHaveAttribute('data-screen', 'camera');
    expect(new URL((await frameWorker).url()).origin).toBe(origin);
    await expect(widget.getByRole('region', { name: 'Selfie' })).toBeVisible({ timeout: 60_000 });
    // The front camera's stream plays (until then "Take photo" has no camera to take it from).
    await expect
      .poll(() =>
        widget.locator('video').evaluate((video: HTMLVideoElement) => {
          const track = (video.srcObject as MediaStream | null)?.getVideoTracks()[0];
          return video.videoWidth > 0 && track?.getSettings().facingMode === 'user';
        }),
      )
      .toBe(true);
    await widget.getByRole('button', { name: 'Take photo' }).click();
    await expect(widget).toHaveAttribute('data-screen', 'preview');
    await widget.getByRole('button', { name: 'Upload photo' }).click();

    // What the example's server decided from the webhook, as its page shows it after asking that server.
    await expect(page.getByText('Your account is verified.')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Result from our server: Passed')).toBeVisible();
    expect(await (await request.get(`${origin}/api/result?journeyId=${journeyId}`)).json()).toEqual({ status: 'decided', verified: true, highLevelResult: 'Passed' });
    // The scan server agrees, read server to server with the example's key.
    const read = await request.get(`${scanOrigin}/idscanenterprisesvc/v1/journeys/${journeyId}`, { headers: { authorization: `Bearer ${keys[key].apiKey}` } });
    expect(await read.json()).toMatchObject({ JourneyId: journeyId, HighLevelResult: 'Passed', State: 'ended' });

    expect(await problems()).toEqual([]);
  });
}
