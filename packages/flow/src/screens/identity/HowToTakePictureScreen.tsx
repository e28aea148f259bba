import { Trans } from '@lingui/react/macro';
import { Button } from '@onboarding/form-fields';
import { StepHeading } from '../../layout/StepHeading';
import { useDraftStore } from '../../stores/draftStore';
import { PhotoGuidance } from './shared/PhotoGuidance';
import { useGoToStep } from '../../submit/useGoToStep';

/**
 * howToTakePicture, /how-to-take-picture (docs/spec/flow/screens.md#howtotakepicture): good and bad photo guidance, then the upload. The step has no
 * call of its own (the server counts the applicant as on the upload page already), so Next opens the upload: the
 * hand-off phone's (mobileDocumentUpload), or this device's (desktopDocumentUpload, its `_M` variant on a phone).
 */
export function HowToTakePictureScreen() {
  const handoffPhone = useDraftStore((s) => s.handoffPhone);
  const goToStep = useGoToStep();

  return (
    <div className="onb-step">
      <StepHeading>
        <Trans>How to take a good photo of your document</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>Put the document on a dark, plain surface in good light.</Trans>
      </p>
      <PhotoGuidance />
      <Button variant="primary" onClick={() => void goToStep(handoffPhone ? 'mobileDocumentUpload' : 'desktopDocumentUpload')}>
        <Trans>Next</Trans>
      </Button>
    </div>
  );
}
