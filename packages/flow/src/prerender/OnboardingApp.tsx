import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { FlowProvider, type FlowServices } from '../api/FlowContext';
import type { OnboardingRouter } from '../routing/createOnboardingRouter';

/**
 * The whole app as one element: what `mountOnboarding` renders in the browser and what the build's prerender
 * (`renderEntryPage`) renders to HTML. One tree for both, so the browser's first render is the prerendered page
 * element for element and hydration changes nothing (issue 21).
 */
export function OnboardingApp({ i18n, services, router }: { i18n: I18n; services: FlowServices; router: OnboardingRouter }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <FlowProvider services={services}>
          <RouterProvider router={router} />
        </FlowProvider>
      </I18nProvider>
    </StrictMode>
  );
}
