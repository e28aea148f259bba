import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { choose, resetFlow } from '../screens/data/testSupport';
import { useGlobalErrorStore } from '../stores/globalErrorStore';
import { fakeClient, renderFlow } from '../test/renderFlow';
import { useDraftStore } from '../stores/draftStore';

beforeEach(resetFlow);

// Issue 17 defect 1: after the browser's Back button the applicant submits a step the server has moved past. The
// server answers 409 `status: error` with `next` (the application's current step); the flow must take the applicant
// there with the explanation, not leave them on a screen whose every submit fails the same way.
describe('a submit the server refuses as out of order (after Back)', () => {
  const OUT_OF_ORDER = 'This step is not available now. We have taken you back to where your application is.';

  it("goes to the server's current step and says why", async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { currencyChoice: { status: 'error', globalError: OUT_OF_ORDER, next: 'riskAssessment' } });
    const { router } = await renderFlow({ path: '/currency', locale: 'en', client, token: 't' });
    await choose(user, /^Account currency/, /^EUR/);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/risk-assessment'));
    expect(await screen.findByText(OUT_OF_ORDER)).toBeVisible();
  });

  it('stays, with the message, when the refusal names no step', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { currencyChoice: { status: 'error', globalError: OUT_OF_ORDER } });
    const { router } = await renderFlow({ path: '/currency', locale: 'en', client, token: 't' });
    await choose(user, /^Account currency/, /^EUR/);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText(OUT_OF_ORDER)).toBeVisible();
    expect(router.history.location.pathname).toBe('/onboarding/currency');
  });
});

// Issue 17 proof (browser navigation): an error belongs to the screen it was shown on. After the explanation above,
// the browser's Back shows the earlier step; the banner saying "we have taken you back to where your application is"
// (or any other step's error) must not stand over it, where it is untrue and nothing on the page answers it.
describe("the browser's Back and Forward", () => {
  const OUT_OF_ORDER = 'This step is not available now. We have taken you back to where your application is.';

  it("leave a step's error behind: Back after the explanation shows the earlier step without it, and so does Forward", async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { currencyChoice: { status: 'error', globalError: OUT_OF_ORDER, next: 'riskAssessment' } });
    const { router } = await renderFlow({ path: '/currency', locale: 'en', client, token: 't' });
    await choose(user, /^Account currency/, /^EUR/);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText(OUT_OF_ORDER)).toBeVisible();
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/risk-assessment'));

    router.history.back();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose the currency of your account' })).toBeVisible();
    expect(screen.queryByText(OUT_OF_ORDER)).toBeNull();

    useGlobalErrorStore.getState().show('The code you entered is not correct.');
    router.history.forward();
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/risk-assessment'));
    await screen.findByRole('heading', { level: 1, name: 'Your financial situation' });
    expect(screen.queryByText('The code you entered is not correct.')).toBeNull();
  });
});

// A server newer than this build may name a step the route map has no row for: the applicant stays on the step they
// submitted, which they can submit again, rather than landing on a page of no step (docs/spec/flow/states.md#submit-engine).
describe('a step this build has no screen for', () => {
  it('keeps the applicant on the submitted step, free to submit again, and logs the name', async () => {
    const user = userEvent.setup();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const client = fakeClient('en', {}, { currencyChoice: { status: 'success', next: 'stepOfANewerServer' } as never });
    // This tab registered (its draft has the residence country): no stored answers to fetch, only the calls counted.
    useDraftStore.getState().update({ residenceCountry: 'PL' });
    const { router } = await renderFlow({ path: '/currency', locale: 'en', client, token: 't' });
    await choose(user, /^Account currency/, /^EUR/);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith('Step "stepOfANewerServer" has no screen in this build; staying'));
    expect(router.history.location.pathname).toBe('/onboarding/currency');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledTimes(2));
    info.mockRestore();
  });
});
