import { axeViolations } from '@repo/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fillDate, resetFlow, type User } from '../screens/data/testSupport';
import { useDraftStore } from '../stores/draftStore';
import { fakeClient, renderFlow } from '../test/renderFlow';

beforeEach(resetFlow);

/** The list "To continue:" next to Next, and the live region it is in. */
const missingList = () => document.querySelector<HTMLElement>('.onb-missing')!;
const entries = () => within(missingList()).queryAllByRole('listitem').map((item) => item.textContent);

const PERSONAL = {
  firstName: 'Jan',
  lastName: '',
  // The PESEL below is of someone born on 27 May 1990.
  dateOfBirth: '1990-05-28',
  citizenship: 'PL',
  documentType: 1,
  documentNumber: 'ABA123456',
  noLimitExpiryDate: true,
  documentExpirationDate: null,
  pesel: '90052712343',
  identificationNumber: null,
  noPesel: false,
  birthPlaceCountry: 'PL',
};

async function openPersonalData() {
  useDraftStore.getState().update({ personalData: PERSONAL, personalDataMode: 'edit' });
  const client = fakeClient('en', {}, { personalDataConfirm: { status: 'success', next: 'addressDetails' } });
  const rendered = await renderFlow({ path: '/personal-data', locale: 'en', client, token: 't' });
  await screen.findByRole('heading', { level: 1, name: 'Your personal details' });
  return { ...rendered, client };
}

describe('a disabled Next says why (issue 18 item 1)', () => {
  it('personal data: lists an empty last name and a birth date the PESEL disagrees with, by label, politely, without showing errors under untouched fields', async () => {
    await openPersonalData();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(entries()).toEqual(['Last name: Enter your last name.', 'PESEL number: Your PESEL number does not match your date of birth.']);
    // Announced without taking focus: a polite live region, and the field errors wait for a blur or a submit.
    expect(missingList()).toHaveAttribute('aria-live', 'polite');
    expect(missingList()).not.toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('textbox', { name: 'Last name' })).not.toHaveAccessibleDescription(/Enter your last name/);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('personal data: an entry moves focus to its field, the list follows the typing, and the last fix enables Next', async () => {
    const user = userEvent.setup();
    const { client } = await openPersonalData();
    await user.click(within(missingList()).getByRole('button', { name: 'Last name: Enter your last name.' }));
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveFocus();
    await user.keyboard('Kowalski');
    expect(entries()).toEqual(['PESEL number: Your PESEL number does not match your date of birth.']);
    await user.click(within(missingList()).getByRole('button', { name: /^PESEL number:/ }));
    expect(screen.getByRole('textbox', { name: 'PESEL number' })).toHaveFocus();
    await fillDate(user, 'Date of birth', '27', 5, '1990');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(screen.queryByText('To continue:')).not.toBeInTheDocument();
    expect(document.querySelector('.onb-missing')).toHaveTextContent('Everything is filled in. You can continue.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('personalDataConfirm', expect.objectContaining({ lastName: 'Kowalski', dateOfBirth: '1990-05-27' })));
  });

  it('personal data: Enter in a field of an incomplete form moves focus to the list instead of doing nothing', async () => {
    const user = userEvent.setup();
    const { client } = await openPersonalData();
    await user.click(screen.getByRole('textbox', { name: 'First name' }));
    await user.keyboard('{Enter}');
    expect(missingList()).toHaveFocus();
    expect(client.call).not.toHaveBeenCalledWith('personalDataConfirm', expect.anything());
  });

  it('address: an empty building number is listed and its entry focuses the field', async () => {
    const user = userEvent.setup();
    useDraftStore.getState().update({ residenceCountry: 'PL', personalData: { birthPlaceCountry: 'PL' } });
    const client = fakeClient('en', {}, { getPostalCodeAddresses: { status: 'success', postalCodeAddresses: { Warszawa: ['Marszałkowska'] } } });
    await renderFlow({ path: '/residence-details', locale: 'en', client, token: 't' });
    const postalCode = await screen.findByRole('textbox', { name: 'Postal code' });
    expect(entries()).toEqual([
      'Postal code: Enter the postal code.',
      'Town or city: Enter the town or city.',
      'Street: Enter the street.',
      'Building number: Enter the building number.',
      'Place of birth: Enter your place of birth.',
    ]);
    await user.type(postalCode, '00950');
    await waitFor(() => expect(screen.getByLabelText('Town or city')).toHaveValue('Warszawa'));
    await user.type(screen.getByLabelText('Street'), 'Marszałkowska');
    await user.type(screen.getByRole('textbox', { name: 'Place of birth' }), 'Kraków');
    expect(entries()).toEqual(['Building number: Enter the building number.']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(missingList()).getByRole('button', { name: 'Building number: Enter the building number.' }));
    expect(screen.getByRole('textbox', { name: 'Building number' })).toHaveFocus();
    await user.keyboard('1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('registration (Polish): the e-mail confirmation and Next say what they wait for, and the list follows the typing', async () => {
    const user = userEvent.setup();
    await renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Rozpocznij' }));
    await user.click(await screen.findByRole('radio', { name: 'Tak' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { level: 1, name: 'Załóż konto' });
    expect(screen.getByRole('button', { name: 'Potwierdź adres e-mail' })).toBeDisabled();
    expect(entries()).toEqual(['Adres e-mail: Podaj adres e-mail.']);
    await user.type(screen.getByLabelText('Adres e-mail'), 'jan@example');
    expect(entries()).toEqual(['Adres e-mail: Podaj poprawny adres e-mail, np. jan.kowalski@example.com.']);
    await user.type(screen.getByLabelText('Adres e-mail'), '.com');
    await user.click(screen.getByRole('button', { name: 'Potwierdź adres e-mail' }));
    expect(screen.getByRole('button', { name: 'Dalej' })).toBeDisabled();
    // A box whose label holds links is listed by its plain sentence, without the closing full stop.
    expect(entries()).toEqual([
      'Powtórz adres e-mail: Podaj adres e-mail jeszcze raz.',
      'Hasło: Wpisz hasło.',
      'Akceptuję regulamin i politykę prywatności: Zaakceptuj regulamin, aby przejść dalej.',
    ]);
    await user.click(within(missingList()).getByRole('button', { name: /^Akceptuję regulamin/ }));
    expect(screen.getByRole('checkbox', { name: 'Akceptuję regulamin i politykę prywatności.' })).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('currency: until a currency is chosen, the list names the select', async () => {
    const user: User = userEvent.setup();
    await renderFlow({ path: '/currency', locale: 'en', token: 't' });
    await screen.findByRole('heading', { level: 1 });
    expect(entries()).toEqual(['Account currency: Choose the currency of your account.']);
    await user.click(within(missingList()).getByRole('button', { name: /^Account currency:/ }));
    expect(screen.getByRole('combobox', { name: 'Account currency' })).toHaveFocus();
  });
});
