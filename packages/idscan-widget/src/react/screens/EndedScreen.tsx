import { Trans, useLingui } from '@lingui/react/macro';
import type { HighLevelResult } from '../../core/enumerations';
import { Button } from '../ui/Button';
import { Screen } from '../ui/Screen';

/** Props of {@link EndedScreen}. */
export interface EndedScreenProps {
  /** How the journey ended. */
  result: HighLevelResult;
  /** "Start a new journey". Hidden when not given. */
  onNewJourney?(): void;
}

/** The journey is over and no results are shown: cancelled, terms declined, or finished. */
export function EndedScreen({ result, onNewJourney }: EndedScreenProps) {
  const { t } = useLingui();
  const title = result === 'Aborted' ? t`Journey cancelled` : result === 'TCCDISAGREE' ? t`Terms and conditions declined` : t`Thank you`;
  return (
    <Screen title={title}>
      <p>
        {result === 'Aborted' ? (
          <Trans>You cancelled the identity check. Nothing more will be sent.</Trans>
        ) : result === 'TCCDISAGREE' ? (
          <Trans>You did not agree to the terms and conditions, so we cannot check your identity here.</Trans>
        ) : (
          <Trans>Your documents have been sent.</Trans>
        )}
      </p>
      {onNewJourney ? (
        <div className="idscan-actions">
          <Button onClick={onNewJourney}>{t`Start a new journey`}</Button>
        </div>
      ) : null}
    </Screen>
  );
}
