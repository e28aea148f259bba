import { useLingui } from '@lingui/react/macro';

/** A laurel badge drawn inline (no image files, nothing to load, fine under the strict CSP). */
function Badge({ label, year, tone }: { label: string; year: string; tone: 'gold' | 'silver' }) {
  return (
    <svg className={`onb-award onb-award--${tone}`} viewBox="0 0 96 96" width="72" height="72" role="img" aria-label={label}>
      <circle cx="48" cy="48" r="44" className="onb-award__disc" />
      <g className="onb-award__laurel" fill="none" strokeWidth="3" strokeLinecap="round">
        <path d="M30 70c-9-8-13-19-10-31" />
        <path d="M66 70c9-8 13-19 10-31" />
        <path d="M22 50l-6-4M24 60l-7-1M28 41l-4-6M70 41l4-6M72 60l7-1M74 50l6-4" />
      </g>
      <path className="onb-award__star" d="M48 24l5.3 10.8 11.9 1.7-8.6 8.4 2 11.8L48 51.1l-10.6 5.6 2-11.8-8.6-8.4 11.9-1.7z" />
      <text x="48" y="74" textAnchor="middle" className="onb-award__year" aria-hidden="true">
        {year}
      </text>
    </svg>
  );
}

/** S0 §1: the side panel shows award images. Each badge is named for screen readers by what it stands for. */
export function AwardBadges() {
  const { t } = useLingui();
  return (
    <ul className="onb-awards" role="list">
      <li>
        <Badge tone="gold" year="2024" label={t`Award: best online broker, 2024`} />
      </li>
      <li>
        <Badge tone="silver" year="2024" label={t`Award: best trading platform, 2024`} />
      </li>
      <li>
        <Badge tone="gold" year="2023" label={t`Award: best customer service, 2023`} />
      </li>
    </ul>
  );
}
