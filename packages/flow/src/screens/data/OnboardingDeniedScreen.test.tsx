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
    expect(screen.getByRole('link', { name: 'a@b.example' })).toHaveAttribute('href', 'mailto:a@b.example');
    expect(screen.getByRole('link', { name: '+48 1' })).toHaveAttribute('href', 'tel:+481');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('reads in Polish (the contact lines stay links)', async () => {
    await renderFlow({ path: '/denied', locale: 'pl', token: 't' });
    expect(await screen.findByRole('link', { name: 'a@b.example' })).toBeInTheDocument();
  });

  it('needs a session like every step after login', async () => {
    await renderFlow({ path: '/denied', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your session has ended' })).toBeInTheDocument();
  });
});
