import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect, useRef } from 'react';
import { FlowProvider, type FlowServices } from '../api/FlowContext';
import type { OnboardingRouter } from '../routing/createOnboardingRouter';

/**
 * The whole app as one element: what `mountOnboarding` renders in the browser and what the build's prerender
 * (`renderEntryPage`) renders to HTML. One tree for both, so the browser's first render is the prerendered page
 * element for element and hydration changes nothing (issue 21).
 */
export function OnboardingApp({ i18n, services, router, onReady }: { i18n: I18n; services: FlowServices; router: OnboardingRouter; onReady?: () => void }) {
  return (
    <StrictMode>
      {onReady && <ReadySignal onReady={onReady} />}
      <I18nProvider i18n={i18n}>
        <FlowProvider services={services}>
          <RouterProvider router={router} />
        </FlowProvider>
      </I18nProvider>
    </StrictMode>
  );
}

/**
 * Calls `onReady` once, after the app's first commit: the page is then the app's (hydrated or rendered), and a click
 * the entry page's loader held back can be given to it (mountOnboarding). An effect runs after the commit that
 * includes the whole tree, never on the server.
 */
function ReadySignal({ onReady }: { onReady: () => void }) {
  const called = useRef(false);
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    onReady();
  }, [onReady]);
  return null;
}
