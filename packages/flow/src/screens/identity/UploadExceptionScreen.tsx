import { Trans } from '@lingui/react/macro';
import { Button } from '@onboarding/form-fields';
import { useFlow } from '../../api/FlowContext';
import { StepHeading } from '../../layout/StepHeading';
import { useDevice } from '../../routing/device';
import { useDraftStore } from '../../stores/draftStore';
import { useIdentitySubmit } from '../../submit/useIdentitySubmit';

/**
 * uploadException, /upload-exception (docs/spec/flow/screens.md#upload-document): the photo capture could not start (docs/spec/flow/errors.md#scanning: no scan token after 4
 * tries). A message and Next: the desktop sends upload-summary; a phone goes to personalDataConfirm (sent as
 * "upload later", the server's way there from the upload); a hand-off phone skips its upload
 * (skip-hybrid-upload: the desktop goes on to personalDataConfirm and the phone to mobileReturnToDesktop, docs/spec/flow/states.md#phone).
 */
export function UploadExceptionScreen() {
  const { client } = useFlow();
  const submit = useIdentitySubmit();
  const device = useDevice((s) => s.kind);
  const handoffPhone = useDraftStore((s) => s.handoffPhone) !== null;

  const next = async () => {
    if (handoffPhone) {
      const { outcome } = await submit(() => client.call('skipHybridUpload', {}));
      // docs/spec/flow/states.md#skipping-the-hybrid-upload "Skip of hybrid upload: … any other result logs an error".
      if (outcome !== 'navigated') console.error('skip-hybrid-upload: an unexpected error');
      return;
    }
    if (device === 'mobile') await submit(() => client.call('dataUploadChoice', { dataUploadChoice: 1 }));
    else await submit(() => client.call('uploadSummary', {}));
  };

  return (
    <div className="onb-step onb-outcome">
      <StepHeading>
        <Trans>The photo capture is not available right now</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>Something went wrong on our side. You can go on with your application and upload the document later.</Trans>
      </p>
      <Button variant="primary" onClick={() => void next()}>
        <Trans>Next</Trans>
      </Button>
    </div>
  );
}
