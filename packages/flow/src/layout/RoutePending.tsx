import { useLingui } from '@lingui/react/macro';
import { Loader } from '@onboarding/form-fields';

/** Shown while a step's code loads (after a short delay, so fast loads show nothing); a polite status region. */
export function RoutePending() {
  const { t } = useLingui();
  return (
    <div className="onb-route-pending">
      <Loader label={t`Loading the next step…`} showLabel />
    </div>
  );
}
