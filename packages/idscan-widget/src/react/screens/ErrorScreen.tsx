import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { WidgetError } from '../../core/IdscanError';
import { Button } from '../ui/Button';
import { Screen } from '../ui/Screen';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /** The error to show: its message is translated with the widget's i18n. */
  error: WidgetError;
  /** @default "Something went wrong" */
  title?: ReactNode;
  /** "Try again". Hidden when not given. */
  onRetry?(): void;
  /** "Cancel journey". Hidden when not given. */
  onCancel?(): void;
}

/** Any docs/spec/widget/errors.md error, "displayed with a try-again prompt". */
export function ErrorScreen({ error, title, onRetry, onCancel }: ErrorScreenProps) {
  const { t, i18n } = useLingui();
  return (
    <Screen title={title ?? t`Something went wrong`}>
      {/* Re-translated from the descriptor: the error may have been made before the locale loaded. */}
      <p className="idscan-screen__message">{i18n._(error.descriptor)}</p>
      <div className="idscan-actions">
        {onRetry ? <Button onClick={onRetry}>{t`Try again`}</Button> : null}
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t`Cancel journey`}
          </Button>
        ) : null}
      </div>
    </Screen>
  );
}
