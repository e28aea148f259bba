import './historyState';
import type { TokenStore } from '@onboarding/realform-api';
import { createRootRoute, createRoute, createRouter, redirect, type RouterHistory } from '@tanstack/react-router';
import { AppLayout } from '../layout/AppLayout';
import { NewAccountScreen } from '../screens/newAccount/NewAccountScreen';
import { NewLoginScreen } from '../screens/NewLoginScreen';
import { useDraftStore } from '../stores/draftStore';
import { dataStepRoutes } from './dataStepRoutes';
import { identityStepRoutes } from './identityStepRoutes';
import { createRouteGuards } from './routeGuards';
import { ROUTE_PATHS } from './routePaths';

/**
 * Code-based routes named as S0 §2's route table, under the base of the brand and locale.
 * S0 §4: a missing token on any page other than / and /login sends the applicant to restart.
 * S0 §2: any unmatched path shows the newAccount screen.
 */
export function createOnboardingRouter(options: { basepath: string; tokenStore: TokenStore; history?: RouterHistory }) {
  const { tokenStore } = options;
  const rootRoute = createRootRoute({
    component: AppLayout,
    notFoundComponent: NewAccountScreen,
  });

  const guards = createRouteGuards(tokenStore);

  const newAccount = createRoute({ getParentRoute: () => rootRoute, path: ROUTE_PATHS.newAccount, component: NewAccountScreen });
  const login = createRoute({
    getParentRoute: () => rootRoute,
    path: ROUTE_PATHS.newLogin,
    // S0 §2: newLogin redirects to / when no residence country is set; restart (same path) always shows.
    beforeLoad: ({ location }) => {
      const isRestart = (location.state as { stepName?: string } | undefined)?.stepName === 'restart';
      if (!isRestart && !useDraftStore.getState().residenceDone) {
        throw redirect({ to: ROUTE_PATHS.newAccount, replace: true });
      }
    },
    component: NewLoginScreen,
  });
  const routeTree = rootRoute.addChildren([
    newAccount,
    login,
    ...identityStepRoutes(rootRoute, guards),
    ...dataStepRoutes(rootRoute, guards),
  ]);
  return createRouter({
    routeTree,
    basepath: options.basepath,
    history: options.history,
    notFoundMode: 'root',
    defaultPreload: false,
    scrollRestoration: false,
  });
}

export type OnboardingRouter = ReturnType<typeof createOnboardingRouter>;
