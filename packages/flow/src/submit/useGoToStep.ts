import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ROUTE_PATHS, type RoutedStepName } from '../routing/routePaths';
import { useLockStore } from '../stores/lockStore';

/**
 * Shows a step the flow reaches without a server answer naming it (docs/spec/flow/states.md: the upload routes itself after the
 * journey's end, the how-to screen has no call of its own, a failed token goes to uploadException). As with the
 * submit engine, a lock taken meanwhile is released once the next screen has rendered.
 */
export function useGoToStep() {
  const navigate = useNavigate();
  const router = useRouter();
  return useCallback(
    async (step: RoutedStepName, options: { replace?: boolean } = {}) => {
      if (useLockStore.getState().locked) {
        const unsubscribe = router.subscribe('onRendered', () => {
          unsubscribe();
          useLockStore.getState().unlock();
        });
      }
      await navigate({ to: ROUTE_PATHS[step], state: { stepName: step }, replace: options.replace ?? false });
    },
    [navigate, router],
  );
}
