import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@onboarding/form-fields';
import { useEffect, useState } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { StepHeading } from '../../../layout/StepHeading';
import { readDocumentSelection } from '../shared/identityStorage';
import { PhotoGuidance } from '../shared/PhotoGuidance';
import { useGoToStep } from '../../../submit/useGoToStep';
import { useIdentitySubmit } from '../../../submit/useIdentitySubmit';
import { useStepName } from '../shared/useStepName';
import { CameraProblemNotice } from './CameraProblemNotice';
import { ManualUpload } from './ManualUpload';
import { PhotoTipsCarousel } from './PhotoTipsCarousel';
import { reportCameraProblem } from './reportCameraProblem';
import { ScanCapture } from './ScanCapture';
import { UploadHelpPanel } from './UploadHelpPanel';
import { useScanJourney, type CameraProblem } from './useScanJourney';

const PROBLEM_STEPS: Readonly<Record<string, CameraProblem>> = {
  cameraPermissionDenied: 'permissionDenied',
  cameraBlankFeedDetected: 'blankFeed',
};

/**
 * desktopDocumentUpload (and its Back, cameraPermissionDenied, cameraBlankFeedDetected states), /upload-document on
 * a computer (docs/spec/flow/routes.md#route-table): the recommended path to the phone, the camera container (the widget), a popup of good and
 * bad photos, "upload later", the manual file component, the photo-tips carousel, the help panel and the skip-step
 * button. A bad upload asks to upload again; after the front a thank-you for it shows (docs/spec/flow/screens.md#upload-document, docs/spec/flow/states.md).
 */
export function DesktopUploadScreen() {
  const { t } = useLingui();
  const { client } = useFlow();
  const submit = useIdentitySubmit();
  const goToStep = useGoToStep();
  const stepName = useStepName();
  const [examplesOpen, setExamplesOpen] = useState(false);
  const back = stepName === 'desktopDocumentUploadBack';
  const problem = PROBLEM_STEPS[stepName] ?? null;
  const documentType = readDocumentSelection()?.documentType.toString() ?? null;

  const journey = useScanJourney({
    enabled: !back,
    scanType: 'DESKTOP',
    returnsToDesktop: false,
    reportsInactivity: true,
    documentType,
    onCameraProblem: (found) => {
      reportCameraProblem(client, found, journey.session?.journeyId);
      void goToStep(found === 'permissionDenied' ? 'cameraPermissionDenied' : 'cameraBlankFeedDetected', { replace: true });
    },
  });
  const { activity } = journey;

  // docs/spec/flow/states.md#upload-inactivity: the applicant's activity anywhere on the page keeps the inactivity report away.
  useEffect(() => {
    const onActivity = () => activity();
    document.addEventListener('pointerdown', onActivity);
    document.addEventListener('keydown', onActivity);
    return () => {
      document.removeEventListener('pointerdown', onActivity);
      document.removeEventListener('keydown', onActivity);
    };
  }, [activity]);

  const uploadLater = () => void submit(() => client.call('dataUploadChoice', { dataUploadChoice: 1 }));
  const usePhone = () => void submit(() => client.call('mobileDesktopChoice', { mobileDesktopChoice: 1 }));
  const cameraAgain = () => {
    journey.startAgain();
    void goToStep('desktopDocumentUpload', { replace: true });
  };

  const heading = journey.badUpload ? (
    <Trans>Upload the photo again</Trans>
  ) : back ? (
    <Trans>Now the back of your document</Trans>
  ) : (
    <Trans>Take a photo of your document</Trans>
  );

  return (
    <div className="onb-step onb-upload">
      <StepHeading>{heading}</StepHeading>
      <div role="status" className="onb-upload__status">
        {back || journey.frontDone ? (
          <p className="onb-notice" data-kind="success">
            <Trans>Thank you, we have the front side. Now turn the document over.</Trans>
          </p>
        ) : null}
        {journey.badUpload ? (
          <p className="onb-notice" data-kind="warning">
            <Trans>We could not read that photo. Please take or choose it again.</Trans>
          </p>
        ) : null}
      </div>
      {back ? null : (
        <>
          <aside className="onb-recommend" aria-labelledby="onb-recommend-heading">
            <h2 id="onb-recommend-heading" className="onb-subheading">
              <Trans>Recommended: use your phone</Trans>
            </h2>
            <p>
              <Trans>A phone camera usually takes a sharper photo. We will show a QR code to open this step on your phone.</Trans>
            </p>
            <div className="onb-actions">
              <Button variant="secondary" onClick={usePhone}>
                <Trans>Use my phone</Trans>
              </Button>
              <Button variant="link" onClick={uploadLater}>
                <Trans>Upload later</Trans>
              </Button>
            </div>
          </aside>
          <ScanCapture
            journey={journey}
            documentType={documentType}
            device="desktop"
            notice={problem ? <CameraProblemNotice problem={problem} onTryAgain={cameraAgain} /> : null}
          />
          <p>
            <Button variant="link" onClick={() => setExamplesOpen(true)}>
              <Trans>See examples of good and bad photos</Trans>
            </Button>
          </p>
          <Modal title={t`Good and bad photos`} open={examplesOpen} onOpenChange={setExamplesOpen}>
            <PhotoGuidance headingLevel={3} />
          </Modal>
        </>
      )}
      {/* A side of its own: the front's file (sent) is not carried over to the back's field (the route changes, the screen stays). */}
      <ManualUpload key={back ? 'back' : 'front'} call="desktopDocumentUpload" side={back ? 'back' : 'front'} documentType={documentType} onActivity={activity} />
      <PhotoTipsCarousel />
      <UploadHelpPanel />
      <div className="onb-actions">
        <Button variant="secondary" onClick={uploadLater}>
          <Trans>Skip this step</Trans>
        </Button>
      </div>
      <p className="onb-aside">
        <Trans>Skipping is fine: fill in the rest of the form now and upload the document later.</Trans>
      </p>
    </div>
  );
}
