import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApiOnboarding } from '../bench/apiOnboarding';
import { uniqueEmail, uniquePhone } from './codesHelpers';
import { startTestServer } from './harness';

let t: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  t = await startTestServer({ devEndpoints: true, publicOrigin: 'http://localhost' });
});

afterAll(async () => {
  await t?.close();
});

describe('a whole onboarding through the API alone (issue 3)', () => {
  it.each([
    ['form-pl', 'pl', 'pl'],
    ['form-eu', 'en', 'eu'],
  ] as const)('on %s: registration, phone code, hand-off to a phone with a scan journey, every data step, account-open, client-zone login', async (_form, locale, brand) => {
    const result = await runApiOnboarding({
      fetch: t.fetch as typeof fetch,
      locale,
      brand,
      phoneNumber: uniquePhone(),
      email: uniqueEmail(`whole-${locale}`),
    });
    expect(result.trail).toEqual(
      expect.arrayContaining(['desktop-sms-code → dataUploadChoice', 'check-if-desktop-can-proceed → uploadSucceeded', 'risk-assessment → summaryAndPaymentChoice', 'summary-and-payment-choice → accountOpen', 'account-open → errorsReport']),
    );
    expect(result.autoLoginStatus).toBe(200);
  });
});
