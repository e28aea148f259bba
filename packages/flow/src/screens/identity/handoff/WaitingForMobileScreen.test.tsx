import { DESKTOP_WAITING_POLL_INTERVAL_MS, type StandardResponse } from '@onboarding/realform-api';
import { axeViolations } from '@repo/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraftStore } from '../../../stores/draftStore';
import { fakeClient, renderFlow, type FakeCallAnswer } from '../../../test/renderFlow';
import { advance, pathOf, resetIdentity, stepOf } from '../testSupport';

const fetchResult = vi.fn();
const PHONE_DONE = { journeyId: 'journey-7', backendUrl: 'https://scan.example/idscanenterprisesvc', gbgToken: 'desk-token', skipHybridUpload: 0 };
const DOCUMENTS = [{ IsValidated: true, HighLevelResult: 'Passed', IssuingCountryCode: 'POL', DocumentType: 'Passport', DocumentSide: 'Single' }];

beforeEach(() => {
  resetIdentity();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchResult.mockReset();
  vi.stubGlobal('fetch', fetchResult);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const callsOf = (client: { call: { mock: { calls: unknown[][] } } }, name: string) => client.call.mock.calls.filter(([called]) => called === name);

/** The waiting check answers "still waiting" until `done()` is called, then `answer`. */
function waitingCheck(answer: StandardResponse) {
  let finished = false;
  return {
    done: () => (finished = true),
    call: (() => (finished ? answer : { status: 'success', isDesktopWaiting: true })) as FakeCallAnswer,
  };
}

async function renderWaiting(check: FakeCallAnswer, calls: Readonly<Record<string, FakeCallAnswer>> = {}, locale: 'en' | 'pl' = 'en') {
  const client = fakeClient(locale, {}, { checkIfDesktopCanProceed: check, ...calls });
  const view = await renderFlow({ path: '/waiting-for-mobile', locale, client, token: 't' });
  await screen.findByRole('heading', { level: 1, name: /Czekamy na Twoje zdjęcie|Waiting for your photo/ });
  return { ...view, client };
}

describe('waiting for the phone (docs/spec/flow/screens.md#mobiledesktopiscompleted mobileDesktopIsCompleted, docs/spec/flow/states.md, docs/spec/flow/errors.md)', () => {
  it('shows a spinner, a disabled Next, the self-refresh note and the manual link, in Polish; axe passes', async () => {
    await renderWaiting({ status: 'success', isDesktopWaiting: true } as StandardResponse, {}, 'pl');
    expect(screen.getByRole('button', { name: 'Dalej' })).toBeDisabled();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it(`asks every ${DESKTOP_WAITING_POLL_INTERVAL_MS} ms; a passed journey of the phone is read and leads to uploadSucceeded`, async () => {
    fetchResult.mockImplementation(async () => new Response(JSON.stringify({ HighLevelResult: 'Passed', ProcessedDocuments: DOCUMENTS }), { status: 200 }));
    const check = waitingCheck({ status: 'success', isDesktopWaiting: false, next: 'uploadSucceeded', dataContent: PHONE_DONE } as StandardResponse);
    const { client, router } = await renderWaiting(check.call);
    await waitFor(() => expect(callsOf(client, 'checkIfDesktopCanProceed')).toHaveLength(1));
    await advance(DESKTOP_WAITING_POLL_INTERVAL_MS - 100);
    expect(callsOf(client, 'checkIfDesktopCanProceed')).toHaveLength(1);
    await advance(100);
    expect(callsOf(client, 'checkIfDesktopCanProceed')).toHaveLength(2);
    check.done();
    await advance(DESKTOP_WAITING_POLL_INTERVAL_MS);
    await waitFor(() => expect(pathOf(router)).toBe('/upload-succeeded'));
    expect(fetchResult).toHaveBeenCalledWith('https://scan.example/idscanenterprisesvc/journey/get?journeyId=journey-7', expect.objectContaining({ headers: expect.objectContaining({ authorization: 'Bearer desk-token' }) }));
    expect(useDraftStore.getState().scannedDocuments).toEqual(DOCUMENTS);
  });

  it('a journey that did not pass leads to uploadFailed with the server\'s text', async () => {
    fetchResult.mockImplementation(async () => new Response(JSON.stringify({ HighLevelResult: 'Refer', ProcessedDocuments: [] }), { status: 200 }));
    const { router } = await renderWaiting({
      status: 'success',
      isDesktopWaiting: false,
      next: 'uploadFailed',
      dataContent: { ...PHONE_DONE, uploadActionError: 'We could not read the document.', allowTryAgain: true },
    } as StandardResponse);
    await waitFor(() => expect(pathOf(router)).toBe('/upload-failed'));
    expect(await screen.findByText('We could not read the document.')).toBeInTheDocument();
  });

  it('a result that cannot be read leads to uploadFailed (docs/spec/flow/errors.md)', async () => {
    fetchResult.mockRejectedValue(new TypeError('network down'));
    const { router } = await renderWaiting({ status: 'success', isDesktopWaiting: false, next: 'uploadSucceeded', dataContent: PHONE_DONE } as StandardResponse);
    await waitFor(() => expect(pathOf(router)).toBe('/upload-failed'));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('without a journey id, skipHybridUpload 1 goes to personalDataConfirm', async () => {
    const { router } = await renderWaiting({ status: 'success', isDesktopWaiting: false, next: 'personalDataConfirm', dataContent: { skipHybridUpload: 1 } } as StandardResponse);
    await waitFor(() => expect(pathOf(router)).toBe('/personal-data'));
    expect(fetchResult).not.toHaveBeenCalled();
  });

  it('an error answer goes to the global banner and the page keeps asking', async () => {
    const { client } = await renderWaiting({ status: 'error', globalError: 'Please wait a moment.' } as StandardResponse);
    expect(await screen.findByText('Please wait a moment.')).toBeInTheDocument();
    await advance(DESKTOP_WAITING_POLL_INTERVAL_MS);
    expect(callsOf(client, 'checkIfDesktopCanProceed').length).toBeGreaterThanOrEqual(2);
  });

  it('an error with the restart flag restarts the session', async () => {
    const { router, tokenStore } = await renderWaiting({ status: 'error', restart: true, next: 'restart' } as StandardResponse);
    await waitFor(() => expect(stepOf(router)).toBe('restart'));
    expect(tokenStore.get()).toBeNull();
  });

  it('"go on here while your phone finishes" sends skip-desktop-waiting, stops asking and goes where the server says (issue 17)', async () => {
    const { client, router } = await renderWaiting({ status: 'success', isDesktopWaiting: true } as StandardResponse, {
      skipDesktopWaiting: { status: 'success', next: 'personalDataConfirm' },
    });
    await waitFor(() => expect(callsOf(client, 'checkIfDesktopCanProceed').length).toBeGreaterThanOrEqual(1));
    const goOn = screen.getByRole('button', { name: 'Go on here while your phone finishes' });
    expect(goOn).toHaveAccessibleDescription('Your phone can finish sending the photo while you fill in the next steps here.');
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(goOn);
    await waitFor(() => expect(pathOf(router)).toBe('/personal-data'));
    expect(client.call).toHaveBeenCalledWith('skipDesktopWaiting', {});
    expect(callsOf(client, 'abortMobile')).toHaveLength(0);
    const asked = callsOf(client, 'checkIfDesktopCanProceed').length;
    await advance(DESKTOP_WAITING_POLL_INTERVAL_MS * 2);
    expect(callsOf(client, 'checkIfDesktopCanProceed')).toHaveLength(asked);
  });

  it('when skip-desktop-waiting cannot reach the server, the page says so and keeps asking', async () => {
    const { client, router } = await renderWaiting({ status: 'success', isDesktopWaiting: true } as StandardResponse, {
      skipDesktopWaiting: () => Promise.reject(new TypeError('network down')),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await waitFor(() => expect(callsOf(client, 'checkIfDesktopCanProceed').length).toBeGreaterThanOrEqual(1));
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Go on here while your phone finishes' }));
    expect(await screen.findByText('We could not reach our server. Check your connection and try again.')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/waiting-for-mobile');
    const asked = callsOf(client, 'checkIfDesktopCanProceed').length;
    await advance(DESKTOP_WAITING_POLL_INTERVAL_MS);
    await waitFor(() => expect(callsOf(client, 'checkIfDesktopCanProceed').length).toBeGreaterThan(asked));
  });

  it('"continue without the phone" sends ABORT_MOBILE and goes where the server says', async () => {
    const { client, router } = await renderWaiting({ status: 'success', isDesktopWaiting: true } as StandardResponse, { abortMobile: { status: 'success', next: 'personalDataConfirm' } });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Continue without the phone' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('abortMobile', {}));
    await waitFor(() => expect(pathOf(router)).toBe('/personal-data'));
  });
});
