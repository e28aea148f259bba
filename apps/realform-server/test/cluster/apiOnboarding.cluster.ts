import { readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApiOnboarding } from '../../bench/apiOnboarding';
import { identityFixtures } from '../../src/testing/identityFixtures';
import { facePhoto } from '../fixtures/faces/faceImages';
import { uniqueEmail, uniquePhone } from '../codesHelpers';
import { startTestServer } from '../harness';

// test/onboarding.test.ts through the balancer (`pnpm test:cluster`): the harness sends every call to
// REALFORM_TEST_BASE_URL (test/cluster/externalServer.ts), so the desktop's and the phone's calls go through nginx and
// alternate between the instances. The one difference: the cluster's instances judge photos with the real identity
// models (the ordinary suite scripts them), so the phone sends a generated passport with a real portrait and its
// holder's selfie, as `pnpm bench:server` does.

const instances = JSON.parse(process.env.CLUSTER_INSTANCES ?? '[]') as Array<{ name: string; logFile: string }>;

/** Each instance's log length now. */
const logSizes = () => instances.map(({ logFile }) => statSync(logFile).size);

/** The realform calls each instance's access log (`{"msg":"request","path":…}` lines) shows since `from`. */
function realformCallsSince(from: readonly number[]): Record<string, number> {
  return Object.fromEntries(
    instances.map(({ name, logFile }, index) => {
      const lines = readFileSync(logFile).subarray(from[index]).toString('utf8').split('\n');
      const calls = lines.filter((line) => {
        if (!line.startsWith('{')) return false;
        const entry = JSON.parse(line) as { msg?: string; path?: string };
        return entry.msg === 'request' && entry.path?.startsWith('/realform/');
      });
      return [name, calls.length];
    }),
  );
}

let t: Awaited<ReturnType<typeof startTestServer>>;
let photos: { passport: Uint8Array; selfie: Uint8Array };

beforeAll(async () => {
  t = await startTestServer({ devEndpoints: true, publicOrigin: 'http://localhost' });
  const { passport } = await identityFixtures();
  photos = { passport: passport.photo, selfie: facePhoto('obama2') };
});

afterAll(async () => {
  await t?.close();
});

describe.runIf(process.env.REALFORM_TEST_BASE_URL && instances.length >= 2)('a whole onboarding through the API alone, through the balancer (issue 20 item 2)', () => {
  it.each([
    ['form-pl', 'pl', 'pl'],
    ['form-eu', 'en', 'eu'],
  ] as const)('on %s: registration, phone code, hand-off to a phone with a scan journey, every data step, account-open, client-zone login', async (form, locale, brand) => {
    const before = logSizes();
    const result = await runApiOnboarding({
      fetch: t.fetch as typeof fetch,
      locale,
      brand,
      phoneNumber: uniquePhone(),
      email: uniqueEmail(`cluster-${locale}-${Date.now().toString(36)}`),
      photos,
    });
    expect(result.trail).toEqual(
      expect.arrayContaining(['desktop-sms-code → dataUploadChoice', 'check-if-desktop-can-proceed → uploadSucceeded', 'risk-assessment → summaryAndPaymentChoice', 'summary-and-payment-choice → accountOpen', 'account-open → errorsReport']),
    );
    expect(result.autoLoginStatus).toBe(200);
    // Round robin: this one application's calls were served by every instance (their own access logs say so; a log
    // line is written just after its answer, hence the short wait).
    await expect.poll(() => Object.values(realformCallsSince(before)).every((calls) => calls > 0), { timeout: 5000 }).toBe(true);
    console.info(`API onboarding on ${form} through the balancer: realform calls per instance ${JSON.stringify(realformCallsSince(before))}`);
  });
});
