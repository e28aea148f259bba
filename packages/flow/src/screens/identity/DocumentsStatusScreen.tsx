import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useFlow } from '../../api/FlowContext';
import { StepHeading } from '../../layout/StepHeading';
import { ROUTE_PATHS } from '../../routing/routePaths';
import { useEffect } from 'react';
import { forgetAccountDocuments } from '../shared/accountDocuments';
import { OutcomeIllustration } from './shared/OutcomeIllustration';

/**
 * The identity document of an account opened after "upload later" (issue 17 defect 6), where the server's upload
 * path for it ends:
 * - documentsReceived, /documents-received: the document passed; the account's documents are complete. No second
 *   automatic hand-over to the client zone (issue 14: once per opened account) — a link to the client zone's own
 *   login (brand setting `clientZoneUrl`), or the words for it when the brand has none.
 * - documentsPending, /documents-pending: left for later again (or not verified): the account still waits for it.
 *   The way back is the login, which resumes at the upload while the document is missing.
 */
export function DocumentsStatusScreen({ status }: { status: 'received' | 'pending' }) {
  const { brand } = useFlow();
  // Received: the identity screens speak of the application form again should this tab start another.
  useEffect(() => {
    if (status === 'received') forgetAccountDocuments();
  }, [status]);

  if (status === 'pending') {
    return (
      <div className="onb-step onb-outcome">
        <OutcomeIllustration kind="partial" />
        <StepHeading>
          <Trans>Your identity document is still missing</Trans>
        </StepHeading>
        <p className="onb-lead">
          <Trans>
            Your account is open, but we need a photo of your identity document to complete it. You can add it at any time: log in to your
            application again with your e-mail address and password.
          </Trans>
        </p>
        <p>
          <Link to={ROUTE_PATHS.newLogin}>
            <Trans>Log in to upload it</Trans>
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="onb-step onb-outcome">
      <OutcomeIllustration kind="success" />
      <StepHeading>
        <Trans>We have received your identity document</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>Thank you. Your document has been checked and added to your account.</Trans>
      </p>
      {brand.clientZoneUrl ? (
        <p>
          <a href={brand.clientZoneUrl}>
            <Trans>Log in to the client zone</Trans>
          </a>
        </p>
      ) : (
        <p>
          <Trans>Log in to the client zone with your client zone details.</Trans>
        </p>
      )}
    </div>
  );
}
