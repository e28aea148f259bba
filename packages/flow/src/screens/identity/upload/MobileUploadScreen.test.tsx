import type { StandardResponse } from '@onboarding/realform-api';
import { axeViolations } from '@repo/test-utils';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOURNEY_RESULT_DELAY_MS } from '../../../constants';
import { useDevice } from '../../../routing/device';
import { useDraftStore } from '../../../stores/draftStore';
import { fakeClient, renderFlow, type FakeCallAnswer } from '../../../test/renderFlow';
import { DOCUMENT_SELECTION_STORAGE_KEY } from '../shared/identityStorage';
import { advance, pathOf, resetIdentity, stepOf } from '../testSupport';
import { shownWidget, widget, widgetModule } from './testWidget';

vi.mock('@onboarding/idscan-widget', () => widgetModule);

const TOKEN: StandardResponse = { status: 'success', gbgToken: 'scan-token', journeyId: 'journey-9', clientId: 'c', backendUrl: 'https://scan.example/idscanenterprisesvc' };
const fetchResult = vi.fn();

beforeEach(() => {
  resetIdentity();
  useDevice.getState().set('mobile');
  widget.props = null;
  localStorage.setItem(DOCUMENT_SELECTION_STORAGE_KEY, JSON.stringify({ action: 'mobile-document-selection', documentType: 1 }));
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchResult.mockReset();
  vi.stubGlobal('fetch', fetchResult);
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderPhone(calls: Readonly<Record<string, FakeCallAnswer>> = {}, { stepName = 'desktopDocumentUpload', locale = 'en' as 'en' | 'pl' } = {}) {
  const client = fakeClient(locale, {}, { getIdscanToken: TOKEN, ...calls });
  const history = createMemoryHistory({ initialEntries: ['/onboarding/upload-document'] });
  history.replace('/onboarding/upload-document', { stepName } as never);
  const view = await renderFlow({ locale, client, token: 't', history });
  return { ...view, client };
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('phone upload (docs/spec/flow/screens.md#upload-document "Mobile: asks for camera permission…", docs/spec/flow/errors.md)', () => {
  it('the widget captures with the camera (its gateway asks for the camera), with help and files; Polish; axe passes', async () => {
    await renderPhone({}, { locale: 'pl' });
    expect(await screen.findByTestId('idscan-widget')).toHaveAttribute('data-input', 'CAMERA');
    expect(shownWidget()).toMatchObject({ device: 'mobile', steps: ['IDENTITY:FRONT', 'SELFIE'], journeyId: 'journey-9', locale: 'pl' });
    expect(screen.getByRole('heading', { level: 1, name: /Zrób zdjęcie dokumentu|Take a photo of your document/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Zamiast tego prześlij zdjęcie z plików|Upload a photo from my files instead/ })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('camera permission denied: the no-permission state, cameraPermissionDenied sent, and the file upload to the phone call', async () => {
    const { client, router } = await renderPhone({ mobileDocumentUpload: { status: 'success', next: 'uploadSucceeded' } });
    await screen.findByTestId('idscan-widget');
    await act(async () => shownWidget().onError?.({ kind: 'camera', details: { reason: 'permissionDenied' } } as never));
    await waitFor(() => expect(stepOf(router)).toBe('cameraPermissionDenied'));
    expect(await screen.findByRole('heading', { level: 2, name: 'The camera is blocked' })).toBeInTheDocument();
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('gbgStats', { status: 'cameraPermissionDenied', journeyId: 'journey-9' }));
    expect(await axeViolations(document.body)).toEqual([]);
    await user().upload(screen.getByLabelText(/Your document/), new File(['jpeg'], 'id.jpg', { type: 'image/jpeg' }));
    // The file is prepared (converted, compressed) before it is offered for sending.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send the photo' })).toBeEnabled());
    await user().click(screen.getByRole('button', { name: 'Send the photo' }));
    await waitFor(() => expect(client.upload).toHaveBeenCalledWith('mobileDocumentUpload', { documentSide: 'front', documentType: '1' }, { documentImage: expect.any(File) }));
    await waitFor(() => expect(pathOf(router)).toBe('/upload-succeeded'));
  });

  it('without a usable camera, the file upload appears instead', async () => {
    await renderPhone();
    await screen.findByTestId('idscan-widget');
    await act(async () => shownWidget().onError?.({ kind: 'camera', details: { reason: 'noSuitableCamera' } } as never));
    expect(await screen.findByLabelText(/Your document/)).toBeInTheDocument();
    expect(screen.queryByTestId('idscan-widget')).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Use the camera instead' }));
    expect(await screen.findByTestId('idscan-widget')).toBeInTheDocument();
  });

  it('a blank feed reported by the widget shows its state and sends cameraBlankFeedDetected', async () => {
    const { client, router } = await renderPhone();
    await screen.findByTestId('idscan-widget');
    await act(async () => shownWidget().onError?.({ kind: 'camera', details: { reason: 'blankFeed' } } as never));
    await waitFor(() => expect(stepOf(router)).toBe('cameraBlankFeedDetected'));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('gbgStats', { status: 'cameraBlankFeedDetected', journeyId: 'journey-9' }));
    await user().click(screen.getByRole('button', { name: 'Try the camera again' }));
    await waitFor(() => expect(stepOf(router)).toBe('desktopDocumentUpload'));
  });

  it('the help notification opens the instruction and the security popups', async () => {
    await renderPhone();
    await screen.findByTestId('idscan-widget');
    await user().click(screen.getByRole('button', { name: 'How to take the photo' }));
    expect(await screen.findByRole('dialog', { name: 'How to take the photo' })).toBeInTheDocument();
    await user().keyboard('{Escape}');
    await user().click(screen.getByRole('button', { name: 'Is my data safe?' }));
    expect(await screen.findByRole('dialog', { name: 'Security of your data' })).toHaveTextContent(/encrypted connection/);
  });

  it('on a hand-off phone the end goes to mobileReturnToDesktop, reported as a MOBILE scan', async () => {
    useDraftStore.getState().update({ handoffPhone: 'qrCode' });
    fetchResult.mockImplementation(async () => new Response(JSON.stringify({ HighLevelResult: 'Passed', ProcessedDocuments: [] }), { status: 200 }));
    const ended: StandardResponse = { status: 'success', next: 'mobileReturnToDesktop', dataContent: { uploadActionError: 'Your photo was sent to your computer.' } };
    const { client, router } = await renderPhone(
      {
        notifyJourney: (input) => (input.journeyStatus === 'end' ? ended : { status: 'success' }),
        documentMobileReturnToDesktop: { status: 'success', next: 'mobileReturnToDesktop' },
      },
      { stepName: 'mobileDocumentUpload' },
    );
    await screen.findByTestId('idscan-widget');
    await act(async () => (shownWidget().events?.end as (event: unknown) => void)({ journeyId: 'journey-9', result: 'Passed' }));
    await advance(JOURNEY_RESULT_DELAY_MS);
    await waitFor(() => expect(pathOf(router)).toBe('/return-to-desktop'));
    expect(await screen.findByText('Your photo was sent to your computer.')).toBeInTheDocument();
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('scanStatusReport', { type: 2, journeyId: 'journey-9', journeyStatus: 'passed', scanType: 'MOBILE' }));
  });

  it('a hand-off phone may skip the photo: skip-hybrid-upload, then back to the computer', async () => {
    useDraftStore.getState().update({ handoffPhone: 'mobile' });
    const { client, router } = await renderPhone(
      { skipHybridUpload: { status: 'success', next: 'mobileReturnToDesktop' }, documentMobileReturnToDesktop: { status: 'success' } },
      { stepName: 'mobileDocumentUpload' },
    );
    await user().click(await screen.findByRole('button', { name: 'Skip the photo and continue on the computer' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('skipHybridUpload', {}));
    await waitFor(() => expect(pathOf(router)).toBe('/return-to-desktop'));
  });

  it('a phone used for the whole application may upload later', async () => {
    const { client, router } = await renderPhone({ dataUploadChoice: { status: 'success', next: 'personalDataConfirm' } });
    await user().click(await screen.findByRole('button', { name: 'Skip this step and upload later' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('dataUploadChoice', { dataUploadChoice: 1 }));
    await waitFor(() => expect(pathOf(router)).toBe('/personal-data'));
  });

  it('the back of an ID card sent as a file is its own state: a thank-you and the back upload', async () => {
    await renderPhone({}, { stepName: 'mobileDocumentUploadBack' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Now the back of your document' })).toBeInTheDocument();
    expect(screen.getByText(/we have the front side/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Back of your document/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
