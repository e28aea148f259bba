import type { I18n, MessageDescriptor } from '@lingui/core';

/** One option of a select or radio group: the value the server expects and the label in the active locale. */
export interface LabelledOption<V extends string | number> {
  value: V;
  label: string;
}

/**
 * Pairs values with their translated labels, in the order of `values` (so rule functions such as
 * `currenciesFor(locale)` or `sourceOfFundsOptionsFor(status)` decide which options show and in what order).
 *
 * ```ts
 * optionsWithLabels(currenciesFor('pl'), CURRENCY_LABELS, i18n); // [{ value: 1, label: 'PLN – polski złoty' }, …]
 * ```
 */
export function optionsWithLabels<V extends string | number>(
  values: readonly V[],
  labels: Readonly<Record<V, MessageDescriptor>>,
  i18n: Pick<I18n, '_'>,
): LabelledOption<V>[] {
  return values.map((value) => ({ value, label: i18n._(labels[value]) }));
}
