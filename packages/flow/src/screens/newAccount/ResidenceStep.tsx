import { Trans, useLingui } from '@lingui/react/macro';
import { COUNTRY_CODES, countryName, isCountryCode, localeCountry, sortCountries, type CountryCode, type Locale } from '@onboarding/dictionaries';
import { CountrySelect, YesNoField } from '@onboarding/form-fields';
import { useMemo } from 'react';
import { StepActions } from '../../layout/StepActions';
import { StepHeading } from '../../layout/StepHeading';
import { useDraftStore } from '../../stores/draftStore';

/**
 * docs/spec/flow/states.md#entry-flow entry flow 1: non-English locales ask "Do you live in {the locale's country}?"; 'no' needs a country.
 * English shows the country select at once. docs/spec/flow/validation.md#residence-and-language: continue is disabled until 'yes', or 'no' plus a country.
 */
export function ResidenceStep({ locale, onContinue }: { locale: Locale; onContinue(country: CountryCode, confirmed: boolean): void }) {
  const { t } = useLingui();
  const draft = useDraftStore();
  const ownCountry = localeCountry(locale);
  const asksYesNo = locale !== 'en';
  const options = useMemo(
    () => sortCountries(COUNTRY_CODES.filter((code) => !asksYesNo || code !== ownCountry), locale),
    [locale, ownCountry, asksYesNo],
  );

  const needsCountry = !asksYesNo || draft.residenceConfirm === false;
  const canContinue = asksYesNo
    ? draft.residenceConfirm === true || (draft.residenceConfirm === false && !!draft.residenceCountry)
    : !!draft.residenceCountry;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canContinue) return;
    if (asksYesNo && draft.residenceConfirm) onContinue(ownCountry, true);
    else if (draft.residenceCountry) onContinue(draft.residenceCountry, false);
  };

  return (
    <form className="onb-step" onSubmit={submit} noValidate>
      <StepHeading>
        <Trans>Where do you live?</Trans>
      </StepHeading>
      {asksYesNo ? (
        <YesNoField
          id="field-residenceConfirm"
          name="residenceConfirm"
          label={t`Do you live in ${countryName(ownCountry, locale)}?`}
          value={draft.residenceConfirm}
          onValueChange={(value) => draft.update({ residenceConfirm: value, residenceCountry: value ? null : draft.residenceCountry })}
        />
      ) : null}
      {needsCountry ? (
        <CountrySelect
          id="field-residenceCountry"
          name="residenceCountry"
          label={t`Country of residence`}
          hint={t`Type the first letters of the country's name.`}
          options={options}
          value={draft.residenceCountry}
          onValueChange={(code) => draft.update({ residenceCountry: code && isCountryCode(code) ? code : null })}
        />
      ) : null}
      <StepActions
        problems={{
          residenceConfirm: asksYesNo && typeof draft.residenceConfirm !== 'boolean' ? t`Answer yes or no.` : undefined,
          residenceCountry: needsCountry && !draft.residenceCountry ? 'residenceCountry.required' : undefined,
        }}
        disabled={!canContinue}
      >
        <Trans>Next</Trans>
      </StepActions>
    </form>
  );
}
