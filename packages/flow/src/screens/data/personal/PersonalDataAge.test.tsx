import '@repo/test-utils/dialog-polyfill';
import { axeViolations } from '@repo/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDenialStore } from '../../../stores/denialStore';
import { useDraftStore } from '../../../stores/draftStore';
import { fakeClient, renderFlow } from '../../../test/renderFlow';
import { fillDate, resetFlow } from '../testSupport';
import { GERMAN_PERSON as ADULT_GERMAN } from './personFixtures';

// Issue 18 item 2: "A typo in the birth year ends the application." The age rule shows under the field before
// anything is sent; a denial the server would still decide (from the identity document) is confirmed first.

const TODAY = new Date('2026-06-15T10:00:00Z');

beforeEach(() => {
  resetFlow();
  useDenialStore.getState().forget();
  // Only Date is faked: the browser's day the age is judged on (the server judges on its own clock).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});

afterEach(() => {
  vi.useRealTimers();
});


describe('personalDataConfirm: the age on the field (issue 18)', () => {
  it('given a birth year mistyped as 2010, says so under the date on blur, and Next stays disabled with that reason', async () => {
    const user = userEvent.setup();
    useDraftStore.getState().update({ personalData: { ...ADULT_GERMAN }, personalDataMode: 'edit' });
    const client = fakeClient('en');
    await renderFlow({ path: '/personal-data', locale: 'en', client, token: 't' });
    expect(await screen.findByRole('button', { name: 'Next' })).toBeEnabled();

    await fillDate(user, /^Date of birth/, '15', 7, '2010');
    await user.tab();
    const message = 'You must be at least 18 years old to open an account. Check the year of your date of birth.';
    // Under the field, as its error (announced with it), without waiting for the server.
    const group = screen.getByRole('group', { name: /^Date of birth/ });
    expect(within(group).getByText(message)).toBeInTheDocument();
    expect(client.validate).not.toHaveBeenCalledWith('dateOfBirth', expect.anything());
    // Next is disabled and the list next to it says why.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Date of birth: ${message}` })).toBeInTheDocument();

    // Corrected, the error goes and Next is back.
    await fillDate(user, /^Date of birth/, '15', 7, '1985');
    await user.tab();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('given a Polish PESEL whose digits say 2010, the PESEL field says so too', async () => {
    const user = userEvent.setup();
    useDraftStore.getState().update({
      personalData: { ...ADULT_GERMAN, citizenship: 'PL', birthPlaceCountry: 'PL', identificationNumber: '', noPesel: false, dateOfBirth: '2010-03-27', pesel: '' },
      personalDataMode: 'edit',
    });
    await renderFlow({ path: '/personal-data', locale: 'pl', token: 't' });
    const pesel = await screen.findByRole('textbox', { name: /^Numer PESEL/ });
    await user.type(pesel, '10232700005');
    await user.tab();
    expect(pesel).toHaveAccessibleDescription(/Według tego numeru PESEL nie masz ukończonych 18 lat/);
    expect(screen.getByRole('button', { name: 'Dalej' })).toBeDisabled();
  });

  it('given a year such as 1900, says the date is implausible', async () => {
    const user = userEvent.setup();
    useDraftStore.getState().update({ personalData: { ...ADULT_GERMAN }, personalDataMode: 'edit' });
    await renderFlow({ path: '/personal-data', locale: 'en', token: 't' });
    await screen.findByRole('button', { name: 'Next' });
    await fillDate(user, /^Date of birth/, '15', 7, '1900');
    await user.tab();
    const group = screen.getByRole('group', { name: /^Date of birth/ });
    expect(within(group).getByText('This date would make you more than 120 years old. Check the year of your date of birth.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('personalDataConfirm: confirmation before the application ends (issue 18)', () => {
  it('asks first when the server would end the application; going back sends nothing, confirming ends it and says why', async () => {
    const user = userEvent.setup();
    // This tab registered (its draft has the residence country): no stored answers to fetch, only the calls counted.
    useDraftStore.getState().update({ residenceCountry: 'DE' });
    useDraftStore.getState().update({ personalData: { ...ADULT_GERMAN }, personalDataMode: 'edit' });
    const client = fakeClient('en', {}, {
      personalDataConfirm: (input) =>
        input.confirmDenial === true
          ? { status: 'success', next: 'onboardingDenied', dataContent: { denial: { reason: 'underageDocument' } } }
          : { status: 'success', dataContent: { denialPending: { reason: 'underageDocument' } } },
    });
    const { router } = await renderFlow({ path: '/personal-data', locale: 'en', client, token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your identity document shows that you are under 18' });
    expect(dialog).toHaveTextContent('If you continue, your application ends');
    // How to reach the broker, right there (brand settings `contact`).
    expect(within(dialog).getByRole('link', { name: 'help@broker.test' })).toHaveAttribute('href', 'mailto:help@broker.test');
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Go back to my details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.history.location.pathname).toBe('/onboarding/personal-data');
    expect(client.call).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End my application' }));
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/denied'));
    expect(client.call).toHaveBeenLastCalledWith('personalDataConfirm', expect.objectContaining({ confirmDenial: true }));
    expect(await screen.findByText('Your identity document shows that you are under 18. We can open accounts only for adults.')).toBeInTheDocument();

    // The browser's Back lands on the denial again, never on a form whose every Next fails.
    router.history.back();
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/denied'));
    expect(await screen.findByRole('heading', { level: 1, name: 'We cannot open an account for you' })).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });
});
