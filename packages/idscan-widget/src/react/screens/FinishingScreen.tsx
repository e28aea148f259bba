import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../ui/Screen';
import { Spinner } from '../ui/Spinner';

/** After the last step: the journey is ending and its result is being read back (docs/spec/widget/constants.md#timers: 1 s delay). */
export function FinishingScreen() {
  const { t } = useLingui();
  return (
    <Screen title={t`Checking your documents`} className="idscan-screen--centered">
      <Spinner>
        <Trans>This takes a few seconds. Please do not close this page.</Trans>
      </Spinner>
    </Screen>
  );
}
