import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COMMON_PL, errorsOf, outputOf } from '../areas/steps/testing';
import { brandSettingsSchema } from './brandSettings';
import { CALLS } from './calls';
import { summaryResponseSchema } from './payments';
import { summaryAndPaymentChoiceRequestSchema } from './paymentsRequests';
import { paymentsSettingSchema } from './paymentsSetting';

const GATEWAYS = [
  { id: 1, provider: 'stand-in', currencies: ['PLN'] },
  { id: 2, provider: 'stand-in', currencies: ['PLN'] },
  { id: 3, provider: 'stand-in' },
];

describe('summary-and-payment-choice (docs/spec/flow/calls.md#step-calls)', () => {
  it('takes a gateway of docs/spec/flow/entities.md and docs/spec/flow/calls.md (1, 2 bank transfer, 3 card) and refuses any other', () => {
    expect(outputOf(summaryAndPaymentChoiceRequestSchema, { ...COMMON_PL, paymentGateway: 3 }).paymentGateway).toBe(3);
    expect(errorsOf(summaryAndPaymentChoiceRequestSchema, { ...COMMON_PL, paymentGateway: 4 })).toEqual({ paymentGateway: 'paymentGateway.required' });
    expect(errorsOf(summaryAndPaymentChoiceRequestSchema, { ...COMMON_PL })).toEqual({ paymentGateway: 'paymentGateway.required' });
  });

  it('given "continue without paying", needs no gateway and drops one sent along', () => {
    expect(outputOf(summaryAndPaymentChoiceRequestSchema, { ...COMMON_PL, withoutPayment: true, paymentGateway: 9 }).paymentGateway).toBeNull();
  });

  it('is the request schema the server validates the call with, and get-summary is a call of its own', () => {
    expect(CALLS.summaryAndPaymentChoice.request).toBe(summaryAndPaymentChoiceRequestSchema);
    expect(CALLS.getSummary.path).toBe('get-summary');
    expect(v.parse(CALLS.getSummary.response, { status: 'success', payment: { anything: true } })).toMatchObject({ payment: { anything: true } });
  });
});

describe('the payments brand setting', () => {
  it('accepts gateways with their currencies and a first deposit per currency', () => {
    const settings = v.parse(brandSettingsSchema, { payments: { gateways: GATEWAYS, firstDeposit: { PLN: 1000, EUR: 250 } } });
    expect(settings.payments?.gateways.map((gateway) => gateway.id)).toEqual([1, 2, 3]);
  });

  it('refuses a gateway listed twice, an unknown provider or currency, and an amount that is not whole', () => {
    const messages = (value: unknown) => v.safeParse(paymentsSettingSchema, value).issues?.map((issue) => issue.message) ?? [];
    expect(messages({ gateways: [GATEWAYS[0], GATEWAYS[0]], firstDeposit: {} })).toEqual(['list each gateway id once']);
    expect(messages({ gateways: [{ id: 1, provider: 'acme' }], firstDeposit: {} })).toEqual(['must be one of: stand-in']);
    expect(messages({ gateways: [{ id: 1, provider: 'stand-in', currencies: ['GBP'] }], firstDeposit: {} })).toEqual(['must be one of PLN, EUR, USD, CZK']);
    expect(messages({ gateways: GATEWAYS, firstDeposit: { PLN: 10.5 } })).toEqual(['must be a whole number']);
  });

  it('reads the payment offer of a get-summary answer', () => {
    const answer = v.parse(summaryResponseSchema, {
      status: 'success',
      dataContent: { currency: { currencyChoice: 1 } },
      payment: { isPaymentAllowed: true, amount: 1000, currency: 'PLN', gateways: [{ id: 1 }], lastResult: 'failed' },
    });
    expect(answer.payment?.lastResult).toBe('failed');
  });
});
