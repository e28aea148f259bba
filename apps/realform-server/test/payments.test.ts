import type { BrandSettings } from '@onboarding/realform-api';
import { confirmMobileHandoff } from '@onboarding/realform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionConfigProblems } from '../src/security/productionConfig';
import { applicantAtHandoff, documentsConfig, ENGLISH, tokenOf } from './documentsSupport';
import { DECLARATIONS, EMPLOYED_RISK, startWithApplicants } from './stepsSupport';

// Issue 17, docs/spec/flow/entities.md#uploads-and-form-data isPaymentAllowed and docs/spec/flow/calls.md#payment-callbacks summary-and-payment-choice with its payment callbacks: the summary's
// choice redirects to a gateway (here the server's stand-in), whose signed result comes back to /payments/return.

const PAYMENTS: BrandSettings['payments'] = {
  gateways: [
    { id: 1, provider: 'stand-in', currencies: ['PLN'] },
    { id: 2, provider: 'stand-in', currencies: ['PLN'] },
    { id: 3, provider: 'stand-in' },
  ],
  firstDeposit: { PLN: 1000, EUR: 250 },
};

let t: Awaited<ReturnType<typeof startWithApplicants>>;
let serial = 0;

beforeAll(async () => {
  const applicants = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`payer${index}@example.com`, 'currencyChoice' as const]));
  t = await startWithApplicants(applicants, documentsConfig({ brandSettings: { pl: { payments: PAYMENTS }, eu: { payments: PAYMENTS } } }));
});

afterAll(async () => {
  await t?.close();
});

/** A new applicant at the summary, with an account in this currency (1 PLN, 2 EUR, 3 USD). */
async function atSummary(currencyChoice: 1 | 2 | 3 = 1) {
  const client = await t.signedIn(`payer${serial++}@example.com`);
  expect(await client.call('currencyChoice', { currencyChoice })).toMatchObject({ next: 'declarationAcceptance' });
  expect(await client.call('declarationAcceptance', DECLARATIONS as never)).toMatchObject({ next: 'riskAssessment' });
  expect(await client.call('riskAssessment', EMPLOYED_RISK)).toMatchObject({ status: 'success', next: 'summaryAndPaymentChoice' });
  return client;
}

type Client = Awaited<ReturnType<typeof atSummary>>;

/** Chooses a gateway; answers the gateway page's URL (the callback's Url plus Query, as the browser goes there). */
async function choose(client: Client, paymentGateway: number): Promise<URL> {
  const answer = await client.call('summaryAndPaymentChoice', { paymentGateway });
  expect(answer).toMatchObject({ status: 'success', callback: 'redirect', args: { Url: `http://localhost/payments/stand-in/${paymentGateway}` } });
  const { Url, Query } = answer.args as { Url: string; Query: string };
  return new URL(`${Url}?${Query}`);
}

/** The tester presses Pay or Cancel on the stand-in page: answers where the stand-in sends the browser (the return). */
async function press(page: URL, result: 'paid' | 'failed'): Promise<URL> {
  const response = await t.post(page.pathname, new URLSearchParams({ order: page.searchParams.get('order')!, result }).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

async function get(url: URL | string) {
  return t.fetch(new URL(url.toString(), 'http://localhost'), { redirect: 'manual' });
}

describe('the summary (get-summary)', () => {
  it("lists the brand's gateways in get-dictionaries-list (docs/spec/flow/entities.md#payment-gateway 'a payment-gateway list')", async () => {
    const client = await t.signedIn('payer11@example.com');
    expect((await client.call('getDictionariesList', {})).paymentGateways).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('answers the stored answers and, for a PLN account, the first deposit through every gateway', async () => {
    const client = await atSummary(1);
    const answer = await client.call('getSummary', {});
    expect(answer).toMatchObject({
      status: 'success',
      dataContent: { currency: { currencyChoice: 1 }, riskAssessment: { employmentStatus: 'EMPLOYED' }, declarations: expect.any(Object) },
      payment: { isPaymentAllowed: true, amount: 1000, currency: 'PLN', gateways: [{ id: 1 }, { id: 2 }, { id: 3 }], lastResult: null },
    });
  });

  it('given a EUR account, offers only the gateway that takes EUR, and refuses a PLN-only one', async () => {
    const client = await atSummary(2);
    expect(await client.call('getSummary', {})).toMatchObject({ payment: { isPaymentAllowed: true, amount: 250, currency: 'EUR', gateways: [{ id: 3 }] } });
    expect(await client.call('summaryAndPaymentChoice', { paymentGateway: 1 })).toEqual({
      status: 'error',
      errors: { paymentGateway: ['This payment method is not available for your account. Choose another one, or continue without paying.'] },
      dataContent: { isPaymentAllowed: true },
    });
  });

  it('given a currency the brand sets no first deposit for, allows no payment and goes on to account-open without paying', async () => {
    const client = await atSummary(3);
    expect(await client.call('getSummary', {})).toMatchObject({ payment: { isPaymentAllowed: false, gateways: [] } });
    expect(await client.call('summaryAndPaymentChoice', { paymentGateway: 3 })).toMatchObject({ status: 'error', dataContent: { isPaymentAllowed: false } });
    expect(await client.call('summaryAndPaymentChoice', { withoutPayment: true })).toEqual({ status: 'success', next: 'accountOpen' });
    expect(await client.call('accountOpen', {})).toMatchObject({ status: 'success', next: 'errorsReport' });
  });
});

describe('each stand-in gateway', () => {
  it.each([1, 2, 3])('gateway %i: shows the amount and reference; a cancelled payment comes back to the summary, which says so', async (gateway) => {
    const client = await atSummary(1);
    const page = await choose(client, gateway);
    const shown = await get(page);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    // In the application's language (these applicants registered on the Polish page).
    expect(html).toContain('<h1>Płatność testowa</h1>');
    expect(html).toMatch(/1\s?000,00\s?zł/);
    expect(html).toMatch(/DEP-[0-9A-F]{10}/);
    expect(html).toContain('<button type="submit" name="result" value="paid">Zapłać</button>');
    // Its own policy: no script at all, a form posted to this server only.
    expect(shown.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");

    const back = await press(page, 'failed');
    expect(back.pathname).toBe('/payments/return');
    const returned = await get(back);
    expect([returned.status, returned.headers.get('location')]).toEqual([303, 'http://localhost/onboarding/summary']);
    expect(await client.call('getSummary', {})).toMatchObject({ payment: { isPaymentAllowed: true, lastResult: 'failed' } });
  });

  it('a paid deposit moves the application on to account-open and sends the browser there', async () => {
    const client = await atSummary(1);
    // A first attempt fails; the applicant chooses again and pays.
    await get(await press(await choose(client, 1), 'failed'));
    const returned = await get(await press(await choose(client, 2), 'paid'));
    expect([returned.status, returned.headers.get('location')]).toEqual([303, 'http://localhost/onboarding/account-open']);
    expect(await client.call('accountOpen', {})).toMatchObject({ status: 'success', next: 'errorsReport' });
  });
});

describe('the return', () => {
  it('refuses a tampered result (a failed payment made paid) and records nothing; the genuine one then counts once, a replay is refused', async () => {
    const client = await atSummary(1);
    const genuine = await press(await choose(client, 3), 'failed');
    const tampered = new URL(genuine);
    tampered.searchParams.set('result', 'paid');
    const refused = await get(tampered);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Tej płatności nie można dokończyć');
    expect(await client.call('getSummary', {})).toMatchObject({ payment: { lastResult: null } });

    expect((await get(genuine)).status).toBe(303);
    const replay = await get(genuine);
    expect(replay.status).toBe(409);
    expect(await client.call('getSummary', {})).toMatchObject({ status: 'success', payment: { lastResult: 'failed' } });
  });

  it('refuses a paid result replayed after it moved the application on, another order id, and a missing signature', async () => {
    const client = await atSummary(1);
    const paid = await press(await choose(client, 3), 'paid');
    expect((await get(paid)).status).toBe(303);
    expect((await get(paid)).status).toBe(409);
    const other = new URL(paid);
    other.searchParams.set('order', 'A'.repeat(22));
    expect((await get(other)).status).toBe(400);
    const unsigned = new URL(paid);
    unsigned.searchParams.delete('signature');
    expect((await get(unsigned)).status).toBe(400);
    expect((await get('/payments/return?order=%00%0A')).status).toBe(400);
  });

  it('the stand-in refuses a completed attempt, another gateway’s attempt and a malformed post', async () => {
    const client = await atSummary(1);
    const page = await choose(client, 3);
    await get(await press(page, 'paid'));
    // The browser's Back from account-open to the used gateway page: refused, with the way back to the application.
    const used = await get(page);
    expect(used.status).toBe(404);
    expect(await used.text()).toMatch(/<a href="http:\/\/localhost\/onboarding\/account-open">Wróć do swojego wniosku<\/a>/);
    const elsewhere = new URL(page);
    elsewhere.pathname = '/payments/stand-in/1';
    expect((await get(elsewhere)).status).toBe(404);
    const malformed = await t.post(page.pathname, '{"order":1}', { 'content-type': 'application/json' });
    expect(malformed.status).toBe(400);
  });
});

describe('production', () => {
  it('refuses to start on the stand-in gateway unless ALLOW_STAND_IN_PAYMENTS allows it', () => {
    const config = { production: true, brandSettings: { eu: { payments: PAYMENTS } } };
    expect(productionConfigProblems(config).map((problem) => problem.variable)).toContain('ALLOW_STAND_IN_PAYMENTS');
    expect(productionConfigProblems({ ...config, allowInProduction: { standInPayments: true } }).map((problem) => problem.variable)).not.toContain('ALLOW_STAND_IN_PAYMENTS');
  });
});

describe('who may call', () => {
  it('refuses the summary calls to a hand-off phone’s session (403) and out of their step (409)', async () => {
    const desktop = await applicantAtHandoff(t);
    const link = (await desktop.call('mobileQrCodeUrl', {})).mobileQrUrl as string;
    const phone = t.client(ENGLISH);
    expect(await confirmMobileHandoff(phone, phone.tokenStore, tokenOf(link), { maxMs: 0 })).toMatchObject({ outcome: 'confirmed' });
    for (const path of ['summary-and-payment-choice', 'get-summary']) {
      const response = await t.post(`/realform/form-eu/${path}`, JSON.stringify({ token: phone.tokenStore.get(), languageCode: 'en', branchCode: 'EU', brand: 'eu', paymentGateway: 3 }));
      expect(response.status, path).toBe(403);
    }
    expect(await desktop.call('summaryAndPaymentChoice', { paymentGateway: 3 })).toMatchObject({ status: 'error', next: 'mobileSms' });
    expect(await desktop.call('getSummary', {})).toMatchObject({ status: 'error', next: 'mobileSms' });
  });
});
