import { Trans, useLingui } from '@lingui/react/macro';
import { GlobalErrorBanner, Loader } from '@onboarding/form-fields';
import { Outlet } from '@tanstack/react-router';
import { useFlow } from '../api/FlowContext';
import { useGlobalErrorStore } from '../stores/globalErrorStore';
import { useLockStore } from '../stores/lockStore';
import { RouteEffects } from './RouteEffects';
import { TimeToFinish } from './TimeToFinish';

/** The frame of every step: header with time to finish, the global error banner, the step, the lock loader. */
export function AppLayout() {
  const { t } = useLingui();
  const { brand } = useFlow();
  const locked = useLockStore((s) => s.locked);
  const globalError = useGlobalErrorStore((s) => s.message);
  const clearGlobalError = useGlobalErrorStore((s) => s.clear);

  return (
    <div className="onb-app" data-brand={brand.brand} aria-busy={locked || undefined}>
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
      {locked ? <Loader label={t`Please wait…`} variant="fullscreen" /> : null}
      <RouteEffects />
    </div>
  );
}
