import { DESKTOP_QR_POLL_INTERVAL_MS, type StandardResponse } from '@onboarding/realform-api';
import { axeViolations } from '@repo/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraftStore } from '../../../stores/draftStore';
import { fakeClient, renderFlow, type FakeCallAnswer } from '../../../test/renderFlow';
import { advance, pathOf, resetIdentity, stepOf } from '../testSupport';

const QR_URL = 'https://onboarding.example/onboarding/?token=handoff-1&qrCode=true';

beforeEach(() => {
  resetIdentity();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const callsOf = (client: { call: { mock: { calls: unknown[][] } } }, name: string) => client.call.mock.calls.filter(([called]) => called === name);

async function renderHandoff(calls: Readonly<Record<string, FakeCallAnswer>> = {}, locale: 'en' | 'pl' = 'en') {
  const client = fakeClient(locale, {}, { mobileQrCodeUrl: { status: 'success', mobileQrUrl: QR_URL } as StandardResponse, mobileQrCodeScan: { status: 'success', isQrCodeScan: false } as StandardResponse, ...calls });
  const view = await renderFlow({ path: '/phone-number', locale, client, token: 't' });
  return { ...view, client };
}

describe('hand-off page (docs/spec/flow/screens.md#mobilesms "mobileSms / uploadPhone", docs/spec/flow/states.md)', () => {
  it('shows the QR code of the mobile URL by default, in Polish; axe passes', async () => {
    const { client } = await renderHandoff({}, 'pl');
    expect(await screen.findByRole('img', { name: /QR/ })).toBeInTheDocument();
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('mobileQrCodeUrl', {}));
    expect(screen.getByRole('button', { name: /Kod QR|QR code/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it(`asks every ${DESKTOP_QR_POLL_INTERVAL_MS} ms whether the phone confirmed the link, and goes to the waiting page when it did`, async () => {
    let scanned = false;
    const { client, router } = await renderHandoff({
      mobileQrCodeScan: () => (scanned ? { status: 'success', isQrCodeScan: true, next: 'mobileDesktopIsCompleted' } : { status: 'success', isQrCodeScan: false }) as StandardResponse,
    });
    await screen.findByRole('img', { name: /QR/ });
    await waitFor(() => expect(callsOf(client, 'mobileQrCodeScan')).toHaveLength(1));
    await advance(DESKTOP_QR_POLL_INTERVAL_MS - 100);
    expect(callsOf(client, 'mobileQrCodeScan')).toHaveLength(1);
    await advance(100);
    expect(callsOf(client, 'mobileQrCodeScan')).toHaveLength(2);
    scanned = true;
    await advance(DESKTOP_QR_POLL_INTERVAL_MS);
    await waitFor(() => expect(pathOf(router)).toBe('/waiting-for-mobile'));
    expect(stepOf(router)).toBe('mobileDesktopIsCompleted');
    await screen.findByRole('heading', { level: 1, name: 'Waiting for your photo' });
    // Polling stops on leaving the page.
    const polls = callsOf(client, 'mobileQrCodeScan').length;
    await advance(DESKTOP_QR_POLL_INTERVAL_MS * 3);
    expect(callsOf(client, 'mobileQrCodeScan')).toHaveLength(polls);
  });

  it('asks for a new QR link when the last one expired unused', async () => {
    let expired = true;
    const { client } = await renderHandoff({
      mobileQrCodeScan: () => {
        const answer = { status: 'success', isQrCodeScan: false, ...(expired ? { isQrCodeExpired: true } : {}) } as StandardResponse;
        expired = false;
        return answer;
      },
    });
    await screen.findByRole('img', { name: /QR/ });
    await waitFor(() => expect(callsOf(client, 'mobileQrCodeUrl')).toHaveLength(2));
  });

  it('the text-message method: phone, code, then the link is sent to the phone; the page keeps waiting', async () => {
    useDraftStore.getState().update({ phoneNumber: '600123456', phoneNumberPrefix: '+48' });
    const { client, router } = await renderHandoff({
      mobileSms: { status: 'success', dataContent: { sentSmsCount: 1, resendAfterSeconds: 30 } },
      mobileSmsCode: { status: 'success', dataContent: { handoffLinkSent: true } },
    });
    await user().click(await screen.findByRole('button', { name: 'Text message' }));
    await waitFor(() => expect(stepOf(router)).toBe('uploadPhone'));
    const send = await screen.findByRole('button', { name: 'Send the code' });
    expect(send).toBeEnabled();
    await user().click(send);
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('mobileSms', { phoneNumber: '600123456', phoneNumberPrefix: '+48', recaptchaToken: 'local-captcha.test', sentSmsCount: 1 }));
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: "Didn't get the code? Send it again" })).toBeDisabled();
    await user().type(screen.getByRole('textbox', { name: /Code from the text message/ }), '123456');
    await user().click(next);
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('mobileSmsCode', { phoneVerificationCode2: '123456' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Open the link on your phone' })).toBeInTheDocument();
    expect(screen.getByText(/\+48 600123456/)).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    expect(pathOf(router)).toBe('/phone-number');
  });

  it('the send button stays disabled until the number has 5 digits; "wrong phone" returns to the entry', async () => {
    const { router } = await renderHandoff({ mobileSms: { status: 'success', dataContent: { sentSmsCount: 1 } } });
    await user().click(await screen.findByRole('button', { name: 'Text message' }));
    await waitFor(() => expect(stepOf(router)).toBe('uploadPhone'));
    const number = await screen.findByRole('textbox', { name: /^Number|Mobile phone number/ });
    await user().type(number, '1234');
    expect(screen.getByRole('button', { name: 'Send the code' })).toBeDisabled();
    await user().type(number, '5');
    await user().click(screen.getByRole('button', { name: 'Send the code' }));
    await user().click(await screen.findByRole('button', { name: 'Wrong phone number? Change it' }));
    expect(await screen.findByRole('button', { name: 'Send the code' })).toBeInTheDocument();
  });

  it('"upload from this device" recommends the phone in a popup first, then chooses the desktop', async () => {
    const { client, router } = await renderHandoff({ mobileDesktopChoice: { status: 'success', next: 'desktopDocumentChoice' } });
    await user().click(await screen.findByRole('button', { name: 'Upload from this device', expanded: false }));
    const region = screen.getByRole('region', { name: 'Upload from this device' });
    await user().click(within(region).getByRole('button', { name: 'Upload from this device' }));
    const dialog = await screen.findByRole('dialog', { name: 'We recommend your phone' });
    await user().click(within(dialog).getByRole('button', { name: 'Upload from this device' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('mobileDesktopChoice', { mobileDesktopChoice: 2 }));
    await waitFor(() => expect(pathOf(router)).toBe('/document-selection'));
  });

  it('"upload later" goes to personalDataConfirm', async () => {
    const { client, router } = await renderHandoff({ dataUploadChoice: { status: 'success', next: 'personalDataConfirm' } });
    await user().click(await screen.findByRole('button', { name: 'Upload later', expanded: false }));
    await user().click(within(screen.getByRole('region', { name: 'Upload later' })).getByRole('button', { name: 'Upload later' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('dataUploadChoice', { dataUploadChoice: 1 }));
    await waitFor(() => expect(pathOf(router)).toBe('/personal-data'));
  });
});
