import { Trans, useLingui } from '@lingui/react/macro';
import { classNames, useControllableState, useMergedRefs } from '@repo/react-primitives';
import type { ChangeEvent, FocusEventHandler, ReactNode, Ref } from 'react';
import { dataAttribute } from '../internal/dataAttribute';
import { Field } from '../Field/Field';
import { useKeyboardFilter } from '../keyboard/useKeyboardFilter';

/** One dialling prefix (structurally the dictionaries' `PhonePrefixOption`). */
export interface PhonePrefixSelectOption {
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  /** The dialling prefix, e.g. `+48`. */
  prefix: string;
  /** The country's name in the current locale. */
  name: string;
}

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  /** The group's name, rendered as the `<legend>`. */
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** The prefixes, already in display order. */
  options: ReadonlyArray<PhonePrefixSelectOption>;
  /** The chosen dialling prefix, e.g. `+48` (controlled); `null` when none. */
  prefix?: string | null;
  /** The initial prefix of an uncontrolled field. @default null */
  defaultPrefix?: string | null;
  /** Called with the chosen prefix and its country. */
  onPrefixChange?(prefix: string, country: string): void;
  /** The national number (controlled), digits only. */
  value?: string;
  /** The initial number of an uncontrolled field. @default '' */
  defaultValue?: string;
  /** Called with the new number, already reduced to digits. */
  onValueChange?(value: string): void;
  /** The number input's id (the error summary links to it); the prefix select gets `{id}-prefix`. */
  id?: string;
  /** The number input's name in form submissions. */
  name?: string;
  /** The prefix select's name in form submissions. */
  prefixName?: string;
  /** The prefix select's label. @default "Country code" */
  prefixLabel?: ReactNode;
  /** The number input's label. @default "Number" */
  numberLabel?: ReactNode;
  /** @default false */
  disabled?: boolean;
  /** Announced as required. @default false */
  required?: boolean;
  /** @default 15 (E.164's longest number) */
  maxLength?: number;
  /** Forwarded to the number input. */
  ref?: Ref<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  className?: string;
}

function withPlus(prefix: string): string {
  return prefix.startsWith('+') ? prefix : `+${prefix}`;
}

/**
 * A phone number as a dialling-prefix select and a number input under one `<legend>`, each control with its
 * own label (GOV.UK's composite-input pattern). The number accepts digits only (docs/spec/flow/validation.md), typed or pasted;
 * phones show the telephone keypad. Enable the send button with `isPhoneNumberSendable(value)` (docs/spec/flow/validation.md: at least
 * 5 digits).
 *
 * The prefix is a native `<select>`: on phones it opens the system picker, which serves a list of about 32
 * prefixes better than a custom list would.
 */
export function PhoneField({
  label,
  hint,
  error,
  options,
  prefix,
  defaultPrefix = null,
  onPrefixChange,
  value,
  defaultValue = '',
  onValueChange,
  id,
  name,
  prefixName,
  prefixLabel,
  numberLabel,
  disabled = false,
  required = false,
  maxLength = 15,
  ref,
  onBlur,
  onFocus,
  className,
}: PhoneFieldProps) {
  const { t } = useLingui();
  const [currentPrefix, setCurrentPrefix] = useControllableState<string | null>(prefix, defaultPrefix, (next) => {
    const option = options.find((candidate) => candidate.prefix === next);
    if (option) onPrefixChange?.(option.prefix, option.country);
  });
  const [number, setNumber] = useControllableState(value, defaultValue, onValueChange);
  const keyboard = useKeyboardFilter('numeric');
  const inputRef = useMergedRefs(ref, keyboard.ref);
  const selectedCountry = options.find((option) => option.prefix === currentPrefix)?.country ?? '';

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      group
      disabled={disabled}
      filled={number.length > 0}
      className={classNames('of-phone', className)}
    >
      {(control) => (
        <div className="of-phone__row">
          <div className="of-phone__prefix">
            <label className="of-phone__label" htmlFor={`${control.id}-prefix`}>
              {prefixLabel ?? <Trans>Country code</Trans>}
            </label>
            <select
              id={`${control.id}-prefix`}
              className="of-select"
              name={prefixName}
              autoComplete="tel-country-code"
              value={selectedCountry}
              disabled={disabled}
              aria-required={required || undefined}
              data-invalid={dataAttribute(Boolean(error))}
              onChange={(event: ChangeEvent<HTMLSelectElement>) => {
                const option = options.find((candidate) => candidate.country === event.target.value);
                if (option) setCurrentPrefix(option.prefix);
              }}
            >
              {selectedCountry === '' ? (
                <option value="" disabled>
                  {t`Choose`}
                </option>
              ) : null}
              {options.map((option) => (
                // Name first: typing a letter on a focused select jumps to the country, not to '+'.
                <option key={option.country} value={option.country}>
                  {`${option.name} (${withPlus(option.prefix)})`}
                </option>
              ))}
            </select>
          </div>
          <div className="of-phone__number">
            <label className="of-phone__label" htmlFor={control.id}>
              {numberLabel ?? <Trans>Number</Trans>}
            </label>
            <input
              id={control.id}
              ref={inputRef}
              className="of-input"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              name={name}
              maxLength={maxLength}
              value={number}
              disabled={disabled}
              aria-invalid={control['aria-invalid']}
              aria-required={required || undefined}
              data-invalid={dataAttribute(Boolean(error))}
              onChange={(event) => setNumber(keyboard.sanitize(event.target))}
              onBlur={onBlur}
              onFocus={onFocus}
            />
          </div>
        </div>
      )}
    </Field>
  );
}
