import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useFlow } from '../api/FlowContext';
import { stepTitle } from '../i18n/documentMeta';
import { routeNameFor, useDevice } from '../routing/device';
import { stepNameOf } from '../routing/stepNameOf';
import { useLockStore } from '../stores/lockStore';
import { applyTimeToFinish } from './applyTimeToFinish';

export const CURRENT_STEP_STORAGE_KEY = 'onboarding.step';

/**
 * The heading of the step on screen. While the next screen's lazy chunk loads, Suspense keeps the previous screen in
 * the page, hidden (`display: none`): its heading is not the new step's, and it cannot take focus.
 */
function shownStepHeading(): HTMLElement | undefined {
  const shown = (element: HTMLElement | null): boolean => !element || (getComputedStyle(element).display !== 'none' && shown(element.parentElement));
  return [...document.querySelectorAll<HTMLElement>('[data-step-heading]')].find((heading) => shown(heading));
}

/**
 * Calls `found` with the step's heading once it is shown: at once, or when a screen that was still loading (a lazy
 * chunk under Suspense) renders it. Returns a function that stops waiting.
 */
function whenStepHeading(found: (heading: HTMLElement) => void): () => void {
  const current = shownStepHeading();
  if (current) {
    found(current);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = shownStepHeading();
    if (!heading) return;
    observer.disconnect();
    found(heading);
  });
  // `style` too: Suspense reveals a screen it had hidden by removing its `display: none`.
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  return () => observer.disconnect();
}

/**
 * docs/spec/flow/routes.md#step-names-without-a-path: after each route change the route name is stored (`{step}_M` for a mobile variant), the page scrolls to
 * the top once the app is not locked (on a step change: the page's first render keeps the browser's position), and a step analytics event is sent. docs/spec/flow/overview.md/docs/spec/flow/states.md: the step sets the time to
 * finish. docs/architecture.md#accessibility: focus moves to the new step's heading, and the page title names the step (WCAG 2.4.2).
 */
export function RouteEffects() {
  const router = useRouter();
  const { tracking, brand } = useFlow();
  const { i18n } = useLingui();

  useEffect(() => {
    let first = true;
    let handled: string | undefined;
    let handledPage: string | undefined;
    let stopWaiting = () => {};
    const onRendered = () => {
      // Once per history entry: the router's first onRendered can arrive after this effect ran for the same page
      // (the frame is a lazy chunk), and must not count as a step change.
      const entry = router.state.location.state.__TSR_key ?? router.state.location.href;
      if (entry === handled) return;
      handled = entry;
      const stepName = stepNameOf(router.state.location.pathname, router.state.location.state);
      // Another phase of the same screen (useHistoryPhase: the entry's intro, residence and registration) is an entry of
      // its own in the history, but not another step: no step event, no scroll; the screen moves focus itself.
      const page = `${stepName} ${router.state.location.pathname}`;
      const samePage = page === handledPage;
      handledPage = page;
      if (samePage && !first) return;
      const routeName = routeNameFor(stepName, useDevice.getState().kind);
      try {
        localStorage.setItem(CURRENT_STEP_STORAGE_KEY, routeName);
      } catch {
        // Storage can be unavailable (private mode, quota); the step is also kept by the server.
      }
      tracking.trackStep(routeName);
      applyTimeToFinish(stepName);
      // A step change, not the page's first render: that keeps where the visitor is (they may have scrolled the
      // prerendered entry page before the app took it over), as the heading keeps the focus where it is.
      const stepChange = !first;
      first = false;
      const scrollToTop = () => window.scrollTo({ top: 0 });
      if (stepChange && !useLockStore.getState().locked) scrollToTop();
      else if (stepChange) {
        const unsubscribe = useLockStore.subscribe((s) => {
          if (!s.locked) {
            unsubscribe();
            scrollToTop();
          }
        });
      }
      stopWaiting();
      stopWaiting = whenStepHeading((heading) => {
        document.title = stepTitle(i18n, brand, stepName === 'newAccount' || stepName === 'NotFound' ? null : heading.textContent);
        if (stepChange) heading.focus();
      });
    };
    onRendered();
    const unsubscribe = router.subscribe('onRendered', onRendered);
    return () => {
      unsubscribe();
      stopWaiting();
    };
  }, [router, tracking, brand, i18n]);

  return null;
}
