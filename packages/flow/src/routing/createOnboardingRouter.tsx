import './historyState';
import type { TokenStore } from '@onboarding/realform-api/client';
import { createRootRoute, createRoute, createRouter, type AnyRoute, type RouterHistory } from '@tanstack/react-router';
import { ROUTE_PENDING_DELAY_MS } from '../constants';
import { RouteErrorScreen } from '../layout/RouteErrorScreen';
import { RoutePending } from '../layout/RoutePending';
import { useGlobalErrorStore } from '../stores/globalErrorStore';
import { dataStepRoutes } from './dataStepRoutes';
import { identityStepRoutes, phoneLinkRedirect } from './identityStepRoutes';
import { lazyScreen } from './lazyScreen';
import { createRouteGuards, type RouteGuards } from './routeGuards';
import { ROUTE_PATHS, STEP_PATHS } from './routePaths';

const QueryLayout = lazyScreen(() => import('../layout/QueryLayout'), 'QueryLayout');
const StepUnavailableScreen = lazyScreen(() => import('../layout/StepUnavailableScreen'), 'StepUnavailableScreen');
// The frame and the entry screen are chunks of their own too: mountOnboarding fetches them while the messages load
// (`preloadEntryScreens`), so the first page waits no longer for them and its first script stays small.
const AppLayout = lazyScreen(() => import('../layout/AppLayout'), 'AppLayout');
const NewAccountScreen = lazyScreen(() => import('../screens/newAccount/NewAccountScreen'), 'NewAccountScreen');
const loadNewLoginScreen = () => import('../screens/NewLoginScreen');
const NewLoginScreen = lazyScreen(loadNewLoginScreen, 'NewLoginScreen');

/**
 * Code-based routes named as docs/spec/flow/routes.md#locale-and-base-path's route table, under the base of the brand and locale (docs/architecture.md#internationalisation).
 * - Every screen is a lazy chunk (`lazyScreen`), so the entry script ships none of them (issue 7 budget): the frame
 *   and newAccount (`/`, also NotFound: docs/spec/flow/screens.md#newaccount "any unmatched path shows the newAccount screen") are fetched before
 *   the first render ({@link preloadEntryScreens}); newLogin/restart (`/login`, linked from the entry, and where an expired session lands) is fetched as soon as the
 *   browser is idle, so switching to it stays immediate.
 * - The steps after registration sit under a pathless layout that provides TanStack Query; the areas add theirs
 *   (`identityStepRoutes`, `dataStepRoutes`). A table path no area registers gets a route that says the step is
 *   unavailable, so any `next` the server answers lands on a page of its own.
 * - docs/spec/flow/states.md#submit-engine: a missing token on any page other than / and /login sends the applicant to restart.
 */
export function createOnboardingRouter(options: { basepath: string; tokenStore: TokenStore; history?: RouterHistory }) {
  const { tokenStore } = options;
  const rootRoute = createRootRoute({
    component: AppLayout,
    notFoundComponent: NewAccountScreen,
  });

  const guards = createRouteGuards(tokenStore);

  const newAccount = createRoute({
    getParentRoute: () => rootRoute,
    path: ROUTE_PATHS.newAccount,
    // docs/spec/flow/routes.md#query-parameters: `token` with `qrCode` or `mobile` is the desktop's hand-off link opened on a phone: it continues there.
    beforeLoad: ({ location }) => phoneLinkRedirect(location),
    component: NewAccountScreen,
  });
  const login = createRoute({
    getParentRoute: () => rootRoute,
    path: ROUTE_PATHS.newLogin,
    // docs/spec/flow/screens.md#newlogin sends newLogin to / when no residence country is set; that is left out (issue 18): login needs no residence
    // answer, and an applicant told to "come back later and log in" opens /login from a bookmark in a fresh browser.
    component: NewLoginScreen,
  });
  const steps = createRoute({ getParentRoute: () => rootRoute, id: 'steps', component: QueryLayout });
  const areaRoutes = [...identityStepRoutes(steps, guards), ...dataStepRoutes(steps, guards)];
  steps.addChildren([...areaRoutes, ...unavailableStepRoutes(steps, guards, areaRoutes)]);

  const routeTree = rootRoute.addChildren([newAccount, login, steps]);
  preloadWhenIdle(loadNewLoginScreen);
  const router = createRouter({
    routeTree,
    basepath: options.basepath,
    history: options.history,
    notFoundMode: 'root',
    defaultPreload: false,
    scrollRestoration: false,
    defaultErrorComponent: RouteErrorScreen,
    defaultPendingComponent: RoutePending,
    defaultPendingMs: ROUTE_PENDING_DELAY_MS,
  });
  // Issue 17: an error belongs to the screen it was shown on. The browser's Back and Forward show another step, where
  // the banner (a refused code, "we have taken you back to where your application is") would be untrue and nothing on
  // the page answers it. A submit's own navigation (push) keeps the banner it shows on the step it leads to.
  router.history.subscribe(({ action }) => {
    if (action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO') useGlobalErrorStore.getState().clear();
  });
  return router;
}

/**
 * Fetches the frame and the entry screen; `mountOnboarding` starts this beside the messages, so the router renders
 * them at once. A failure is left to the route, whose error screen offers to try again.
 */
export function preloadEntryScreens(): Promise<unknown> {
  return Promise.all([AppLayout.preload?.(), NewAccountScreen.preload?.()]).catch(() => undefined);
}

/** Routes for the docs/spec/flow/routes.md#route-table paths no area registered (see {@link StepUnavailableScreen}). */
function unavailableStepRoutes(parent: AnyRoute, guards: RouteGuards, registered: readonly AnyRoute[]) {
  const taken = new Set<string>([ROUTE_PATHS.newAccount, ROUTE_PATHS.newLogin, ...registered.map((route) => normalizePath((route.options as { path?: unknown }).path))]);
  return STEP_PATHS.filter((path) => !taken.has(path)).map((path) =>
    createRoute({ getParentRoute: () => parent, path, beforeLoad: guards.requireToken, component: StepUnavailableScreen }),
  );
}

function preloadWhenIdle(load: () => Promise<unknown>) {
  if (typeof window === 'undefined') return;
  const start = () => void load().catch(() => {
    // Offline or a deployment in between: the route loads (and reports) it again when it is reached.
  });
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3_000 });
  else setTimeout(start, 1_000);
}

function normalizePath(path: unknown): string {
  if (typeof path !== 'string') return '';
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

export type OnboardingRouter = ReturnType<typeof createOnboardingRouter>;
