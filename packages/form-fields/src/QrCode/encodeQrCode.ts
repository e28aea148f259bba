import { QR_CODE_ERROR_CORRECTION } from '../constants';
import { QrCodeError } from './QrCodeError';
import { qrCodePath, type QrModules } from './qrCodePath';

/** qrcode's `create`, as far as this package uses it. */
export type QrCodeCreate = (value: string, options: { errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H' }) => {
  modules: QrModules;
};

/** A QR code ready to draw: the side in modules (quiet zone included) and the path of the dark modules. */
export interface EncodedQrCode {
  /** The side of the drawing in modules, both quiet zones included (the SVG's `viewBox`). */
  size: number;
  /** The SVG path of the dark modules. */
  path: string;
}

/**
 * qrcode is loaded only when a QR code is shown (docs/architecture.md#loading-on-demand), so it lands in its own chunk. It is CommonJS:
 * depending on the bundler's interop, `create` is a named export or a property of the default export.
 */
export async function loadQrCodeCreate(): Promise<QrCodeCreate> {
  const module: { create?: QrCodeCreate; default?: { create: QrCodeCreate } } = await import('qrcode');
  const create = module.create ?? module.default?.create;
  if (!create) throw new Error('the qrcode module has no create()');
  return create;
}

/**
 * Encodes a value as a QR code of error-correction level H (docs/spec/flow/constants.md#capture) with a quiet zone of `margin` modules.
 * @throws {QrCodeError} when the encoder cannot be loaded or the value does not fit a QR code.
 */
export async function encodeQrCode(
  value: string,
  margin: number,
  load: () => Promise<QrCodeCreate> = loadQrCodeCreate,
): Promise<EncodedQrCode> {
  try {
    const create = await load();
    const { modules } = create(value, { errorCorrectionLevel: QR_CODE_ERROR_CORRECTION });
    return { size: modules.size + 2 * margin, path: qrCodePath(modules, margin) };
  } catch (error) {
    throw new QrCodeError(value, error);
  }
}
