import { Trans } from '@lingui/react/macro';
import { Button } from '@onboarding/form-fields';
import { useEffect } from 'react';
import { useFlow } from '../../api/FlowContext';
import { StepHeading } from '../../layout/StepHeading';
import { addingAccountDocument } from '../shared/accountDocuments';
import { storeUploadPath } from './shared/identityStorage';
import { OutcomeIllustration } from './shared/OutcomeIllustration';
import { useIdentitySubmit } from '../../submit/useIdentitySubmit';

/**
 * uploadSucceeded, /upload-succeeded (docs/spec/flow/screens.md#upload-document): success header, subheader and Next (the upload-summary action). On
 * entry the path marker 'automatic' is stored locally (docs/spec/flow/entities.md#local-storage-and-cookies "Local storage").
 */
export function UploadSucceededScreen() {
  const { client } = useFlow();
  const submit = useIdentitySubmit();

  useEffect(() => storeUploadPath('automatic'), []);

  return (
    <div className="onb-step onb-outcome">
      <OutcomeIllustration kind="success" />
      <StepHeading>
        <Trans>Your document has been verified</Trans>
      </StepHeading>
      <p className="onb-lead">
        {/* The missing document of an opened account (issue 17 defect 6): no personal data follows. */}
        {addingAccountDocument() ? (
          <Trans>Thank you. Next, we add it to your account.</Trans>
        ) : (
          <Trans>Thank you. Next, check the personal details we read from it.</Trans>
        )}
      </p>
      <Button variant="primary" onClick={() => void submit(() => client.call('uploadSummary', {}))}>
        <Trans>Next</Trans>
      </Button>
    </div>
  );
}
