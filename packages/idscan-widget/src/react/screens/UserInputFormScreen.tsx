import { Trans, useLingui } from '@lingui/react/macro';
import { useDomId } from '@repo/react-primitives';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../core/errorMessages';
import type { UserInput, UserInputField, UserInputProblems } from '../../core/types';
import { EMPTY_USER_INPUT, REQUIRED_USER_INPUT_FIELDS, validateUserInput } from '../../core/userInput';
import { Button } from '../ui/Button';
import { composeDate, DateField, datePartsOf, type DateParts } from '../ui/DateField';
import { Screen } from '../ui/Screen';
import { TextField } from '../ui/TextField';

/** Props of {@link UserInputFormScreen}. */
export interface UserInputFormScreenProps {
  /** Called with the trimmed values once they pass the docs/spec/widget/validation.md checks. */
  onSubmit(values: UserInput): void;
  defaultValues?: Partial<UserInput>;
  /** Problems found outside the screen (the controller checks again); shown like the screen's own. */
  problems?: UserInputProblems;
  /** While the values are being sent: the submit button waits. @default false */
  busy?: boolean;
}

const FIELDS: readonly UserInputField[] = ['firstName', 'middleName', 'lastName', 'dateOfBirth', 'house', 'street', 'town', 'postcode'];
const AUTOCOMPLETE: Record<UserInputField, string> = {
  firstName: 'given-name',
  middleName: 'additional-name',
  lastName: 'family-name',
  dateOfBirth: 'bday',
  house: 'address-line1',
  street: 'address-line2',
  town: 'address-level2',
  postcode: 'postal-code',
};

/**
 * docs/spec/widget/screens.md#user-input-form, docs/spec/widget/entities.md#user-input-form user-input form: names and date of birth (optional), house, street, town and postal code
 * (required, marked with an asterisk). Checked on submit with the core's docs/spec/widget/validation.md rules; the problems are
 * summarised at the top, which takes focus, each linked to its field.
 */
export function UserInputFormScreen({ onSubmit, defaultValues, problems: outside, busy = false }: UserInputFormScreenProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<UserInput>({ ...EMPTY_USER_INPUT, ...defaultValues });
  const [own, setOwn] = useState<UserInputProblems | null>(null);
  // The date of birth as typed; an incomplete or impossible date is this screen's own problem (the core sees a date or '').
  const [dateParts, setDateParts] = useState<DateParts>(() => datePartsOf(values.dateOfBirth));
  const [badDate, setBadDate] = useState(false);
  const [submits, setSubmits] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const base = `idscan-${useDomId()}`;
  // The screen's own check, once the user submitted; before that, what the controller found.
  const problems: UserInputProblems = own ?? outside ?? {};

  useEffect(() => {
    // Each failed submit moves focus to the summary, which lists what to fix (GOV.UK error summary).
    if (submits > 0) summaryRef.current?.focus();
  }, [submits]);

  const labels: Record<UserInputField, string> = {
    firstName: t`First name`,
    middleName: t`Middle name`,
    lastName: t`Last name`,
    dateOfBirth: t`Date of birth`,
    house: t`House name or number`,
    street: t`Street name`,
    town: t`Town`,
    postcode: t`Postal code`,
  };
  const missing: Record<(typeof REQUIRED_USER_INPUT_FIELDS)[number], string> = {
    house: t`Enter your house name or number`,
    street: t`Enter your street name`,
    town: t`Enter your town`,
    postcode: t`Enter your postal code`,
  };
  const message = (field: UserInputField): string | undefined => {
    const problem = problems[field];
    if (!problem) return undefined;
    if (problem.kind === 'required') return missing[field as keyof typeof missing];
    // docs/spec/widget/validation.md#uploaded-files, docs/spec/widget/errors.md: format errors state the bounds (the core's wording).
    return i18n._(errorMessage('fieldFormat', { field: field as keyof typeof missing, min: problem.min, max: problem.max }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dateOfBirth = composeDate(dateParts);
    const found = validateUserInput({ ...values, dateOfBirth: dateOfBirth ?? '' });
    setOwn(found);
    setBadDate(dateOfBirth === null);
    if (Object.keys(found).length > 0 || dateOfBirth === null) {
      setSubmits((count) => count + 1);
      return;
    }
    onSubmit(Object.fromEntries(FIELDS.map((field) => [field, field === 'dateOfBirth' ? dateOfBirth : values[field].trim()])) as unknown as UserInput);
  };

  const dateMessage = badDate ? t`Enter a real date of birth, or leave it empty` : undefined;
  const failed = FIELDS.filter((field) => (field === 'dateOfBirth' ? badDate : problems[field]));
  const missingRequired = failed.some((field) => problems[field]?.kind === 'required');
  return (
    <Screen title={t`Your details`}>
      <p className="idscan-field__hint">
        <Trans>Fields marked with * are required.</Trans>
      </p>
      {failed.length > 0 ? (
        <div ref={summaryRef} className="idscan-error-summary" role="alert" tabIndex={-1} aria-labelledby={`${base}-summary`}>
          <h3 id={`${base}-summary`} className="idscan-error-summary__title">
            {/* docs/spec/widget/validation.md#user-input-form "Please fill in all required fields", the core's wording. */}
            {missingRequired ? i18n._(errorMessage('missingParameter', { parameter: 'requiredField' })) : t`There is a problem`}
          </h3>
          <ul className="idscan-error-summary__list">
            {failed.map((field) => (
              <li key={field}>
                <a href={`#${base}-${field}`}>{field === 'dateOfBirth' ? dateMessage : message(field)}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form noValidate onSubmit={submit} aria-label={t`Your details`}>
        {FIELDS.map((field) =>
          field === 'dateOfBirth' ? (
            <DateField
              key={field}
              id={`${base}-${field}`}
              legend={labels[field]}
              hint={t`For example, 27 3 1990`}
              autoComplete="bday"
              defaultValue={values.dateOfBirth}
              error={dateMessage}
              onChange={(parts) => {
                setDateParts(parts);
                setBadDate(false);
              }}
            />
          ) : (
            <TextField
              key={field}
              id={`${base}-${field}`}
              label={labels[field]}
              // docs/spec/widget/entities.md#user-input-form: "The postcode example says no spaces."
              hint={field === 'postcode' ? t`No spaces, for example SW1A1AA` : undefined}
              required={(REQUIRED_USER_INPUT_FIELDS as readonly UserInputField[]).includes(field)}
              autoComplete={AUTOCOMPLETE[field]}
              spellCheck={false}
              value={values[field]}
              error={message(field)}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [field]: value }));
                // The error goes once the user starts fixing it (docs/architecture.md#the-front-end).
                if (problems[field]) {
                  setOwn({ ...problems, [field]: undefined });
                }
              }}
            />
          ),
        )}
        <div className="idscan-actions">
          <Button type="submit" disabled={busy}>
            {t`Continue`}
          </Button>
        </div>
      </form>
    </Screen>
  );
}
