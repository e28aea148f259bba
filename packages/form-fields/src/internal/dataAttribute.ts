/**
 * A boolean state as a `data-*` attribute value: present (empty string) when true, absent when false, so CSS can
 * select `[data-invalid]` without matching `data-invalid="false"`.
 */
export function dataAttribute(state: boolean | undefined): '' | undefined {
  return state ? '' : undefined;
}
