import { Trans, useLingui } from '@lingui/react/macro';
import { countryName, type CountryCode, type Locale } from '@onboarding/dictionaries';
import { Button } from '@onboarding/form-fields';
import { StepHeading } from '../../layout/StepHeading';

/**
 * docs/spec/flow/states.md#entry-flow entry flow 2 and 3 when the broker has no page for non-EU residents (brand setting `nonEuPageUrl` unset):
 * instead of sending the applicant to nowhere, say that the broker cannot open an account for residents of their
 * country, and let them correct the country if they chose the wrong one.
 */
export function NonEuResidentPanel({ country, locale, onChangeCountry }: { country: CountryCode; locale: Locale; onChangeCountry(): void }) {
  const { t } = useLingui();
  const name = countryName(country, locale);
  return (
    <div className="onb-step">
      <StepHeading>
        <Trans>We cannot open an account for you</Trans>
      </StepHeading>
      <p className="onb-lead">{t`We are sorry: we cannot open an account for residents of your country (${name}).`}</p>
      <p>
        <Trans>If you chose the wrong country, go back and change it.</Trans>
      </p>
      <Button type="button" variant="secondary" onClick={onChangeCountry}>
        <Trans>Change the country</Trans>
      </Button>
    </div>
  );
}
