import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@repo/test-utils';
import { renderFlow } from '../test/renderFlow';

describe('the cookie choice', () => {
  it('is asked on a first visit, and accepting remembers it and hides the banner', async () => {
    const user = userEvent.setup();
    const { consent, cookies } = await renderFlow({ locale: 'en', consentChosen: false });
    const banner = await screen.findByRole('region', { name: 'Cookies on this form' });
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(banner).getByRole('button', { name: 'Accept all cookies' }));
    expect(screen.queryByRole('region', { name: 'Cookies on this form' })).toBeNull();
    expect(consent.get()).toMatchObject({ analytics: true, marketing: true });
    expect(cookies.get('onboarding_consent')).toContain('analytics=1');
    // Focus was on the button that went with the banner: it lands on the step's heading, not on the page's body.
    await waitFor(() => expect(document.querySelector('[data-step-heading]')).toHaveFocus());
  });

  it('"Only necessary cookies" refuses analytics and marketing', async () => {
    const user = userEvent.setup();
    const { consent } = await renderFlow({ locale: 'en', consentChosen: false });
    await user.click(await screen.findByRole('button', { name: 'Only necessary cookies' }));
    expect(consent.hasChosen()).toBe(true);
    expect(consent.get()).toMatchObject({ analytics: false, marketing: false });
  });

  it('the cookie-settings link (docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer) opens the choice again, with focus on it and the current choice ticked', async () => {
    const user = userEvent.setup();
    const { consent } = await renderFlow({ locale: 'en' });
    expect(screen.queryByRole('region', { name: 'Cookies on this form' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    const heading = await screen.findByRole('heading', { name: 'Cookies on this form' });
    await waitFor(() => expect(heading).toHaveFocus());
    const analytics = screen.getByRole('checkbox', { name: /Analytics cookies/ });
    expect(analytics).not.toBeChecked();
    await user.click(analytics);
    await user.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(consent.get()).toMatchObject({ analytics: true, marketing: false });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus());
  });

  it('is in Polish on the Polish form', async () => {
    await renderFlow({ locale: 'pl', consentChosen: false });
    expect(await screen.findByRole('button', { name: 'Akceptuj wszystkie pliki cookie' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ustawienia plików cookie' })).toBeInTheDocument();
  });
});
