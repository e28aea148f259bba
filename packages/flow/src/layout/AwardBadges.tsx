import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@onboarding/dictionaries';
import { localizedValue, type Localized } from '@onboarding/realform-api';
import type { AwardBadge } from '../brand/BrandConfig';

/** A localized title in a locale: its own, else `default`, else the first one given (a badge is never unnamed). */
function titleIn(title: Localized, locale: Locale): string {
  return localizedValue(title, locale) ?? (typeof title === 'string' ? title : (Object.values(title).find(Boolean) ?? ''));
}

/**
 * docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer: the side panel's award images — only the awards the broker configured (brand setting `awards`), each named
 * by its title (the image's text alternative, or the badge's text without an image) and linked to the page that
 * confirms it when one is given.
 */
export function AwardBadges({ awards, locale }: { awards: readonly AwardBadge[]; locale: Locale }) {
  const { t } = useLingui();
  return (
    <ul className="onb-awards" role="list">
      {awards.map((award, index) => {
        const title = titleIn(award.title, locale);
        const badge = award.image ? (
          <img className="onb-award__image" src={award.image} alt={title} height={72} loading="lazy" decoding="async" />
        ) : (
          <span className="onb-award__text">{title}</span>
        );
        return (
          <li key={index} className="onb-award">
            {award.url ? (
              // The link is named by the award and says that it opens a new tab (WCAG 3.2.5 advisory, G201).
              <a href={award.url} target="_blank" rel="noreferrer" aria-label={`${title} ${t`(opens in a new tab)`}`}>
                {badge}
              </a>
            ) : (
              badge
            )}
          </li>
        );
      })}
    </ul>
  );
}
