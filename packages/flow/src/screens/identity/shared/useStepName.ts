import { useRouterState } from '@tanstack/react-router';
import { stepNameOf } from '../../../routing/stepNameOf';

/** The docs/spec/flow/routes.md#route-table step of the current location: several identity steps share a path and differ by the history state. */
export function useStepName(): string {
  return useRouterState({ select: (state) => stepNameOf(state.location.pathname, state.location.state) });
}
