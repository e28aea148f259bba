import type { TokenStore } from '@onboarding/realform-api';
import { redirect } from '@tanstack/react-router';
import { denialReasonFor } from '../stores/denialStore';
import { ROUTE_PATHS } from './routePaths';

/** What each area's routes may use to guard themselves. */
export interface RouteGuards {
  /**
   * docs/spec/flow/states.md#submit-engine: a missing token on any page other than / and /login sends the applicant to restart. A session whose
   * application was denied has one page left, the denied one (issue 18: Back or a reload after a denial lands there).
   */
  requireToken: (context?: { location: { pathname: string } }) => void;
}

export function createRouteGuards(tokenStore: TokenStore): RouteGuards {
  return {
    requireToken: (context) => {
      const token = tokenStore.get();
      if (!token) {
        throw redirect({ to: ROUTE_PATHS.restart, state: { stepName: 'restart' } as never, replace: true });
      }
      if (context && denialReasonFor(token) && !context.location.pathname.endsWith(ROUTE_PATHS.onboardingDenied)) {
        throw redirect({ to: ROUTE_PATHS.onboardingDenied, state: { stepName: 'onboardingDenied' } as never, replace: true });
      }
    },
  };
}
