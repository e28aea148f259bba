import '@repo/test-utils/dialog-polyfill';
import { axeViolations } from '@repo/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeStream } from '../ui/test/mediaStub';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { CameraScreen, type CameraScreenProps } from './CameraScreen';

function renderCamera(props: Partial<CameraScreenProps> = {}) {
  return renderWithI18n(<CameraScreen step="IDENTITY:FRONT" stream={null} captureMode="auto" onClose={() => {}} {...props} />);
}

describe('CameraScreen', () => {
  it('shows the camera picture from the given stream in the viewfinder', async () => {
    const stream = fakeStream();
    const { container } = renderCamera({ stream });
    expect(screen.getByRole('heading', { name: 'Front of your identity document' })).toHaveFocus();
    expect(container.querySelector('video')?.srcObject).toBe(stream);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes the camera picture’s shape once its size is known, so the guide matches the frame checks’ guide', () => {
    const { container } = renderCamera({ stream: fakeStream() });
    const video = container.querySelector('video')!;
    Object.defineProperties(video, { videoWidth: { value: 1280 }, videoHeight: { value: 720 } });
    fireEvent.loadedMetadata(video);
    expect(container.querySelector<HTMLElement>('.idscan-viewfinder')!.style.getPropertyValue('--_idscan-video-ratio')).toBe(String(1280 / 720));
  });

  it('while the stream is not there yet, says the camera is starting', () => {
    renderCamera();
    expect(screen.getByRole('status')).toHaveTextContent('Starting the camera…');
  });

  it('starts automatic capture with the start button', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    renderCamera({ stream: fakeStream(), onStart });
    await user.click(screen.getByRole('button', { name: 'Start capture' }));
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('while capturing, shows the most pressing warning with its detail and hint', () => {
    const { container } = renderCamera({ stream: fakeStream(), capturing: true, warnings: ['BLUR_DETECTED', 'DOCUMENT_NOT_IN_FRAME'] });
    const live = container.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('Document not in frame Fit all four corners of the document inside the frame.');
    expect(live).not.toHaveTextContent('blurred');
    expect(screen.queryByRole('button', { name: 'Start capture' })).not.toBeInTheDocument();
  });

  it.each([
    ['GLARE_DETECTED', 'Glare detected'],
    ['BLUR_DETECTED', 'The picture is blurred'],
    ['LOW_RESOLUTION', 'Document too far'],
    ['DOCUMENT_NOT_IN_FRAME', 'Document not in frame'],
  ] as const)('warns of %s', (warning, text) => {
    renderCamera({ stream: fakeStream(), capturing: true, warnings: [warning] });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('with every check passing, asks the user to hold still', () => {
    renderCamera({ stream: fakeStream(), capturing: true, warnings: [] });
    expect(screen.getByText('Hold still, taking the photo…')).toBeInTheDocument();
  });

  it('switches to manual capture, where hints are disabled and a warning says so', async () => {
    const user = userEvent.setup();
    const onCaptureModeChange = vi.fn();
    const { rerender } = renderCamera({ stream: fakeStream(), onCaptureModeChange });
    const toggle = screen.getByRole('switch', { name: 'Automatic capture' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(onCaptureModeChange).toHaveBeenCalledExactlyOnceWith('manual');

    const onTakePhoto = vi.fn();
    rerender(
      <CameraScreen
        step="IDENTITY:FRONT"
        stream={fakeStream()}
        captureMode="manual"
        capturing
        warnings={['GLARE_DETECTED']}
        onCaptureModeChange={onCaptureModeChange}
        onTakePhoto={onTakePhoto}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('switch', { name: 'Automatic capture' })).not.toBeChecked();
    expect(screen.getByText(/hints are disabled/)).toBeInTheDocument();
    expect(screen.queryByText('Glare detected')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    expect(onTakePhoto).toHaveBeenCalledOnce();
  });

  it.each([
    ['SELFIE', 'Selfie', 'Place your full face inside the frame'],
    ['ADDRESS', 'Proof of address', 'Place the whole page of your proof of address'],
    ['COVID', 'Covid pass', 'Place your Covid pass inside the frame'],
  ] as const)('for %s, shows its caption and a manual capture button, without the auto capture switch or a word about hints it never had', async (step, title, caption) => {
    const { container } = renderCamera({ step, stream: fakeStream(), onCaptureModeChange: () => {}, onTakePhoto: () => {} });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(caption))).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeInTheDocument();
    // "Hints are disabled … the whole document is visible" would be about a document, and about hints this step has not.
    expect(screen.queryByText(/hints are disabled/)).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('chooses another camera when there are several', async () => {
    const user = userEvent.setup();
    const onDeviceChange = vi.fn();
    renderCamera({
      stream: fakeStream(),
      devices: [
        { deviceId: 'front', label: 'Front camera' },
        { deviceId: 'back', label: '' },
      ],
      deviceId: 'front',
      onDeviceChange,
    });
    const select = screen.getByRole('combobox', { name: 'Camera' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Front camera', 'Camera 2']);
    await user.selectOptions(select, 'Camera 2');
    expect(onDeviceChange).toHaveBeenCalledExactlyOnceWith('back');
  });

  it('with one camera, shows no selector', () => {
    renderCamera({ devices: [{ deviceId: 'only', label: 'Camera' }], onDeviceChange: () => {} });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('while verifying, shows the loader and hides the capture buttons', () => {
    renderCamera({ stream: fakeStream(), verifying: true, onStart: () => {}, onCaptureModeChange: () => {} });
    expect(screen.getByRole('status')).toHaveTextContent('Verifying the photo…');
    expect(screen.queryByRole('button', { name: 'Start capture' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('when the pressed button gives way to the verifying loader, focus goes to the heading, not to the page', async () => {
    const user = userEvent.setup();
    const props = { step: 'SELFIE', stream: fakeStream(), captureMode: 'manual', onTakePhoto: () => {}, onClose: () => {} } as const;
    const { rerender } = renderWithI18n(<CameraScreen {...props} />);
    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    rerender(<CameraScreen {...props} verifying />);
    expect(screen.getByRole('heading', { name: 'Selfie' })).toHaveFocus();
  });

  it('after a failed attempt, says how many are left and offers instructions and try again', async () => {
    const user = userEvent.setup();
    const onShowInstructions = vi.fn();
    const onRetry = vi.fn();
    const { container } = renderCamera({ stream: fakeStream(), failure: 'captureFailed', attemptsRemaining: 2, onShowInstructions, onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('System not able to take the photo.');
    expect(alert).toHaveTextContent('You have 2 attempts left.');
    await user.click(within(alert).getByRole('button', { name: 'How to take the photo correctly' }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onShowInstructions).toHaveBeenCalledOnce();
    expect(onRetry).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('after the automatic capture timed out, suggests manual capture', () => {
    renderCamera({ stream: fakeStream(), capturing: true, autoCaptureTimedOut: true });
    expect(screen.getByText(/switch to manual capture/)).toBeInTheDocument();
  });

  it('opens its help popup (auto capture tips) and switches to manual from it', async () => {
    const user = userEvent.setup();
    const onHelp = vi.fn();
    const onCaptureModeChange = vi.fn();
    renderCamera({ stream: fakeStream(), onHelp, onCaptureModeChange });
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(onHelp).toHaveBeenCalledOnce();
    const dialog = screen.getByRole('dialog', { name: 'Help with automatic capture' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch to manual capture' }));
    expect(onCaptureModeChange).toHaveBeenCalledExactlyOnceWith('manual');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the camera', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderCamera({ onClose });
    await user.click(screen.getByRole('button', { name: 'Close camera' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
