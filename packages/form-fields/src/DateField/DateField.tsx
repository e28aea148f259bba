import { Trans, useLingui } from '@lingui/react/macro';
import { classNames, useMergedRefs } from '@repo/react-primitives';
import { useMemo, useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import { DAY_MAX_LENGTH, YEAR_MAX_LENGTH } from '../constants';
import { crossesFocusEdge } from '../internal/crossesFocusEdge';
import { dataAttribute } from '../internal/dataAttribute';
import { composeDate, splitDate, type DateParts } from './dateParts';
import { Field } from '../Field/Field';
import { monthNames } from './monthNames';
import { useKeyboardFilter } from '../keyboard/useKeyboardFilter';

/** Props of {@link DateField}. */
export interface DateFieldProps {
  /** The question, rendered as the group's `<legend>` ("Date of birth"). */
  label: ReactNode;
  /** Help text under the legend ("For example, 27 3 1990"). */
  hint?: ReactNode;
  /** The error message; every part is marked invalid while it is set. */
  error?: string | null;
  /**
   * The date as `YYYY-MM-DD` (controlled). It reads `''` while a part is missing; a new value from outside (a
   * date read from the scanned document) fills the parts. Leave undefined for an uncontrolled field.
   */
  value?: string;
  /** The initial `YYYY-MM-DD` of an uncontrolled field. @default '' */
  defaultValue?: string;
  /** Called on every edit with the composed `YYYY-MM-DD`, or `''` while a part is missing (docs/spec/flow/validation.md#dates). */
  onValueChange?(value: string): void;
  /** The day input's id (the error summary links to it); the month and year get `{id}-month` and `{id}-year`. */
  id?: string;
  /** Submits the composed `YYYY-MM-DD` in a hidden input of this name. */
  name?: string;
  /** The day input's label. @default "Day" */
  dayLabel?: ReactNode;
  /** The month select's label. @default "Month" */
  monthLabel?: ReactNode;
  /** The year input's label. @default "Year" */
  yearLabel?: ReactNode;
  /**
   * `bday` lets browsers fill a date of birth (`bday-day`, `bday-month`, `bday-year`); `off` keeps them from
   * suggesting earlier entries (a document's expiry date).
   * @default 'off'
   */
  autoComplete?: 'bday' | 'off';
  /** @default false */
  disabled?: boolean;
  /** Announced as required on each part. @default false */
  required?: boolean;
  /** Forwarded to the day input, the group's first control. */
  ref?: Ref<HTMLInputElement>;
  /** Called when focus leaves the date, not when it moves between its parts (validate on blur, docs/spec/flow/validation.md#field-validation-on-blur). */
  onBlur?(event: FocusEvent<HTMLElement>): void;
  /** Called when focus enters the date from outside. */
  onFocus?(event: FocusEvent<HTMLElement>): void;
  className?: string;
}

/**
 * A date as three parts under one `<legend>` (GOV.UK's date input, with the month as a select, docs/spec/flow/validation.md#dates): day (two
 * digits at most), month (the twelve names of the active locale), year (four digits at most). Day and year take
 * digits only, typed or pasted, and show the numeric keypad on phones. The value is the composed, zero-padded
 * `YYYY-MM-DD`, or `''` while a part is missing (docs/spec/flow/entities.md).
 *
 * @example
 * <DateField label={t`Date of birth`} autoComplete="bday" value={dateOfBirth} onValueChange={setDateOfBirth} />
 */
export function DateField({
  label,
  hint,
  error,
  value,
  defaultValue = '',
  onValueChange,
  id,
  name,
  dayLabel,
  monthLabel,
  yearLabel,
  autoComplete = 'off',
  disabled = false,
  required = false,
  ref,
  onBlur,
  onFocus,
  className,
}: DateFieldProps) {
  const { t, i18n } = useLingui();
  const months = useMemo(() => monthNames(i18n.locale), [i18n.locale]);
  const [parts, setParts] = useState<DateParts>(() => splitDate(value ?? defaultValue));
  // A controlled value is '' while the date is incomplete, so the parts live here; they follow the value only
  // when it really changes from outside (a reset, a date read from a document), never while the user types.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== composeDate(parts)) setParts(splitDate(value));
  }

  const day = useKeyboardFilter('numeric');
  const year = useKeyboardFilter('numeric');
  const dayRef = useMergedRefs(ref, day.ref);
  const invalid = Boolean(error);
  const composed = composeDate(parts);

  const update = (change: Partial<DateParts>) => {
    const next = { ...parts, ...change };
    setParts(next);
    onValueChange?.(composeDate(next));
  };

  const autofill = (part: 'day' | 'month' | 'year') => (autoComplete === 'bday' ? `bday-${part}` : 'off');
  const partState = {
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    'data-invalid': dataAttribute(invalid),
    disabled,
  };

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      group
      disabled={disabled}
      filled={Boolean(parts.day || parts.month || parts.year)}
      className={classNames('of-date', className)}
    >
      {(control) => (
        <div
          className="of-date__row"
          data-complete={dataAttribute(composed !== '')}
          onBlur={(event) => {
            if (crossesFocusEdge(event)) onBlur?.(event);
          }}
          onFocus={(event) => {
            if (crossesFocusEdge(event)) onFocus?.(event);
          }}
        >
          <div className="of-date__part of-date__part--day">
            <label className="of-date__label" htmlFor={control.id}>
              {dayLabel ?? <Trans>Day</Trans>}
            </label>
            <input
              {...partState}
              id={control.id}
              ref={dayRef}
              className="of-input of-date__input"
              type="text"
              inputMode="numeric"
              autoComplete={autofill('day')}
              maxLength={DAY_MAX_LENGTH}
              value={parts.day}
              onChange={(event) => update({ day: day.sanitize(event.target) })}
            />
          </div>
          <div className="of-date__part of-date__part--month">
            <label className="of-date__label" htmlFor={`${control.id}-month`}>
              {monthLabel ?? <Trans>Month</Trans>}
            </label>
            <select
              {...partState}
              id={`${control.id}-month`}
              className="of-select of-date__select"
              autoComplete={autofill('month')}
              value={parts.month}
              onChange={(event) => update({ month: event.target.value })}
            >
              <option value="">{t`Choose`}</option>
              {months.map((month, index) => (
                <option key={month} value={String(index + 1)}>
                  {month}
                </option>
              ))}
            </select>
          </div>
          <div className="of-date__part of-date__part--year">
            <label className="of-date__label" htmlFor={`${control.id}-year`}>
              {yearLabel ?? <Trans>Year</Trans>}
            </label>
            <input
              {...partState}
              id={`${control.id}-year`}
              ref={year.ref}
              className="of-input of-date__input"
              type="text"
              inputMode="numeric"
              autoComplete={autofill('year')}
              maxLength={YEAR_MAX_LENGTH}
              value={parts.year}
              onChange={(event) => update({ year: year.sanitize(event.target) })}
            />
          </div>
          {name ? <input type="hidden" name={name} value={composed} /> : null}
        </div>
      )}
    </Field>
  );
}
