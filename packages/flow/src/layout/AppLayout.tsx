import { Trans, useLingui } from '@lingui/react/macro';
import { GlobalErrorBanner, Loader } from '@onboarding/form-fields';
import { Outlet } from '@tanstack/react-router';
import { useFlow } from '../api/FlowContext';
import { ConsentBanner } from '../consent/ConsentBanner';
import { useGlobalErrorStore } from '../stores/globalErrorStore';
import { useLockStore } from '../stores/lockStore';
import { RouteEffects } from './RouteEffects';
import { TimeToFinish } from './TimeToFinish';

/**
 * The frame of every step: the cookie choice, header with time to finish, the global error banner, the step, the
 * footer with the cookie-settings link, the lock loader.
 */
export function AppLayout() {
  const { t } = useLingui();
  const { brand, consent } = useFlow();
  const locked = useLockStore((s) => s.locked);
  const globalError = useGlobalErrorStore((s) => s.message);
  const clearGlobalError = useGlobalErrorStore((s) => s.clear);

  return (
    <div className="onb-app" data-brand={brand.brand} aria-busy={locked || undefined}>
      {/* First on the page, in the flow of the page (GOV.UK's cookie banner): it covers nothing the applicant needs. */}
      <ConsentBanner />
      <a className="onb-skip-link" href="#onb-main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="onb-header">
        <span className="onb-brand">{brand.name}</span>
        <TimeToFinish />
      </header>
      {globalError ? <GlobalErrorBanner message={globalError} onDismiss={clearGlobalError} /> : null}
      <main id="onb-main" className="onb-main">
        <Outlet />
      </main>
      <footer className="onb-footer">
        {/* S0 §1: the cookie-settings link is always shown. */}
        <button type="button" className="onb-footer__link" onClick={() => consent.requestChoice()}>
          <Trans>Cookie settings</Trans>
        </button>
      </footer>
      {locked ? <Loader label={t`Please wait…`} variant="fullscreen" /> : null}
      <RouteEffects />
    </div>
  );
}
