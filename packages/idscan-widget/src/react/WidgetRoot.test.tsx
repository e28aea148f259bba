import '@repo/test-utils/dialog-polyfill';
import { axeViolations } from '@repo/test-utils';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createIdscanWidget, type WidgetDependencies } from '../core/createIdscanWidget';
import { errorMessage } from '../core/errorMessages';
import { idscanError } from '../core/IdscanError';
import type { ScanBackend } from '../core/scanBackend';
import type { CaptureAnswer, IdscanWidgetOptions, JourneyResult } from '../core/types';
import { captureDependencies } from './createBrowserWidget';
import { WidgetRoot } from './WidgetRoot';

const PASSED: CaptureAnswer = { JourneyId: 'j-1', CaptureId: 'c', Side: 'IDENTITY:FRONT', CurrentResult: 'Passed', Checks: {} };
const FAILED: CaptureAnswer = { ...PASSED, CurrentResult: 'Failed', Problem: 'blurred', Message: 'The photo is blurred.' };
const RESULT: JourneyResult = {
  JourneyId: 'j-1',
  HighLevelResult: 'Passed',
  ProcessedDocuments: [{ IsValidated: true, HighLevelResult: 'Passed', IssuingCountryCode: 'POL', DocumentType: 'IdentityCard', DocumentSide: 'Front' }],
};

function setup(options: Partial<IdscanWidgetOptions> = {}, deps: WidgetDependencies = {}) {
  const backend = {
    upload: vi.fn(async () => PASSED),
    end: vi.fn(async () => RESULT),
    get: vi.fn(async () => RESULT),
    cancel: vi.fn(async () => {}),
    setToken: vi.fn(),
    setLocale: vi.fn(),
  } satisfies ScanBackend;
  const onUserExit = vi.fn();
  const onComplete = vi.fn();
  const widget = createIdscanWidget(
    { backendUrl: 'https://scan.test', token: 't'.repeat(20), journeyId: 'j-1', steps: ['IDENTITY:FRONT'], onUserExit, onComplete, ...options },
    { ...captureDependencies, backend, hasCamera: async () => false, loadMessages: async () => ({}), ...deps },
  );
  const view = render(<WidgetRoot widget={widget} />);
  return { widget, backend, onUserExit, onComplete, view };
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'front.jpg', { type: 'image/jpeg' });

describe('WidgetRoot', () => {
  it('renders nothing until the widget has loaded its messages', () => {
    const { view } = setup();
    expect(view.container).toBeEmptyDOMElement();
  });

  it('given the default file upload, shows the front-side upload in the provider container, with no axe violations', async () => {
    const { widget, view } = setup({ theme: 'brand-x' });
    await act(() => widget.start());
    const root = view.container.querySelector('.idscan');
    expect(root).toHaveClass('brand-x');
    expect(root).toHaveAttribute('lang', 'en');
    expect(root).toHaveAttribute('data-screen', 'upload');
    expect(screen.getByRole('button', { name: 'Cancel journey' })).toBeInTheDocument();
    expect(screen.getByLabelText('Choose file')).toBeInTheDocument();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('a chosen photo is previewed, uploaded on request, and the journey ends on the results', async () => {
    const user = userEvent.setup();
    const { widget, backend, onComplete } = setup();
    await act(() => widget.start());
    await user.upload(screen.getByLabelText('Choose file'), photo());
    await waitFor(() => expect(widget.getState().screen.name).toBe('preview'));
    await user.click(screen.getByRole('button', { name: /upload/i }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(backend.upload).toHaveBeenCalledWith(expect.objectContaining({ side: 'IDENTITY:FRONT' }));
    expect(widget.getState().screen.name).toBe('results');
  });

  it('a file that is not a JPG or PNG by content shows the docs/spec/widget/validation.md#uploaded-files wrong-format error', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { widget } = setup();
    await act(() => widget.start());
    await user.upload(screen.getByLabelText('Choose file'), new File(['%PDF-1.7'], 'scan.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your file is the incorrect format. Please upload one of the accepted formats.');
  });

  it('cancel journey ends the journey and tells the host', async () => {
    const user = userEvent.setup();
    const { widget, onUserExit } = setup();
    await act(() => widget.start());
    await user.click(screen.getByRole('button', { name: 'Cancel journey' }));
    expect(onUserExit).toHaveBeenCalledTimes(1);
    expect(widget.getState().journey.result).toBe('Aborted');
  });

  it('given Polish, shows an docs/spec/widget/errors.md error in Polish from the widget\'s own catalog, with a try-again that works', async () => {
    const user = userEvent.setup();
    const unreachable = errorMessage('serverUnreachable', {});
    const { widget, backend } = setup(
      { locale: 'pl' },
      { loadMessages: async () => ({ [unreachable.id]: 'Nie można połączyć się z serwerem. Spróbuj ponownie później.' }) },
    );
    backend.end.mockRejectedValueOnce(idscanError('serverUnreachable', {}, 'no answer'));
    await act(() => widget.start());
    expect(document.querySelector('.idscan')).toHaveAttribute('lang', 'pl');
    await act(async () => widget.submitImage(photo(), 'auto'));
    expect(await screen.findByText('Nie można połączyć się z serwerem. Spróbuj ponownie później.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again|spróbuj ponownie/i }));
    await waitFor(() => expect(backend.end).toHaveBeenCalledTimes(2));
  });

  it('given the camera and none on the device, shows the no-camera notice with the way to upload instead', async () => {
    const user = userEvent.setup();
    const { widget } = setup({ inputProvider: 'CAMERA' });
    await act(() => widget.start());
    expect(document.querySelector('.idscan')).toHaveAttribute('data-screen', 'noCamera');
    await user.click(screen.getByRole('button', { name: /upload/i }));
    expect(widget.getState().screen).toEqual({ name: 'upload', step: 'IDENTITY:FRONT' });
  });

  it('given the camera and none on the device, the no-camera notice offers one "Cancel journey", which ends the journey', async () => {
    const user = userEvent.setup();
    const { widget, onUserExit } = setup({ inputProvider: 'CAMERA' });
    await act(() => widget.start());
    expect(screen.getByRole('heading', { name: 'No camera found' })).toBeInTheDocument();
    const cancel = screen.getAllByRole('button', { name: 'Cancel journey' });
    expect(cancel).toHaveLength(1);
    await user.click(cancel[0]!);
    expect(onUserExit).toHaveBeenCalledTimes(1);
  });

  it('after the last attempt on the front is refused, says so before the back: the heading takes focus and is described by the attempts, the reason and what comes next; Continue works from the keyboard', async () => {
    const user = userEvent.setup();
    const { widget, backend, view } = setup({ steps: ['IDENTITY:FRONT', 'IDENTITY:BACK'], maxAttempts: 2 });
    backend.upload.mockResolvedValue(FAILED);
    await act(() => widget.start());
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await user.upload(screen.getByLabelText('Choose file'), photo());
      await user.click(await screen.findByRole('button', { name: 'Upload photo' }));
      await waitFor(() => expect(backend.upload).toHaveBeenCalledTimes(attempt));
    }
    const heading = await screen.findByRole('heading', { name: 'We could not verify the front of your document' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAccessibleDescription(
      'The photo was not accepted after 2 attempts. The photo is blurred. Select Continue to go on to the back of your document.',
    );
    expect(screen.queryByLabelText('Choose file')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cancel journey' })).toHaveLength(1);
    expect(await axeViolations(view.container)).toEqual([]);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Upload the back of your identity document' })).toHaveFocus();
    expect(widget.getState()).toMatchObject({ step: 'IDENTITY:BACK', attemptsRemaining: 2 });
  });

  it('terms first: disagreeing ends the journey as TCCDISAGREE', async () => {
    const user = userEvent.setup();
    const { widget, onComplete } = setup({ termsAndConditions: true });
    await act(() => widget.start());
    await user.click(screen.getByRole('button', { name: /disagree/i }));
    expect(onComplete.mock.calls[0]?.[0].result.HighLevelResult).toBe('TCCDISAGREE');
  });

  it('after a fatal error, offers no "try again" that would do nothing: only cancel, which still works', async () => {
    const user = userEvent.setup();
    const { widget, onUserExit } = setup({ journeys: [] });
    await act(() => widget.start());
    expect(screen.getByText('There are no journey definitions for this channel.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel journey' }));
    expect(onUserExit).toHaveBeenCalledTimes(1);
  });

  it('the instructions popup of the selfie step shows selfie examples, not an identity card', async () => {
    const { widget } = setup({ steps: ['SELFIE'] });
    await act(() => widget.start());
    act(() => widget.showModal('instructions'));
    const dialog = screen.getByRole('dialog', { name: 'How to take a picture' });
    const examples = within(within(dialog).getByRole('list', { name: 'Example photos' })).getAllByRole('listitem');
    expect(examples[0]).toHaveTextContent('Full face visible, looking straight at the camera');
    expect(within(dialog).queryByText(/document/)).not.toBeInTheDocument();
  });

  it('a file the server finds to have too many pixels shows the pixel message, not "file too big"', async () => {
    const user = userEvent.setup();
    const { widget, backend } = setup();
    backend.upload.mockRejectedValueOnce(idscanError('tooManyPixels', { serverMessage: null }, 'HTTP 413 TOO_MANY_PIXELS'));
    await act(() => widget.start());
    await user.upload(screen.getByLabelText('Choose file'), photo());
    await user.click(await screen.findByRole('button', { name: /upload/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This photo has too many pixels for us to check.');
    expect(screen.queryByText(/Your file is too big/)).not.toBeInTheDocument();
  });
});
