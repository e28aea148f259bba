import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetFlow } from '../screens/data/testSupport';
import { fakeClient, renderFlow } from '../test/renderFlow';

beforeEach(resetFlow);

// Issue 17 "Proof": the applicant stopped in one browser and logs in on another (or opens a second tab). That browser
// holds none of their answers; the server holds them all and its login answer carries them (`dataContent`: the
// residence country of the entry and every step's stored answer). The step they land on shows what they gave.
describe('an application resumed by logging in on another browser', () => {
  it('lands on the stored step with the answers the server holds: the residence country and the earlier address', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {
      newLogin: {
        status: 'success',
        next: 'addressDetails',
        dataContent: {
          residenceCountry: 'DE',
          address: {
            country: 'DE',
            postalCode: '10115',
            searchAddress: '',
            city: 'Berlin',
            street: 'Invalidenstraße',
            buildingNumber: '4',
            apartmentNumber: null,
            birthPlaceCity: 'Kraków',
            birthPlaceCountry: 'PL',
            correspondenceChoice: 1,
            contactAddress: null,
          },
        },
      },
    });
    const { router } = await renderFlow({ path: '/login', locale: 'en', client, token: 't' });
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'anna@example.com');
    await user.type(screen.getByLabelText('Password', { exact: false }), 'Tr4ding!Account');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/residence-details'), { timeout: 10_000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your address' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Country of residence/ })).toHaveValue('Germany');
    expect(screen.getByRole('textbox', { name: /^Postal code/ })).toHaveValue('10115');
    expect(screen.getByRole('textbox', { name: /^Place of birth/ })).toHaveValue('Kraków');
  });

  it("takes the residence country of the entry on a step that has no answer yet (a second tab's address)", async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', { newLogin: { status: 'success', next: 'addressDetails', dataContent: { residenceCountry: 'DE' } } });
    await renderFlow({ path: '/login', locale: 'en', client, token: 't' });
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'anna@example.com');
    await user.type(screen.getByLabelText('Password', { exact: false }), 'Tr4ding!Account');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(client.newLogin).toHaveBeenCalled());
    expect(await screen.findByRole('heading', { level: 1, name: 'Your address' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Country of residence/ })).toHaveValue('Germany');
    expect(screen.getByRole('textbox', { name: /^Postal code/ })).toHaveValue('');
  });
});
