import { ROUTE_MAP, type HostsOf, type RouteEntry } from './routeMap';

/**
 * docs/spec/flow/screens.md#newlogin route table: step name → path under the router base, the `steps` of the route map (`routeMap.tsx`). Steps sharing a path
 * (restart and newLogin; the desktop and mobile variants) map to the same screen, told apart by the history state's `stepName`.
 */
export const ROUTE_TABLE = ownPaths(ROUTE_MAP);

/**
 * docs/spec/flow/routes.md#step-names-without-a-path "Additional step names without a listed path": each is a state of a screen that has one, so the server
 * may answer any of them in `next` and the flow shows that screen, with the name in the history state (the `hosts` of the
 * route map).
 */
export const PATHLESS_STEP_HOSTS = hostedPaths(ROUTE_MAP);

/**
 * Every step the flow can navigate to (the server's `next`), with the path of the screen that shows it: the
 * docs/spec/flow/routes.md#step-names-without-a-path route table, then the steps without a path of their own.
 */
export const ROUTE_PATHS = { ...ROUTE_TABLE, ...PATHLESS_STEP_HOSTS } as const;

export type RoutedStepName = keyof typeof ROUTE_PATHS;

/** Whether this build has a screen for a step name the server answered (a newer server may name one it has not). */
export function isRoutedStep(name: string): name is RoutedStepName {
  return Object.hasOwn(ROUTE_PATHS, name);
}

/** The distinct paths of the docs/spec/flow/routes.md#route-table route table: one route each. */
export const STEP_PATHS: readonly string[] = ROUTE_MAP.map((entry) => entry.path);

// The two tables' types are written out here (not named) so that the package's declarations list their steps and
// paths, not the route map behind them.
function ownPaths<E extends RouteEntry>(entries: readonly E[]): { readonly [R in E as R['steps'][number]]: R['path'] } {
  return Object.fromEntries(entries.flatMap((entry) => entry.steps.map((step) => [step, entry.path]))) as never;
}

function hostedPaths<E extends RouteEntry>(entries: readonly E[]): { readonly [R in E as HostsOf<R>]: R['path'] } {
  return Object.fromEntries(entries.flatMap((entry) => (entry.hosts ?? []).map((step) => [step, entry.path]))) as never;
}
