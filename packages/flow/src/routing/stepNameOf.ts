import { ROUTE_PATHS } from './routePaths';

/**
 * The step name of a location (S0 §2). Paths shared by several steps (restart and newLogin) are told apart by
 * the `stepName` the submit engine puts in the history state; unknown paths are NotFound, which shows newAccount.
 */
export function stepNameOf(path: string, state: unknown): string {
  const fromState = (state as { stepName?: unknown } | null)?.stepName;
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : '/';
  const candidates = Object.entries(ROUTE_PATHS).filter(([, p]) => p === normalized).map(([name]) => name);
  if (typeof fromState === 'string' && candidates.includes(fromState)) return fromState;
  return candidates.find((name) => name !== 'restart') ?? 'newAccount';
}
