import { Trans, useLingui } from '@lingui/react/macro';
import { GlobalErrorBanner, Loader } from '@onboarding/form-fields';
import { Outlet } from '@tanstack/react-router';
import { useFlow } from '../api/FlowContext';
import { ConsentBanner } from '../consent/ConsentBanner';
import { useDevice } from '../routing/device';
import { useGlobalErrorStore } from '../stores/globalErrorStore';
import { useLockStore } from '../stores/lockStore';
import { BenefitsPanel } from './BenefitsPanel';
import { BrandLogo } from './BrandLogo';
import { LegalDisclaimer } from './LegalDisclaimer';
import { RouteEffects } from './RouteEffects';
import { StepProgress } from './StepProgress';
import { TimeToFinish } from './TimeToFinish';
import { useBlockFileDrops } from './useBlockFileDrops';

/**
 * The frame of every step (docs/spec/flow/overview.md#time-to-finish): the header with the brand's logo and the time to finish, the global error banner,
 * where the applicant is in the application (StepProgress), the step (and after it, until a choice is made, the
 * cookie choice) beside the side panel of broker benefits — the two on one centred grid on wide screens —, the
 * footer with the cookie-settings link, the sticky legal disclaimer, and the lock loader.
 */
export function AppLayout() {
  const { t } = useLingui();
  const { brand, consent } = useFlow();
  const device = useDevice((s) => s.kind);
  const locked = useLockStore((s) => s.locked);
  const globalError = useGlobalErrorStore((s) => s.message);
  const clearGlobalError = useGlobalErrorStore((s) => s.clear);
  useBlockFileDrops();

  return (
    <div className="onb-app" data-brand={brand.brand} data-device={device} aria-busy={locked || undefined}>
      <a className="onb-skip-link" href="#onb-main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="onb-header">
        <BrandLogo />
        <TimeToFinish />
      </header>
      {globalError ? <GlobalErrorBanner message={globalError} onDismiss={clearGlobalError} /> : null}
      <div className="onb-body">
        <main id="onb-main" className="onb-main">
          <StepProgress />
          {/* The step and what follows it: on wide screens the side panel lines up with its top (styles.css). */}
          <div className="onb-main__content">
            <Outlet />
            {/* In the flow of the page, after the step (issue 18 item 8): on a phone a banner above the step, with the
                sticky risk warning below it, pushed the Start button out of the first screen. It covers nothing, and
                comes after the step's own controls in reading and focus order. */}
            <ConsentBanner />
          </div>
        </main>
        <BenefitsPanel />
      </div>
      <footer className="onb-footer">
        {/* docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer: the cookie-settings link is always shown. */}
        <button type="button" className="onb-footer__link" onClick={() => consent.requestChoice()}>
          <Trans>Cookie settings</Trans>
        </button>
      </footer>
      <LegalDisclaimer />
      {locked ? <Loader label={t`Please wait…`} variant="fullscreen" /> : null}
      <RouteEffects />
    </div>
  );
}
