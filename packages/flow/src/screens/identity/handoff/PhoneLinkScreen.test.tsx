import { MOBILE_QR_POLL_INTERVAL_MS, MOBILE_QR_POLL_MAX_MS, type StandardResponse } from '@onboarding/realform-api';
import { axeViolations } from '@repo/test-utils';
import { createMemoryHistory, isRedirect } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraftStore } from '../../../stores/draftStore';
import { fakeClient, renderFlow, type FakeCallAnswer } from '../../../test/renderFlow';
import { phoneLinkOf, phoneLinkRedirect, type PhoneLink } from '../shared/phoneLink';
import { advance, pathOf, resetIdentity, stepOf } from '../testSupport';
import { DEVICE_ID_STORAGE_KEY } from './PhoneLinkScreen';

beforeEach(() => {
  resetIdentity();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const callsOf = (client: { call: { mock: { calls: unknown[][] } } }, name: string) => client.call.mock.calls.filter(([called]) => called === name);

/** The phone as the entry route's redirect leaves it: the link in the history state, no session yet. */
async function openLink(link: PhoneLink, answer: FakeCallAnswer, locale: 'en' | 'pl' = 'en') {
  const client = fakeClient(locale, {}, { mobileQrCodeScan: answer });
  const history = createMemoryHistory({ initialEntries: ['/onboarding/document-selection'] });
  history.replace('/onboarding/document-selection', { stepName: 'mobileDocumentChoice', phoneLink: link } as never);
  const view = await renderFlow({ locale, client, history });
  return { ...view, client };
}

describe('the hand-off link on the phone (docs/spec/flow/screens.md#mobilesms, docs/spec/flow/states.md#mobile-qr-page "Mobile QR page", docs/spec/flow/errors.md)', () => {
  it('recognises the link parameters: token with qrCode=true or mobile=true', () => {
    expect(phoneLinkOf('?token=abc&qrCode=true')).toEqual({ token: 'abc', channel: 'qrCode' });
    expect(phoneLinkOf('?mobile=true&token=abc')).toEqual({ token: 'abc', channel: 'mobile' });
    expect(phoneLinkOf('?token=abc')).toBeNull();
    expect(phoneLinkOf('?qrCode=true')).toBeNull();
    expect(phoneLinkOf('')).toBeNull();
  });

  it('the entry route sends a link to the document selection with the link out of the address bar', () => {
    expect(() => phoneLinkRedirect({ searchStr: '?from=mail' })).not.toThrow();
    let thrown: unknown;
    try {
      phoneLinkRedirect({ searchStr: '?token=abc&qrCode=true' });
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown)).toBe(true);
    const options = (thrown as { options: { to: string; state: unknown; search?: unknown } }).options;
    expect(options.to).toBe('/document-selection');
    expect(options.state).toEqual({ stepName: 'mobileDocumentChoice', phoneLink: { token: 'abc', channel: 'qrCode' } });
    expect(options.search).toBeUndefined();
  });

  it('confirms the link with its token and a device id, then shows the step the server names, in its own session', async () => {
    const { client, router, tokenStore } = await openLink({ token: 'handoff-1', channel: 'qrCode' }, {
      status: 'success',
      next: 'mobileDocumentChoice',
      isQrCodeScan: true,
    } as StandardResponse);
    await waitFor(() => expect(callsOf(client, 'mobileQrCodeScan')).toHaveLength(1));
    expect(callsOf(client, 'mobileQrCodeScan')[0]![1]).toEqual({ qrCodeScan: true, deviceId: sessionStorage.getItem(DEVICE_ID_STORAGE_KEY) });
    // The fake client does not rotate tokens: the link's token is what the store holds for the call.
    expect(tokenStore.get()).toBe('handoff-1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Passport' })).toBeInTheDocument());
    expect(stepOf(router)).toBe('mobileDocumentChoice');
    expect(router.history.location.state).not.toHaveProperty('phoneLink');
    expect(useDraftStore.getState().handoffPhone).toBe('qrCode');
  });

  it('a link opened at the entry URL is confirmed and the token leaves the address bar', async () => {
    const client = fakeClient('en', {}, { mobileQrCodeScan: { status: 'success', next: 'mobileDocumentChoice', isQrCodeScan: true } as StandardResponse });
    const { router } = await renderFlow({ path: '/?token=handoff-4&qrCode=true', locale: 'en', client });
    await waitFor(() => expect(callsOf(client, 'mobileQrCodeScan')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'ID card' })).toBeInTheDocument());
    expect(pathOf(router)).toBe('/document-selection');
    expect(router.history.location.search).toBe('');
  });

  it(`tries every ${MOBILE_QR_POLL_INTERVAL_MS} ms for up to ${MOBILE_QR_POLL_MAX_MS} ms, then offers to try again`, async () => {
    const { client } = await openLink({ token: 'handoff-2', channel: 'mobile' }, () => {
      throw new Error('offline');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connecting your phone' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await waitFor(() => expect(callsOf(client, 'mobileQrCodeScan')).toHaveLength(1));
    await advance(MOBILE_QR_POLL_INTERVAL_MS);
    expect(callsOf(client, 'mobileQrCodeScan')).toHaveLength(2);
    await advance(MOBILE_QR_POLL_MAX_MS);
    expect(callsOf(client, 'mobileQrCodeScan')).toHaveLength(MOBILE_QR_POLL_MAX_MS / MOBILE_QR_POLL_INTERVAL_MS + 1);
    const again = await screen.findByRole('button', { name: 'Try again' });
    await advance(MOBILE_QR_POLL_INTERVAL_MS * 3);
    expect(callsOf(client, 'mobileQrCodeScan')).toHaveLength(MOBILE_QR_POLL_MAX_MS / MOBILE_QR_POLL_INTERVAL_MS + 1);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(again);
    await waitFor(() => expect(callsOf(client, 'mobileQrCodeScan').length).toBeGreaterThan(MOBILE_QR_POLL_MAX_MS / MOBILE_QR_POLL_INTERVAL_MS + 1));
  });

  it('an expired, unknown or already used link goes to restart with the server\'s message (docs/spec/flow/errors.md#global-error)', async () => {
    const { router, tokenStore } = await openLink({ token: 'handoff-3', channel: 'qrCode' }, {
      status: 'error',
      next: 'restart',
      restart: true,
      globalError: 'This link has expired. Open the form again on your computer.',
    } as StandardResponse);
    await waitFor(() => expect(stepOf(router)).toBe('restart'));
    expect(pathOf(router)).toBe('/login');
    expect(tokenStore.get()).toBeNull();
    expect(await screen.findByText('This link has expired. Open the form again on your computer.')).toBeInTheDocument();
  });

  it('without a link or a session, the document selection sends the applicant to restart', async () => {
    const { router } = await renderFlow({ path: '/document-selection', locale: 'en' });
    await waitFor(() => expect(stepOf(router)).toBe('restart'));
  });
});
