import { useLingui } from '@lingui/react/macro';
import { useDomId } from '@repo/react-primitives';
import { useState, type FormEvent } from 'react';
import { Button } from '../ui/Button';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Screen } from '../ui/Screen';

/** A journey definition the user can choose. */
export interface JourneyOption {
  id: string;
  name: string;
  description?: string;
}

/** Props of {@link JourneySelectScreen}. */
export interface JourneySelectScreenProps {
  journeys: readonly JourneyOption[];
  /** The journey selected at first; none when not given, so the choice is the user's. */
  defaultJourneyId?: string;
  onContinue(journeyId: string): void;
}

/** docs/spec/widget/screens.md#journey-select journey select with a continue action. */
export function JourneySelectScreen({ journeys, defaultJourneyId, onContinue }: JourneySelectScreenProps) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(defaultJourneyId ?? '');
  const [error, setError] = useState(false);
  const base = `idscan-${useDomId()}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected) {
      setError(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    onContinue(selected);
  };

  return (
    <Screen title={t`Choose a journey`}>
      <form noValidate onSubmit={submit}>
        <fieldset className="idscan-fieldset" aria-describedby={error ? `${base}-error` : undefined}>
          <legend className="idscan-fieldset__legend">{t`Journey`}</legend>
          {error ? <ErrorMessage id={`${base}-error`}>{t`Select a journey`}</ErrorMessage> : null}
          {journeys.map((journey, index) => (
            <div key={journey.id} className="idscan-radio">
              <input
                type="radio"
                id={`${base}-${index}`}
                name={base}
                value={journey.id}
                checked={selected === journey.id}
                aria-describedby={journey.description ? `${base}-${index}-hint` : undefined}
                onChange={() => {
                  setSelected(journey.id);
                  setError(false);
                }}
              />
              <label htmlFor={`${base}-${index}`}>{journey.name}</label>
              {journey.description ? (
                <p id={`${base}-${index}-hint`} className="idscan-field__hint">
                  {journey.description}
                </p>
              ) : null}
            </div>
          ))}
        </fieldset>
        <div className="idscan-actions">
          <Button type="submit">{t`Continue`}</Button>
        </div>
      </form>
    </Screen>
  );
}
