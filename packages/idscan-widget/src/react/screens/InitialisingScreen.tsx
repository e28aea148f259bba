import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../ui/Screen';
import { Spinner } from '../ui/Spinner';

/** docs/spec/widget/screens.md#initialising initialising screen: shown while the widget checks the device's hardware (is there a camera?). */
export function InitialisingScreen() {
  const { t } = useLingui();
  return (
    <Screen title={t`Getting ready`} className="idscan-screen--centered">
      <Spinner>
        <Trans>Checking your device…</Trans>
      </Spinner>
    </Screen>
  );
}
