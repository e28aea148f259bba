import { Trans } from '@lingui/react/macro';
import { Button } from '@onboarding/form-fields';
import { useFlow } from '../../api/FlowContext';
import { StepHeading } from '../../layout/StepHeading';
import { useDraftStore } from '../../stores/draftStore';
import { OutcomeIllustration } from './shared/OutcomeIllustration';
import { useIdentitySubmit } from '../../submit/useIdentitySubmit';

/**
 * uploadFailed, /upload-failed (docs/spec/flow/screens.md#uploadfailed): header, partial-success image, the error text of form data field
 * uploadActionError, 'Try again' only when allowTryAgain is true (upload-try-again: back to the desktop upload),
 * and Next (upload-summary: the applicant goes on and the document is checked by a person).
 */
export function UploadFailedScreen() {
  const { client } = useFlow();
  const submit = useIdentitySubmit();
  const outcome = useDraftStore((s) => s.uploadOutcome);

  return (
    <div className="onb-step onb-outcome">
      <OutcomeIllustration kind="partial" />
      <StepHeading>
        <Trans>We could not verify your document automatically</Trans>
      </StepHeading>
      <p className="onb-lead">{outcome?.uploadActionError ?? <Trans>The photo could not be read well enough.</Trans>}</p>
      <p>
        <Trans>You can try again, or go on: we will check your document and contact you if we need anything more.</Trans>
      </p>
      <div className="onb-actions">
        {outcome?.allowTryAgain ? (
          <Button variant="secondary" onClick={() => void submit(() => client.call('uploadTryAgain', {}))}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
        <Button variant="primary" onClick={() => void submit(() => client.call('uploadSummary', {}))}>
          <Trans>Next</Trans>
        </Button>
      </div>
    </div>
  );
}
