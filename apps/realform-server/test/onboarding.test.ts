import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApiOnboarding } from '../bench/apiOnboarding';
import { clusterInstances, logSizes, realformCallsSince } from './cluster/instanceLogs';
import { uniqueEmail, uniquePhone } from './codesHelpers';
import { startTestServer } from './harness';

// Also the API onboarding of `pnpm test:cluster` (issue 20 item 2): there the harness sends every call to
// REALFORM_TEST_BASE_URL (test/cluster/externalServer.ts), so the desktop's and the phone's calls go through nginx and
// alternate between the instances. The one difference: the cluster's instances judge photos with the real identity
// models (the ordinary suite scripts them), so the phone sends a generated passport with a real portrait and its
// holder's selfie, as `pnpm bench:server` does; and each application's calls must show in every instance's own log.
const throughCluster = Boolean(process.env.REALFORM_TEST_BASE_URL) && clusterInstances.length >= 2;

let t: Awaited<ReturnType<typeof startTestServer>>;
let photos: { passport: Uint8Array; selfie: Uint8Array } | undefined;

beforeAll(async () => {
  t = await startTestServer({ devEndpoints: true, publicOrigin: 'http://localhost' });
  if (throughCluster) {
    const [{ identityFixtures }, { facePhoto }] = await Promise.all([import('../src/testing/identityFixtures'), import('./fixtures/faces/faceImages')]);
    photos = { passport: (await identityFixtures()).passport.photo, selfie: facePhoto('obama2') };
  }
});

afterAll(async () => {
  await t?.close();
});

describe(`a whole onboarding through the API alone (issue 3)${throughCluster ? ', through the balancer (issue 20 item 2)' : ''}`, () => {
  it.each([
    ['form-pl', 'pl', 'pl'],
    ['form-eu', 'en', 'eu'],
  ] as const)('on %s: registration, phone code, hand-off to a phone with a scan journey, every data step, account-open, client-zone login', async (form, locale, brand) => {
    const before = throughCluster ? logSizes() : [];
    const result = await runApiOnboarding({
      fetch: t.fetch as typeof fetch,
      locale,
      brand,
      phoneNumber: uniquePhone(),
      // Unique across runs too: a cluster's database outlives one run of this file.
      email: uniqueEmail(`whole-${locale}-${Date.now().toString(36)}`),
      photos,
    });
    expect(result.trail).toEqual(
      expect.arrayContaining(['desktop-sms-code → dataUploadChoice', 'check-if-desktop-can-proceed → uploadSucceeded', 'risk-assessment → summaryAndPaymentChoice', 'summary-and-payment-choice → accountOpen', 'account-open → errorsReport']),
    );
    expect(result.autoLoginStatus).toBe(200);
    if (throughCluster) {
      // Round robin: this one application's calls were served by every instance (their own access logs say so; a log
      // line is written just after its answer, hence the short wait).
      await expect.poll(() => Object.values(realformCallsSince(before)).every((calls) => calls > 0), { timeout: 5000 }).toBe(true);
      console.info(`API onboarding on ${form} through the balancer: realform calls per instance ${JSON.stringify(realformCallsSince(before))}`);
    }
  });
});
