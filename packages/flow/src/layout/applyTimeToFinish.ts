import { TIME_TO_FINISH_BY_STEP } from '../constants';
import { PATHLESS_STEP_HOSTS, ROUTE_TABLE } from '../routing/routePaths';
import { MOBILE_VARIANT_SUFFIX } from '../routing/device';
import { useProgressStore } from '../stores/progressStore';

/** The docs/spec/flow/overview.md/docs/spec/flow/states.md time-to-finish rule of a step (a `_M` variant, or a state without a path, counts as its screen's). */
export function timeToFinishRuleOf(stepName: string): { minutes: number; lowerOnly?: true } | undefined {
  const base = stepName.endsWith(MOBILE_VARIANT_SUFFIX) ? stepName.slice(0, -MOBILE_VARIANT_SUFFIX.length) : stepName;
  const own = TIME_TO_FINISH_BY_STEP[base];
  if (own) return own;
  const hostPath = (PATHLESS_STEP_HOSTS as Readonly<Record<string, string>>)[base];
  const host = hostPath ? Object.keys(ROUTE_TABLE).find((name) => ROUTE_TABLE[name as keyof typeof ROUTE_TABLE] === hostPath) : undefined;
  return host ? TIME_TO_FINISH_BY_STEP[host] : undefined;
}

/**
 * Sets the time to finish for the step just shown (docs/spec/flow/overview.md#time-to-finish, docs/spec/flow/states.md): the step's value, or — for the steps docs/spec/flow/states.md#time-to-finish-counter says set
 * it "only when the current value is greater or equal" — the smaller of the two. Unknown steps leave it alone.
 */
export function applyTimeToFinish(stepName: string): void {
  const rule = timeToFinishRuleOf(stepName);
  if (!rule) return;
  const { minutes, set } = useProgressStore.getState();
  set(rule.lowerOnly ? Math.min(minutes, rule.minutes) : rule.minutes);
}
