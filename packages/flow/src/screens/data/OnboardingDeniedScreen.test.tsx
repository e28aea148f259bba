import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFlow } from '../../test/renderFlow';
import { resetFlow } from './testSupport';

beforeEach(resetFlow);

describe('onboardingDenied (S0 §2)', () => {
  it('says the account cannot be opened and gives the contact e-mail and phone', async () => {
    await renderFlow({ path: '/denied', locale: 'en', token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'We cannot open an account for you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@broker.test' })).toHaveAttribute('href', 'mailto:help@broker.test');
    expect(screen.getByRole('link', { name: '+48 22 123 45 67' })).toHaveAttribute('href', 'tel:+48221234567');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('reads in Polish (the contact lines stay links)', async () => {
    await renderFlow({ path: '/denied', locale: 'pl', token: 't' });
    expect(await screen.findByRole('link', { name: 'help@broker.test' })).toBeInTheDocument();
  });

  it('needs a session like every step after login', async () => {
    await renderFlow({ path: '/denied', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your session has ended' })).toBeInTheDocument();
  });
});
