import { IDSCAN_TOKEN_ATTEMPTS, IDSCAN_TOKEN_RETRY_INTERVAL_MS, UPLOAD_INACTIVITY_TIMEOUT_MS, type StandardResponse } from '@onboarding/realform-api';
import { axeViolations } from '@repo/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOURNEY_RESULT_DELAY_MS, NO_JOURNEY_ID_FAILURE_MS, SCAN_TRANSFER_TIMEOUT_MS } from '../../../constants';
import { CURRENT_STEP_STORAGE_KEY } from '../../../layout/RouteEffects';
import { useDraftStore } from '../../../stores/draftStore';
import { fakeClient, renderFlow, type FakeCallAnswer } from '../../../test/renderFlow';
import { DOCUMENT_SELECTION_STORAGE_KEY } from '../shared/identityStorage';
import { advance, pathOf, resetIdentity, stepOf } from '../testSupport';
import { shownWidget, widget, widgetModule } from './testWidget';

vi.mock('@onboarding/idscan-widget', () => widgetModule);

const SESSION = { gbgToken: 'scan-token', journeyId: 'journey-1', clientId: 'client-1', backendUrl: 'https://scan.example/idscanenterprisesvc' };
const TOKEN: StandardResponse = { status: 'success', ...SESSION };
const PASSED = {
  HighLevelResult: 'Passed',
  ProcessedDocuments: [{ IsValidated: true, HighLevelResult: 'Passed', IssuingCountryCode: 'POL', DocumentType: 'IdentityCard', DocumentSide: 'Front' }],
};
const REFER = { ...PASSED, HighLevelResult: 'Refer' };

const fetchResult = vi.fn();

beforeEach(() => {
  resetIdentity();
  widget.props = null;
  localStorage.setItem(DOCUMENT_SELECTION_STORAGE_KEY, JSON.stringify({ action: 'desktop-document-selection', documentType: 2 }));
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchResult.mockReset();
  vi.stubGlobal('fetch', fetchResult);
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderUpload(calls: Readonly<Record<string, FakeCallAnswer>> = {}, locale: 'en' | 'pl' = 'en') {
  const client = fakeClient(locale, {}, { getIdscanToken: TOKEN, ...calls });
  const view = await renderFlow({ path: '/upload-document', locale, client, token: 't' });
  await screen.findByTestId('idscan-widget');
  return { ...view, client };
}

/** Plays a widget event, as the widget calls it. */
const play = async <K extends keyof NonNullable<ReturnType<typeof shownWidget>['events']>>(type: K, payload: unknown) =>
  act(async () => {
    (shownWidget().events?.[type] as ((event: unknown) => void) | undefined)?.(payload);
  });

const callsOf = (client: { call: { mock: { calls: unknown[][] } } }, name: string) => client.call.mock.calls.filter(([called]) => called === name).map(([, input]) => input);

describe('desktop upload (docs/spec/flow/screens.md#mobilesms, docs/spec/flow/states.md#upload-and-hand-off "Upload and hand-off")', () => {
  it('gets the scan token and hosts the widget for the chosen document, with the manual upload, tips, help and skip; axe passes', async () => {
    const { client } = await renderUpload({}, 'pl');
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('getIdscanToken', {}));
    expect(shownWidget()).toMatchObject({ token: 'scan-token', journeyId: 'journey-1', backendUrl: SESSION.backendUrl, locale: 'pl', device: 'desktop', showResults: false });
    // An ID card: front and back (docs/spec/flow/entities.md#document-type "Document type (first form)"), then the selfie the server compares with it.
    expect(shownWidget().steps).toEqual(['IDENTITY:FRONT', 'IDENTITY:BACK', 'SELFIE']);
    expect(screen.getByRole('heading', { level: 1, name: /Zrób zdjęcie dokumentu|Take a photo of your document/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Wskazówki|Tips for a good photo/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pomiń ten krok|Skip this step/ })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('given a passport, the widget asks for the front only, then the selfie', async () => {
    localStorage.setItem(DOCUMENT_SELECTION_STORAGE_KEY, JSON.stringify({ action: 'desktop-document-selection', documentType: 1 }));
    await renderUpload();
    expect(shownWidget().steps).toEqual(['IDENTITY:FRONT', 'SELFIE']);
  });

  it("configures the widget with the server's steps for the application's document, not a choice this browser remembers (issue 17)", async () => {
    // This browser remembers an ID card from an earlier application; the server's application chose a passport.
    await renderUpload({ getIdscanToken: { ...TOKEN, captureSteps: ['IDENTITY:FRONT', 'SELFIE'] } });
    expect(shownWidget().steps).toEqual(['IDENTITY:FRONT', 'SELFIE']);
  });

  it(`tries the scan token ${IDSCAN_TOKEN_ATTEMPTS} times ${IDSCAN_TOKEN_RETRY_INTERVAL_MS} ms apart, then shows uploadException`, async () => {
    const client = fakeClient('en', {}, { getIdscanToken: { status: 'error', globalError: 'busy' } });
    const { router } = await renderFlow({ path: '/upload-document', locale: 'en', client, token: 't' });
    await waitFor(() => expect(callsOf(client, 'getIdscanToken')).toHaveLength(1));
    await advance(IDSCAN_TOKEN_RETRY_INTERVAL_MS - 100);
    expect(callsOf(client, 'getIdscanToken')).toHaveLength(1);
    await advance(100);
    expect(callsOf(client, 'getIdscanToken')).toHaveLength(2);
    await advance(IDSCAN_TOKEN_RETRY_INTERVAL_MS * (IDSCAN_TOKEN_ATTEMPTS - 2));
    expect(callsOf(client, 'getIdscanToken')).toHaveLength(IDSCAN_TOKEN_ATTEMPTS);
    await waitFor(() => expect(pathOf(router)).toBe('/upload-exception'));
    expect(stepOf(router)).toBe('uploadException');
    expect(screen.queryByTestId('idscan-widget')).not.toBeInTheDocument();
  });

  it('when the server says the document is already done (Back from its result), gives way to it at once, in its place in the history and with no error — not uploadException', async () => {
    const client = fakeClient('en', {}, {
      getIdscanToken: { status: 'error', globalError: 'This step is not available now. We have taken you back to where your application is.', next: 'uploadSucceeded' },
    });
    const { router } = await renderFlow({ path: '/upload-document', locale: 'en', client, token: 't' });
    const historyLength = router.history.length;
    await waitFor(() => expect(stepOf(router)).toBe('uploadSucceeded'));
    expect(callsOf(client, 'getIdscanToken')).toHaveLength(1);
    expect(router.history.length).toBe(historyLength);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns journey events into notify-journey calls; a transfer shows the loader and reports the attempt', async () => {
    const { client } = await renderUpload();
    await play('start', { journeyId: 'journey-1' });
    await play('displayStep', { journeyId: 'journey-1', flowState: 'IDENTITY:FRONT', inputProvider: 'FILESYSTEM', currentResult: 'Undefined' });
    await play('transferStarted', { journeyId: 'journey-1', flowState: 'IDENTITY:FRONT', attempt: 1 });
    expect(screen.getByText('Checking your photo…')).toBeInTheDocument();
    await advance(2_000);
    await play('transferComplete', { journeyId: 'journey-1', flowState: 'IDENTITY:FRONT', answer: { CurrentResult: 'Passed', Checks: {} } });
    expect(screen.queryByText('Checking your photo…')).not.toBeInTheDocument();
    await play('progress', { journeyId: 'journey-1', action: 'IDENTITY:BACK' });
    await play('clear', { journeyId: 'journey-1' });
    expect(callsOf(client, 'notifyJourney').map((input) => (input as { journeyStatus: string }).journeyStatus)).toEqual([
      'start',
      'displaystep',
      'transferstarted',
      'transfercomplete',
      'progress',
      'clear',
    ]);
    const [attempt] = callsOf(client, 'scanStatusReport') as Record<string, unknown>[];
    expect(attempt).toMatchObject({
      type: 1,
      journeyId: 'journey-1',
      attemptNumber: 1,
      isValidated: true,
      status: 'Passed',
      documentType: 'IdentityCard',
      documentSide: 'IDENTITY:FRONT',
      scanType: 'DESKTOP',
    });
    expect((attempt!.endTimestamp as number) - (attempt!.startTimestamp as number)).toBeGreaterThanOrEqual(1);
    // docs/spec/flow/states.md#journey-events: progress to IDENTITY:BACK — the thank-you for the front side.
    expect(screen.getByText(/we have the front side/)).toBeInTheDocument();
  });

  it('a failed result from file-system input asks to upload again', async () => {
    await renderUpload();
    await play('displayStep', { journeyId: 'journey-1', flowState: 'IDENTITY:FRONT', inputProvider: 'FILESYSTEM', currentResult: 'Failed' });
    expect(screen.getByRole('heading', { level: 1, name: 'Upload the photo again' })).toBeInTheDocument();
    await play('displayStep', { journeyId: 'journey-1', flowState: 'IDENTITY:FRONT', inputProvider: 'CAMERA', currentResult: 'Undefined' });
    expect(screen.getByRole('heading', { level: 1, name: 'Upload the photo again' })).toBeInTheDocument();
    await play('transferComplete', { journeyId: 'journey-1', flowState: 'IDENTITY:FRONT', answer: { CurrentResult: 'Passed', Checks: {} } });
    expect(screen.getByRole('heading', { level: 1, name: 'Take a photo of your document' })).toBeInTheDocument();
  });

  it(`a transfer still in flight after ${SCAN_TRANSFER_TIMEOUT_MS} ms takes the loader off and is reported as a timeout`, async () => {
    const { client } = await renderUpload();
    await play('transferStarted', { journeyId: 'journey-1', flowState: 'IDENTITY:FRONT', attempt: 2 });
    await advance(SCAN_TRANSFER_TIMEOUT_MS - 100);
    expect(screen.getByText('Checking your photo…')).toBeInTheDocument();
    expect(callsOf(client, 'scanStatusReport').filter((report) => (report as { isTimeout?: boolean }).isTimeout && (report as { attemptNumber: number }).attemptNumber === 2)).toHaveLength(0);
    await advance(100);
    expect(screen.queryByText('Checking your photo…')).not.toBeInTheDocument();
    expect(callsOf(client, 'scanStatusReport')).toContainEqual(expect.objectContaining({ type: 1, isTimeout: true, status: 'timeout', attemptNumber: 2, journeyId: 'journey-1' }));
  });

  it(`reports desktop inactivity once after ${UPLOAD_INACTIVITY_TIMEOUT_MS} ms; activity starts the count again`, async () => {
    const { client } = await renderUpload();
    const timeouts = () => callsOf(client, 'scanStatusReport').filter((report) => (report as { isTimeout?: boolean }).isTimeout);
    await advance(UPLOAD_INACTIVITY_TIMEOUT_MS - 1_000);
    await act(async () => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    await advance(UPLOAD_INACTIVITY_TIMEOUT_MS - 1_000);
    expect(timeouts()).toHaveLength(0);
    await advance(1_000);
    expect(timeouts()).toEqual([expect.objectContaining({ type: 1, isTimeout: true, status: 'timeout', journeyId: 'journey-1', scanType: 'DESKTOP' })]);
    await advance(UPLOAD_INACTIVITY_TIMEOUT_MS * 2);
    expect(timeouts()).toHaveLength(1);
  });

  it('at the end: notifies, reads the result 1 s later, keeps the documents, reports type 2 and shows uploadSucceeded', async () => {
    fetchResult.mockImplementation(async () => new Response(JSON.stringify(PASSED), { status: 200, headers: { 'content-type': 'application/json' } }));
    const { client, router } = await renderUpload({ notifyJourney: (input) => (input.journeyStatus === 'end' ? { status: 'success', next: 'uploadSucceeded' } : { status: 'success' }) });
    await play('end', { journeyId: 'journey-1', result: 'Passed' });
    expect(callsOf(client, 'notifyJourney')).toContainEqual({ journeyStatus: 'end', journeyId: 'journey-1' });
    await advance(JOURNEY_RESULT_DELAY_MS - 100);
    expect(fetchResult).not.toHaveBeenCalled();
    await advance(100);
    await waitFor(() => expect(fetchResult).toHaveBeenCalledWith('https://scan.example/idscanenterprisesvc/journey/get?journeyId=journey-1', expect.objectContaining({ headers: expect.objectContaining({ authorization: 'Bearer scan-token' }) })));
    await waitFor(() => expect(pathOf(router)).toBe('/upload-succeeded'));
    expect(useDraftStore.getState().scannedDocuments).toEqual(PASSED.ProcessedDocuments);
    expect(callsOf(client, 'scanStatusReport')).toContainEqual({ type: 2, journeyId: 'journey-1', journeyStatus: 'passed', scanType: 'DESKTOP' });
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('gbgStats', { status: 'Passed', journeyId: 'journey-1' }));
  });

  it('at the end of a journey that did not pass: uploadFailed with the server\'s text and try-again flag', async () => {
    fetchResult.mockImplementation(async () => new Response(JSON.stringify(REFER), { status: 200 }));
    const ended: StandardResponse = { status: 'success', next: 'uploadFailed', dataContent: { uploadActionError: 'The photo is blurred.', allowTryAgain: true } };
    const { router } = await renderUpload({ notifyJourney: (input) => (input.journeyStatus === 'end' ? ended : { status: 'success' }) });
    await play('end', { journeyId: 'journey-1', result: 'Refer' });
    await advance(JOURNEY_RESULT_DELAY_MS);
    await waitFor(() => expect(pathOf(router)).toBe('/upload-failed'));
    expect(await screen.findByText('The photo is blurred.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it(`a journey that ends without a journey id is a failure after ${NO_JOURNEY_ID_FAILURE_MS} ms`, async () => {
    const { client, router } = await renderUpload();
    await play('end', { journeyId: '', result: 'Undefined' });
    await advance(NO_JOURNEY_ID_FAILURE_MS - 100);
    expect(pathOf(router)).toBe('/upload-document');
    await advance(100);
    await waitFor(() => expect(pathOf(router)).toBe('/upload-failed'));
    expect(callsOf(client, 'notifyJourney')).not.toContainEqual(expect.objectContaining({ journeyStatus: 'end' }));
    expect(fetchResult).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('the notify-journey error goes to the global banner (docs/spec/flow/errors.md#scanning)', async () => {
    await renderUpload({ notifyJourney: { status: 'error', errors: { journeyId: ['This journey is not yours.'] } } });
    await play('start', { journeyId: 'journey-1' });
    expect(await screen.findByText('This journey is not yours.')).toBeInTheDocument();
  });

  it('camera permission denied: the no-permission state, cameraPermissionDenied sent and tracked, the file upload stays', async () => {
    const { client, router } = await renderUpload();
    await act(async () => shownWidget().onError?.({ kind: 'camera', details: { reason: 'permissionDenied' } } as never));
    await waitFor(() => expect(stepOf(router)).toBe('cameraPermissionDenied'));
    expect(pathOf(router)).toBe('/upload-document');
    expect(await screen.findByRole('heading', { level: 2, name: 'The camera is blocked' })).toBeInTheDocument();
    expect(screen.queryByTestId('idscan-widget')).not.toBeInTheDocument();
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('gbgStats', { status: 'cameraPermissionDenied', journeyId: 'journey-1' }));
    // The step event of the problem's own step name (docs/spec/flow/routes.md#after-each-route-change: the route name is stored and tracked).
    await waitFor(() => expect(localStorage.getItem(CURRENT_STEP_STORAGE_KEY)).toBe('cameraPermissionDenied'));
    expect(screen.getByLabelText(/Your document/)).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Try the camera again' }));
    await waitFor(() => expect(stepOf(router)).toBe('desktopDocumentUpload'));
    expect(await screen.findByTestId('idscan-widget')).toBeInTheDocument();
    expect(callsOf(client, 'getIdscanToken')).toHaveLength(2);
  });

  it('a blank camera feed has its own state and sends cameraBlankFeedDetected', async () => {
    const { client, router } = await renderUpload();
    await act(async () => shownWidget().onError?.({ kind: 'camera', details: { reason: 'blankFeed' } } as never));
    await waitFor(() => expect(stepOf(router)).toBe('cameraBlankFeedDetected'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your camera shows only a black picture' })).toBeInTheDocument();
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('gbgStats', { status: 'cameraBlankFeedDetected', journeyId: 'journey-1' }));
  });

  it('the recommended phone path, "upload later" and the skip-step button send the choices the flow spec names', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { client, router } = await renderUpload({
      mobileDesktopChoice: { status: 'success', next: 'mobileSms' },
      dataUploadChoice: { status: 'success', next: 'personalDataConfirm' },
    });
    await user.click(screen.getByRole('button', { name: 'Skip this step' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('dataUploadChoice', { dataUploadChoice: 1 }));
    await waitFor(() => expect(pathOf(router)).toBe('/personal-data'));
  });

  it('"Use my phone" goes to the hand-off page (mobile/desktop choice 1)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { client, router } = await renderUpload({ mobileDesktopChoice: { status: 'success', next: 'mobileSms' } });
    await user.click(screen.getByRole('button', { name: 'Use my phone' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('mobileDesktopChoice', { mobileDesktopChoice: 1 }));
    await waitFor(() => expect(pathOf(router)).toBe('/phone-number'));
  });

  it('the examples popup shows good and bad photos', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderUpload();
    await user.click(screen.getByRole('button', { name: 'See examples of good and bad photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Good and bad photos' });
    expect(within(dialog).getByRole('heading', { name: 'A good photo' })).toBeInTheDocument();
  });

  it('the help panel\'s "skip to uploading files" moves focus to the file upload', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderUpload();
    await user.click(screen.getByRole('button', { name: 'Skip to uploading files' }));
    await user.click(screen.getByRole('button', { name: 'Go to the file upload' }));
    expect(screen.getByLabelText(/Your document/)).toHaveFocus();
  });
});

describe('desktop manual upload (docs/spec/flow/screens.md#upload-document manual file component, docs/spec/flow/validation.md, docs/spec/flow/calls.md, docs/spec/flow/errors.md)', () => {
  const photo = () => new File(['jpeg'], 'front.jpg', { type: 'image/jpeg' });

  it('sends the chosen side and type as form data; an ID card front leads to its back with a thank-you', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { client, router } = await renderUpload({ desktopDocumentUpload: { status: 'success', next: 'desktopDocumentUploadBack' } });
    const send = screen.getByRole('button', { name: 'Send the photo' });
    expect(send).toBeDisabled();
    await user.upload(screen.getByLabelText(/Your document/), photo());
    // The file is prepared (converted, compressed) before it is offered for sending.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send the photo' })).toBeEnabled());
    await user.click(send);
    await waitFor(() => expect(client.upload).toHaveBeenCalledWith('desktopDocumentUpload', { documentSide: 'front', documentType: '2' }, { documentImage: expect.any(File) }));
    await waitFor(() => expect(stepOf(router)).toBe('desktopDocumentUploadBack'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Now the back of your document' })).toBeInTheDocument();
    expect(screen.getByText(/we have the front side/)).toBeInTheDocument();
    // The back is a file: no new journey, no widget.
    expect(screen.queryByTestId('idscan-widget')).not.toBeInTheDocument();
    // It starts empty: the front's file, sent already, is not offered again as the back.
    expect(screen.queryByText(/front\.jpg/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the photo' })).toBeDisabled();
    await user.upload(screen.getByLabelText(/Back of your document/), photo());
    // The file is prepared (converted, compressed) before it is offered for sending.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send the photo' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Send the photo' }));
    await waitFor(() => expect(client.upload).toHaveBeenLastCalledWith('desktopDocumentUpload', { documentSide: 'back', documentType: '2' }, { documentImage: expect.any(File) }));
  });

  it('keeps the documents a passed upload read (docs/spec/flow/entities.md#personal-data), so the personal data is prefilled on this path too', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    localStorage.setItem(DOCUMENT_SELECTION_STORAGE_KEY, JSON.stringify({ action: 'desktop-document-selection', documentType: 1 }));
    const read = { DocumentType: 'Passport', IssuingCountryCode: 'POL', ExtractedFields: { FirstName: 'ANNA', LastName: 'KOWALSKA', BirthDate: '1990-01-01' } };
    const { router } = await renderUpload({ desktopDocumentUpload: { status: 'success', next: 'uploadSucceeded', dataContent: { processedDocuments: [read] } } });
    await user.upload(screen.getByLabelText(/Your document/), photo());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send the photo' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Send the photo' }));
    await waitFor(() => expect(stepOf(router)).toBe('uploadSucceeded'));
    expect(useDraftStore.getState().scannedDocuments).toEqual([read]);
  });

  it('a photo-quality error shows under the picture, the summary takes focus and the file is cleared (docs/spec/flow/errors.md#uploads)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderUpload({ desktopDocumentUpload: { status: 'error', errors: { documentImage: ['The photo is too blurred to read.'] } } });
    await user.upload(screen.getByLabelText(/Your document/), photo());
    // The file is prepared (converted, compressed) before it is offered for sending.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send the photo' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Send the photo' }));
    const summary = await screen.findByRole('alert', { name: /There is a problem/ });
    expect(within(summary).getByRole('link', { name: 'The photo is too blurred to read.' })).toBeInTheDocument();
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Send the photo' })).toBeDisabled();
  });
});
