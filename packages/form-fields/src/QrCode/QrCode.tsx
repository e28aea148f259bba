import { Trans, useLingui } from '@lingui/react/macro';
import { classNames } from '@repo/react-primitives';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { QR_CODE_SIZE } from '../constants';
import { dataAttribute } from '../internal/dataAttribute';
import { encodeQrCode, type EncodedQrCode } from './encodeQrCode';
import { Loader } from '../Loader/Loader';
import type { QrCodeError } from './QrCodeError';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** What the code encodes (the hand-off URL). A loader shows while it is unknown (`null`, `undefined`, `''`). */
  value?: string | null;
  /** The code's accessible name, e.g. "QR code to open the form on your phone". @default "QR code" */
  label?: string;
  /** The width and height in CSS pixels (docs/spec/flow/constants.md). @default 200 */
  size?: number;
  /** The quiet zone around the code, in modules; scanners need about 4. @default 4 */
  margin?: number;
  /** What the loader says. @default "Preparing the QR code…" */
  loadingLabel?: ReactNode;
  /** Called when the value cannot be encoded (too long for a code of level H) or the encoder fails to load. */
  onError?(error: QrCodeError): void;
  id?: string;
  className?: string;
  /** Forwarded to the wrapper. */
  ref?: Ref<HTMLDivElement>;
}

type Drawing = { value: string; margin: number } & ({ code: EncodedQrCode } | { error: QrCodeError });

/**
 * The hand-off QR code (docs/spec/flow/screens.md#mobilesms mobileSms/uploadPhone): an SVG of error-correction level H, 200 px (docs/spec/flow/constants.md#capture),
 * drawn as one `<path>` (no inline styles, no `data:` image: it works under a strict CSP). The encoder
 * (qrcode) is imported only when a code is first drawn. The box keeps its size while the loader shows, so
 * nothing moves when the code appears.
 */
export function QrCode({
  value,
  label,
  size = QR_CODE_SIZE,
  margin = 4,
  loadingLabel,
  onError,
  id,
  className,
  ref,
}: QrCodeProps) {
  const { t } = useLingui();
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const reportError = useRef(onError);
  useLayoutEffect(() => {
    reportError.current = onError;
  });

  useEffect(() => {
    if (!value) return undefined;
    let current = true;
    encodeQrCode(value, margin).then(
      (code) => {
        if (current) setDrawing({ value, margin, code });
      },
      (error: QrCodeError) => {
        if (!current) return;
        setDrawing({ value, margin, error });
        reportError.current?.(error);
      },
    );
    return () => {
      current = false;
    };
  }, [value, margin]);

  // A drawing of an earlier value is never shown for the new one.
  const shown = value && drawing?.value === value && drawing.margin === margin ? drawing : null;
  const failed = shown !== null && 'error' in shown;

  return (
    <div
      ref={ref}
      id={id}
      className={classNames('of-qr-code', className)}
      data-loading={dataAttribute(!shown)}
      data-invalid={dataAttribute(failed)}
    >
      {shown && 'code' in shown ? (
        <svg
          className="of-qr-code__image"
          role="img"
          aria-label={label ?? t`QR code`}
          width={size}
          height={size}
          viewBox={`0 0 ${shown.code.size} ${shown.code.size}`}
          shapeRendering="crispEdges"
        >
          {/* Fixed black on white whatever the theme: scanners need the contrast and a light quiet zone. */}
          <rect width={shown.code.size} height={shown.code.size} fill="#ffffff" />
          <path d={shown.code.path} fill="#000000" />
        </svg>
      ) : (
        <>
          <svg className="of-qr-code__placeholder" width={size} height={size} aria-hidden="true" />
          {failed ? (
            <p className="of-qr-code__error">
              <Trans>The QR code could not be shown. Use the text message option instead.</Trans>
            </p>
          ) : (
            <Loader className="of-qr-code__loader" label={loadingLabel ?? <Trans>Preparing the QR code…</Trans>} />
          )}
        </>
      )}
    </div>
  );
}
