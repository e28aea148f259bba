import { axeViolations } from '@repo/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../brand/BrandConfig';
import { fakeClient, renderFlow, testBrand } from '../../test/renderFlow';
import { useDraftStore } from '../../stores/draftStore';
import { useFieldErrorsStore } from '../../stores/fieldErrorsStore';
import { useLockStore } from '../../stores/lockStore';

// Issue 18 item 7: the registration box "I accept the terms of service and the privacy policy" is acceptance of the
// terms, with real links to the brand's documents; marketing consent is a separate, optional, unticked box.

const PASSWORD = 'Tr4ding!Account';

const brandWithDocuments: BrandConfig = {
  ...testBrand,
  documents: [
    { id: 'TERMS', url: { pl: '/brand-files/pl/documents/pl/terms.pdf', default: '/brand-files/pl/documents/terms.pdf' } },
    { id: 'FEES', url: '/brand-files/pl/documents/fees.pdf' },
    { id: 'PRIVACY', url: 'https://www.broker.test/privacy' },
  ],
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useDraftStore.getState().reset();
  useFieldErrorsStore.getState().clearAll();
  useLockStore.getState().unlock();
});

async function toPasswordFilled(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Rozpocznij' }));
  await user.click(await screen.findByRole('radio', { name: 'Tak' }));
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
  await screen.findByRole('heading', { level: 1, name: 'Załóż konto' });
  await user.type(screen.getByLabelText('Adres e-mail'), 'jan@example.com');
  await user.click(screen.getByRole('button', { name: 'Potwierdź adres e-mail' }));
  await user.type(screen.getByLabelText('Powtórz adres e-mail'), 'jan@example.com');
  await user.type(screen.getByLabelText('Hasło', { exact: true }), PASSWORD);
}

describe('registration consent', () => {
  it('links the terms of service and the privacy policy in the label to the brand’s documents, each saying it opens a new tab', async () => {
    const user = userEvent.setup();
    await renderFlow({ brand: brandWithDocuments });
    await toPasswordFilled(user);
    const terms = screen.getByRole('link', { name: 'regulamin (otwiera się w nowej karcie)' });
    expect(terms).toHaveAttribute('href', '/brand-files/pl/documents/pl/terms.pdf');
    expect(terms).toHaveAttribute('target', '_blank');
    const privacy = screen.getByRole('link', { name: 'politykę prywatności (otwiera się w nowej karcie)' });
    expect(privacy).toHaveAttribute('href', 'https://www.broker.test/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy.getAttribute('rel')).toMatch(/noopener/);
    // The box itself keeps the plain sentence as its name.
    expect(screen.getByRole('checkbox', { name: 'Akceptuję regulamin i politykę prywatności.' })).not.toBeChecked();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('given a brand without such documents, shows the same words without links', async () => {
    const user = userEvent.setup();
    await renderFlow();
    await toPasswordFilled(user);
    expect(screen.getByRole('checkbox', { name: 'Akceptuję regulamin i politykę prywatności.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /regulamin|polityk/ })).not.toBeInTheDocument();
  });

  it('offers marketing as a separate, optional box that is not ticked, and Next does not need it', async () => {
    const user = userEvent.setup();
    await renderFlow({ brand: brandWithDocuments });
    await toPasswordFilled(user);
    const marketing = screen.getByRole('checkbox', { name: /informacje marketingowe/ });
    expect(marketing).not.toBeChecked();
    expect(marketing).not.toBeRequired();
    expect(marketing).not.toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Akceptuję regulamin i politykę prywatności.' }));
    expect(screen.getByRole('button', { name: 'Dalej' })).toBeEnabled();
  });

  it('sends the ticked terms box as termsAccepted and marketing as false when only the terms were accepted', async () => {
    const user = userEvent.setup();
    const client = fakeClient('pl', { newAccount: { status: 'success', next: 'desktopSms' } });
    await renderFlow({ client, token: 't', brand: brandWithDocuments });
    await toPasswordFilled(user);
    await user.click(screen.getByRole('checkbox', { name: 'Akceptuję regulamin i politykę prywatności.' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(client.newAccount).toHaveBeenCalled());
    expect(client.newAccount).toHaveBeenCalledWith(expect.objectContaining({ termsAccepted: true, marketingAgreement: false }));
  });

  it('sends marketingAgreement true only when the marketing box was ticked', async () => {
    const user = userEvent.setup();
    const client = fakeClient('pl', { newAccount: { status: 'success', next: 'desktopSms' } });
    await renderFlow({ client, token: 't' });
    await toPasswordFilled(user);
    await user.click(screen.getByRole('checkbox', { name: 'Akceptuję regulamin i politykę prywatności.' }));
    await user.click(screen.getByRole('checkbox', { name: /informacje marketingowe/ }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(client.newAccount).toHaveBeenCalled());
    expect(client.newAccount).toHaveBeenCalledWith(expect.objectContaining({ termsAccepted: true, marketingAgreement: true }));
  });

  it('never takes a draft saved before the change (the terms box as marketingAgreement) as marketing consent', async () => {
    sessionStorage.setItem('onboarding.draft', JSON.stringify({ state: { marketingAgreement: true, email: 'old@example.com' }, version: 0 }));
    await useDraftStore.persist.rehydrate();
    expect(useDraftStore.getState()).toMatchObject({ termsAccepted: true, marketingAgreement: false, email: 'old@example.com' });
  });
});
