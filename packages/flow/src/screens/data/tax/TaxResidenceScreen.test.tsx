import { axeViolations } from '@repo/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '../../../stores/draftStore';
import { fakeClient, renderFlow } from '../../../test/renderFlow';
import { choose, chooseCountry, resetFlow } from '../testSupport';

beforeEach(resetFlow);

describe('taxOfficeDetails (docs/spec/flow/screens.md#taxofficedetails, docs/spec/flow/states.md, docs/spec/flow/validation.md)', () => {
  it('given a Pole living in Poland, asks for the tax office and the PESEL given before, then sends flag 3', async () => {
    const user = userEvent.setup();
    useDraftStore.getState().update({ residenceCountry: 'PL', personalData: { citizenship: 'PL', pesel: '90052712343' }, address: { country: 'PL' } });
    const client = fakeClient('en', {}, { taxOfficeDetails: { status: 'success', next: 'currencyChoice' } });
    const { router } = await renderFlow({ path: '/tax-residence', locale: 'en', client, token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your tax residence' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Which describes you?' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'PESEL number' })).toHaveValue('90052712343');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await choose(user, /^Tax office/, 'Urząd Skarbowy w Bolesławcu');
    expect(next).toBeEnabled();
    await user.click(next);
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/currency'));
    expect(client.call).toHaveBeenCalledWith(
      'taxOfficeDetails',
      expect.objectContaining({ taxResidenceFlag: 3, firstTaxCountry: 'PL', firstPolandTaxOfficeId: 892, firstPolandTaxResidentPesel: '90052712343' }),
    );
  });

  it('in a new tab of the session (nothing of the application in this tab), starts from the answers the server holds', async () => {
    // A deep link opened in a new tab, or the browser reopened within the session: the token is shared, the draft is
    // per tab. The form used to start empty and ask "Which describes you?" (a missing citizenship).
    const stored = {
      residenceCountry: 'PL',
      personalData: { firstName: 'Anna', lastName: 'Nowak', dateOfBirth: '1990-05-27', citizenship: 'PL', documentType: 1, documentNumber: 'ABC123456', pesel: '90052712343', birthPlaceCountry: 'PL' },
      address: { country: 'PL', postalCode: '00-902', city: 'Warszawa', street: 'Wiejska', buildingNumber: '4', birthPlaceCity: 'Kraków', correspondenceChoice: 1, contactAddress: null },
    };
    const client = fakeClient('en', {}, { getAnswers: { status: 'success', dataContent: stored } });
    await renderFlow({ path: '/tax-residence', locale: 'en', client, token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your tax residence' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Which describes you?' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'PESEL number' })).toHaveValue('90052712343');
    expect(client.call).toHaveBeenCalledWith('getAnswers', {});
  });

  it('given a foreigner living in Poland (flag 2), uses the fixed Warsaw office 1076', async () => {
    const user = userEvent.setup();
    useDraftStore.getState().update({ residenceCountry: 'PL', personalData: { citizenship: 'UA' }, address: { country: 'PL' } });
    const client = fakeClient('en', {}, { taxOfficeDetails: { status: 'success', next: 'currencyChoice' } });
    await renderFlow({ path: '/tax-residence', locale: 'en', client, token: 't' });
    expect(await screen.findByText(/Your tax office: Drugi Urząd Skarbowy Warszawa-Śródmieście/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Tax office/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'PESEL number' }), '90052712343');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(client.call).toHaveBeenCalledWith('taxOfficeDetails', expect.objectContaining({ taxResidenceFlag: 2, firstTaxCountry: 'PL', firstPolandTaxOfficeId: 1076 })),
    );
  });

  it('a German TIN takes digits only and has no "no TIN" option; a French one offers it with three reasons', async () => {
    const user = userEvent.setup();
    useDraftStore.getState().update({ residenceCountry: 'DE', personalData: { citizenship: 'DE' }, address: { country: 'DE' } });
    await renderFlow({ path: '/tax-residence', locale: 'en', token: 't' });
    const tin = await screen.findByRole('textbox', { name: 'Tax identification number (TIN)' });
    await user.type(tin, '36 574-261AB809');
    expect(tin).toHaveValue('36574261809');
    expect(screen.queryByRole('checkbox', { name: 'I do not have a tax identification number' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    await chooseCountry(user, /^Country of tax residence/, 'Fra', 'France');
    await user.click(screen.getByRole('checkbox', { name: 'I do not have a tax identification number' }));
    expect(screen.queryByRole('textbox', { name: 'Tax identification number (TIN)' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Other reason' }));
    const reason = screen.getByRole('textbox', { name: 'Describe the reason' });
    await user.type(reason, 'I am a student');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'I am unable to obtain a TIN' }));
    expect(screen.queryByRole('textbox', { name: 'Describe the reason' })).not.toBeInTheDocument();
    expect(useDraftStore.getState().taxResidences).toMatchObject({ firstNoTinNumberReason: 2, firstNoTinNumberOtherReason: '' });
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('a TIN not valid for the chosen country is said under the field as it is left, though the validate call cannot know the country', async () => {
    const user = userEvent.setup();
    useDraftStore.getState().update({ residenceCountry: 'DE', personalData: { citizenship: 'DE' }, address: { country: 'DE' } });
    const client = fakeClient('en');
    await renderFlow({ path: '/tax-residence', locale: 'en', client, token: 't' });
    const tin = await screen.findByRole('textbox', { name: 'Tax identification number (TIN)' });
    await user.type(tin, '123');
    await user.tab();
    // The server's per-field check has no country (it answers success); the rule of the chosen country speaks.
    await waitFor(() => expect(client.validate).toHaveBeenCalledWith('firstTinNumber', '123'));
    await waitFor(() => expect(tin).toHaveAttribute('aria-invalid', 'true'));
    expect(tin).toHaveAccessibleDescription(/not valid for the country you chose/);
    // Corrected, it is accepted as it is left again.
    await user.clear(tin);
    await user.type(tin, '36574261809');
    await user.tab();
    await waitFor(() => expect(tin).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('adds up to three residences (the link hides at three) and removes one with its data', async () => {
    const user = userEvent.setup();
    useDraftStore.getState().update({ residenceCountry: 'DE', personalData: { citizenship: 'DE' }, address: { country: 'DE' } });
    await renderFlow({ path: '/tax-residence', locale: 'en', token: 't' });
    const add = await screen.findByRole('button', { name: 'Add another country of tax residence' });
    await user.click(add);
    expect(screen.getByRole('group', { name: 'Second tax residence' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add another country of tax residence' }));
    expect(screen.getByRole('group', { name: 'Third tax residence' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add another country of tax residence' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the third tax residence' }));
    expect(screen.queryByRole('group', { name: 'Third tax residence' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add another country of tax residence' })).toBeInTheDocument();
  });

  it('without a known citizenship, asks which describes the applicant', async () => {
    const user = userEvent.setup();
    useDraftStore.getState().update({ residenceCountry: 'PL' });
    await renderFlow({ path: '/tax-residence', locale: 'en', token: 't' });
    const question = await screen.findByRole('group', { name: 'Which describes you?' });
    expect(question).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Foreign national living in Poland' }));
    expect(await screen.findByText(/Your tax office: Drugi Urząd Skarbowy/)).toBeInTheDocument();
  });

  it('reads in Polish', async () => {
    useDraftStore.getState().update({ residenceCountry: 'PL', personalData: { citizenship: 'PL' } });
    await renderFlow({ path: '/tax-residence', locale: 'pl', token: 't' });
    expect(await screen.findByRole('button', { name: 'Dalej' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Country of tax residence|Kraj/ })).toHaveValue('Polska');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
