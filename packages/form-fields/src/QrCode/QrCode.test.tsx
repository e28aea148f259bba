import { axeViolations } from '@repo/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { create } from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { QrCode } from './QrCode';
import { QrCodeError } from './QrCodeError';
import { renderWithI18n } from '../test/renderWithI18n';

const URL_TO_PHONE = 'https://example.com/onboarding/?token=3f9a2c&qrCode=true';

describe('QrCode', () => {
  it('shows a loader, in a box of the final size, while the URL is unknown (docs/spec/flow/screens.md)', () => {
    const { container } = renderWithI18n(<QrCode value={null} label="QR code to open the form on your phone" />);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the QR code…');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const placeholder = container.querySelector('svg')!;
    expect(placeholder).toHaveAttribute('width', '200');
    expect(placeholder).toHaveAttribute('height', '200');
    expect(container.firstElementChild).toHaveAttribute('data-loading');
  });

  it('draws a 200 px SVG of level H once the URL is known, named by its label (docs/spec/flow/constants.md#capture)', async () => {
    const { rerender } = renderWithI18n(<QrCode value={undefined} label="QR code to open the form on your phone" />);
    rerender(<QrCode value={URL_TO_PHONE} label="QR code to open the form on your phone" />);
    const image = await screen.findByRole('img', { name: 'QR code to open the form on your phone' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(image).toHaveAttribute('width', '200');
    expect(image).toHaveAttribute('height', '200');
    const modules = create(URL_TO_PHONE, { errorCorrectionLevel: 'H' }).modules.size;
    expect(image).toHaveAttribute('viewBox', `0 0 ${modules + 8} ${modules + 8}`);
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/); // the finder pattern's top
  });

  it('uses no inline style, so a strict CSP allows it', async () => {
    const { container } = renderWithI18n(<QrCode value={URL_TO_PHONE} />);
    await screen.findByRole('img', { name: 'QR code' });
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('redraws for a new URL and never shows the old code meanwhile', async () => {
    const { rerender } = renderWithI18n(<QrCode value={URL_TO_PHONE} />);
    const first = (await screen.findByRole('img')).querySelector('path')!.getAttribute('d');
    rerender(<QrCode value={`${URL_TO_PHONE}&again=1`} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img').querySelector('path')!.getAttribute('d')).not.toBe(first));
  });

  it('takes another size and quiet zone', async () => {
    renderWithI18n(<QrCode value="HELLO" size={120} margin={2} />);
    const image = await screen.findByRole('img');
    expect(image).toHaveAttribute('width', '120');
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M2 2h7v1h-7z/);
  });

  it('reports a value that does not fit and says so instead of spinning forever', async () => {
    const onError = vi.fn();
    renderWithI18n(<QrCode value={'x'.repeat(3000)} onError={onError} />);
    expect(await screen.findByText('The QR code could not be shown. Use the text message option instead.')).toBeVisible();
    expect(onError).toHaveBeenCalledWith(expect.any(QrCodeError));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('forwards its ref to the wrapper', () => {
    const ref = { current: null as HTMLDivElement | null };
    const { container } = renderWithI18n(<QrCode ref={ref} />);
    expect(ref.current).toBe(container.firstElementChild);
  });

  it('has no axe violations, loading or drawn', async () => {
    const { container, rerender } = renderWithI18n(<QrCode label="QR code to open the form on your phone" />);
    expect(await axeViolations(container)).toEqual([]);
    rerender(<QrCode value={URL_TO_PHONE} label="QR code to open the form on your phone" />);
    await screen.findByRole('img');
    expect(await axeViolations(container)).toEqual([]);
  });
});
