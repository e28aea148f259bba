import { Trans, useLingui } from '@lingui/react/macro';
import {
  isNumericTinCountry,
  NO_TIN_REASON_LABELS,
  NO_TIN_REASON_VALUES,
  NO_TIN_REASONS,
  offersNoTinOption,
  taxOfficeById,
  type CountryOption,
  type NoTinReason,
} from '@onboarding/dictionaries';
import { Checkbox, CountrySelect, SearchSelect, TextField } from '@onboarding/form-fields';
import { tinProblem, type TaxResidencePrefix } from '@onboarding/realform-api';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useDictionaries } from '../../../api/useDictionaries';
import { useDraftStore } from '../../../stores/draftStore';
import { useFieldErrorsStore } from '../../../stores/fieldErrorsStore';
import { useValidateOnBlur } from '../../../validation/useValidateOnBlur';
import { RadioGroupField } from '../shared/RadioGroupField';
import { officeInTown, taxOfficeOptions } from './taxOfficeOptions';
import { fieldName, type ResidenceKey, type ResidenceValues } from './taxResidenceRules';

/**
 * One tax residence (docs/spec/flow/screens.md#taxofficedetails taxOfficeDetails, docs/spec/flow/entities.md#tax-residence "Tax residence"): the country, then for Poland the tax office and
 * the PESEL — the office fixed when docs/spec/flow/states.md#tax-residence says so — and for other countries the TIN (digits only where docs/spec/flow/validation.md#personal-data says
 * so) or, where offered (not for the configured TIN countries, docs/spec/flow/validation.md#tax-residence), 'no TIN' with a reason.
 */
export function TaxResidenceFields({
  prefix,
  legend,
  values,
  countries,
  fixedOfficeId,
  onEdit,
  action,
}: {
  prefix: TaxResidencePrefix;
  legend: ReactNode;
  values: ResidenceValues;
  countries: readonly CountryOption[];
  /** docs/spec/flow/states.md#tax-residence: with taxResidenceFlag 2 the office is fixed (1076); undefined: the applicant chooses. */
  fixedOfficeId: number | undefined;
  onEdit(patch: ResidenceValues): void;
  /** The residence's remove link. */
  action?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const errors = useFieldErrorsStore((s) => s.errors);
  const { validate, clear } = useValidateOnBlur();
  // The offices of the town given on the address step come first (issue 18).
  const town = useDraftStore((s) => s.address?.city);
  // docs/spec/flow/entities.md#dictionaries dictionaries: the server's offices once loaded, the bundled ones until then.
  const { taxOffices } = useDictionaries();
  const officeOptions = useMemo(() => taxOfficeOptions(taxOffices), [taxOffices]);
  const suggested = useMemo(() => officeInTown(typeof town === 'string' ? town : null, taxOffices), [town, taxOffices]);
  const name = (key: ResidenceKey) => fieldName(prefix, key);
  const country = typeof values.TaxCountry === 'string' ? values.TaxCountry : null;
  const text = (key: ResidenceKey) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const edit = (key: ResidenceKey, value: ResidenceValues[ResidenceKey]) => {
    clear(name(key));
    onEdit({ [key]: value });
  };
  const blur = (key: ResidenceKey) => () => {
    // An untouched field says nothing as it is left; one of only spaces is judged (as empty).
    if (text(key) === '') return;
    const value = text(key).trim();
    // A TIN's rule depends on the country chosen above, which the per-field validate call does not know.
    void validate(name(key), value, key === 'TinNumber' && country ? () => tinProblem(country, value) : undefined);
  };
  const fixedOfficeName = fixedOfficeId !== undefined ? taxOfficeById(fixedOfficeId)?.name : undefined;

  return (
    <fieldset className="onb-residence">
      <legend className="onb-subheading">{legend}</legend>
      <CountrySelect
        id={`field-${name('TaxCountry')}`}
        name={name('TaxCountry')}
        label={t`Country of tax residence`}
        hint={t`Type the first letters of the country's name.`}
        options={countries}
        value={country}
        error={errors[name('TaxCountry')]}
        onValueChange={(code) => {
          for (const key of ['TinNumber', 'NoTinNumberReason', 'NoTinNumberOtherReason', 'PolandTaxOfficeId'] as const) clear(name(key));
          edit('TaxCountry', code);
          if (code) void validate(name('TaxCountry'), code);
        }}
      />
      {country === 'PL' ? (
        <>
          {fixedOfficeName ? (
            <p className="onb-aside" id={`field-${name('PolandTaxOfficeId')}`}>
              <Trans>Your tax office: {fixedOfficeName}. This is the office for people who do not live in Poland permanently.</Trans>
            </p>
          ) : (
            <SearchSelect<number>
              id={`field-${name('PolandTaxOfficeId')}`}
              name={name('PolandTaxOfficeId')}
              label={t`Tax office`}
              hint={t`Type the town or any part of the office's name, for example “Warszawa” or “Bolesławiec”, then choose the office from the list.`}
              options={officeOptions}
              isSuggested={suggested}
              noMatchText={(query) => t`No tax office matches “${query}”.`}
              value={typeof values.PolandTaxOfficeId === 'number' ? values.PolandTaxOfficeId : null}
              error={errors[name('PolandTaxOfficeId')]}
              onValueChange={(id) => {
                clear(name('PolandTaxOfficeId'));
                onEdit({ PolandTaxOfficeId: id, PolandTaxOfficeName: id === null ? null : (taxOfficeById(id)?.name ?? null) });
              }}
            />
          )}
          <TextField
            id={`field-${name('PolandTaxResidentPesel')}`}
            name={name('PolandTaxResidentPesel')}
            inputMode="numeric"
            filter="numeric"
            maxLength={11}
            autoComplete="off"
            label={t`PESEL number`}
            value={text('PolandTaxResidentPesel')}
            error={errors[name('PolandTaxResidentPesel')]}
            onValueChange={(value) => edit('PolandTaxResidentPesel', value)}
            onBlur={blur('PolandTaxResidentPesel')}
          />
        </>
      ) : null}
      {country && country !== 'PL' ? (
        <>
          {values.NoTinNumber ? null : (
            <TextField
              id={`field-${name('TinNumber')}`}
              name={name('TinNumber')}
              autoComplete="off"
              // docs/spec/flow/validation.md: digits only for the listed countries.
              filter={isNumericTinCountry(country) ? 'numeric' : 'default'}
              inputMode={isNumericTinCountry(country) ? 'numeric' : undefined}
              label={t`Tax identification number (TIN)`}
              hint={isNumericTinCountry(country) ? t`Digits only.` : undefined}
              value={text('TinNumber')}
              error={errors[name('TinNumber')]}
              onValueChange={(value) => edit('TinNumber', value)}
              onBlur={blur('TinNumber')}
            />
          )}
          {offersNoTinOption(country) ? (
            <Checkbox
              id={`field-${name('NoTinNumber')}`}
              name={name('NoTinNumber')}
              label={t`I do not have a tax identification number`}
              checked={values.NoTinNumber === true}
              error={errors[name('NoTinNumber')]}
              onCheckedChange={(checked) => {
                clear(name('TinNumber'));
                edit('NoTinNumber', checked);
              }}
            />
          ) : null}
          {values.NoTinNumber ? (
            <RadioGroupField<NoTinReason>
              id={`field-${name('NoTinNumberReason')}`}
              name={name('NoTinNumberReason')}
              label={t`Why do you not have a TIN?`}
              options={NO_TIN_REASON_VALUES.map((value) => ({ value, label: i18n._(NO_TIN_REASON_LABELS[value]) }))}
              value={(values.NoTinNumberReason as NoTinReason | null | undefined) ?? null}
              error={errors[name('NoTinNumberReason')]}
              onValueChange={(reason) => {
                clear(name('NoTinNumberOtherReason'));
                edit('NoTinNumberReason', reason);
              }}
            />
          ) : null}
          {values.NoTinNumber && values.NoTinNumberReason === NO_TIN_REASONS.OTHER ? (
            <TextField
              id={`field-${name('NoTinNumberOtherReason')}`}
              name={name('NoTinNumberOtherReason')}
              autoComplete="off"
              label={t`Describe the reason`}
              maxLength={200}
              value={text('NoTinNumberOtherReason')}
              error={errors[name('NoTinNumberOtherReason')]}
              onValueChange={(value) => edit('NoTinNumberOtherReason', value)}
              onBlur={blur('NoTinNumberOtherReason')}
            />
          ) : null}
        </>
      ) : null}
      {action}
    </fieldset>
  );
}
