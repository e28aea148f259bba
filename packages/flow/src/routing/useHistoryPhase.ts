import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { phaseInHistoryState } from './historyState';

/**
 * A screen's phase kept in the browser's history instead of in component state: each move to another phase is a new
 * history entry at the same address, with the phase in its state. The browser's Back then shows the phase before (not
 * the page before the site), Forward the one after, and a reload the one the applicant was on — the history state
 * survives a reload. The phase is `undefined` when the entry names none of this screen's (the screen decides where it
 * starts); `go(next, shown)` first writes the phase on screen into such an entry, so Back returns to it.
 */
export function useHistoryPhase<P extends string>(phases: readonly P[]): [P | undefined, (next: P, shown: P) => Promise<void>] {
  const router = useRouter();
  const navigate = useNavigate();
  const stored = useRouterState({ select: (state) => phaseInHistoryState(state.location.state) });
  const go = useCallback(
    async (next: P, shown: P) => {
      const to = router.state.location.pathname;
      if (phaseInHistoryState(router.state.location.state) !== shown) {
        await navigate({ to, search: true, hash: true, replace: true, resetScroll: false, state: (previous) => ({ ...previous, phase: shown }) });
      }
      await navigate({ to, search: true, hash: true, resetScroll: false, state: (previous) => ({ ...previous, phase: next }) });
    },
    [navigate, router],
  );
  return [phases.includes(stored as P) ? (stored as P) : undefined, go];
}
