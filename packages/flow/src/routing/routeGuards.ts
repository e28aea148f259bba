import type { TokenStore } from '@onboarding/realform-api';
import { redirect } from '@tanstack/react-router';
import { ROUTE_PATHS } from './routePaths';

/** What each area's routes may use to guard themselves. */
export interface RouteGuards {
  /** S0 §4: a missing token on any page other than / and /login sends the applicant to restart. */
  requireToken: () => void;
}

export function createRouteGuards(tokenStore: TokenStore): RouteGuards {
  return {
    requireToken: () => {
      if (!tokenStore.get()) {
        throw redirect({ to: ROUTE_PATHS.restart, state: { stepName: 'restart' } as never, replace: true });
      }
    },
  };
}
