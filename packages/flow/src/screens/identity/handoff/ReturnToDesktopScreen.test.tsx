import { RETURN_TO_DESKTOP_ATTEMPTS, RETURN_TO_DESKTOP_INTERVAL_MS, type StandardResponse } from '@onboarding/realform-api';
import { axeViolations } from '@repo/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraftStore } from '../../../stores/draftStore';
import { fakeClient, renderFlow } from '../../../test/renderFlow';
import { advance, resetIdentity, stepOf } from '../testSupport';

beforeEach(() => {
  resetIdentity();
  useDraftStore.getState().update({ handoffPhone: 'qrCode' });
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const callsOf = (client: { call: { mock: { calls: unknown[][] } } }, name: string) => client.call.mock.calls.filter(([called]) => called === name);

describe('return to desktop (docs/spec/flow/screens.md#mobilereturntodesktop mobileReturnToDesktop, docs/spec/flow/states.md)', () => {
  it('shows the uploadActionError message and the line about the computer, in Polish; axe passes', async () => {
    useDraftStore.getState().update({ uploadOutcome: { uploadActionError: 'Zdjęcie trafiło na komputer.', allowTryAgain: false } });
    await renderFlow({ path: '/return-to-desktop', locale: 'pl', token: 't' });
    expect(await screen.findByText('Zdjęcie trafiło na komputer.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Wróć do komputera|Go back to your computer/ })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it(`notifies the server up to ${RETURN_TO_DESKTOP_ATTEMPTS} times ${RETURN_TO_DESKTOP_INTERVAL_MS} ms apart and shows its answer`, async () => {
    let tries = 0;
    const client = fakeClient('en', {}, {
      documentMobileReturnToDesktop: () => {
        tries += 1;
        if (tries < RETURN_TO_DESKTOP_ATTEMPTS) throw new Error('offline');
        return { status: 'success', next: 'mobileReturnToDesktop', dataContent: { uploadActionError: 'Your photo was sent to your computer.' } } as StandardResponse;
      },
    });
    await renderFlow({ path: '/return-to-desktop', locale: 'en', client, token: 't' });
    await waitFor(() => expect(callsOf(client, 'documentMobileReturnToDesktop')).toHaveLength(1));
    await advance(RETURN_TO_DESKTOP_INTERVAL_MS - 100);
    expect(callsOf(client, 'documentMobileReturnToDesktop')).toHaveLength(1);
    await advance(100);
    expect(callsOf(client, 'documentMobileReturnToDesktop')).toHaveLength(2);
    await advance(RETURN_TO_DESKTOP_INTERVAL_MS);
    expect(callsOf(client, 'documentMobileReturnToDesktop')).toHaveLength(3);
    expect(await screen.findByText('Your photo was sent to your computer.')).toBeInTheDocument();
    await advance(RETURN_TO_DESKTOP_INTERVAL_MS * 3);
    expect(callsOf(client, 'documentMobileReturnToDesktop')).toHaveLength(3);
  });

  it('after 3 failed tries says so and offers to try again', async () => {
    const client = fakeClient('en', {}, { documentMobileReturnToDesktop: { status: 'error', globalError: 'busy' } as StandardResponse });
    await renderFlow({ path: '/return-to-desktop', locale: 'en', client, token: 't' });
    await advance(RETURN_TO_DESKTOP_INTERVAL_MS * RETURN_TO_DESKTOP_ATTEMPTS);
    const again = await screen.findByRole('button', { name: 'Try again' });
    expect(callsOf(client, 'documentMobileReturnToDesktop')).toHaveLength(RETURN_TO_DESKTOP_ATTEMPTS);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(again);
    await waitFor(() => expect(callsOf(client, 'documentMobileReturnToDesktop')).toHaveLength(RETURN_TO_DESKTOP_ATTEMPTS + 1));
  });

  it('a signed-out phone goes to restart', async () => {
    const client = fakeClient('en', {}, { documentMobileReturnToDesktop: { status: 'error', next: 'restart', restart: true } as StandardResponse });
    const { router } = await renderFlow({ path: '/return-to-desktop', locale: 'en', client, token: 't' });
    await waitFor(() => expect(stepOf(router)).toBe('restart'));
  });
});
