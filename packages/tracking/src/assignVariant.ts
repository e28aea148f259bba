import { TrackingConfigError } from './TrackingConfigError';

/** One A/B test, supplied by the host (docs/spec/flow/calls.md#third-party-services: "an A/B test service"). */
export interface Experiment {
  /** The variants; the first is the control, shown until the applicant allows analytics. */
  variants: readonly string[];
  /** Relative weights, one per variant. @default equal weights */
  weights?: readonly number[];
}

/** The host's A/B tests by name. */
export type ExperimentsConfig = Readonly<Record<string, Experiment>>;

/** FNV-1a, 32 bits: tiny, and spreads similar ids (same prefix) evenly. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value >>> 0;
}

/**
 * The variant of `experiment` for `clientId`: the same client always gets the same variant, and each experiment
 * splits clients independently of the others.
 * @throws TrackingConfigError when the experiment has no variants or its weights do not match them
 */
export function assignVariant(name: string, experiment: Experiment, clientId: string): string {
  const { variants, weights = variants.map(() => 1) } = experiment;
  if (variants.length === 0 || weights.length !== variants.length || !weights.every((weight) => weight >= 0) || !weights.some(Boolean)) {
    throw new TrackingConfigError(
      `Experiment "${name}" needs at least one variant and one non-negative weight per variant (some above 0); got variants ${JSON.stringify(variants)} and weights ${JSON.stringify(weights)}. Fix it in the experiments config.`,
    );
  }
  let point = (hash(`${name}:${clientId}`) / 2 ** 32) * weights.reduce((sum, weight) => sum + weight, 0);
  for (let index = 0; index < variants.length; index++) {
    point -= weights[index]!;
    if (point < 0) return variants[index]!;
  }
  return variants.at(-1)!;
}
