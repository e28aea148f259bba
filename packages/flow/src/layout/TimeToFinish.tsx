import { Plural } from '@lingui/react/macro';
import { useProgressStore } from '../stores/progressStore';

/**
 * docs/spec/flow/overview.md#time-to-finish: progress as an estimated time to finish, in minutes. The plural forms come from the locale's CLDR rules
 * through Lingui: English "1 minute" / "0 minutes", "5 minutes"; Polish "1 minuta", "2 minuty", "0 minut",
 * "5 minut" — which is the flow spec's "0 or 5 and above use the plain form, 1 uses the singular". At 0 the line is left out:
 * there is nothing left to finish.
 */
export function TimeToFinish() {
  const minutes = useProgressStore((s) => s.minutes);
  // Nothing left to fill in (the denial screen, the hand-over): no "About 0 minutes to finish" (issue 18).
  if (minutes <= 0) return null;
  return (
    <p className="onb-time-to-finish">
      <Plural value={minutes} one="About # minute to finish" other="About # minutes to finish" />
    </p>
  );
}
