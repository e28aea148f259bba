import './historyState';
import type { TokenStore } from '@onboarding/realform-api/client';
import { createRootRoute, createRoute, createRouter, type AnyRoute, type RouterHistory } from '@tanstack/react-router';
import { ROUTE_PENDING_DELAY_MS } from '../constants';
import { RouteErrorScreen } from '../layout/RouteErrorScreen';
import { RoutePending } from '../layout/RoutePending';
import { phoneLinkRedirect } from '../screens/identity/shared/phoneLink';
import { useGlobalErrorStore } from '../stores/globalErrorStore';
import { isReturningVisitor } from '../stores/returningVisitor';
import { lazyScreen } from './lazyScreen';
import { createRouteGuards, type RouteGuards } from './routeGuards';
import { loadNewLoginScreen, NewAccountScreen, ROUTE_MAP, type RouteEntry } from './routeMap';

const QueryLayout = lazyScreen(() => import('../layout/QueryLayout'), 'QueryLayout');
// The frame and the entry screen are chunks of their own too: mountOnboarding fetches them while the messages load
// (`preloadEntryScreens`), so the first page waits no longer for them and its first script stays small.
const AppLayout = lazyScreen(() => import('../layout/AppLayout'), 'AppLayout');

/**
 * Code-based routes named as docs/spec/flow/routes.md#locale-and-base-path's route table, under the base of the brand and locale (docs/architecture.md#internationalisation),
 * one per row of the route map ({@link ROUTE_MAP}).
 * - Every screen is a lazy chunk (`lazyScreen`), so the entry script ships none of them (issue 7 budget): the frame
 *   and newAccount (`/`, also NotFound: docs/spec/flow/screens.md#newaccount "any unmatched path shows the newAccount screen") are fetched before
 *   the first render ({@link preloadEntryScreens}); newLogin/restart (`/login`, linked from the entry, and where an expired session lands) is fetched as soon as the
 *   browser is idle — at once for a returning visitor, whose entry screen leads with "Log in" — so switching to it stays immediate.
 * - The steps after registration sit under a pathless layout that provides TanStack Query. Their screens render
 *   through a component of the route, so the chunk of a step loads as it renders (the step before stays in place,
 *   hidden, meanwhile).
 * - docs/spec/flow/states.md#submit-engine: a missing token on any page other than / and /login sends the applicant to restart (the rows' `access`).
 */
export function createOnboardingRouter(options: { basepath: string; tokenStore: TokenStore; history?: RouterHistory }) {
  const { tokenStore } = options;
  const rootRoute = createRootRoute({
    component: AppLayout,
    notFoundComponent: NewAccountScreen,
  });

  const guards = createRouteGuards(tokenStore);
  const steps = createRoute({ getParentRoute: () => rootRoute, id: 'steps', component: QueryLayout });
  const openRoutes = ROUTE_MAP.filter((entry) => !isStepsLayoutEntry(entry)).map((entry) => routeOf(entry, rootRoute, guards));
  steps.addChildren(ROUTE_MAP.filter(isStepsLayoutEntry).map((entry) => routeOf(entry, steps, guards)));

  const routeTree = rootRoute.addChildren([...openRoutes, steps]);
  // A returning visitor's entry screen leads with "Log in": its screen is fetched at once for them (their first tap
  // most likely goes there, and a busy phone may have no idle moment before it); for a first visit, when idle.
  if (isReturningVisitor()) void loadNewLoginScreen().catch(() => undefined);
  else preloadWhenIdle(loadNewLoginScreen);
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
  // The page's first render keeps the scroll position the browser gave it. TanStack Router scrolls the window to the
  // top after every render of a new location, its first one too, and has no option for that one alone; its
  // `resetScroll` flag (what `navigate({ resetScroll: false })` sets for the next render) starts out true. The entry
  // page is HTML the visitor may scroll before the app runs (the app starts at the first move, often that scroll):
  // a jump back to the top as the app takes over moves the button under their finger. Step changes still scroll to
  // the top (RouteEffects, once the app is not locked). Test: createOnboardingRouter.test.tsx, "scroll position".
  // Guarded: were the flag renamed, the router would reset as before (and the test fail), never fail to start.
  const scroll = (router as unknown as { _scroll?: { n?: boolean } })._scroll;
  if (scroll) scroll.n = false;
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

function preloadWhenIdle(load: () => Promise<unknown>) {
  if (typeof window === 'undefined') return;
  const start = () => void load().catch(() => {
    // Offline or a deployment in between: the route loads (and reports) it again when it is reached.
  });
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3_000 });
  else setTimeout(start, 1_000);
}

/** The rows that need a session sit under the steps' layout; `/` and `/login` need none. */
function isStepsLayoutEntry(entry: RouteEntry): boolean {
  return entry.access === 'session' || entry.access === 'sessionOrPhoneLink';
}

/** The route of one row of the route map, guarded by its `access`. */
function routeOf(entry: RouteEntry, parent: AnyRoute, guards: RouteGuards): AnyRoute {
  const { path, screen: Screen } = entry;
  switch (entry.access) {
    case 'entry':
      // docs/spec/flow/routes.md#query-parameters: `token` with `qrCode` or `mobile` is the desktop's hand-off link opened on a phone: it continues there.
      return createRoute({ getParentRoute: () => parent, path, beforeLoad: ({ location }) => phoneLinkRedirect(location), component: Screen });
    case 'public':
      return createRoute({ getParentRoute: () => parent, path, component: Screen });
    case 'session':
      return createRoute({ getParentRoute: () => parent, path, beforeLoad: guards.requireToken, component: () => <Screen /> });
    case 'sessionOrPhoneLink':
      return createRoute({
        getParentRoute: () => parent,
        path,
        beforeLoad: ({ location }) => {
          if (!location.state.phoneLink) guards.requireToken();
        },
        component: () => <Screen />,
      });
  }
}

export type OnboardingRouter = ReturnType<typeof createOnboardingRouter>;
