import { axeViolations } from '@repo/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '../../stores/draftStore';
import { fakeClient, renderFlow } from '../../test/renderFlow';
import { choose, resetFlow } from './testSupport';

beforeEach(resetFlow);

const offered = () => within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.getAttribute('title'));

describe('currencyChoice (docs/spec/flow/screens.md#currencychoice, docs/spec/flow/validation.md)', () => {
  it('given the Polish locale, offers PLN, EUR and USD but not CZK', async () => {
    const user = userEvent.setup();
    await renderFlow({ path: '/currency', locale: 'pl', token: 't' });
    await user.click(await screen.findByRole('combobox', { name: /Account currency|Waluta/ }));
    expect(offered()).toEqual(['PLN – polski złoty', 'EUR – euro', 'USD – dolar amerykański']);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('given the Czech locale, offers CZK too', async () => {
    const user = userEvent.setup();
    await renderFlow({ path: '/currency', locale: 'cz', token: 't' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getAllByRole('combobox')[0]!);
    expect(offered()).toHaveLength(4);
  });

  it('enables Next once a currency is chosen, sends it and keeps the consents the answer lists for the declarations', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { currencyChoice: { status: 'success', next: 'declarationAcceptance', dataContent: { currency: { currencyChoice: 2 }, consents: ['RECEIVED_KID'] } } });
    const { router } = await renderFlow({ path: '/currency', locale: 'en', client, token: 't' });
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await choose(user, /^Account currency/, /^EUR/);
    await user.click(next);
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/declaration-acceptance'));
    expect(client.call).toHaveBeenCalledWith('currencyChoice', { currencyChoice: 2 });
    expect(useDraftStore.getState().consents).toEqual(['RECEIVED_KID']);
  });
});
