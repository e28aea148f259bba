import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ROUTE_PATHS } from '../routing/routePaths';
import { StepHeading } from './StepHeading';

/**
 * The screen of an docs/spec/flow/routes.md#route-table route that this build has no screen for. Every path of the route table has a route, so
 * whatever step the server answers, the applicant lands on a page that says where they are instead of on the
 * entry screen; the application itself is kept by the server.
 */
export function StepUnavailableScreen() {
  return (
    <section className="onb-step" aria-labelledby="onb-unavailable-heading">
      <div id="onb-unavailable-heading">
        <StepHeading>
          <Trans>This step is not available at the moment</Trans>
        </StepHeading>
      </div>
      <p>
        <Trans>Your application is saved. Please come back later, log in, and you will continue from this step.</Trans>
      </p>
      <p>
        <Link to={ROUTE_PATHS.newLogin}>
          <Trans>Go to the login page</Trans>
        </Link>
      </p>
    </section>
  );
}
