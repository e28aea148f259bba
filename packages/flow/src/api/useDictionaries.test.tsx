import { TAX_OFFICES } from '@onboarding/dictionaries';
import type { StandardResponse } from '@onboarding/realform-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { choose, resetFlow } from '../screens/data/testSupport';
import { useDraftStore } from '../stores/draftStore';
import { fakeClient, renderFlow } from '../test/renderFlow';
import { dictionariesFrom } from './useDictionaries';

// docs/spec/flow/entities.md#dictionaries "Dictionaries loaded at start" (issue 17): the steps render from the bundled dictionaries at once and take the
// server's lists (get-dictionaries-list, read once per session) when they arrive; the server's list decides.

const NEW_OFFICE = { id: 1292, code: '0299', name: 'Urząd Skarbowy w Nowym Mieście', city: 'Nowe Miasto' };
const BOLESLAWIEC = 'Urząd Skarbowy w Bolesławcu';
/** The server's list after an office was added and Bolesławiec's was merged away. */
const SERVER_OFFICES = [...TAX_OFFICES.filter((office) => office.name !== BOLESLAWIEC), NEW_OFFICE];

beforeEach(() => {
  resetFlow();
  useDraftStore.getState().update({ residenceCountry: 'PL', personalData: { citizenship: 'PL', pesel: '90052712343' }, address: { country: 'PL' } });
});

const callsOf = (client: { call: { mock: { calls: unknown[][] } } }, name: string) => client.call.mock.calls.filter(([called]) => called === name);

/** A get-dictionaries-list answer the test releases when it wants. */
function pendingDictionaries() {
  let release: (answer: StandardResponse) => void = () => {};
  const answer = new Promise<StandardResponse>((resolve) => (release = resolve));
  return { call: () => answer, release: (value: StandardResponse) => release(value) };
}

async function renderTax(getDictionariesList: (() => Promise<StandardResponse>) | StandardResponse) {
  const client = fakeClient('en', {}, { getDictionariesList, taxOfficeDetails: { status: 'success', next: 'currencyChoice' } });
  const view = await renderFlow({ path: '/tax-residence', locale: 'en', client, token: 't' });
  await screen.findByRole('heading', { level: 1, name: 'Your tax residence' });
  return { ...view, client };
}

describe('the dictionaries of the server (docs/spec/flow/entities.md#dictionaries, docs/spec/flow/calls.md#call-table get-dictionaries-list)', () => {
  it('the tax offices are there at once from the bundle, and become the server’s when its answer is in', async () => {
    const user = userEvent.setup();
    const dictionaries = pendingDictionaries();
    const { client, router } = await renderTax(dictionaries.call);
    await user.click(screen.getByRole('combobox', { name: /^Tax office/ }));
    expect(await screen.findByRole('option', { name: BOLESLAWIEC })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: NEW_OFFICE.name })).toBeNull();
    await user.keyboard('{Escape}');

    dictionaries.release({ status: 'success', taxOfficeList: SERVER_OFFICES } as StandardResponse);
    await user.click(screen.getByRole('combobox', { name: /^Tax office/ }));
    expect(await screen.findByRole('option', { name: NEW_OFFICE.name })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: BOLESLAWIEC })).toBeNull();
    await user.click(screen.getByRole('option', { name: NEW_OFFICE.name }));

    // An office only the server lists is one the contract's bundled rule does not know: the server's list decides.
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/currency'));
    expect(client.call).toHaveBeenCalledWith('taxOfficeDetails', expect.objectContaining({ firstPolandTaxOfficeId: NEW_OFFICE.id }));
    expect(callsOf(client, 'getDictionariesList')).toHaveLength(1);
  });

  it('an office the server no longer lists, kept from before, cannot be sent', async () => {
    const bolesławiec = TAX_OFFICES.find((office) => office.name === BOLESLAWIEC)!.id;
    useDraftStore.getState().update({ taxResidences: { taxResidenceFlag: 3, firstTaxCountry: 'PL', firstPolandTaxOfficeId: bolesławiec, firstPolandTaxResidentPesel: '90052712343' } });
    const user = userEvent.setup();
    const { client } = await renderTax({ status: 'success', taxOfficeList: SERVER_OFFICES } as StandardResponse);
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeDisabled());
    await choose(user, /^Tax office/, NEW_OFFICE.name);
    await waitFor(() => expect(next).toBeEnabled());
    expect(callsOf(client, 'taxOfficeDetails')).toHaveLength(0);
  });

  it('when the dictionaries cannot be read, the bundled lists stay and the step works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { client, router } = await renderTax(() => Promise.reject(new TypeError('network down')));
    await waitFor(() => expect(callsOf(client, 'getDictionariesList').length).toBeGreaterThanOrEqual(1));
    await choose(user, /^Tax office/, BOLESLAWIEC);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/currency'));
    expect(client.call).toHaveBeenCalledWith('taxOfficeDetails', expect.objectContaining({ firstPolandTaxOfficeId: 892 }));
  });

  it('the address step reads them ahead, so the tax step shows the server’s offices from its first render', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { getDictionariesList: { status: 'success', taxOfficeList: SERVER_OFFICES } as StandardResponse });
    const { router } = await renderFlow({ path: '/residence-details', locale: 'en', client, token: 't' });
    await waitFor(() => expect(callsOf(client, 'getDictionariesList')).toHaveLength(1));
    await router.navigate({ to: '/tax-residence' });
    await screen.findByRole('heading', { level: 1, name: 'Your tax residence' });
    await user.click(screen.getByRole('combobox', { name: /^Tax office/ }));
    expect(await screen.findByRole('option', { name: NEW_OFFICE.name })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: BOLESLAWIEC })).toBeNull();
    expect(callsOf(client, 'getDictionariesList')).toHaveLength(1);
  });

  it('takes a list only from a successful answer that has it', () => {
    expect(dictionariesFrom(undefined)).toMatchObject({ source: 'bundled', taxOffices: TAX_OFFICES });
    expect(dictionariesFrom({ status: 'error', next: 'restart' } as never)).toMatchObject({ source: 'bundled' });
    expect(dictionariesFrom({ status: 'success', taxOfficeList: [] } as never)).toMatchObject({ source: 'bundled' });
    expect(dictionariesFrom({ status: 'success', taxOfficeList: [NEW_OFFICE] } as never)).toEqual({ source: 'server', taxOffices: [NEW_OFFICE] });
  });
});
