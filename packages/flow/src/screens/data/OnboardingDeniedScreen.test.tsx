import { axeViolations } from '@repo/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DENIAL_STORAGE_KEY, useDenialStore } from '../../stores/denialStore';
import { useDraftStore } from '../../stores/draftStore';
import { fakeClient, renderFlow, testBrand } from '../../test/renderFlow';
import { resetFlow } from './testSupport';

// Contact details as a broker sets them in its brand settings (reserved example values).
const brand = { ...testBrand, contact: { email: 'support@dm.example', phone: '+48 (22) 000 00 00', hours: { pl: 'pon.–pt. 8:00–18:00', default: 'Mon–Fri 8:00–18:00' } } };

beforeEach(() => {
  resetFlow();
  useDenialStore.getState().forget();
});

describe('onboardingDenied (docs/spec/flow/screens.md#onboardingdenied; issue 18: says why and how to contact the broker)', () => {
  it('says why — the reason the server gave — and how to reach the broker, with the phone hours', async () => {
    useDenialStore.getState().remember({ token: 't', reason: 'underageDocument' });
    await renderFlow({ path: '/denied', locale: 'en', token: 't', brand });
    expect(await screen.findByRole('heading', { level: 1, name: 'We cannot open an account for you' })).toBeInTheDocument();
    expect(screen.getByText('Your identity document shows that you are under 18. We can open accounts only for adults.')).toBeInTheDocument();
    expect(screen.getByText('If you think this is a mistake, or you have questions, contact us:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@dm.example' })).toHaveAttribute('href', 'mailto:support@dm.example');
    expect(screen.getByRole('link', { name: '+48 (22) 000 00 00' })).toHaveAttribute('href', 'tel:+48220000000');
    expect(screen.getByText(/Mon–Fri 8:00–18:00/)).toBeInTheDocument();
    // Nothing left to fill in: no "About 0 minutes to finish".
    expect(screen.queryByText(/minutes? to finish/)).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('reads in Polish, the hours in Polish too', async () => {
    useDenialStore.getState().remember({ token: 't', reason: 'underageDocument' });
    await renderFlow({ path: '/denied', locale: 'pl', token: 't', brand });
    expect(await screen.findByText(/pon\.–pt\. 8:00–18:00/)).toBeInTheDocument();
    expect(screen.queryByText(/Your identity document/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@dm.example' })).toBeInTheDocument();
  });

  it('given the step sent again after the browser\'s Back, the server\'s 409 takes the applicant to the denial with its reason', async () => {
    const user = userEvent.setup();
    useDraftStore.getState().update({ currencyChoice: 1 });
    const client = fakeClient('en', {}, { currencyChoice: { status: 'error', next: 'onboardingDenied', dataContent: { denial: { reason: 'underage' } } } });
    const { router } = await renderFlow({ path: '/currency', locale: 'en', client, token: 't', brand });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/denied'));
    expect(await screen.findByText('The date of birth you gave shows that you are under 18. We can open accounts only for adults.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after a reload the reason is still there, and any step of the denied session opens the denial', async () => {
    sessionStorage.setItem(DENIAL_STORAGE_KEY, JSON.stringify({ state: { denial: { token: 't', reason: 'underageDocument' } }, version: 0 }));
    await useDenialStore.persist.rehydrate();
    const { router } = await renderFlow({ path: '/residence-details', locale: 'en', token: 't', brand });
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/denied'));
    expect(await screen.findByText(/Your identity document shows that you are under 18/)).toBeInTheDocument();
  });

  it('a new session in the same tab (another token) is not denied', async () => {
    useDenialStore.getState().remember({ token: 'old', reason: 'underageDocument' });
    const { router } = await renderFlow({ path: '/currency', locale: 'en', token: 'new', brand });
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(router.history.location.pathname).toBe('/onboarding/currency');
  });

  it('without a reason known to this tab, says it in general; without contact settings, no contact lines', async () => {
    await renderFlow({ path: '/denied', locale: 'en', token: 't', brand: { ...testBrand, contact: undefined } });
    expect(await screen.findByText('Based on the information you gave, we are unable to open a trading account for you at this time.')).toBeInTheDocument();
    expect(screen.queryByText(/contact us/)).not.toBeInTheDocument();
  });

  it('needs a session like every step after login', async () => {
    await renderFlow({ path: '/denied', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your session has ended' })).toBeInTheDocument();
  });
});
