import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { choose, resetFlow } from '../screens/data/testSupport';
import { fakeClient, renderFlow } from '../test/renderFlow';

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
