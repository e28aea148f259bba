import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useFlow } from '../api/FlowContext';
import { useLockStore } from '../stores/lockStore';
import { stepNameOf } from '../routing/stepNameOf';

export const CURRENT_STEP_STORAGE_KEY = 'onboarding.step';

/**
 * S0 §2: after each route change the route name is stored, the page scrolls to the top once the app is not
 * locked, and a step analytics event is sent. DESIGN.md §5: focus moves to the new step's heading.
 */
export function RouteEffects() {
  const router = useRouter();
  const { tracking } = useFlow();

  useEffect(() => {
    let first = true;
    const onRendered = () => {
      const stepName = stepNameOf(router.state.location.pathname, router.state.location.state);
      try {
        localStorage.setItem(CURRENT_STEP_STORAGE_KEY, stepName);
      } catch {
        // Storage can be unavailable (private mode, quota); the step is also kept by the server.
      }
      tracking.trackStep(stepName);
      const scrollWhenUnlocked = () => window.scrollTo({ top: 0 });
      if (!useLockStore.getState().locked) scrollWhenUnlocked();
      else {
        const unsubscribe = useLockStore.subscribe((s) => {
          if (!s.locked) {
            unsubscribe();
            scrollWhenUnlocked();
          }
        });
      }
      if (!first) document.querySelector<HTMLElement>('[data-step-heading]')?.focus();
      first = false;
    };
    onRendered();
    const unsubscribe = router.subscribe('onRendered', onRendered);
    return () => {
      unsubscribe();
    };
  }, [router, tracking]);

  return null;
}
