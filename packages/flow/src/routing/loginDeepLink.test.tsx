import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetFlow } from '../screens/data/testSupport';
import { renderFlow } from '../test/renderFlow';

beforeEach(resetFlow);

// Issue 18 item 6: "come back later, log in" needs /login to open from a bookmark or a reload, in a browser that has
// no residence answer of this application (docs/spec/flow/routes.md names /login among the pages that need no token).
describe('/login opened directly', () => {
  it('shows the login form, not the start page', async () => {
    const { router } = await renderFlow({ path: '/login', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to continue your application' })).toBeInTheDocument();
    expect(router.history.location.pathname).toBe('/onboarding/login');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toBeInTheDocument();
  });
});
