import { axeViolations } from '@repo/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLIENT_ZONE_AUTO_FORM_MS,
  CLIENT_ZONE_SECOND_HEADLINE_MS,
  CLIENT_ZONE_TOKEN_POLL_MS,
  GO_TO_CLIENT_ZONE_DELAY_MS,
} from '../../../constants';
import { fakeClient, renderFlow, testBrand } from '../../../test/renderFlow';
import { resetFlow } from '../testSupport';
import { useClientZoneStore } from './clientZoneStore';
import { useDraftStore } from '../../../stores/draftStore';

interface Post {
  method: string;
  action: string;
  fields: Record<string, FormDataEntryValue>;
}
let submitted: Post[] = [];

beforeEach(() => {
  resetFlow();
  submitted = [];
  // jsdom cannot navigate: record the post instead.
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push({ method: this.method, action: this.action, fields: Object.fromEntries(new FormData(this)) });
  });
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const TOKEN_ANSWER = { status: 'success' as const, dataContent: { clientZoneToken: 'cz-token', autoLoginUrl: 'https://client.example/api/autoLogin' } };

describe('client-zone login (docs/spec/flow/screens.md#client-zone-login, docs/spec/flow/states.md#client-zone-login "Client zone login", docs/spec/flow/calls.md, docs/spec/flow/constants.md)', () => {
  it('changes the headline after 10 s, shows the form after 17 s and posts token and urlParams once the token is there', async () => {
    const client = fakeClient('en', {}, { errorsReport: TOKEN_ANSWER });
    await renderFlow({ path: '/client-zone-login', locale: 'en', client, token: 't', entryQuery: { from: 'newsletter', token: 'handoff' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'We are opening your account' })).toBeInTheDocument();
    // A reload lost the token kept in memory: errors-report gives it again.
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('errorsReport', {}));
    expect(await axeViolations(document.body)).toEqual([]);

    await advance(CLIENT_ZONE_SECOND_HEADLINE_MS - 500);
    expect(screen.getByRole('heading', { level: 1, name: 'We are opening your account' })).toBeInTheDocument();
    await advance(600);
    expect(screen.getByRole('heading', { level: 1, name: 'Almost there: we are preparing your client zone' })).toBeInTheDocument();

    await advance(CLIENT_ZONE_AUTO_FORM_MS - CLIENT_ZONE_SECOND_HEADLINE_MS - 600);
    expect(screen.queryByRole('button', { name: 'Go to your client zone' })).not.toBeInTheDocument();
    expect(submitted).toHaveLength(0);
    await advance(600);
    // The token is there already: the form posts as it appears, and stays for whoever clicks.
    expect(screen.getByRole('button', { name: 'Go to your client zone' })).toBeInTheDocument();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toEqual({ method: 'post', action: 'https://client.example/api/autoLogin', fields: { token: 'cz-token', urlParams: 'from=newsletter' } });
    // The token works once: it is forgotten once posted.
    expect(useClientZoneStore.getState().token).toBeNull();
    await advance(2_000);
    expect(submitted).toHaveLength(1);
  });

  it('without a token yet, never posts an empty one: it posts as soon as a slow answer brings the token (issue 17)', async () => {
    let answer: (value: typeof TOKEN_ANSWER) => void = () => {};
    const client = fakeClient('en', {}, { errorsReport: () => new Promise((resolve) => (answer = resolve)) });
    await renderFlow({ path: '/client-zone-login', locale: 'en', client, token: 't' });
    await screen.findByRole('heading', { level: 1, name: 'We are opening your account' });
    await advance(CLIENT_ZONE_AUTO_FORM_MS + 100);
    // The flow spec's "after 2 s regardless" would post an empty token, which the client zone can only refuse.
    await advance(5_000);
    expect(submitted).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Go to your client zone' })).not.toBeInTheDocument();
    await act(async () => answer(TOKEN_ANSWER));
    await advance(CLIENT_ZONE_TOKEN_POLL_MS);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.fields.token).toBe('cz-token');
    expect(submitted[0]!.action).toBe('https://client.example/api/autoLogin');
  });

  it('takes the token from the UserToken query parameter (docs/spec/flow/calls.md#client-zone-auto-login)', async () => {
    const client = fakeClient('en', {}, { errorsReport: { status: 'success' } });
    await renderFlow({ path: '/client-zone-login', locale: 'en', client, token: 't', entryQuery: { UserToken: 'from-query' } });
    await screen.findByRole('heading', { level: 1, name: 'We are opening your account' });
    expect(client.call).not.toHaveBeenCalledWith('errorsReport', expect.anything());
    await advance(CLIENT_ZONE_AUTO_FORM_MS + 50);
    await advance(CLIENT_ZONE_TOKEN_POLL_MS);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.fields.token).toBe('from-query');
  });

  it('accountOpen opens the account once and hands the token over to the client-zone login', async () => {
    const client = fakeClient('en', {}, { accountOpen: { ...TOKEN_ANSWER, next: 'errorsReport' } });
    // This tab registered (its draft has the residence country): no stored answers to fetch, only the calls counted.
    useDraftStore.getState().update({ residenceCountry: 'PL' });
    const { router } = await renderFlow({ path: '/account-open', locale: 'en', client, token: 't' });
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/client-zone-login'));
    expect(client.call).toHaveBeenCalledTimes(1);
    expect(client.call).toHaveBeenCalledWith('accountOpen', {});
    expect(useClientZoneStore.getState().token).toBe('cz-token');
    // The login screen already has the token: no second request.
    expect(client.call).not.toHaveBeenCalledWith('errorsReport', expect.anything());
    await advance(CLIENT_ZONE_AUTO_FORM_MS + 50);
    await advance(CLIENT_ZONE_TOKEN_POLL_MS);
    expect(submitted[0]!.fields.token).toBe('cz-token');
  });

  it('goToClientZone (no path of its own) posts to the client zone after 2 s', async () => {
    const client = fakeClient('en', {}, { errorsReport: TOKEN_ANSWER });
    const { router } = await renderFlow({ path: '/denied', locale: 'en', client, token: 't' });
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate({ to: '/client-zone-login', state: { stepName: 'goToClientZone' } }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('errorsReport', {}));
    await advance(GO_TO_CLIENT_ZONE_DELAY_MS - 300);
    expect(submitted).toHaveLength(0);
    await advance(400);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.fields.token).toBe('cz-token');
  });

  it('after the hand-over (Back from the client zone), says the account is open and where to log in — no loader, no "Try again", no banner (issue 14 finding 6)', async () => {
    const HANDED_OVER = 'Your account is open and you have already been taken to the client zone. Log in to the client zone with your client zone details.';
    const client = fakeClient('en', {}, { errorsReport: { status: 'error', globalError: HANDED_OVER, dataContent: { handedOver: true } } });
    await renderFlow({ path: '/client-zone-login', locale: 'en', client, token: 't', brand: { ...testBrand, clientZoneUrl: 'https://client.broker.test/login' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is open' })).toBeInTheDocument();
    expect(screen.getByText(HANDED_OVER)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to the client zone' })).toHaveAttribute('href', 'https://client.broker.test/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Opening your client zone…')).not.toBeInTheDocument();
    await advance(CLIENT_ZONE_AUTO_FORM_MS + 1_000);
    // Nothing changes and nothing is asked again: the account was handed over once.
    expect(screen.getByRole('heading', { level: 1, name: 'Your account is open' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(client.call.mock.calls.filter(([name]) => name === 'errorsReport')).toHaveLength(1);
    expect(submitted).toHaveLength(0);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('reads in Polish', async () => {
    await renderFlow({ path: '/client-zone-login', locale: 'pl', client: fakeClient('pl', {}, { errorsReport: TOKEN_ANSWER }), token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: /Otwieramy Twój rachunek|We are opening your account/ })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
