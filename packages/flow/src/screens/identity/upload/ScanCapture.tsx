import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Loader } from '@onboarding/form-fields';
import type { ReactNode } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { ScanWidget, captureStepsFor } from './ScanWidget';
import type { ScanJourney } from './useScanJourney';

/**
 * The camera capture of the upload step (docs/spec/flow/screens.md#upload-document, docs/spec/flow/states.md), desktop and mobile: the widget on the journey's scan session,
 * the notice when the applicant closed it (with a way to start again), and the loaders while the session is
 * prepared and while the photo is checked. `notice` (a camera problem) takes the capture's place.
 */
export function ScanCapture({
  journey,
  documentType,
  device,
  notice,
}: {
  journey: ScanJourney;
  documentType: string | null;
  device: 'desktop' | 'mobile';
  notice?: ReactNode;
}) {
  const { t } = useLingui();
  const { locale } = useFlow();
  return (
    <>
      {notice ? (
        notice
      ) : journey.cancelled ? (
        <div className="onb-notice">
          <p>
            <Trans>You closed the photo capture.</Trans>
          </p>
          <Button variant="secondary" onClick={journey.startAgain}>
            <Trans>Start the photo again</Trans>
          </Button>
        </div>
      ) : journey.session ? (
        <ScanWidget
          backendUrl={journey.session.backendUrl}
          token={journey.session.gbgToken}
          journeyId={journey.session.journeyId}
          locale={locale}
          device={device}
          // On a phone the capture is the camera's; the files have their own phase on that screen.
          {...(device === 'mobile' ? { inputProvider: 'CAMERA' as const } : {})}
          // The server's steps for the application's document; the browser's remembered choice only as a fallback.
          steps={journey.session.captureSteps ?? captureStepsFor(documentType)}
          events={journey.events}
          onError={journey.onError}
          onUserExit={journey.onUserExit}
        />
      ) : (
        <Loader label={t`Preparing the camera…`} showLabel />
      )}
      {journey.transferring || journey.ending ? <Loader label={t`Checking your photo…`} showLabel /> : null}
    </>
  );
}
