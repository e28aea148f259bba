import { Trans, useLingui } from '@lingui/react/macro';
import { Button, QrCode } from '@onboarding/form-fields';
import { useQuery } from '@tanstack/react-query';
import { useFlow } from '../../../api/FlowContext';

export const QR_URL_QUERY_KEY = ['mobileQrCodeUrl'] as const;

/**
 * The QR method of the hand-off page (docs/spec/flow/routes.md#step-names-without-a-path uploadQR): the mobile URL (form-pl/mobile-qr-code-url) as a QR code,
 * SVG, 200 px, level H (docs/spec/flow/constants.md#capture, form-fields' QrCode), with a loader until the URL is known.
 */
export function QrHandoff() {
  const { t } = useLingui();
  const { client } = useFlow();
  const { data, isError, refetch } = useQuery({
    queryKey: QR_URL_QUERY_KEY,
    queryFn: () => client.call('mobileQrCodeUrl', {}),
    gcTime: 0,
    retry: 2,
  });
  const url = data?.mobileQrUrl ?? null;
  const failed = isError || (data !== undefined && !url);

  return (
    <section className="onb-handoff__method" aria-labelledby="onb-qr-heading">
      <h2 id="onb-qr-heading" className="onb-subheading">
        <Trans>Scan the QR code with your phone</Trans>
      </h2>
      <ol>
        <li>
          <Trans>Open the camera app on your phone.</Trans>
        </li>
        <li>
          <Trans>Point it at the code and open the link that appears.</Trans>
        </li>
        <li>
          <Trans>Follow the steps on your phone. Keep this page open.</Trans>
        </li>
      </ol>
      {failed ? (
        <div role="alert" className="onb-notice" data-kind="warning">
          <p>
            <Trans>We could not prepare the QR code.</Trans>
          </p>
          <Button variant="secondary" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <QrCode value={url} label={t`QR code that opens this step on your phone`} />
      )}
    </section>
  );
}
