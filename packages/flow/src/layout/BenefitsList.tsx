import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@onboarding/dictionaries';
import type { AwardBadge } from '../brand/BrandConfig';
import { AwardBadges } from './AwardBadges';

/**
 * The side panel's content (docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer): seven bullet points — the first hidden for the Polish locale — and the award
 * badges the broker configured (none unless configured).
 */
export function BenefitsList({ locale, awards = [] }: { locale: Locale; awards?: readonly AwardBadge[] }) {
  const { t } = useLingui();
  const benefits = [
    // docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer: the first bullet is hidden for the Polish locale (the Polish brand's own market).
    locale === 'pl' ? null : t`Support in your language from a team in Europe`,
    t`Open your account online in a few minutes`,
    t`No fee for opening or keeping your account`,
    t`Thousands of instruments: shares, ETFs, currencies and commodities`,
    t`A free demo account to practise on`,
    t`Free courses and daily market analysis`,
    t`Your money kept apart from the broker's, in segregated accounts`,
  ].filter((benefit): benefit is string => benefit !== null);

  return (
    <>
      <ul className="onb-benefits__list">
        {benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      {awards.length > 0 ? <AwardBadges awards={awards} locale={locale} /> : null}
    </>
  );
}
