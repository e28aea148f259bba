import './historyState';
import type { TokenStore } from '@onboarding/realform-api';
import { createRootRoute, createRoute, createRouter, redirect, type RouterHistory } from '@tanstack/react-router';
import { AppLayout } from '../layout/AppLayout';
import { DesktopSmsScreen } from '../screens/DesktopSmsScreen';
import { NewAccountScreen } from '../screens/newAccount/NewAccountScreen';
import { NewLoginScreen } from '../screens/NewLoginScreen';
import { useDraftStore } from '../stores/draftStore';
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

  const requireToken = () => {
    if (!tokenStore.get()) {
      throw redirect({ to: ROUTE_PATHS.restart, state: { stepName: 'restart' } as never, replace: true });
    }
  };

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
  const desktopSms = createRoute({
    getParentRoute: () => rootRoute,
    path: ROUTE_PATHS.desktopSms,
    beforeLoad: requireToken,
    component: DesktopSmsScreen,
  });

  const routeTree = rootRoute.addChildren([newAccount, login, desktopSms]);
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
