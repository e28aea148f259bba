import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '../../stores/draftStore';
import { useFieldErrorsStore } from '../../stores/fieldErrorsStore';
import { useLockStore } from '../../stores/lockStore';
import { isReturningVisitor, RETURNING_VISITOR_STORAGE_KEY } from '../../stores/returningVisitor';
import { fakeClient, renderFlow } from '../../test/renderFlow';

const PASSWORD = 'Tr4ding!Account';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useDraftStore.getState().reset();
  useFieldErrorsStore.getState().clearAll();
  useLockStore.getState().unlock();
});

/** The Polish page's registration, filled in completely and sent. */
async function register(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Rozpocznij' }));
  await user.click(await screen.findByRole('radio', { name: 'Tak' }));
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
  await screen.findByRole('heading', { level: 1, name: 'Załóż konto' });
  await user.type(screen.getByLabelText('Adres e-mail'), 'jan@example.com');
  await user.click(screen.getByRole('button', { name: 'Potwierdź adres e-mail' }));
  await user.type(screen.getByLabelText('Powtórz adres e-mail'), 'jan@example.com');
  await user.type(screen.getByLabelText('Hasło', { exact: true }), PASSWORD);
  await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: 'Log in to continue your application' }, { timeout: 10_000 });
  await user.type(screen.getByLabelText('E-mail address'), 'jan@example.com');
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the returning-visitor flag (docs/spec/flow/entities.md#local-storage-and-cookies local storage)', () => {
  it('is set once registration is accepted, so the next visit offers "Log in" first', async () => {
    const user = userEvent.setup();
    const client = fakeClient('pl', { newAccount: { status: 'success', next: 'desktopSms' } });
    await renderFlow({ locale: 'pl', client, token: 't' });
    expect(isReturningVisitor()).toBe(false);
    await register(user);
    await screen.findByRole('heading', { level: 1, name: 'Potwierdź numer telefonu' });
    expect(localStorage.getItem(RETURNING_VISITOR_STORAGE_KEY)).toBe('1');
  });

  it('is not set when registration is refused', async () => {
    const user = userEvent.setup();
    const client = fakeClient('pl', { newAccount: { status: 'error', errors: { email: ['Ten adres jest nieprawidłowy.'] } } });
    await renderFlow({ locale: 'pl', client, token: 't' });
    await register(user);
    await screen.findByRole('link', { name: 'Ten adres jest nieprawidłowy.' });
    expect(isReturningVisitor()).toBe(false);
  });

  it('is set by a log-in that is accepted, not by one that is refused', async () => {
    const user = userEvent.setup();
    const refused = fakeClient('en', { newLogin: { status: 'error', globalError: 'The e-mail or the password is wrong.' } });
    const first = await renderFlow({ path: '/login', locale: 'en', client: refused, token: 't' });
    await logIn(user);
    await screen.findByText('The e-mail or the password is wrong.');
    expect(isReturningVisitor()).toBe(false);
    first.unmount();

    useLockStore.getState().unlock();
    const accepted = fakeClient('en', { newLogin: { status: 'success', next: 'desktopSms' } });
    await renderFlow({ path: '/login', locale: 'en', client: accepted, token: 't' });
    await logIn(user);
    await waitFor(() => expect(isReturningVisitor()).toBe(true));
  });
});
