import { Trans, useLingui } from '@lingui/react/macro';
import {
  CITIZENSHIP_COUNTRIES,
  COUNTRY_CODES,
  PERSONAL_DOCUMENT_TYPE_LABELS,
  personalDocumentTypeOptions,
  sortCountries,
  type Locale,
  type PersonalDocumentType,
} from '@onboarding/dictionaries';
import { Checkbox, CountrySelect, DateField, ErrorSummary, Select, TextField } from '@onboarding/form-fields';
import { calendarDateOf, dateFieldProblemOn, translateMessage, type PersonalDataInput } from '@onboarding/realform-api';
import { useMemo } from 'react';
import { StepActions, type StepProblems } from '../../../layout/StepActions';
import { StepHeading } from '../../../layout/StepHeading';
import { useFieldErrorsStore } from '../../../stores/fieldErrorsStore';
import { useErrorSummary } from '../../../validation/useErrorSummary';
import { useValidateOnBlur } from '../../../validation/useValidateOnBlur';
import { showsIdentificationNumber, showsPesel } from './personalDataRules';

export const PERSONAL_DATA_FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'documentType',
  'documentNumber',
  'documentExpirationDate',
  'noLimitExpiryDate',
  'citizenship',
  'pesel',
  'identificationNumber',
  'noPesel',
  'birthPlaceCountry',
] as const;

/**
 * The form of personalDataConfirm (docs/spec/flow/screens.md#personaldataconfirm, docs/spec/flow/entities.md#personal-data "Personal data") in the flow spec's order. Each field is validated on blur
 * (docs/spec/flow/validation.md#field-validation-on-blur; the two dates separately, docs/spec/flow/states.md#personal-data); the expiry date hides with 'no expiry'; the PESEL shows for Polish
 * citizens and an identification number for others (not validated for Greek citizens, docs/spec/flow/validation.md#personal-data); the document
 * types are ordered by whether the citizenship is European (docs/spec/flow/entities.md#personal-data). Next is disabled until the form is valid.
 */
export function PersonalDataForm({
  data,
  locale,
  canSubmit,
  problems,
  onEdit,
  onSubmit,
}: {
  data: PersonalDataInput;
  locale: Locale;
  canSubmit: boolean;
  /** What stops Next, listed next to it (issue 18). */
  problems: StepProblems;
  onEdit(patch: Partial<PersonalDataInput>): void;
  onSubmit(focusSummary: () => void): void;
}) {
  const { t, i18n } = useLingui();
  const errors = useFieldErrorsStore((s) => s.errors);
  const { validate, clear } = useValidateOnBlur();
  const { ref: summaryRef, items: summaryItems, focus: focusSummary } = useErrorSummary(PERSONAL_DATA_FIELDS);
  const citizenships = useMemo(() => sortCountries(CITIZENSHIP_COUNTRIES, locale), [locale]);
  const countries = useMemo(() => sortCountries(COUNTRY_CODES, locale), [locale]);
  const documentTypes = personalDocumentTypeOptions(data.citizenship ?? undefined).map((value) => ({
    value,
    label: i18n._(PERSONAL_DOCUMENT_TYPE_LABELS[value]),
  }));

  const edit = (name: keyof PersonalDataInput, value: PersonalDataInput[keyof PersonalDataInput]) => {
    clear(name);
    onEdit({ [name]: value });
  };
  const validateText = (name: keyof PersonalDataInput) => () => {
    const value = data[name];
    // An untouched field says nothing as it is left; one of only spaces is judged (as empty).
    if (typeof value !== 'string' || value === '') return;
    // Issue 18: the rules of a day (age from the date of birth or the PESEL, expiry) show at once, by the contract's
    // own rule against the browser's day; the server's validate call applies the same rule on its clock.
    const dayProblem = dateFieldProblemOn(name, value.trim(), calendarDateOf(new Date()));
    if (dayProblem) useFieldErrorsStore.getState().setField(name, translateMessage(i18n, dayProblem));
    // A PESEL must also agree with the date of birth, which the per-field validate call does not know.
    else void validate(name, value.trim(), name === 'pesel' ? () => (problems.pesel === 'pesel.dateOfBirthMismatch' ? problems.pesel : undefined) : undefined);
  };

  return (
    <form
      className="onb-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit) onSubmit(focusSummary);
      }}
    >
      <StepHeading>
        <Trans>Your personal details</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>Type your details exactly as they appear on your identity document.</Trans>
      </p>
      <ErrorSummary ref={summaryRef} title={t`There is a problem`} errors={summaryItems} />
      <TextField
        id="field-firstName"
        name="firstName"
        autoComplete="given-name"
        label={t`First name`}
        value={data.firstName ?? ''}
        error={errors.firstName}
        onValueChange={(value) => edit('firstName', value)}
        onBlur={validateText('firstName')}
      />
      <TextField
        id="field-lastName"
        name="lastName"
        autoComplete="family-name"
        label={t`Last name`}
        value={data.lastName ?? ''}
        error={errors.lastName}
        onValueChange={(value) => edit('lastName', value)}
        onBlur={validateText('lastName')}
      />
      <DateField
        id="field-dateOfBirth"
        name="dateOfBirth"
        autoComplete="bday"
        label={t`Date of birth`}
        hint={t`For example, 27 March 1990.`}
        value={data.dateOfBirth ?? ''}
        error={errors.dateOfBirth}
        onValueChange={(value) => edit('dateOfBirth', value)}
        onBlur={validateText('dateOfBirth')}
      />
      <Select
        id="field-documentType"
        name="documentType"
        label={t`Document type`}
        options={documentTypes}
        value={(data.documentType as PersonalDocumentType | null | undefined) ?? null}
        error={errors.documentType}
        onValueChange={(value) => {
          edit('documentType', value);
          void validate('documentType', value);
        }}
      />
      <TextField
        id="field-documentNumber"
        name="documentNumber"
        autoComplete="off"
        label={t`Document number`}
        value={data.documentNumber ?? ''}
        error={errors.documentNumber}
        onValueChange={(value) => edit('documentNumber', value)}
        onBlur={validateText('documentNumber')}
      />
      {data.noLimitExpiryDate ? null : (
        <DateField
          id="field-documentExpirationDate"
          name="documentExpirationDate"
          label={t`Document expiry date`}
          value={data.documentExpirationDate ?? ''}
          error={errors.documentExpirationDate}
          onValueChange={(value) => edit('documentExpirationDate', value)}
          onBlur={validateText('documentExpirationDate')}
        />
      )}
      <Checkbox
        id="field-noLimitExpiryDate"
        name="noLimitExpiryDate"
        label={t`My document has no expiry date`}
        checked={data.noLimitExpiryDate === true}
        onCheckedChange={(checked) => {
          clear('documentExpirationDate');
          edit('noLimitExpiryDate', checked);
        }}
      />
      <CountrySelect
        id="field-citizenship"
        name="citizenship"
        label={t`Citizenship`}
        hint={t`Type the first letters of the country's name.`}
        options={citizenships}
        value={data.citizenship ?? null}
        error={errors.citizenship}
        onValueChange={(code) => {
          clear('pesel');
          clear('identificationNumber');
          edit('citizenship', code);
          if (code) void validate('citizenship', code);
        }}
      />
      {showsPesel(data) ? (
        <TextField
          id="field-pesel"
          name="pesel"
          inputMode="numeric"
          maxLength={11}
          filter="numeric"
          autoComplete="off"
          label={t`PESEL number`}
          hint={t`Your 11-digit Polish national identification number.`}
          value={data.pesel ?? ''}
          error={errors.pesel}
          onValueChange={(value) => edit('pesel', value)}
          onBlur={validateText('pesel')}
        />
      ) : null}
      {showsIdentificationNumber(data) ? (
        <TextField
          id="field-identificationNumber"
          name="identificationNumber"
          autoComplete="off"
          label={t`Identification number`}
          hint={t`Your personal or tax identification number in the country of your citizenship.`}
          value={data.identificationNumber ?? ''}
          error={errors.identificationNumber}
          onValueChange={(value) => edit('identificationNumber', value)}
          // docs/spec/flow/validation.md#personal-data: the identification number is not validated for Greek citizens.
          onBlur={data.citizenship === 'GR' ? undefined : validateText('identificationNumber')}
        />
      ) : null}
      {data.citizenship === 'PL' ? (
        <Checkbox
          id="field-noPesel"
          name="noPesel"
          label={t`I do not have a PESEL number`}
          checked={data.noPesel === true}
          onCheckedChange={(checked) => {
            clear('pesel');
            clear('identificationNumber');
            edit('noPesel', checked);
          }}
        />
      ) : null}
      <CountrySelect
        id="field-birthPlaceCountry"
        name="birthPlaceCountry"
        label={t`Country of birth`}
        hint={t`Type the first letters of the country's name.`}
        options={countries}
        value={data.birthPlaceCountry ?? null}
        error={errors.birthPlaceCountry}
        onValueChange={(code) => {
          edit('birthPlaceCountry', code);
          if (code) void validate('birthPlaceCountry', code);
        }}
      />
      <StepActions problems={problems} disabled={!canSubmit}>
        <Trans>Next</Trans>
      </StepActions>
    </form>
  );
}
