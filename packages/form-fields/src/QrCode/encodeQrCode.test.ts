import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { encodeQrCode } from './encodeQrCode';
import { QrCodeError } from './QrCodeError';

describe('encodeQrCode', () => {
  it('encodes with error-correction level H (docs/spec/flow/constants.md#capture) and adds the quiet zone on both sides', async () => {
    const url = 'https://example.com/onboarding/?token=abc&qrCode=true';
    const encoded = await encodeQrCode(url, 4);
    const reference = create(url, { errorCorrectionLevel: 'H' });
    expect(reference.errorCorrectionLevel.bit).toBe(2); // qrcode's bit pattern of level H
    expect(encoded.size).toBe(reference.modules.size + 8);
    const darkModules = [...reference.modules.data].filter(Boolean).length;
    const drawnArea = [...encoded.path.matchAll(/h(\d+)v1/g)].reduce((sum, [, run]) => sum + Number(run), 0);
    expect(drawnArea).toBe(darkModules);
  });

  it('loads qrcode only when asked (the loader is called per encoding)', async () => {
    let loads = 0;
    await encodeQrCode('x', 0, async () => {
      loads += 1;
      return create;
    });
    expect(loads).toBe(1);
  });

  it('reports a value too long for a QR code as a QrCodeError', async () => {
    const failure = encodeQrCode('x'.repeat(3000), 4);
    await expect(failure).rejects.toBeInstanceOf(QrCodeError);
    await expect(failure).rejects.toMatchObject({ name: 'QrCodeError', message: expect.stringContaining('3000') });
  });
});
