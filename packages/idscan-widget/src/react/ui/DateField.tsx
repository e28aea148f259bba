import { useLingui } from '@lingui/react/macro';
import { classNames, useDomId } from '@repo/react-primitives';
import { useState, type ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';

/** The three parts of a date as typed (digits only, not yet checked). */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** Splits `YYYY-MM-DD` into its parts; anything else gives empty parts. */
export function datePartsOf(value: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) } : { day: '', month: '', year: '' };
}

/**
 * The parts as `YYYY-MM-DD`: `''` when all three are empty, `null` when the date is incomplete or does not exist
 * (31 February, month 13, a two-digit year).
 */
export function composeDate({ day, month, year }: DateParts): string | null {
  if (day === '' && month === '' && year === '') return '';
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Props of {@link DateField}. */
export interface DateFieldProps {
  /** The day input's id (an error summary links to it); the month and year get `{id}-month` and `{id}-year`. */
  id?: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The initial `YYYY-MM-DD`. @default '' */
  defaultValue?: string;
  /** `bday` for a date of birth: the browser offers the parts of a saved one. @default 'off' */
  autoComplete?: 'bday' | 'off';
  /** Called on every edit with the parts as typed. */
  onChange?(parts: DateParts): void;
}

/**
 * A date as three inputs — day, month, year — in a fieldset, the product's one date entry (GOV.UK's date input, as
 * form-fields' DateField). Not `<input type="date">`: its picker shows the browser's language and format (mm/dd/yyyy
 * in an English browser) whatever the widget's locale, and some screen readers read its segments poorly.
 */
export function DateField({ id: idProp, legend, hint, error, defaultValue = '', autoComplete = 'off', onChange }: DateFieldProps) {
  const { t } = useLingui();
  const generatedId = `idscan-${useDomId()}`;
  const id = idProp ?? generatedId;
  const [parts, setParts] = useState<DateParts>(() => datePartsOf(defaultValue));
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const inputs: { part: keyof DateParts; inputId: string; label: string; maxLength: number; complete: string }[] = [
    { part: 'day', inputId: id, label: t`Day`, maxLength: 2, complete: 'bday-day' },
    { part: 'month', inputId: `${id}-month`, label: t`Month`, maxLength: 2, complete: 'bday-month' },
    { part: 'year', inputId: `${id}-year`, label: t`Year`, maxLength: 4, complete: 'bday-year' },
  ];

  return (
    <fieldset className={classNames('idscan-field', 'idscan-date', error ? 'idscan-field--error' : undefined)} aria-describedby={describedBy}>
      <legend className="idscan-field__label idscan-date__legend">{legend}</legend>
      {hint ? (
        <p id={hintId} className="idscan-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
      <div className="idscan-date__parts">
        {inputs.map(({ part, inputId, label, maxLength, complete }) => (
          <div key={part} className={`idscan-date__part idscan-date__part--${part}`}>
            <label className="idscan-date__label" htmlFor={inputId}>
              {label}
            </label>
            <input
              id={inputId}
              className="idscan-field__input"
              type="text"
              inputMode="numeric"
              maxLength={maxLength}
              autoComplete={autoComplete === 'bday' ? complete : 'off'}
              spellCheck={false}
              value={parts[part]}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                // Digits only: a pasted "05." or a typed space would otherwise make a date that never parses.
                const next = { ...parts, [part]: event.target.value.replace(/\D/g, '') };
                setParts(next);
                onChange?.(next);
              }}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
