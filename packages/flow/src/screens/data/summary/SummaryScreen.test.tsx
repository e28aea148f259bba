import { axeViolations } from '@repo/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraftStore } from '../../../stores/draftStore';
import { browserNavigation } from '../../../submit/knownCallbacks';
import { fakeClient, renderFlow } from '../../../test/renderFlow';
import { resetFlow } from '../testSupport';

beforeEach(() => {
  resetFlow();
  vi.restoreAllMocks();
});

/** The stored answers as get-summary answers them (the data steps' normalised answers). */
const STORED = {
  personalData: { firstName: 'Anna', lastName: 'Nowak', dateOfBirth: '1990-05-27', citizenship: 'PL', documentType: 1, documentNumber: 'ABC123456' },
  address: { country: 'PL', postalCode: '00-902', city: 'Warszawa', street: 'Wiejska', buildingNumber: '4', apartmentNumber: null, contactAddress: null },
  taxResidences: { taxResidenceFlag: 3, residences: [{ country: 'PL', polandTaxOfficeId: 1073, pesel: '90052712343' }] },
  currency: { currencyChoice: 1 },
  riskAssessment: { employmentStatus: 'EMPLOYED' },
};

const summaryAnswer = (payment: Record<string, unknown>) => ({ status: 'success' as const, dataContent: STORED, payment });
const OFFER = { isPaymentAllowed: true, amount: 1000, currency: 'PLN', gateways: [{ id: 1 }, { id: 2 }, { id: 3 }], lastResult: null };

describe('summaryAndPaymentChoice (docs/spec/flow/calls.md#step-calls summary-and-payment-choice, docs/spec/flow/entities.md#uploads-and-form-data isPaymentAllowed)', () => {
  it('shows the answers in short, each with a link that says what it changes, and the gateways the server offers; axe finds nothing', async () => {
    const client = fakeClient('en', {}, { getSummary: summaryAnswer(OFFER) });
    const { router } = await renderFlow({ path: '/summary', locale: 'en', client, token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
    const list = screen.getByText('Anna Nowak').closest('dl')!;
    expect(within(list).getByText('Anna Nowak')).toBeVisible();
    expect(within(list).getByText(/^(27 May 1990|May 27, 1990)$/)).toBeVisible();
    expect(within(list).getByText('Wiejska 4, 00-902 Warszawa, Poland')).toBeVisible();
    expect(within(list).getByText('PLN – Polish zloty')).toBeVisible();
    expect(within(list).getByText('Employed')).toBeVisible();
    const group = screen.getByRole('group', { name: 'Payment method' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('div')?.textContent)).toEqual([
      'Online bank transfer',
      'Online bank transfer (second provider)',
      'Payment card',
    ]);
    expect(screen.getByText(/fund your account now with PLN\s1,000\.00, or later in the client zone/)).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);

    // "Change" opens the step with the stored answer (also after a login on another device: the drafts were empty).
    await userEvent.setup().click(screen.getByRole('link', { name: 'Change Address' }));
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/residence-details'));
    expect(useDraftStore.getState().address).toMatchObject({ street: 'Wiejska', city: 'Warszawa' });
  });

  it('asks for a payment method before paying, then sends the choice and follows the redirect callback to the gateway', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const client = fakeClient('en', {}, {
      getSummary: summaryAnswer(OFFER),
      summaryAndPaymentChoice: { status: 'success', callback: 'redirect', args: { Url: 'https://pay.example/stand-in/3', Query: 'order=abc' } },
    });
    await renderFlow({ path: '/summary', locale: 'en', client, token: 't' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Pay PLN\s1,000\.00$/ }));
    // The error under the choice and in the summary above it, which takes focus (docs/architecture.md#accessibility).
    const group = screen.getByRole('group', { name: 'Payment method' });
    expect(await within(group).findByText('Choose a payment method.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a payment method.' })).toBeVisible();
    expect(client.call).not.toHaveBeenCalledWith('summaryAndPaymentChoice', expect.anything());

    await user.click(screen.getByRole('radio', { name: 'Payment card' }));
    await user.click(screen.getByRole('button', { name: /^Pay PLN\s1,000\.00$/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/stand-in/3?order=abc'));
    expect(client.call).toHaveBeenCalledWith('summaryAndPaymentChoice', { paymentGateway: 3 });
  });

  it('back from a failed payment, says so first and lets the applicant go on without paying', async () => {
    const client = fakeClient('en', {}, {
      getSummary: summaryAnswer({ ...OFFER, lastResult: 'failed' }),
      summaryAndPaymentChoice: { status: 'success', next: 'accountOpen' },
    });
    const { router } = await renderFlow({ path: '/summary', locale: 'en', client, token: 't' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payment was not completed and nothing was charged.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue without paying' }));
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/account-open'));
    expect(client.call).toHaveBeenCalledWith('summaryAndPaymentChoice', { withoutPayment: true });
  });

  it('given no payment offered (isPaymentAllowed false), shows the answers and Next only, in Polish too', async () => {
    const client = fakeClient('pl', {}, {
      getSummary: summaryAnswer({ isPaymentAllowed: false, gateways: [], lastResult: null }),
      summaryAndPaymentChoice: { status: 'success', next: 'accountOpen' },
    });
    const { router } = await renderFlow({ path: '/summary', locale: 'pl', client, token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sprawdź swoje odpowiedzi' })).toBeVisible();
    expect(screen.queryByRole('group')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/account-open'));
  });

  it('opened out of turn (the application is already further), goes where the application is', async () => {
    const client = fakeClient('en', {}, { getSummary: { status: 'error', next: 'errorsReport', globalError: 'This step is not available now.' } });
    const { router } = await renderFlow({ path: '/summary', locale: 'en', client, token: 't' });
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/client-zone-login'));
  });
});
