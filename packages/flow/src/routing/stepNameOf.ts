import { ROUTE_PATHS, ROUTE_TABLE } from './routePaths';

/** docs/spec/flow/screens.md#newaccount: an unmatched path is the route NotFound, which shows the newAccount screen. */
export const NOT_FOUND_STEP = 'NotFound';

/**
 * The step name of a location (docs/spec/flow/screens.md#newlogin). Paths shared by several steps (restart and newLogin; the desktop and mobile
 * variants; the states without a path of their own) are told apart by the `stepName` the submit engine puts in the
 * history state; without one, a path is the first step of the route table that has it (restart only by state).
 * Unknown paths are NotFound.
 */
export function stepNameOf(path: string, state: unknown): string {
  const fromState = (state as { stepName?: unknown } | null)?.stepName;
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : '/';
  const candidates = Object.entries(ROUTE_PATHS)
    .filter(([, p]) => p === normalized)
    .map(([name]) => name);
  if (typeof fromState === 'string' && candidates.includes(fromState)) return fromState;
  return candidates.find((name) => name !== 'restart' && Object.hasOwn(ROUTE_TABLE, name)) ?? NOT_FOUND_STEP;
}
